/// What a text field of an alert holds, for the system to suggest or fill
/// it: a user name, a password, a new password, a one-time code, an email
/// address, a name.
///
/// SwiftUI's `textContentType(_:)` and UIKit's
/// `UITextField.textContentType` pass it on (a `UITextContentType` of the
/// same name): AutoFill offers the saved password, a code from a message, a
/// strong new password. A platform without it ignores it, and so does a front
/// end that does not know a content type a later version adds.
///
/// ```swift
/// AlertField("password", placeholder: "Password", isSecure: true).contentType(.password)
/// ```
///
/// Content types are static members, so that later versions can add some
/// without breaking a `switch` over them; a `switch` needs a `default` case.
/// A content type encodes as its raw value, the string `"password"`, … .
public struct AlertContentType: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The content type's name, as encoded: `"username"`, … .
    public let rawValue: String

    /// Creates a content type with a name.
    ///
    /// - Parameter rawValue: the content type's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The content type's name: `username`.
    public var description: String { rawValue }

    /// An account's user name.
    public static let username = AlertContentType(rawValue: "username")
    /// An account's password.
    public static let password = AlertContentType(rawValue: "password")
    /// A new password: the system may suggest a strong one.
    public static let newPassword = AlertContentType(rawValue: "newPassword")
    /// A one-time code, as a message or an email brings it.
    public static let oneTimeCode = AlertContentType(rawValue: "oneTimeCode")
    /// An email address.
    public static let emailAddress = AlertContentType(rawValue: "emailAddress")
    /// A person's full name.
    public static let name = AlertContentType(rawValue: "name")
    /// A person's given name.
    public static let givenName = AlertContentType(rawValue: "givenName")
    /// A person's family name.
    public static let familyName = AlertContentType(rawValue: "familyName")
    /// A telephone number.
    public static let telephoneNumber = AlertContentType(rawValue: "telephoneNumber")
    /// A URL.
    public static let url = AlertContentType(rawValue: "url")
    /// A postal code.
    public static let postalCode = AlertContentType(rawValue: "postalCode")
}
