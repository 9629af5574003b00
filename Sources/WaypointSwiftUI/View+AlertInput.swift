#if canImport(SwiftUI)
import SwiftUI
import Waypoint
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

// How an alert's text field and buttons are drawn beyond their labels: the
// field's keyboard, content type and capitalization, the preferred button.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// A text field of an alert with the keyboard, content type and
    /// capitalization its ``AlertField`` asks for, where the platform has
    /// them: `keyboardType(_:)` and `textContentType(_:)` (iOS 13, tvOS 13,
    /// visionOS 1), `textInputAutocapitalization(_:)` (iOS 15, tvOS 15,
    /// visionOS 1), all with UIKit's types; macOS and watchOS draw the field
    /// as it is.
    @ViewBuilder
    func alertInput(_ field: AlertField) -> some View {
        #if canImport(UIKit) && !os(watchOS)
        keyboardType(field.keyboard.uiKeyboardType)
            .textContentType(field.contentType?.uiTextContentType)
            .textInputAutocapitalization(TextInputAutocapitalization(field.capitalization.uiAutocapitalization))
        #else
        self
        #endif
    }

    /// A button of an alert, its preferred one drawn in bold and tapped by
    /// the Return key: `keyboardShortcut(.defaultAction)` (an optional
    /// shortcut: iOS 15.4, macOS 12.3, visionOS 1). tvOS and watchOS have no
    /// keyboard shortcuts: their buttons are drawn as they are.
    @ViewBuilder
    func alertButton(isPreferred: Bool) -> some View {
        #if os(tvOS) || os(watchOS)
        self
        #else
        keyboardShortcut(isPreferred ? .defaultAction : nil)
        #endif
    }
}
#endif
