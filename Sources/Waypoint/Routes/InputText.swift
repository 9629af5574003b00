/// Writes a route's erased input as `String(describing:)` does, with the way
/// each type is written found once per type.
///
/// `String(describing:)` of an `Any` asks the runtime, on every call, whether
/// the value's type is `TextOutputStreamable`, then `CustomStringConvertible`
/// (and so on, until one answers): an `Int` input's text cost about 2,000
/// instructions that way, of a push's 13,000. Here the first value of a type
/// finds its conformance once and keeps a writer made for that type; the
/// writer casts each value back to the type and calls the conformance, about
/// 1,200 instructions for the same `Int`.
///
/// The text is the same, character for character: the writers follow
/// `String(describing:)`'s order (`TextOutputStreamable`, then
/// `CustomStringConvertible`, then `CustomDebugStringConvertible`) and call
/// nothing it would not call. What it writes otherwise is left to it, every
/// time: an `Optional` (its debug description), a class instance (whose
/// conformances its superclass may decide, and which a platform may box), and
/// a type with none of those conformances (written from its mirror). Several
/// inputs (``RouteInputs``) are written one by one.
///
/// The table holds one closure per input type an app shows (generic
/// specializations apart), no values.
@MainActor
enum InputText {
    typealias Writer = @MainActor (Any) -> String

    private static var writers: [ObjectIdentifier: Writer] = [:]
    /// The last type written and its writer: an app shows one input type again
    /// and again (a list's rows), and this skips the table's hashing.
    private static var last: (type: ObjectIdentifier, writer: Writer)?

    /// The text of an entry's erased input (see ``RouteInputs``).
    static func text(of input: Any) -> String {
        let type = ObjectIdentifier(Swift.type(of: input))
        if let last, last.type == type { return last.writer(input) }
        let writer: Writer
        if let known = writers[type] {
            writer = known
        } else {
            writer = makeWriter(for: input)
            writers[type] = writer
        }
        last = (type, writer)
        return writer(input)
    }

    /// How values of `value`'s type are written.
    private static func makeWriter(for value: Any) -> Writer {
        let type = Swift.type(of: value)
        // By type, not by cast: a cast unwraps an optional, and converts a
        // wrapped value to the protocols of what it wraps.
        if type is any OptionalInput.Type || type is AnyObject.Type {
            return { String(describing: $0) }
        }
        if type == RouteInputs.self {
            return { ($0 as? RouteInputs)?.text(writing: InputText.text(of:)) ?? String(describing: $0) }
        }
        if let streamable = value as? any TextOutputStreamable {
            return streamingWriter(streamable)
        }
        if let convertible = value as? any CustomStringConvertible {
            return describingWriter(convertible)
        }
        if let debugConvertible = value as? any CustomDebugStringConvertible {
            return debugWriter(debugConvertible)
        }
        // Written from the value's mirror: nothing to look up once.
        return { String(describing: $0) }
    }

    // The writers cast the erased value back to the type their writer was made
    // for, the value's own type (the table's key; classes are not written
    // here), so the cast holds. Were it ever to fail, the value is written by
    // `String(describing:)`, never trapped on.

    private static func streamingWriter<Value: TextOutputStreamable>(_: Value) -> Writer {
        {
            guard let value = $0 as? Value else { return String(describing: $0) }
            var text = ""
            value.write(to: &text)
            return text
        }
    }

    private static func describingWriter<Value: CustomStringConvertible>(_: Value) -> Writer {
        { ($0 as? Value)?.description ?? String(describing: $0) }
    }

    private static func debugWriter<Value: CustomDebugStringConvertible>(_: Value) -> Writer {
        { ($0 as? Value)?.debugDescription ?? String(describing: $0) }
    }
}

/// An `Optional` of any type, told by its type.
private protocol OptionalInput {}

extension Optional: OptionalInput {}
