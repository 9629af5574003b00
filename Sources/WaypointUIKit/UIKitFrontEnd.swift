// WaypointUIKit: the UIKit front end of Waypoint.
//
// It draws any coordinator tree with UIKit's own containers: one
// `UINavigationController` per stack, a `UITabBarController` per tab container
// (your own container kinds through `register(_:make:)`), and presents each
// modal layer from the one below. What to do, one UIKit operation at a time,
// and what UIKit's reports mean is decided by `UIKitSession` (in
// WaypointFrontEnd, tested on Linux against a fake UIKit that enforces UIKit's
// rules); this module only performs the session's `UIKitStep`s and forwards
// UIKit's delegate calls to it, and to the app's own delegates.
//
// Everything here compiles only on iOS (iPadOS and Mac Catalyst included);
// elsewhere this module is empty: tvOS has no interactive pop gesture, and
// neither tvOS nor visionOS has the screen-edge pan that drives a custom
// animator's swipe back (hence `!os(tvOS) && !os(visionOS)`, which keeps the
// module compiled on Linux against the stand-in). CI
// type-checks it anyway, against a declaration-only stand-in of UIKit written
// from the iOS 26.2 SDK's headers (`Scripts/check-uikit.sh`, `CI/UIKitStandIn`),
// and, where the SDK is on the machine, against the SDK itself
// (`Scripts/check-ios-sdk.sh`, availability included). A UIKit API used here
// that the stand-in lacks must be added there.
//
// Platforms: the package's floor, iOS 17, covers every call made here (the
// newest, `UINavigationItem.backAction`, needs iOS 16); Scripts/check-ios-sdk.sh
// checks availability against the iOS 26.2 SDK with iOS 17 as the target.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
public import UIKit
public import Waypoint
public import WaypointFrontEnd

/// Draws a coordinator and its whole tree with UIKit, and reports the user's
/// gestures to it.
///
/// Install it in the window of a scene (a few lines of a `SceneDelegate`), or
/// put its ``rootViewController`` where you like:
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     let app = AppCoordinator()
///     lazy var frontEnd = UIKitFrontEnd(app)
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///                options connectionOptions: UIScene.ConnectionOptions) {
///         guard let scene = scene as? UIWindowScene else { return }
///         let window = UIWindow(windowScene: scene)
///         frontEnd.install(in: window)
///         self.window = window
///     }
/// }
/// ```
///
/// Each stack of the tree is a `UINavigationController`, each tab container a
/// `UITabBarController` whose tabs show the children's stacks (titles and
/// images from their `TabItem`s), and each modal layer is presented from the
/// layer below, as a sheet or full screen. View controllers are made once per
/// entry and reused until the entry goes away.
///
/// Screens: a route's factory that returns a `UIViewController` is shown as it
/// is; one that returns a SwiftUI view is hosted in a `UIHostingController`,
/// with the entry's `ShownEntry` in its environment (`\.shownEntry`); anything
/// else is handed to the `screen` closure you pass. A view controller reads
/// its entry's `ShownEntry` by adopting ``ShownEntryReading``. A factory that returns a
/// `UINavigationController` for a screen on a stack is reported through
/// ``onError`` (UIKit cannot push one) and shown as an empty screen.
///
/// What UIKit does and what the user does is sequenced by a `UIKitSession`:
/// one push or pop at a time per navigation controller, presentations from a
/// controller that presents nothing, dismissals before the root changes, a
/// user's pop reported only from `didShow` (a cancelled swipe reports
/// nothing), a swipe-down only from `presentationControllerDidDismiss`, tab
/// re-taps intercepted, guarded screens and sheets refusing their gestures, a
/// tab bar whose tabs change kept with what it presents.
/// Your own delegates still hear every call: set ``navigationControllerDelegate``,
/// ``tabBarControllerDelegate`` or ``presentationControllerDelegate`` instead of
/// setting UIKit's `delegate` properties, which the front end owns. Your tab
/// bar delegate also hears the `didSelect` of a re-tap, which UIKit no longer
/// sends once the front end has intercepted it.
@MainActor
public final class UIKitFrontEnd {
    /// The coordinator drawn, usually the app's root.
    public let coordinator: any Coordinator
    /// The view controller that shows the tree: the window's root after
    /// ``install(in:)``, or yours to put where a view controller goes. It
    /// stays the same while the tree's base changes; reading it starts the
    /// front end.
    public var rootViewController: UIViewController {
        start()
        return root
    }
    /// Custom transitions: the first rule that matches a push, pop,
    /// presentation or dismissal picks its animator; none matching leaves
    /// UIKit's own.
    public var transitions: [TransitionRule] = []
    /// Your own navigation delegate: it hears every call UIKit makes to the
    /// front end's navigation delegates, after the front end. An animator or
    /// interaction controller it returns is used when no transition rule matches.
    public weak var navigationControllerDelegate: (any UINavigationControllerDelegate)?
    /// Your own tab bar delegate: it hears every call, and may refuse a
    /// selection the front end would allow.
    ///
    /// Its `tabBarController(_:shouldSelect:)` is asked first, for every tap:
    /// a tap it refuses is not selected and never reaches the coordinator.
    /// Its `tabBarController(_:didSelect:)` is called, after the coordinator
    /// has taken the tap in, for every tap it allowed, a re-tap of the selected
    /// tab included (to scroll to the top, say): the front end intercepts a
    /// re-tap in `shouldSelect`, so that the container's `reselect` setting
    /// decides, and UIKit then sends no `didSelect`; the front end calls yours.
    public weak var tabBarControllerDelegate: (any UITabBarControllerDelegate)?
    /// Your own split view delegate, for every split view the front end draws
    /// (`UISplitViewController` in column style).
    ///
    /// It hears these calls first: collapsing and expanding, columns shown
    /// and hidden, display mode changes, `targetDisplayModeForAction(in:)`
    /// and the interactive presentation gesture. The orientation methods and
    /// iOS 26's `didShowColumn`/`didHideColumn` do not reach it. Its answers to
    /// `topColumnForCollapsingToProposedTopColumn` and
    /// `displayModeForExpandingToProposedDisplayMode` are used only where the
    /// state has no answer: the columns are navigation state, and the front
    /// end answers from it. `splitViewControllerDidCollapse`/`DidExpand` tell
    /// the session the width changed; `willShow`/`willHide` a column the user
    /// showed or hid, which the coordinator hears as `UserIntent.showedColumns(_:of:)`.
    public weak var splitViewControllerDelegate: (any UISplitViewControllerDelegate)?
    /// Your own presentation delegate, for every layer the front end presents.
    public weak var presentationControllerDelegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Called with what the front end could not draw as asked, such as a
    /// navigation controller made for a screen on a stack.
    public var onError: (@MainActor (UIKitFrontEndError) -> Void)?
    /// Configures each navigation, tab bar and split view controller the
    /// front end makes, once, as soon as it is made: before it shows anything,
    /// and before it is in the window.
    ///
    /// What is only the controller's look is yours: bar appearances, large
    /// titles, tint, column widths, the split's behavior and buttons.
    ///
    /// ```swift
    /// frontEnd.onMakeController = { controller in
    ///     switch controller {
    ///     case let split as UISplitViewController:
    ///         split.preferredSplitBehavior = .tile
    ///         split.preferredPrimaryColumnWidthFraction = 0.3
    ///     case let navigation as UINavigationController:
    ///         navigation.navigationBar.prefersLargeTitles = true
    ///     case let tabs as UITabBarController:
    ///         tabs.tabBar.scrollEdgeAppearance = tabs.tabBar.standardAppearance
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// A split view's columns are navigation controllers, each passed on its
    /// own as it is made (the empty column's placeholder too); set it before
    /// the front end starts, or the first drawing's controllers miss it.
    /// What is navigation state stays the front end's, which sets it after
    /// this closure and whenever the state changes: each controller's
    /// `delegate` (set your own on the front end:
    /// ``navigationControllerDelegate``, ``tabBarControllerDelegate``,
    /// ``splitViewControllerDelegate``), the screens and tabs it shows and
    /// which is selected, the tabs' items (from their routes' `TabItem`), a
    /// split's columns and `preferredDisplayMode` (show or hide a column
    /// through its coordinator), and how a layer is presented. Your own
    /// container kinds are yours to configure where you make them
    /// (``register(_:make:)``).
    public var onMakeController: (@MainActor (UIViewController) -> Void)?

    let root = RootViewController()
    let screen: @MainActor (ShownEntry<Any>) -> UIViewController?
    var containerKinds: [ContainerKind: @MainActor (LayerContainer) -> any ContainerControlling] = [:]
    var session: UIKitSession?
    var following: Task<Void, Never>?
    var controllers = Controllers()
    /// The app's own controllers presented through the front end, until they go.
    var appPresentations: [AppPresentation] = []
    /// How deep the front end is in its own calls to UIKit: what UIKit reports
    /// meanwhile is their echo, not the user's doing.
    var performing = 0

    /// Creates a front end for a coordinator's tree.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator to draw, usually the app's root.
    ///   - screen: the view controller for a screen whose destination is
    ///     neither a view controller nor a SwiftUI view; return `nil` to show
    ///     an empty screen.
    public init(
        _ coordinator: some Coordinator,
        screen: @escaping @MainActor (ShownEntry<Any>) -> UIViewController? = { _ in nil }
    ) {
        self.coordinator = coordinator
        self.screen = screen
    }

    /// Makes the front end the window's root view controller, draws the tree
    /// at once, without animation, and shows the window.
    ///
    /// The window's root is set once: a later change of the tree's base
    /// swaps the child of ``rootViewController``, after everything presented
    /// is dismissed, so that no modal outlives it.
    ///
    /// - Parameter window: the scene's window.
    public func install(in window: UIWindow) {
        start()
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// Starts drawing the tree into ``rootViewController`` and following its
    /// changes, if it has not started: ``install(in:)`` calls it, as does
    /// reading ``rootViewController``.
    public func start() {
        guard session == nil else { return }
        let session = UIKitSession(coordinator, host: self)
        self.session = session
        root.frontEnd = self
        session.sync()
        root.onWidthChange = { [weak self] isCompact in
            self?.widthChanged(to: isCompact ? .compact : .regular)
        }
        // Holds the session weakly: the loop ends at the first change after the
        // front end goes away, or when the coordinator's stream finishes.
        let changes = changes(of: coordinator)
        following = Task { [weak self] in
            for await change in changes {
                guard let session = self?.session else { return }
                session.apply(change)
            }
        }
    }

    /// Waits until UIKit shows the coordinator's current state, with nothing
    /// in flight: to chain work after a navigation call, and in UI tests.
    ///
    /// A change it finds before the front end has taken it in is drawn as
    /// that change says: a push animates, a restoration does not.
    ///
    /// ```swift
    /// try app.show(\.detail, 1)
    /// if await frontEnd.drawn() { scrollToTop() }
    /// ```
    ///
    /// - Parameter timeout: the longest wait.
    /// - Returns: `true` once UIKit shows the state; `false` after `timeout`,
    ///   when the task is cancelled, or before ``start()``.
    public func drawn(timeout: Duration = .seconds(10)) async -> Bool {
        guard let session else { return false }
        return await session.drawn(timeout: timeout)
    }

    /// Draws your own container kind (a drawer, a side menu) with a view
    /// controller you make, a ``ContainerControlling``. Tab containers are
    /// drawn with a `UITabBarController` unless you register their kind too.
    ///
    /// ```swift
    /// extension ContainerKind {
    ///     static let drawer = ContainerKind(rawValue: "drawer")  // the kind your container coordinator declares
    /// }
    ///
    /// frontEnd.register(.drawer) { _ in DrawerController() }
    /// ```
    ///
    /// - Parameters:
    ///   - kind: the container kind.
    ///   - make: makes the controller for a container of that kind.
    public func register(_ kind: ContainerKind, make: @escaping @MainActor (LayerContainer) -> any ContainerControlling)
    {
        containerKinds[kind] = make
    }

    // MARK: Escape hatches

    /// The view controller that shows an entry: its screen, or the container
    /// (a tab bar controller) that a container entry is drawn with.
    ///
    /// - Parameter entry: the entry's id, from its `ShownEntry` or a snapshot.
    /// - Returns: the controller, or `nil` if the entry is not drawn.
    public func viewController(for entry: EntryID) -> UIViewController? {
        controllers.screens[entry] ?? controllers.containers[entry]
    }

    /// The navigation controller that shows a stack.
    ///
    /// - Parameter stack: the id of the entry that presents the stack's layer,
    ///   or of the tab whose stack it is; `nil` for the base layer.
    /// - Returns: the navigation controller, or `nil` if that stack is not drawn.
    public func navigationController(forStack stack: EntryID?) -> UINavigationController? {
        controllers.navigation[stack]
    }
}

/// Every change of a coordinator held as `any Coordinator` (a generic function
/// opens the existential).
@MainActor
private func changes(of coordinator: some Coordinator) -> AsyncStream<NavigationChange> {
    coordinator.navigation.changes(buffering: .all)
}

@MainActor
func shownEntry(_ id: EntryID, in coordinator: some Coordinator) -> ShownEntry<Any>? {
    coordinator.navigation.entry(id)
}
#endif
