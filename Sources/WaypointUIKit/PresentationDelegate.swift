#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

/// The presentation controller delegate of one presented layer: the user's
/// swipe-down (or tap outside a popover), reported once and only by UIKit's
/// `DidDismiss` (rules 6, 21); a refused swipe of a guarded layer, which asks
/// the guard (rule 7); a popover kept a popover in a compact width when its
/// route does not adapt (rule 21); the user's drag to another detent (rule
/// 22); and every call forwarded to the app's own delegate.
final class PresentationDelegate: NSObject, UISheetPresentationControllerDelegate {
    private weak var frontEnd: UIKitFrontEnd?
    private let layer: EntryID
    private let adaptsToSheet: Bool

    init(frontEnd: UIKitFrontEnd, layer: EntryID, adaptsToSheet: Bool) {
        self.frontEnd = frontEnd
        self.layer = layer
        self.adaptsToSheet = adaptsToSheet
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController,
        traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        let forward: ((UIPresentationController, UITraitCollection) -> UIModalPresentationStyle)? =
            appDelegate?.adaptivePresentationStyle(for:traitCollection:)
        let app = forward?(controller, traitCollection)
        guard adaptsToSheet else { return .none }
        return app ?? controller.adaptivePresentationStyle(for: traitCollection)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        if let detent = UIKitFrontEnd.detent(named: sheetPresentationController.selectedDetentIdentifier) {
            frontEnd?.session?.sheetDidChangeDetent(detent, of: layer)
        }
        let forward: ((UISheetPresentationController) -> Void)? =
            (appDelegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)
        forward?(sheetPresentationController)
    }

    private var appDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        frontEnd?.presentationControllerDelegate
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        let forward: ((UIPresentationController) -> Bool)? =
            appDelegate?.presentationControllerShouldDismiss(_:)
        return forward?(presentationController) ?? true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        if let session = frontEnd?.session {
            session.dismissalBegan(layer)
            let layer = self.layer
            let transition = presentationController.presentedViewController.transitionCoordinator
            transition?.animate(alongsideTransition: nil) { [weak session] context in
                if context.isCancelled { session?.dismissalCancelled(layer) }
            }
        }
        let forward: ((UIPresentationController) -> Void)? =
            appDelegate?.presentationControllerWillDismiss(_:)
        forward?(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        frontEnd?.session?.presentationDidDismiss(layer)
        frontEnd?.prune()
        let forward: ((UIPresentationController) -> Void)? =
            appDelegate?.presentationControllerDidDismiss(_:)
        forward?(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        frontEnd?.session?.presentationDidAttemptToDismiss(layer)
        let forward: ((UIPresentationController) -> Void)? =
            appDelegate?.presentationControllerDidAttemptToDismiss(_:)
        forward?(presentationController)
    }
}
#endif
