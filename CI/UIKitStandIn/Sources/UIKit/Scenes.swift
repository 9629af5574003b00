// Scenes, their sessions and the application's requests for them, from
// UIScene.h, UISceneSession.h, UISceneOptions.h, UIApplication.h,
// UISceneActivationConditions.h, UNNotificationResponse+UIKitAdditions.h and
// the UIKit overlay's `UISceneSessionActivationRequest` (a Swift struct, iOS 17).
// `NSUserActivity` is Foundation's on Apple platforms; swift-corelibs-foundation
// has none, so it is declared here, which `import UIKit` shows as the SDK does.
public import UserNotifications

@MainActor @preconcurrency open class UIApplication: UIResponder {
    open class var shared: UIApplication { standIn() }
    // `assign` in the header: `unowned(unsafe)` in the SDK.
    open var delegate: (any UIApplicationDelegate)? {
        get { standIn() }
        set { standIn() }
    }
    open var openSessions: Set<UISceneSession> { standIn() }
    open var connectedScenes: Set<UIScene> { standIn() }
    open var supportsMultipleScenes: Bool { standIn() }
    open func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession,
        options: UIScene.DestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) { standIn() }
}

extension UIApplication {
    public func activateSceneSession(
        for request: UISceneSessionActivationRequest,
        errorHandler: ((any Error) -> Void)? = nil
    ) { standIn() }
}

public struct UISceneSessionActivationRequest: Hashable {
    public var role: UISceneSession.Role { standIn() }
    public var session: UISceneSession? { standIn() }
    public var userActivity: NSUserActivity? {
        get { standIn() }
        set { standIn() }
    }
    public var options: UIScene.ActivationRequestOptions? {
        get { standIn() }
        set { standIn() }
    }
    public init(
        role: UISceneSession.Role = .windowApplication,
        userActivity: NSUserActivity? = nil,
        options: UIScene.ActivationRequestOptions? = nil
    ) { standIn() }
    public init(
        session: UISceneSession,
        userActivity: NSUserActivity? = nil,
        options: UIScene.ActivationRequestOptions? = nil
    ) { standIn() }
    public static func == (a: UISceneSessionActivationRequest, b: UISceneSessionActivationRequest) -> Bool {
        standIn()
    }
    public func hash(into hasher: inout Hasher) { standIn() }
}

@MainActor @preconcurrency open class UIScene: UIResponder {
    open var session: UISceneSession { standIn() }
    open var activationState: UIScene.ActivationState { standIn() }

    public enum ActivationState: Int, @unchecked Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    @MainActor @preconcurrency open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { standIn() }
        open var userActivities: Set<NSUserActivity> { standIn() }
        open var notificationResponse: UNNotificationResponse? { standIn() }
    }

    @MainActor @preconcurrency open class ActivationRequestOptions: NSObject {
        public override init() { standIn() }
        open var requestingScene: UIScene? {
            get { standIn() }
            set { standIn() }
        }
    }

    @MainActor @preconcurrency open class DestructionRequestOptions: NSObject {
        public override init() { standIn() }
    }
}

@MainActor @preconcurrency open class UIWindowScene: UIScene {}

@MainActor @preconcurrency open class UISceneSession: NSObject {
    open var persistentIdentifier: String { standIn() }
    open var role: UISceneSession.Role { standIn() }
    open var stateRestorationActivity: NSUserActivity? {
        get { standIn() }
        set { standIn() }
    }
    open var userInfo: [String: Any]? {
        get { standIn() }
        set { standIn() }
    }

    public struct Role: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { standIn() }
        public var rawValue: String { standIn() }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

@MainActor @preconcurrency open class UIOpenURLContext: NSObject {
    open var url: URL { standIn() }
}

// Foundation's on Apple platforms: not main-actor isolated, not Sendable.
open class NSUserActivity: NSObject {
    public init(activityType: String) { standIn() }
    open var activityType: String { standIn() }
    open var userInfo: [AnyHashable: Any]? {
        get { standIn() }
        set { standIn() }
    }
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) { standIn() }
    open var webpageURL: URL? {
        get { standIn() }
        set { standIn() }
    }
    /// UIKit's (UISceneActivationConditions.h).
    open var targetContentIdentifier: String? {
        get { standIn() }
        set { standIn() }
    }
}

extension UNNotificationResponse {
    /// UIKit's (UNNotificationResponse+UIKitAdditions.h).
    @MainActor public var targetScene: UIScene? { standIn() }
}
