// Custom transitions (UIViewControllerTransitioning.h): animators, the
// context they animate in, interactive transitions and the transitioning
// delegate of a presentation.

public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "from")
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

@MainActor @preconcurrency public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

@MainActor @preconcurrency public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

@MainActor @preconcurrency public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var wantsInteractiveStart: Bool { get }
}

@MainActor @preconcurrency public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    public override init() { standIn() }
    open var duration: CGFloat { standIn() }
    open var percentComplete: CGFloat { standIn() }
    open var completionSpeed: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    open var wantsInteractiveStart: Bool {
        get { standIn() }
        set { standIn() }
    }
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) { standIn() }
    open func update(_ percentComplete: CGFloat) { standIn() }
    open func cancel() { standIn() }
    open func finish() { standIn() }
}

// MARK: Transition coordinators (UIViewControllerTransitionCoordinator.h)

@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var containerView: UIView { get }
}

@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
{
    /// Imported Objective-C methods may drop their results, as here.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewController {
    /// The coordinator of the transition this controller takes part in, while it runs.
    @MainActor @preconcurrency public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        standIn()
    }
}
