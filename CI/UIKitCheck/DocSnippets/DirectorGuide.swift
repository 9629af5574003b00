// with: Tests/WaypointTests/DocSnippets/DirectorGuideSnippets.swift
//
// The UIKit code of Docs/Migrating-from-Director-and-XCoordinator.md, compiled
// by Scripts/check-uikit.sh against the UIKit stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK where it is present), together
// with the guide's Waypoint code (the file named above). Each `// snippet:`
// region is a code block of the guide, word for word.
import UIKit
import Waypoint
import WaypointFrontEnd
import WaypointUIKit

typealias ProfileCoordinator = DirectorGuide.ProfileCoordinator

/// The guide's other screens, described in words.
final class DetailViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class UsersViewController: UIViewController {}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

// snippet: director-uikit-scene
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let home = HomeCoordinator()
    private lazy var frontEnd = UIKitFrontEnd(home)

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
}
// end-snippet

// snippet: director-uikit-home
@MainActor
final class HomeCoordinator: NavigationCoordinator {
    let stack = RouteStack<HomeCoordinator>(root: \.home)

    @Root var home = makeHome
    @Route(.push) var detail = makeDetail
    @Route(.sheet) var help = makeHelp
    @Route(.push) var profile = makeProfile

    func makeHome() -> HomeViewController { HomeViewController(home: router) }
    func makeDetail() -> DetailViewController { DetailViewController(nibName: nil, bundle: nil) }
    func makeHelp() -> HelpViewController { HelpViewController(nibName: nil, bundle: nil) }
    func makeProfile() -> ProfileCoordinator { ProfileCoordinator() }
}

final class HomeViewController: UIViewController {
    private let home: Router<HomeCoordinator>

    init(home: Router<HomeCoordinator>) {
        self.home = home
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let home = self.home
        let detail = UIButton(primaryAction: UIAction(title: "Detail") { _ in _ = try? home.show(\.detail) })
        let help = UIButton(primaryAction: UIAction(title: "Help") { _ in _ = try? home.show(\.help) })
        view.addSubview(UIStackView(arrangedSubviews: [detail, help]))
    }
}
// end-snippet

@MainActor
func fadeUsers(_ frontEnd: UIKitFrontEnd) {
    // snippet: xc-uikit-transition
    frontEnd.transitions = [
        TransitionRule(.route(from: "home", to: "users")) { _ in FadeAnimator() }
    ]
    // end-snippet
}
