// UIAlertController.h, for the alert an app presents from
// `UIKitFrontEnd.topViewController` (its doc comment's example) and for alert
// routes (`UIKitFrontEnd+Alerts.swift`): styles, actions, text fields.
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
}

// UIAccessibility.h: the informal protocol on every object.
extension NSObject {
    @MainActor public var accessibilityLabel: String? {
        get { standIn() }
        set { standIn() }
    }
}
