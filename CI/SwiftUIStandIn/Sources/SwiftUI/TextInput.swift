// Text input and keyboard shortcuts: a text field's capitalization (iOS 15,
// tvOS 15, watchOS 8; not macOS) and a control's keyboard shortcut, such as
// the default action of an alert (an optional shortcut: iOS 15.4, macOS
// 12.3; not tvOS or watchOS). The UIKit-typed modifiers (`keyboardType(_:)`,
// `textContentType(_:)`) are SwiftUI's UIKit half, in CI/UIKitStandIn.

public struct TextInputAutocapitalization: Sendable {
    public static var never: TextInputAutocapitalization { standIn() }
    public static var words: TextInputAutocapitalization { standIn() }
    public static var sentences: TextInputAutocapitalization { standIn() }
    public static var characters: TextInputAutocapitalization { standIn() }
}

extension View {
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
        -> some View
    { self }

    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}

public struct KeyboardShortcut: Sendable {
    public static let defaultAction: KeyboardShortcut = KeyboardShortcut()
    public static let cancelAction: KeyboardShortcut = KeyboardShortcut()

    private init() {}
}
