// with: Tests/WaypointTests/DocSnippets/DirectorGuideSnippets.swift
//
// The UIKit code of Docs/Migrating-from-Director-and-XCoordinator.md, compiled
// by Scripts/check-uikit.sh against the UIKit stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK where it is present), together
// with the guide's Waypoint code (the file named above): the files of this
// folder are one module. Each `// snippet:` region is a code block of the
// guide, word for word, in a file that imports only what the block shows (or,
// if it shows nothing, what the guide shows: UIKit, Waypoint, WaypointUIKit).
import UIKit

typealias ProfileCoordinator = DirectorGuide.ProfileCoordinator

/// The guide's other screens, described in words.
final class DetailViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class UsersViewController: UIViewController {}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
