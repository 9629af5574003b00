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

@MainActor
func configureLook(of frontEnd: UIKitFrontEnd) {
    // snippet: uikit-configure-controllers
    frontEnd.onMakeController = { controller in
        switch controller {
        case let split as UISplitViewController:
            split.preferredSplitBehavior = .tile  // the sidebar beside the detail, never over it
            split.preferredPrimaryColumnWidthFraction = 0.3
            split.minimumPrimaryColumnWidth = 280
            split.showsSecondaryOnlyButton = true
        case let navigation as UINavigationController:
            let bar = UINavigationBarAppearance()
            bar.configureWithOpaqueBackground()
            navigation.navigationBar.standardAppearance = bar
            navigation.navigationBar.scrollEdgeAppearance = bar
            navigation.navigationBar.prefersLargeTitles = true
        case let tabs as UITabBarController:
            let bar = UITabBarAppearance()
            bar.configureWithOpaqueBackground()
            tabs.tabBar.standardAppearance = bar
            tabs.tabBar.scrollEdgeAppearance = bar
        default:
            break
        }
    }
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

// snippet: uikit-confirm
extension UIKitFrontEnd {
    /// Asks the user to confirm; `false` if they cancel, or if the question cannot be asked now.
    func confirm(_ question: String, action: String) async -> Bool {
        await withCheckedContinuation { answer in
            let alert = UIAlertController(title: question, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in answer.resume(returning: false) })
            alert.addAction(UIAlertAction(title: action, style: .destructive) { _ in answer.resume(returning: true) })
            if !present(alert, onDismissedByFrontEnd: { answer.resume(returning: false) }) {
                answer.resume(returning: false)
            }
        }
    }
}

@MainActor
final class EditTodoCoordinator: NavigationCoordinator, LeaveGuarding {
    let stack = RouteStack<EditTodoCoordinator>(root: \.form)
    @Root var form = makeForm
    var hasChanges = false
    private let confirm: @MainActor (String, String) async -> Bool  // the front end's confirm(_:action:)

    init(confirm: @escaping @MainActor (String, String) async -> Bool) {
        self.confirm = confirm
    }

    func makeForm() -> EditTodoController { EditTodoController(nibName: nil, bundle: nil) }

    func canLeave() async -> Bool {
        guard hasChanges else { return true }
        return await confirm("Discard your changes?", "Discard")
    }
}
// end-snippet
