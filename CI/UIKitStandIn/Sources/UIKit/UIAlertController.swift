// UIAlertController.h, for the alert an app presents from
// `UIKitFrontEnd.topViewController` (its doc comment's example) and for alert
// routes (`UIKitFrontEnd+Alerts.swift`): styles, actions, the preferred
// action, text fields and their input traits (UITextInputTraits.h).
@MainActor @preconcurrency open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        standIn()
    }
    open var title: String? { standIn() }
    open var style: UIAlertAction.Style { standIn() }
    open var isEnabled: Bool {
        get { standIn() }
        set { standIn() }
    }
}

@MainActor @preconcurrency open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        standIn()
    }
    open func addAction(_ action: UIAlertAction) { standIn() }
    open var actions: [UIAlertAction] { standIn() }
    open var preferredAction: UIAlertAction? {
        get { standIn() }
        set { standIn() }
    }
    open var preferredStyle: UIAlertController.Style { standIn() }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) { standIn() }
    open var textFields: [UITextField]? { standIn() }
}

@MainActor @preconcurrency open class UITextField: UIControl {
    open var text: String? {
        get { standIn() }
        set { standIn() }
    }
    open var placeholder: String? {
        get { standIn() }
        set { standIn() }
    }
    /// From UITextInputTraits.
    open var isSecureTextEntry: Bool {
        get { standIn() }
        set { standIn() }
    }
    /// From UITextInputTraits.
    open var keyboardType: UIKeyboardType {
        get { standIn() }
        set { standIn() }
    }
    /// From UITextInputTraits.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { standIn() }
        set { standIn() }
    }
    /// From UITextInputTraits (`null_unspecified`).
    open var textContentType: UITextContentType! {
        get { standIn() }
        set { standIn() }
    }
}

// UITextInputTraits.h: the keyboard, the capitalization and the content type
// a text field asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// `NS_TYPED_ENUM` on `NSString`: a struct of string constants (their
/// values here are not UIKit's, which no code should rely on).
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("givenName")
    public static let familyName = UITextContentType("familyName")
    public static let postalCode = UITextContentType("postalCode")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let URL = UITextContentType("URL")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
}

// UIAccessibility.h: the informal protocol on every object.
extension NSObject {
    @MainActor public var accessibilityLabel: String? {
        get { standIn() }
        set { standIn() }
    }
}
