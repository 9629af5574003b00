// UIAlertController.h, for the alert an app presents from
// `UIKitFrontEnd.topViewController` (its doc comment's example).
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
}
