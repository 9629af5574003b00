// Navigation and tab bar controllers, and their delegates: every method of
// the delegates is optional, as in UIKit (`@optional` in the headers).

@MainActor @preconcurrency open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { standIn() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { standIn() }
    public required init?(coder aDecoder: NSCoder) { standIn() }

    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    open var viewControllers: [UIViewController] {
        get { standIn() }
        set { standIn() }
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { standIn() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { standIn() }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { standIn() }
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        standIn()
    }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { standIn() }
    open var topViewController: UIViewController? { standIn() }
    open var visibleViewController: UIViewController? { standIn() }
    /// Weak in UIKit.
    weak open var delegate: (any UINavigationControllerDelegate)?
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { standIn() }
    open var isNavigationBarHidden: Bool {
        get { standIn() }
        set { standIn() }
    }
    /// The bar the controller manages: its look is the app's to set.
    open var navigationBar: UINavigationBar { standIn() }
}

@MainActor @preconcurrency public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    )
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

@MainActor @preconcurrency open class UITabBarController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { standIn() }
    public required init?(coder: NSCoder) { standIn() }

    open var viewControllers: [UIViewController]? {
        get { standIn() }
        set { standIn() }
    }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { standIn() }
    unowned(unsafe) open var selectedViewController: UIViewController? {
        get { standIn() }
        set { standIn() }
    }
    open var selectedIndex: Int {
        get { standIn() }
        set { standIn() }
    }
    /// Weak in UIKit.
    weak open var delegate: (any UITabBarControllerDelegate)?
    /// Its look is the app's to set; its items are the controller's.
    open var tabBar: UITabBar { standIn() }
}

@MainActor @preconcurrency public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(
        _ tabBarController: UITabBarController,
        shouldSelect viewController: UIViewController
    ) -> Bool
    func tabBarController(
        _ tabBarController: UITabBarController,
        didSelect viewController: UIViewController
    )
}
