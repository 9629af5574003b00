// A declaration-only stand-in of the part of Apple's UserNotifications that
// WaypointUIKit reads (a tapped notification handed to a window as it
// connects, UIKit's `UIScene.ConnectionOptions.notificationResponse`), written
// from the iOS 26.2 SDK's headers (`UserNotifications.framework/Headers`) as
// the Clang importer presents them: not `NS_SWIFT_UI_ACTOR`, not Sendable
// (`UNNotificationResponse` does not conform, the SDK says). Bodies trap;
// nothing is ever run. Availability is left out.
@_exported import Foundation

func standIn() -> Never { fatalError("a stand-in of UserNotifications: type-checked, never run") }

open class UNNotificationResponse: NSObject {
    open var notification: UNNotification { standIn() }
    open var actionIdentifier: String { standIn() }
}

open class UNNotification: NSObject {
    open var request: UNNotificationRequest { standIn() }
    open var date: Date { standIn() }
}

open class UNNotificationRequest: NSObject {
    open var identifier: String { standIn() }
    open var content: UNNotificationContent { standIn() }
}

open class UNNotificationContent: NSObject {
    open var title: String { standIn() }
    open var body: String { standIn() }
    open var userInfo: [AnyHashable: Any] { standIn() }
    open var targetContentIdentifier: String? { standIn() }
}
