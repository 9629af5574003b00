// The guide's scene delegate: its block shows `import UIKit` and `import WaypointUIKit`.
import UIKit
import WaypointUIKit

// snippet: suc-uikit-scene
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let app = AppCoordinator()
    private lazy var frontEnd = UIKitFrontEnd(app)

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        frontEnd.transitions = ShapeTransitions.rules
        let window = UIWindow(windowScene: scene)
        frontEnd.install(in: window)
        self.window = window
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts {
            _ = try? ShapeLinks.links.open(context.url.absoluteString, in: app)
        }
    }
}
// end-snippet
