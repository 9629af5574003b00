// The UIKit code of Sources/WaypointUIKit/WaypointUIKit.docc, compiled by
// Scripts/check-uikit.sh against the UIKit stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK where it is present): the files
// of this folder are one module. Each `// snippet:` region is a code block of
// the catalog, word for word, in a file that imports only what the block
// shows (or, if it shows nothing, what the catalog shows: UIKit, Waypoint and
// WaypointUIKit). This file holds what the catalog describes in words.
import SwiftUI
import UIKit
import Waypoint

// What the catalog describes in words.
@MainActor
final class AppCoordinator: NavigationCoordinator {
    let stack = RouteStack<AppCoordinator>(root: \.todos)

    @Root var todos = makeTodos

    func makeTodos() -> TodosCoordinator { TodosCoordinator() }
}

@MainActor
final class NewTodoCoordinator: NavigationCoordinator {
    typealias FlowValue = Int

    let stack = RouteStack<NewTodoCoordinator>(root: \.form)

    @Root var form = makeForm

    func makeForm() -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
}

final class TodoListController: UIViewController {
    init(todos: Router<TodosCoordinator>) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

struct TodoDetail: View {
    let id: Int

    var body: some View { Text("Todo \(id)") }
}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

/// The form of the catalog's EditTodoCoordinator.
final class EditTodoController: UIViewController {}
