// The article's UIKit blocks that show `import UIKit` and `import Waypoint`.
import UIKit
import Waypoint

// snippet: alerts-uikit-await
final class TodoController: UIViewController {
    private let todo: Todo
    private let inbox: Router<InboxCoordinator>

    init(todo: Todo, inbox: Router<InboxCoordinator>) {
        self.todo = todo
        self.inbox = inbox
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let (todo, inbox) = (self.todo, self.inbox)
        let delete = UIAction(title: "Delete") { _ in
            Task {
                // a UIAlertController with a destructive "Delete" and a "Cancel"
                guard case .done(true) = await inbox.route(to: \.confirmDelete, todo) else { return }
                _ = try? inbox.popLast()  // deleted: back to the list
            }
        }
        view.addSubview(UIButton(primaryAction: delete))
    }
}
// end-snippet

// snippet: alerts-uikit-detents
@MainActor
final class MapCoordinator: NavigationCoordinator {
    let stack = RouteStack<MapCoordinator>(root: \.map)

    @Root var map = makeMap
    @Route(.sheet, style: .detents([.fraction(0.25), .medium, .large], showsGrabber: true, undimmedThrough: .medium))
    var places = makePlaces

    func makeMap() -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
    func makePlaces() -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
}
// end-snippet
