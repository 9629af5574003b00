#if canImport(UIKit) && !os(watchOS)
package import UIKit
package import Waypoint

// What an alert's field and buttons ask of UIKit's text input traits, in
// UIKit's terms, once for both bindings: SwiftUI's text field modifiers take
// UIKit's types (`keyboardType(_:)`, `textContentType(_:)`,
// `TextInputAutocapitalization(_:)`), and WaypointUIKit sets them on the
// alert's `UITextField`s. A value a later version of Waypoint adds, unknown
// here, is the platform's default.

extension AlertKeyboard {
    /// The `UIKeyboardType` of the same name; `.default` for one unknown here.
    package var uiKeyboardType: UIKeyboardType {
        switch self {
        case .asciiCapable: .asciiCapable
        case .numbersAndPunctuation: .numbersAndPunctuation
        case .url: .URL
        case .numberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .emailAddress: .emailAddress
        case .webSearch: .webSearch
        default: .default
        }
    }
}

extension AlertContentType {
    /// The `UITextContentType` of the same name; `nil` for one unknown here.
    package var uiTextContentType: UITextContentType? {
        switch self {
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        case .emailAddress: .emailAddress
        case .name: .name
        case .givenName: .givenName
        case .familyName: .familyName
        case .telephoneNumber: .telephoneNumber
        case .url: .URL
        case .postalCode: .postalCode
        default: nil
        }
    }
}

extension AlertCapitalization {
    /// The `UITextAutocapitalizationType` of the same name; `.sentences`,
    /// the platforms' default, for one unknown here.
    package var uiAutocapitalization: UITextAutocapitalizationType {
        switch self {
        case .none: .none
        case .words: .words
        case .allCharacters: .allCharacters
        default: .sentences
        }
    }
}
#endif
