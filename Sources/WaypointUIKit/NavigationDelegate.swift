#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

/// The delegate of one navigation controller (rule 15: one per controller,
/// never handed on). It reports what UIKit shows to the session, picks the
/// transition rules' animators, drives the swipe back when an animator of
/// ours replaces UIKit's (rule 4), answers whether a swipe back may begin
/// (guards, rules 5 and 7), and forwards every call to the app's own delegate.
final class NavigationDelegate: NSObject, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    private weak var frontEnd: UIKitFrontEnd?
    private weak var navigation: UINavigationController?
    private let stack: EntryID?
    /// The swipe from the left edge that pops interactively under a custom animator.
    private let edgePan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    /// The interactive pop the edge pan drives, while it runs.
    private var interaction: UIPercentDrivenInteractiveTransition?

    init(frontEnd: UIKitFrontEnd, stack: EntryID?, navigation: UINavigationController) {
        self.frontEnd = frontEnd
        self.stack = stack
        self.navigation = navigation
    }

    /// Adds the edge pan, and answers for UIKit's own pop gesture, whose
    /// delegate decides whether a swipe begins.
    func install() {
        guard let navigation else { return }
        edgePan.edges = .left
        edgePan.delegate = self
        edgePan.addTarget(self, action: #selector(edgePanned))
        navigation.view.addGestureRecognizer(edgePan)
        navigation.interactivePopGestureRecognizer?.delegate = self
    }

    private var session: UIKitSession? { frontEnd?.session }
    private var appDelegate: (any UINavigationControllerDelegate)? { frontEnd?.navigationControllerDelegate }

    /// Tells the session what the navigation controller shows: the whole
    /// list, diffed by the session (rule 3).
    private func reportShown(_ navigationController: UINavigationController) {
        guard let frontEnd, let session else { return }
        let ids = navigationController.viewControllers.compactMap { frontEnd.controllers.entry(of: $0) }
        session.didShow(ids, in: stack)
        frontEnd.prune()
    }

    /// A pop the user committed that UIKit still animates (a back tap, a
    /// swipe the user finished), as the navigation controller shows it now:
    /// passed to the session with a width change
    /// (`UIKitSession.setWidth(_:committedPops:)`), which moves the
    /// controller's screens before its `didShow` may come. `nil` for no
    /// transition, an interactive or cancelled one, or the front end's own.
    func committedPop() -> (stack: EntryID?, screens: [EntryID])? {
        guard let navigation, let transition = navigation.transitionCoordinator, !transition.isInteractive,
            !transition.isCancelled, let frontEnd, frontEnd.performing == 0,
            frontEnd.session?.stepsInFlight.contains(where: { $0.lane == .stack(stack) }) == false
        else { return nil }
        return (stack, navigation.viewControllers.compactMap { frontEnd.controllers.entry(of: $0) })
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {
        if let frontEnd, let session, frontEnd.performing == 0,
            !session.stepsInFlight.contains(where: { $0.lane == .stack(stack) })
        {
            // The user's swipe or back button, not the session's step.
            session.transitionBegan(in: stack)
            let stack = self.stack
            navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { [weak session] context in
                // A cancelled swipe sends no didShow (rule 2).
                if context.isCancelled { session?.transitionCancelled(in: stack) }
            }
        }
        let forward: ((UINavigationController, UIViewController, Bool) -> Void)? =
            appDelegate?.navigationController(_:willShow:animated:)
        forward?(navigationController, viewController, animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        if let frontEnd, frontEnd.performing == 0 { reportShown(navigationController) }
        let forward: ((UINavigationController, UIViewController, Bool) -> Void)? =
            appDelegate?.navigationController(_:didShow:animated:)
        forward?(navigationController, viewController, animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let move = move(operation, from: fromVC, to: toVC), let rule = frontEnd?.rule(for: move) {
            return rule.animator(move)
        }
        typealias Forward = (
            UINavigationController, UINavigationController.Operation, UIViewController, UIViewController
        )
            -> (any UIViewControllerAnimatedTransitioning)?
        let forward: Forward? = appDelegate?.navigationController(_:animationControllerFor:from:to:)
        return forward?(navigationController, operation, fromVC, toVC) ?? nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let interaction { return interaction }
        typealias Forward = (UINavigationController, any UIViewControllerAnimatedTransitioning) -> (
            any UIViewControllerInteractiveTransitioning
        )?
        let forward: Forward? = appDelegate?.navigationController(_:interactionControllerFor:)
        return forward?(navigationController, animationController) ?? nil
    }

    // MARK: The swipe back

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let session, session.allowsPopGesture(in: stack) else { return false }
        // UIKit's own swipe works under UIKit's animation; ours under a rule's.
        let custom = popMoveHasRule
        return gestureRecognizer === edgePan ? custom : !custom
    }

    /// Whether popping the top screen now would play a rule's animator.
    private var popMoveHasRule: Bool {
        guard let navigation, navigation.viewControllers.count > 1 else { return false }
        let screens = navigation.viewControllers
        guard let move = move(.pop, from: screens[screens.count - 1], to: screens[screens.count - 2]) else {
            return false
        }
        return frontEnd?.rule(for: move) != nil
    }

    @objc private func edgePanned() {
        guard let navigation, let view = edgePan.view else { return }
        let width = max(view.bounds.width, 1)
        let progress = min(max(edgePan.translation(in: view).x / width, 0), 1)
        switch edgePan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigation.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 || edgePan.velocity(in: view).x > width {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    // MARK: Moves

    private func move(
        _ operation: UINavigationController.Operation,
        from: UIViewController,
        to: UIViewController
    ) -> TransitionMove? {
        guard let frontEnd else { return nil }
        let kind: TransitionOperation
        switch operation {
        case .push: kind = .push
        case .pop: kind = .pop
        default: return nil
        }
        let entries = frontEnd.controllers
        return TransitionMove(
            kind,
            from: frontEnd.item(entries.entry(of: from), onStack: stack),
            to: frontEnd.item(entries.entry(of: to), onStack: stack)
        )
    }
}
#endif
