// expect: call to main actor-isolated instance method 'presentationControllerDidDismiss' in a synchronous nonisolated context
// UIKit's delegate protocols are main-actor isolated (NS_SWIFT_UI_ACTOR):
// a report reaches the session on the main actor.
import UIKit

final class Reporter: NSObject, UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

nonisolated func report(_ reporter: Reporter, _ controller: UIPresentationController) {
    reporter.presentationControllerDidDismiss(controller)
}
