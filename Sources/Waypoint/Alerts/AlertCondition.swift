/// When a button of an alert can be tapped: a condition on the texts of the
/// alert's fields, as data, so that every front end evaluates it the same
/// way, again as the user types.
///
/// A button with a condition (``AlertButton/enabledWhen``) is drawn disabled
/// while it is false: `.disabled(_:)` in SwiftUI, `UIAlertAction.isEnabled`
/// in UIKit, updated on every edit. A tap on it is refused by every front
/// end, and an answer that names it (``ShownEntry/choose(_:texts:)``, an
/// ``UserIntent/answered(_:button:texts:)`` intent) is refused by the core
/// with ``NavigationError/Code/buttonDisabled``, leaving the alert up.
///
/// ```swift
/// AlertButton("Create") { texts in texts["name"] }
///     .enabled(when: .nonEmpty("name"))
/// AlertButton("Change") { texts in texts["new"] }
///     .enabled(when: .all([.minLength("new", 8), .equal("new", "repeat")]))
/// ```
///
/// A condition reads the texts the fields show: what the user typed, else
/// the text a field started with as its snapshot shows it (a secure field's
/// is empty, since no front end shows it). It is a struct with static
/// members, not an `enum`, so that later versions can add conditions without
/// breaking a `switch` of yours. It encodes as an object with one key, the
/// condition's name: `{"nonEmpty":{"field":"name"}}`,
/// `{"minLength":{"field":"code","count":6}}`,
/// `{"equal":{"field":"new","other":"repeat"}}`,
/// `{"all":{"conditions":[…]}}`, `{"any":{"conditions":[…]}}`.
public struct AlertCondition: Sendable, Hashable, Codable, CustomStringConvertible {
    private indirect enum Kind: Sendable, Hashable, Codable {
        case nonEmpty(field: String)
        case minLength(field: String, count: Int)
        case equal(field: String, other: String)
        case all(conditions: [AlertCondition])
        case any(conditions: [AlertCondition])
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The field holds something other than whitespace: a name of spaces
    /// leaves the button disabled.
    ///
    /// - Parameter field: the field's ``AlertField/name``.
    /// - Returns: the condition.
    public static func nonEmpty(_ field: String) -> AlertCondition {
        AlertCondition(.nonEmpty(field: field))
    }

    /// The field holds at least `count` characters (as Swift counts them,
    /// by grapheme clusters; whitespace counts).
    ///
    /// - Parameters:
    ///   - field: the field's ``AlertField/name``.
    ///   - count: the fewest characters; 0 or less always holds.
    /// - Returns: the condition.
    public static func minLength(_ field: String, _ count: Int) -> AlertCondition {
        AlertCondition(.minLength(field: field, count: count))
    }

    /// Two fields hold the same text: a new password and its repetition.
    ///
    /// - Parameters:
    ///   - field: one field's ``AlertField/name``.
    ///   - other: the other field's name.
    /// - Returns: the condition.
    public static func equal(_ field: String, _ other: String) -> AlertCondition {
        AlertCondition(.equal(field: field, other: other))
    }

    /// Every one of the conditions holds; an empty list always holds.
    ///
    /// - Parameter conditions: the conditions.
    /// - Returns: the condition.
    public static func all(_ conditions: [AlertCondition]) -> AlertCondition {
        AlertCondition(.all(conditions: conditions))
    }

    /// At least one of the conditions holds; an empty list never holds.
    ///
    /// - Parameter conditions: the conditions.
    /// - Returns: the condition.
    public static func any(_ conditions: [AlertCondition]) -> AlertCondition {
        AlertCondition(.any(conditions: conditions))
    }

    /// Whether the condition holds for these texts.
    ///
    /// ```swift
    /// AlertCondition.nonEmpty("name").isMet(by: AlertTexts(["name": "Groceries"]))  // true
    /// ```
    ///
    /// - Parameter texts: the fields' texts (a field it lacks reads as empty).
    /// - Returns: whether the button it enables can be tapped.
    public func isMet(by texts: AlertTexts) -> Bool {
        switch kind {
        case .nonEmpty(let field): texts[field].contains { !$0.isWhitespace }
        case .minLength(let field, let count): texts[field].count >= count
        case .equal(let field, let other): texts[field] == texts[other]
        case .all(let conditions): conditions.allSatisfy { $0.isMet(by: texts) }
        case .any(let conditions): conditions.contains { $0.isMet(by: texts) }
        }
    }

    /// The names of the fields the condition reads, sorted.
    public var fieldNames: [String] {
        switch kind {
        case .nonEmpty(let field), .minLength(let field, _): [field]
        case .equal(let field, let other): Array(Set([field, other])).sorted()
        case .all(let conditions), .any(let conditions): Array(Set(conditions.flatMap(\.fieldNames))).sorted()
        }
    }

    /// The condition in words: `name is not empty`, `code has 6 characters
    /// or more`, `new equals repeat`, `(a and b)`, `(a or b)`.
    public var description: String {
        switch kind {
        case .nonEmpty(let field): "\(field) is not empty"
        case .minLength(let field, let count): "\(field) has \(count) characters or more"
        case .equal(let field, let other): "\(field) equals \(other)"
        case .all(let conditions):
            conditions.isEmpty ? "always" : "(" + conditions.map(\.description).joined(separator: " and ") + ")"
        case .any(let conditions):
            conditions.isEmpty ? "never" : "(" + conditions.map(\.description).joined(separator: " or ") + ")"
        }
    }

    /// Decodes a condition from an object with one key, its name.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` for a condition this version does not know.
    public init(from decoder: any Decoder) throws {
        kind = try Kind(from: decoder)
    }

    /// Encodes the condition as an object with one key, its name.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try kind.encode(to: encoder)
    }
}
