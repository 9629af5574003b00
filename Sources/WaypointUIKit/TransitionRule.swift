#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
public import UIKit
import Waypoint
public import WaypointFrontEnd

/// A custom transition: the screen changes it is for, and the animator that
/// plays them.
///
/// Rules are tried in the order of `UIKitFrontEnd.transitions`; the first
/// whose ``match`` accepts a push, pop, presentation or dismissal supplies its
/// animator, and none leaves UIKit's own animation. For pushes and pops the
/// animator is the navigation controller delegate's, and the front end drives
/// the interactive swipe back itself (UIKit turns its own off under a custom
/// animator); for presentations and dismissals it is the presented
/// controller's transitioning delegate's, which the front end keeps alive.
///
/// ```swift
/// frontEnd.transitions = [
///     TransitionRule(.route(from: "customShapes", to: "shape")) { _ in FadeAnimator() }
/// ]
/// ```
@MainActor
public struct TransitionRule {
    /// The screen changes the rule is for.
    public var match: TransitionMatch
    /// Makes the animator for one change.
    public var animator: @MainActor (TransitionMove) -> any UIViewControllerAnimatedTransitioning

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - match: the screen changes the rule is for.
    ///   - animator: makes the animator for one change, given the change.
    public init(
        _ match: TransitionMatch,
        animator: @escaping @MainActor (TransitionMove) -> any UIViewControllerAnimatedTransitioning
    ) {
        self.match = match
        self.animator = animator
    }
}

extension UIKitFrontEnd {
    /// The first rule that matches a move.
    func rule(for move: TransitionMove) -> TransitionRule? {
        TransitionMatch.first(in: transitions.map(\.match), matching: move).map { transitions[$0] }
    }

    /// The screen on top of a layer, as UIKit shows it or is about to.
    func top(of layer: EntryID?) -> LayerItem? {
        guard let session else { return nil }
        return (session.shown.layer(layer) ?? session.target.layer(layer))?.layer.top
    }

    /// A screen of a stack, as UIKit shows it or is about to.
    func item(_ id: EntryID?, onStack stack: EntryID?) -> LayerItem? {
        guard let id, let session else { return nil }
        for scene in [session.shown, session.target] {
            if let item = scene.stacks[stack]?.first(where: { $0.id == id }) { return item }
        }
        return nil
    }

    func presentMove(of layer: ModalLayer, from presenter: EntryID?) -> TransitionMove {
        TransitionMove(.present, from: top(of: presenter), to: layer.top)
    }
}
#endif
