// View controllers, presentation and the navigation items a guarded screen uses.

@MainActor @preconcurrency open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
    public convenience override init() { standIn() }

    open var view: UIView! {
        get { standIn() }
        set { standIn() }
    }
    open func viewDidLoad() { standIn() }
    open func viewWillLayoutSubviews() { standIn() }
    open var traitCollection: UITraitCollection { standIn() }
    open func viewWillAppear(_ animated: Bool) { standIn() }
    open var title: String? {
        get { standIn() }
        set { standIn() }
    }

    // MARK: Containment
    open var parent: UIViewController? { standIn() }
    open var children: [UIViewController] { standIn() }
    open func addChild(_ childController: UIViewController) { standIn() }
    open func removeFromParent() { standIn() }
    open func willMove(toParent parent: UIViewController?) { standIn() }
    open func didMove(toParent parent: UIViewController?) { standIn() }

    // MARK: Presentation
    open var presentedViewController: UIViewController? { standIn() }
    open var presentingViewController: UIViewController? { standIn() }
    open var isBeingDismissed: Bool { standIn() }
    open var isBeingPresented: Bool { standIn() }
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) { standIn() }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { standIn() }
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { standIn() }
        set { standIn() }
    }
    /// Weak in UIKit: whoever sets it keeps it alive.
    weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var presentationController: UIPresentationController? { standIn() }
    open var popoverPresentationController: UIPopoverPresentationController? { standIn() }
    /// iOS 15.
    open var sheetPresentationController: UISheetPresentationController? { standIn() }
    open var isModalInPresentation: Bool {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 18 (UIViewController.h): the transition of a push or a presentation of this controller.
    open var preferredTransition: UIViewController.Transition? {
        get { standIn() }
        set { standIn() }
    }

    // MARK: Navigation and tab bar items (UINavigationController.h, UITabBarController.h)
    open var navigationItem: UINavigationItem { standIn() }
    open var navigationController: UINavigationController? { standIn() }
    open var hidesBottomBarWhenPushed: Bool {
        get { standIn() }
        set { standIn() }
    }
    open var tabBarItem: UITabBarItem! {
        get { standIn() }
        set { standIn() }
    }
    open var tabBarController: UITabBarController? { standIn() }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

@MainActor @preconcurrency open class UINavigationItem: NSObject {
    public init(title: String) { standIn() }
    open var title: String? {
        get { standIn() }
        set { standIn() }
    }
    open var hidesBackButton: Bool {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 16: what the back button (and the back gesture's pop) does instead of popping.
    open var backAction: UIAction? {
        get { standIn() }
        set { standIn() }
    }
}

@MainActor @preconcurrency open class UIBarItem: NSObject {
    open var title: String? {
        get { standIn() }
        set { standIn() }
    }
    open var image: UIImage? {
        get { standIn() }
        set { standIn() }
    }
}

@MainActor @preconcurrency open class UITabBarItem: UIBarItem {
    public convenience init(title: String?, image: UIImage?, tag: Int) { standIn() }
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
}
