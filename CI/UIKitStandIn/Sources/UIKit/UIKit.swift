// A declaration-only stand-in of the part of Apple's UIKit that WaypointUIKit,
// its example app and the docs use, written from the iOS 26.2 SDK's headers
// (`UIKit.framework/Headers`) as the Clang importer presents them to Swift:
// NS_SWIFT_NAME and the importer's renaming, nullability as optionals,
// NS_SWIFT_UI_ACTOR as `@MainActor @preconcurrency`, `@optional` protocol
// methods as `@objc optional` requirements. Bodies trap; nothing is ever run.
// Availability is left out. It is compiled with Objective-C interop turned on
// (`-Xfrontend -enable-objc-interop`), so that optional requirements, `@objc`
// and `#selector` type-check as they do on Apple platforms.
//
// What it cannot say on Linux: Foundation's `NSObject` here is Swift's
// (swift-corelibs-foundation), not an Objective-C class, so the delegate
// protocols do not refine `NSObjectProtocol`, and an `@objc` method can take
// only parameters that Objective-C can represent without a class of ours (an
// action method takes no parameter). The real SDK check (`Scripts/check-ios-sdk.sh`)
// has neither limit.
@_exported import Foundation
@_exported import ObjectiveC

func standIn() -> Never { fatalError("a stand-in of UIKit: type-checked, never run") }

@MainActor @preconcurrency open class UIResponder: NSObject {
    public override init() { standIn() }
}

// MARK: Applications and scenes (more in Scenes.swift)

@MainActor @preconcurrency public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// What `@main` on an application delegate calls (UIApplicationMain).
    @MainActor public static func main() { standIn() }
}

@MainActor @preconcurrency public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    )
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

@MainActor @preconcurrency public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

@MainActor @preconcurrency open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
    open var rootViewController: UIViewController? {
        get { standIn() }
        set { standIn() }
    }
    open func makeKeyAndVisible() { standIn() }
}
