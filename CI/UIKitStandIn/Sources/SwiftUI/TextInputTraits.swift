// SwiftUI's UIKit half for text input (SwiftUI.swiftinterface, iOS 26.2): a
// text field's keyboard and content type take UIKit's types, and a
// capitalization can be made from UIKit's. Not on macOS or watchOS.
public import UIKit

extension View {
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

extension TextInputAutocapitalization {
    public init?(_ type: UITextAutocapitalizationType) { return nil }
}
