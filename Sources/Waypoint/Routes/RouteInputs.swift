/// The inputs an entry was shown with, erased for matching, snapshots and
/// restoration.
///
/// An entry keeps no input for a route without input, the value itself for a
/// route with one (as cheap to keep and compare as before routes took
/// several), and a `RouteInputs` of the values, in order, for a route with
/// several. Inputs are equal when they are as many and each pair is equal as
/// `Equatable` values of one type; an input that is not `Equatable` never
/// compares equal.
struct RouteInputs: Equatable, CustomStringConvertible {
    /// Two or more inputs, in order.
    let elements: [Any]

    private init(elements: [Any]) {
        self.elements = elements
    }

    /// The erased inputs of a pack: `nil` for none, the value for one, a
    /// `RouteInputs` for several.
    static func erase<each Input>(_ input: repeat each Input) -> Any? {
        var first: Any?
        var elements: [Any] = []
        for element in repeat each input {
            if first == nil {
                first = element
            } else {
                if elements.isEmpty, let first { elements.append(first) }
                elements.append(element)
            }
        }
        return elements.isEmpty ? first : RouteInputs(elements: elements)
    }

    /// The inputs an entry keeps, one by one, in order.
    static func elements(of input: Any?) -> [Any] {
        guard let input else { return [] }
        return (input as? RouteInputs)?.elements ?? [input]
    }

    /// The inputs separated by commas, strings quoted (`7, "draft"`).
    var description: String {
        text { String(describing: $0) }
    }

    /// The inputs separated by commas, strings quoted, every other input
    /// written by `write`, which writes as `String(describing:)` does.
    func text(writing write: (Any) -> String) -> String {
        elements.map { element in
            element is String || element is Substring ? String(reflecting: element) : write(element)
        }.joined(separator: ", ")
    }

    static func == (lhs: RouteInputs, rhs: RouteInputs) -> Bool {
        lhs.elements.count == rhs.elements.count
            && zip(lhs.elements, rhs.elements).allSatisfy { Destination.isEqual($0, $1) }
    }

    /// Whether an entry's destination was shown with these erased inputs
    /// (`nil`: no input).
    @MainActor
    static func matches(_ destination: Destination, _ input: Any?) -> Bool {
        guard let input else { return destination.input == nil }
        return destination.matches(input: input)
    }
}
