/// The keyboard a text field of an alert asks for: letters, an email
/// address, digits, a phone number, a URL.
///
/// SwiftUI's `keyboardType(_:)` and UIKit's `UITextField.keyboardType` draw
/// it (a `UIKeyboardType` of the same name); a platform without keyboards
/// (macOS, watchOS) ignores it, and a front end that does not know a keyboard
/// a later version adds shows the default one.
///
/// ```swift
/// AlertField("code", placeholder: "Code").keyboard(.numberPad)
/// ```
///
/// Keyboards are static members, so that later versions can add some without
/// breaking a `switch` over them; a `switch` needs a `default` case. A
/// keyboard encodes as its raw value, the string `"numberPad"`, … .
public struct AlertKeyboard: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The keyboard's name, as encoded: `"emailAddress"`, … .
    public let rawValue: String

    /// Creates a keyboard with a name.
    ///
    /// - Parameter rawValue: the keyboard's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The keyboard's name: `emailAddress`.
    public var description: String { rawValue }

    /// The platform's default keyboard for the current input method.
    public static let `default` = AlertKeyboard(rawValue: "default")
    /// A keyboard that enters ASCII characters only.
    public static let asciiCapable = AlertKeyboard(rawValue: "asciiCapable")
    /// Numbers and punctuation.
    public static let numbersAndPunctuation = AlertKeyboard(rawValue: "numbersAndPunctuation")
    /// A keyboard for a URL: `.`, `/` and `.com` at hand.
    public static let url = AlertKeyboard(rawValue: "url")
    /// Digits only: a PIN, a one-time code.
    public static let numberPad = AlertKeyboard(rawValue: "numberPad")
    /// Digits and a decimal separator: an amount.
    public static let decimalPad = AlertKeyboard(rawValue: "decimalPad")
    /// A phone pad: digits, `*`, `#`.
    public static let phonePad = AlertKeyboard(rawValue: "phonePad")
    /// A keyboard for an email address: `@` and `.` at hand.
    public static let emailAddress = AlertKeyboard(rawValue: "emailAddress")
    /// A keyboard for a search: the default one with URL-friendly keys.
    public static let webSearch = AlertKeyboard(rawValue: "webSearch")
}
