import Waypoint

/// The screens the test coordinators show.
enum Screen: Hashable, Sendable {
    case list, empty
    case detail(Int)
    case edit(Int)
    case filtered(String)
    case form, confirm, settings
}

/// A todo list: a root, pushed details, a sheet flow that returns a title, a
/// full-screen cover, and a pushed child flow.
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Root var empty = makeEmpty
    @Root var filtered = makeFiltered
    @Root var wizard = makeWizard
    @Route(.push) var todo = makeTodo
    @Route(.sheet) var create = makeCreate
    @Route(.fullScreenCover, name: "settings-cover") var settings = makeSettings
    @Route(.push) var reuse = makeReuse
    @Route(.sheet) var edit = makeEdit

    /// What `reuse` returns, to provoke invalid children.
    var reusable: CreateCoordinator?
    /// The messages this coordinator handled.
    var messages: [String] = []
    /// Whether it handles messages or passes them on.
    var passesMessagesOn = false

    func makeList() -> Screen { .list }
    func makeEmpty() -> Screen { .empty }
    func makeFiltered(query: String) -> Screen { .filtered(query) }
    func makeWizard() -> CreateCoordinator { CreateCoordinator() }
    func makeTodo(id: Int) -> Screen { .detail(id) }
    func makeCreate() -> CreateCoordinator { CreateCoordinator() }
    func makeSettings() -> Screen { .settings }
    func makeReuse() -> CreateCoordinator { reusable ?? CreateCoordinator() }
    func makeEdit(id: Int) -> Screen { .edit(id) }
}

/// A flow that ends with a title. It can present another of itself, for nesting.
@MainActor
final class CreateCoordinator: NavigationCoordinator {
    typealias FlowValue = String

    let stack = RouteStack<CreateCoordinator>(root: \.form)

    @Root var form = makeForm
    @Root var review = makeReview
    @Route(.push) var confirm = makeConfirm
    @Route(.sheet) var nested = makeNested
    @Route(.push) var todos = makeTodos

    func makeForm() -> Screen { .form }
    func makeReview() -> Screen { .confirm }
    func makeConfirm() -> Screen { .confirm }
    func makeNested() -> CreateCoordinator { CreateCoordinator() }
    func makeTodos() -> TodosCoordinator { TodosCoordinator() }
}

/// A message a todo flow sends up the tree.
enum TodoMessage: Sendable, Hashable {
    case completed(Int)
}

extension TodosCoordinator: MessageHandling {
    func handle(_ message: TodoMessage) -> MessageDisposition {
        messages.append("\(message)")
        return passesMessagesOn ? .passOn : .handled
    }
}
