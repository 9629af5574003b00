// The catalog's blocks that show no import, with the catalog's: UIKit, Waypoint, WaypointUIKit.
import UIKit
import Waypoint
import WaypointUIKit

@MainActor
func configure(_ frontEnd: UIKitFrontEnd) {
    // snippet: uikit-transitions
    frontEnd.transitions = [
        // a push from the list to a todo fades, and so does the pop back
        TransitionRule(.route(from: "list", to: "todo")) { _ in FadeAnimator() },
        // every sheet of NewTodoCoordinator's flow fades in and out
        TransitionRule(TransitionMatch([.present, .dismiss], to: .coordinator(NewTodoCoordinator.self))) { _ in
            FadeAnimator()
        },
    ]
    // end-snippet
}

// snippet: uikit-own-delegate
final class ScreenTracker: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        print("shown:", viewController.title ?? "untitled")
    }
}

@MainActor
func track(_ frontEnd: UIKitFrontEnd, with tracker: ScreenTracker) {
    frontEnd.navigationControllerDelegate = tracker  // held weakly, as UIKit would
}
// end-snippet
