package import Waypoint

/// The screens the test coordinators show.
package enum Screen: Hashable, Sendable {
    case list, empty
    case detail(Int)
    case edit(Int)
    case filtered(String)
    case form, confirm, settings
}

/// A todo list: a root, pushed details, a sheet flow that returns a title, a
/// full-screen cover, and a pushed child flow.
@MainActor
package final class TodosCoordinator: NavigationCoordinator {
    package init() {}

    package let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root package var list = makeList
    @Root package var empty = makeEmpty
    @Root package var filtered = makeFiltered
    @Root package var wizard = makeWizard
    @Route(.push) package var todo = makeTodo
    @Route(.sheet) package var create = makeCreate
    @Route(.fullScreenCover, name: "settings-cover") package var settings = makeSettings
    @Route(.push) package var reuse = makeReuse
    @Route(.sheet) package var edit = makeEdit

    /// What `reuse` returns, to provoke invalid children.
    package var reusable: CreateCoordinator?
    /// The messages this coordinator handled.
    package var messages: [String] = []
    /// Whether it handles messages or passes them on.
    package var passesMessagesOn = false

    package func makeList() -> Screen { .list }
    package func makeEmpty() -> Screen { .empty }
    package func makeFiltered(query: String) -> Screen { .filtered(query) }
    package func makeWizard() -> CreateCoordinator { CreateCoordinator() }
    package func makeTodo(id: Int) -> Screen { .detail(id) }
    package func makeCreate() -> CreateCoordinator { CreateCoordinator() }
    package func makeSettings() -> Screen { .settings }
    package func makeReuse() -> CreateCoordinator { reusable ?? CreateCoordinator() }
    package func makeEdit(id: Int) -> Screen { .edit(id) }
}

/// A flow that ends with a title. It can present another of itself, for nesting.
@MainActor
package final class CreateCoordinator: NavigationCoordinator {
    package init() {}

    package typealias FlowValue = String

    package let stack = RouteStack<CreateCoordinator>(root: \.form)

    @Root package var form = makeForm
    @Root package var review = makeReview
    @Route(.push) package var confirm = makeConfirm
    @Route(.sheet) package var nested = makeNested
    @Route(.push) package var todos = makeTodos

    package func makeForm() -> Screen { .form }
    package func makeReview() -> Screen { .confirm }
    package func makeConfirm() -> Screen { .confirm }
    package func makeNested() -> CreateCoordinator { CreateCoordinator() }
    package func makeTodos() -> TodosCoordinator { TodosCoordinator() }
}

/// A message a todo flow sends up the tree.
package enum TodoMessage: Sendable, Hashable {
    case completed(Int)
}

extension TodosCoordinator: MessageHandling {
    package func handle(_ message: TodoMessage) -> MessageDisposition {
        messages.append("\(message)")
        return passesMessagesOn ? .passOn : .handled
    }
}
