import UIKit
import Waypoint
import WaypointUIKit

/// The scene, Director style: the app's top coordinator, drawn by a
/// `UIKitFrontEnd` installed in the window, with one custom transition and
/// `todos://` links.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let app = AppTabs()
    private lazy var frontEnd = UIKitFrontEnd(app)

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        // SwiftUICoordinator's FadeTransition: custom shapes to a shape, and back.
        frontEnd.transitions = [
            TransitionRule(.route(from: "customShapes", to: "shape")) { _ in FadeAnimator() }
        ]
        // The look of the controllers the front end makes; what they show stays its own.
        frontEnd.onMakeController = { controller in
            switch controller {
            case let split as UISplitViewController:
                split.preferredSplitBehavior = .tile
                split.preferredPrimaryColumnWidthFraction = 0.3
            case let navigation as UINavigationController:
                navigation.navigationBar.prefersLargeTitles = true
            default:
                break
            }
        }
        let window = UIWindow(windowScene: scene)
        frontEnd.install(in: window)
        self.window = window
        open(connectionOptions.urlContexts)
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        open(urlContexts)
    }

    /// A link that cannot land (an unknown todo) changes nothing.
    private func open(_ contexts: Set<UIOpenURLContext>) {
        for context in contexts {
            _ = try? AppTabs.links.open(context.url.absoluteString, in: app)
        }
    }
}
