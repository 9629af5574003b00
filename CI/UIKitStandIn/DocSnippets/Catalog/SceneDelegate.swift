// The catalog's scene delegate: its block shows `import UIKit` and `import WaypointUIKit`.
import UIKit
import WaypointUIKit

// snippet: uikit-scene-delegate
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
        let window = UIWindow(windowScene: scene)
        frontEnd.install(in: window)
        self.window = window
    }
}
// end-snippet
