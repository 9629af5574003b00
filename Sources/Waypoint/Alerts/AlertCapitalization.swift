/// Which letters a text field of an alert capitalizes as the user types:
/// none, the first of each word, of each sentence, or all.
///
/// SwiftUI's `textInputAutocapitalization(_:)` and UIKit's
/// `UITextField.autocapitalizationType` draw it; a field capitalizes
/// ``sentences`` unless it says otherwise, as both platforms do. A platform
/// without it ignores it, and a front end that does not know one a later
/// version adds capitalizes sentences.
///
/// ```swift
/// AlertField("email", placeholder: "Email").capitalization(.none)
/// ```
///
/// Capitalizations are static members, so that later versions can add some
/// without breaking a `switch` over them; a `switch` needs a `default` case.
/// A capitalization encodes as its raw value, the string `"words"`, … .
public struct AlertCapitalization: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The capitalization's name, as encoded: `"words"`, … .
    public let rawValue: String

    /// Creates a capitalization with a name.
    ///
    /// - Parameter rawValue: the capitalization's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The capitalization's name: `words`.
    public var description: String { rawValue }

    /// Nothing is capitalized: an email address, a user name, a code.
    public static let none = AlertCapitalization(rawValue: "none")
    /// The first letter of each word: a name, a title.
    public static let words = AlertCapitalization(rawValue: "words")
    /// The first letter of each sentence: the platforms' default.
    public static let sentences = AlertCapitalization(rawValue: "sentences")
    /// Every letter: a code of capitals.
    public static let allCharacters = AlertCapitalization(rawValue: "allCharacters")
}
