import UIKit
import Waypoint

/// The split view's sidebar: the todo lists. Tapping one selects it, and the
/// detail shows that list's stack.
final class ListsController: UIViewController {
    private let store: TodoStore
    private let split: Router<ListsSplit>

    init(store: TodoStore, split: Router<ListsSplit>) {
        self.store = store
        self.split = split
        super.init(nibName: nil, bundle: nil)
        title = "Lists"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let split = self.split
        let rows = store.lists.map { name in
            UIAction(title: name) { _ in split.receiveSelection(name) }
        }
        showColumn("Lists", buttons: rows)
    }
}
