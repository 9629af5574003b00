import UIKit

/// SwiftUICoordinator's `FadeTransition`, as a Waypoint transition rule's
/// animator: the screen shown fades in over the one it covers (a push), or
/// the screen left fades out (a pop). The front end drives it interactively
/// when the user swipes back.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to), let from = transitionContext.view(forKey: .from),
            let shown = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        to.frame = transitionContext.finalFrame(for: shown)
        let popping = from.superview == container
        if popping {
            container.insertSubview(to, belowSubview: from)
        } else {
            to.alpha = 0
            container.addSubview(to)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            if popping { from.alpha = 0 } else { to.alpha = 1 }
        } completion: { _ in
            from.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
