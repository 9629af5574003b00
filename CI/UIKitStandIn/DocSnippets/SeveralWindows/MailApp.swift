// The UIKit code of Sources/WaypointUIKit/WaypointUIKit.docc/SeveralWindows.md,
// compiled by Scripts/check-uikit.sh against the UIKit stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK): a complete Director-style
// scene-delegate app. Its block shows `import UIKit`, `import UserNotifications`,
// `import Waypoint` and `import WaypointUIKit`.
import UIKit
import UserNotifications
import Waypoint
import WaypointUIKit

// snippet: uikit-several-windows
@MainActor
final class MailCoordinator: NavigationCoordinator {
    let stack = RouteStack<MailCoordinator>(root: \.inbox)

    @Root var inbox = makeInbox
    @Route(.push) var message = makeMessage
    @Route(.sheet) var settings = makeSettings

    func makeInbox() -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
    func makeMessage(id: Int) -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
    func makeSettings() -> UIViewController { UIViewController(nibName: nil, bundle: nil) }

    func showMessage(_ id: Int) throws(NavigationError) {
        try popToRoot()
        try show(\.message, id)
    }
}

@MainActor
let mailLinks = DeepLinks<MailCoordinator>(scheme: "mail") {
    DeepLink("message/:id") {
        try $0.int("id")
    } apply: { mail, id in
        try mail.showMessage(id)
    }
    DeepLink("settings") { mail in _ = try mail.show(\.settings) }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    // One for the app: every window's scene, and the front end of each window.
    let windows: UIKitScenes<MailCoordinator> = {
        let windows = UIKitScenes(AppScenes { _ in MailCoordinator() }, links: mailLinks)
        // A tapped notification opens the link it carries, in the window its
        // targetContentIdentifier ("message(42)") names if one shows it.
        windows.notificationLink = { response in
            response.notification.request.content.userInfo["link"] as? String
        }
        windows.onError = { error in print(error) }
        return windows
    }()

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        windows.discard(sceneSessions)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var windows: UIKitScenes<MailCoordinator>? {
        (UIApplication.shared.delegate as? AppDelegate)?.windows
    }

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        window = windows?.connect(scene, session: session, options: connectionOptions)
    }

    func sceneWillEnterForeground(_ scene: UIScene) { windows?.willEnterForeground(scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { windows?.didBecomeActive(scene) }
    func sceneWillResignActive(_ scene: UIScene) { windows?.willResignActive(scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { windows?.didEnterBackground(scene) }
    func sceneDidDisconnect(_ scene: UIScene) { windows?.didDisconnect(scene) }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        windows?.stateRestorationActivity(for: scene)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        windows?.open(URLContexts, in: scene)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        windows?.continue(userActivity, in: scene)
    }
}
// end-snippet
