// The examples of WaypointUIKit's doc comments, as a user would write them
// (UIKitFrontEnd in a SceneDelegate, drawn(), register(_:make:),
// TransitionRule, ContainerControlling, UIKitFrontEndError and its Code,
// present(_:animated:onDismissedByFrontEnd:), ShownEntryReading,
// onMakeController), with the imports a UIKit app
// has: UIKit, Waypoint, WaypointUIKit. Not held word for word to the
// comments: a changed example belongs here too.
import UIKit
import Waypoint
import WaypointUIKit

@MainActor
final class AppCoordinator: NavigationCoordinator {
    let stack = RouteStack<AppCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push) var detail = makeDetail

    func makeList() -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
    func makeDetail(id: Int) -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let app = AppCoordinator()
    lazy var frontEnd = UIKitFrontEnd(app)

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        frontEnd.install(in: window)
        self.window = window
    }

    func scrollToTop() {}

    func showDetail() async throws {
        try app.show(\.detail, 1)
        if await frontEnd.drawn() { scrollToTop() }
    }

    func configure() {
        frontEnd.register(.drawer) { _ in DrawerController() }
        frontEnd.transitions = [
            TransitionRule(.route(from: "customShapes", to: "shape")) { _ in FadeAnimator() }
        ]
        frontEnd.onError = { error in
            assertionFailure("\(error)")
        }
    }

    func reportErrors() {
        frontEnd.onError = { error in
            switch error.code {
            case .navigationControllerOnStack: assertionFailure("\(error)")
            default: print(error)
            }
        }
    }
}

extension ContainerKind {
    static let drawer = ContainerKind(rawValue: "drawer")  // the kind your container coordinator declares
}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

final class DrawerController: UIViewController, ContainerControlling {
    private var onSelect: ((Int) -> Void)?

    func show(children: [UIViewController], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void) {
        self.onSelect = onSelect
    }

    func select(_ index: Int) {}

    func userPicked(_ index: Int) { onSelect?(index) }
}

/// A user's navigation delegate, set on the front end rather than on UIKit's
/// navigation controllers: it still hears every call.
final class Analytics: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        print("shown:", viewController.title ?? "")
    }

    @MainActor
    func attach(to frontEnd: UIKitFrontEnd) {
        frontEnd.navigationControllerDelegate = self
    }
}

@MainActor
func tellSaveFailed(with frontEnd: UIKitFrontEnd) async {
    let alert = UIAlertController(title: "Could not save", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    if !frontEnd.present(alert) {
        // the chain is changing: ask again after `await frontEnd.drawn()`
        if await frontEnd.drawn() { frontEnd.present(alert) }
    }
}

/// What needs the presenter itself (an action sheet's popover source on an iPad).
@MainActor
func presenter(of frontEnd: UIKitFrontEnd) -> UIView? {
    frontEnd.topViewController?.view
}

/// ShownEntryReading's example: a screen completes itself.
final class SummaryController: UIViewController, ShownEntryReading {
    override func viewDidLoad() {
        super.viewDidLoad()
        let done = UIAction(title: "Done") { [weak self] _ in try? self?.shownEntry?.complete() }
        view.addSubview(UIButton(primaryAction: done))
    }
}

/// onMakeController's example: the look of the controllers the front end makes.
@MainActor
func configureControllers(of frontEnd: UIKitFrontEnd) {
    frontEnd.onMakeController = { controller in
        switch controller {
        case let split as UISplitViewController:
            split.preferredSplitBehavior = .tile
            split.preferredPrimaryColumnWidthFraction = 0.3
        case let navigation as UINavigationController:
            navigation.navigationBar.prefersLargeTitles = true
        case let tabs as UITabBarController:
            tabs.tabBar.scrollEdgeAppearance = tabs.tabBar.standardAppearance
        default:
            break
        }
    }
}
