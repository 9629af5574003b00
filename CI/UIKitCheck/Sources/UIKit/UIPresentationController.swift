// A presented view controller's presentation controller, and its delegate: a
// user's swipe-down (`presentationControllerDidDismiss`, never called for a
// programmatic dismissal) and a refused one (`...DidAttemptToDismiss`, when
// `isModalInPresentation` or `presentationControllerShouldDismiss` said no).

@MainActor @preconcurrency open class UIPresentationController: NSObject {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        standIn()
    }
    open var presentingViewController: UIViewController { standIn() }
    open var presentedViewController: UIViewController { standIn() }
    /// Weak in UIKit.
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

@MainActor @preconcurrency public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}
