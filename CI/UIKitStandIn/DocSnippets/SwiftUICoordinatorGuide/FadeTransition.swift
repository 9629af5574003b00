// The guide's fade: its block shows no import, the guide shows UIKit, Waypoint and WaypointUIKit (and SwiftUI).
import UIKit
import Waypoint
import WaypointUIKit

// snippet: suc-uikit-fade
/// Fades the screen shown in over the one it covers, or the screen left out.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to), let from = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let leaving = from.superview == container  // a pop: the screen below is revealed
        if leaving {
            container.insertSubview(to, belowSubview: from)
        } else {
            to.alpha = 0
            container.addSubview(to)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            if leaving { from.alpha = 0 } else { to.alpha = 1 }
        } completion: { _ in
            from.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor
enum ShapeTransitions {
    static let rules = [
        // SwiftUICoordinator's `isEligible(from:to:operation:)`: custom shapes to a shape, and back
        TransitionRule(.route(from: "customShapes", to: "shape")) { _ in FadeAnimator() },
        // every route declared with the guide's own presentation, `.fade`
        TransitionRule(TransitionMatch(to: .presentation(.fade))) { _ in FadeAnimator() },
    ]
}
// end-snippet
