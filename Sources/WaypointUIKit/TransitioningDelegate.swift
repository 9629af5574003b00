#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

/// The transitioning delegate of one presented layer, kept alive by the front
/// end for as long as the layer is presented (UIKit holds it weakly, rule 12).
/// It asks the front end's rules for the presentation's animator, and again,
/// when the layer is dismissed, for the dismissal's.
final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private weak var frontEnd: UIKitFrontEnd?
    private let presentation: TransitionMove
    private let layer: EntryID
    private let presenter: EntryID?

    init(frontEnd: UIKitFrontEnd, presentation: TransitionMove, layer: EntryID, presenter: EntryID?) {
        self.frontEnd = frontEnd
        self.presentation = presentation
        self.layer = layer
        self.presenter = presenter
    }

    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        frontEnd?.rule(for: presentation)?.animator(presentation)
    }

    func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let frontEnd else { return nil }
        let move = TransitionMove(.dismiss, from: frontEnd.top(of: layer), to: frontEnd.top(of: presenter))
        return frontEnd.rule(for: move)?.animator(move)
    }
}
#endif
