// The UIKit code of Sources/WaypointUIKit/WaypointUIKit.docc, compiled by
// Scripts/check-uikit.sh against the UIKit stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK where it is present). Each
// `// snippet:` region is a code block of the catalog, word for word.
import SwiftUI
import UIKit
import Waypoint
import WaypointFrontEnd
import WaypointUIKit

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

// snippet: uikit-scene-delegate
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
        let window = UIWindow(windowScene: scene)
        frontEnd.install(in: window)
        self.window = window
    }
}
// end-snippet

// snippet: uikit-factories
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push) var todo = makeTodo
    @Route(.sheet) var create = makeCreate

    func makeList() -> TodoListController { TodoListController(todos: router) }  // shown as it is
    func makeTodo(id: Int) -> TodoDetail { TodoDetail(id: id) }  // hosted in a UIHostingController
    func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator() }  // presented as a sheet
}
// end-snippet

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
