// with: Tests/WaypointTests/DocSnippets/SwiftUICoordinatorGuideSnippets.swift
//
// The UIKit code of Docs/Migrating-from-SwiftUICoordinator.md, compiled by
// Scripts/check-uikit.sh against the UIKit stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK where it is present), together
// with the guide's Waypoint code (the file named above). Each `// snippet:`
// region is a code block of the guide, word for word.
import UIKit
import Waypoint
import WaypointFrontEnd
import WaypointUIKit

typealias AppCoordinator = SwiftUICoordinatorGuide.AppCoordinator
typealias ShapeLinks = SwiftUICoordinatorGuide.ShapeLinks

// snippet: suc-uikit-scene
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let app = AppCoordinator()
    private lazy var frontEnd = UIKitFrontEnd(app)

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        frontEnd.transitions = ShapeTransitions.rules
        let window = UIWindow(windowScene: scene)
        frontEnd.install(in: window)
        self.window = window
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts {
            _ = try? ShapeLinks.links.open(context.url.absoluteString, in: app)
        }
    }
}
// end-snippet

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
