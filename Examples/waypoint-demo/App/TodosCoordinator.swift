import Waypoint

extension AnchorID {
    /// The row of a todo in the list: its detail zooms out of it.
    static let todo = AnchorID("todo")
}

/// The todos tab: a list, a todo's detail (zooming out of its row on a device
/// with zoom transitions), its editor, a "new todo" sheet flow that returns
/// the created todo (a half-height sheet the user can drag up), an awaited
/// delete confirmation, and a rename alert whose Rename button stays disabled
/// while its field is empty.
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push, name: "todo", style: { (id: Int) in .zoom(from: .todo.item(id)) }) var detail = makeDetail
    @Route(.push) var edit = makeEdit
    @Route(.sheet, name: "new-todo", style: .detents([.medium, .large])) var create = makeCreate
    @Route(.alert, name: "confirm-delete") var confirmDelete = makeConfirmDelete
    @Route(.alert) var rename = makeRename

    let store: TodoStore

    init(store: TodoStore) {
        self.store = store
    }

    func makeList() -> Screen { .todoList }
    func makeDetail(id: Int) -> Screen { .todoDetail(id) }
    func makeEdit(id: Int) -> Screen { .todoEditor(id) }
    func makeCreate() -> NewTodoCoordinator { NewTodoCoordinator(nextID: store.nextID) }

    /// Asks whether to delete a todo; `route(to:)` returns the answer.
    func makeConfirmDelete(id: Int) -> AlertContent<Bool> {
        AlertContent(
            title: "Delete \(store.todo(id).map(\.description) ?? "#\(id)")?",
            message: "This cannot be undone.",
            buttons: [
                AlertButton("Delete", role: .destructive, value: true),
                AlertButton("Cancel", role: .cancel, value: false),
            ]
        )
    }

    /// Asks for a todo's new title; `route(to:)` returns it, or `nil` for
    /// Cancel. Rename, the preferred button, is disabled while the field is
    /// empty, on every front end.
    func makeRename(id: Int) -> AlertContent<String?> {
        AlertContent(
            title: "Rename \(store.todo(id).map(\.description) ?? "#\(id)")",
            fields: [AlertField("title", placeholder: store.todo(id)?.title ?? "Title")],
            buttons: [
                AlertButton("Cancel", role: .cancel, value: nil),
                AlertButton("Rename") { texts in texts["title"] }.enabled(when: .nonEmpty("title")).preferred(),
            ]
        )
    }
}
