// UISplitViewController in column style (iOS 14), as UISplitViewController.h
// of the iOS 26.2 SDK declares what the UIKit front end uses.
@MainActor @preconcurrency open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
        case inspector = 4
    }
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
    }

    /// UISplitViewControllerSplitBehavior (iOS 14).
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    public init(style: UISplitViewController.Style) { standIn() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { standIn() }
    public required init?(coder: NSCoder) { standIn() }

    /// Weak in UIKit.
    weak open var delegate: (any UISplitViewControllerDelegate)?
    open var isCollapsed: Bool { standIn() }
    open var preferredDisplayMode: UISplitViewController.DisplayMode {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 14.
    open var preferredSplitBehavior: UISplitViewController.SplitBehavior {
        get { standIn() }
        set { standIn() }
    }
    open var presentsWithGesture: Bool {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 14.
    open var showsSecondaryOnlyButton: Bool {
        get { standIn() }
        set { standIn() }
    }
    open var preferredPrimaryColumnWidthFraction: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    open var minimumPrimaryColumnWidth: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    open var maximumPrimaryColumnWidth: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 14.
    open var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) { standIn() }
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { standIn() }
    open func hide(_ column: UISplitViewController.Column) { standIn() }
    open func show(_ column: UISplitViewController.Column) { standIn() }
}

@MainActor @preconcurrency public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}
