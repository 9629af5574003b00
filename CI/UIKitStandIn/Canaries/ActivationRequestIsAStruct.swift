// expect: cannot assign to property: 'request' is a 'let' constant
// `UISceneSessionActivationRequest` is a Swift struct of UIKit's overlay (iOS
// 17), not the Objective-C class of its header: a request kept in a `let`
// cannot be given its user activity afterwards.
import UIKit

@MainActor
func openWindow(for activity: NSUserActivity) {
    let request = UISceneSessionActivationRequest()
    request.userActivity = activity
    UIApplication.shared.activateSceneSession(for: request)
}
