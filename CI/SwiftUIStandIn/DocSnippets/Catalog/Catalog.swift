// The SwiftUI code of Sources/WaypointSwiftUI/WaypointSwiftUI.docc, compiled
// by Scripts/check-swiftui.sh against the SwiftUI stand-in: the files of this
// folder are one module. Each `// snippet:` region is a code block of the
// catalog, word for word, in a file that imports only what the block shows
// (or, if it shows nothing, what the catalog shows: SwiftUI, Waypoint and
// WaypointSwiftUI).
import SwiftUI
import Waypoint
import WaypointSwiftUI

// The coordinators and views the catalog describes in words.
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

    func makeForm() -> some View { Text("New todo") }
}

// snippet: swiftui-view-factories
@MainActor
final class TodosCoordinator: NavigationCoordinator {
    let stack = RouteStack<TodosCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push) var todo = makeTodo
    @Route(.sheet) var create = makeCreate

    @ViewBuilder func makeList() -> some View {
        TodoList()
    }

    @ViewBuilder func makeTodo(id: Int) -> some View {
        TodoDetail(id: id)
    }

    func makeCreate() -> NewTodoCoordinator {
        NewTodoCoordinator()
    }
}
// end-snippet

// snippet: swiftui-shown-entry
struct TodoList: View {
    @Environment(\.shownEntry) private var shown

    var body: some View {
        Button("New todo") {
            Task { await shown?.router(TodosCoordinator.self)?.route(to: \.create) }
        }
    }
}
// end-snippet

// snippet: swiftui-screen-model
/// A screen's model: it ends its screen through the screen's handle, and
/// navigates through the router the handle gives.
@MainActor
struct TodoDetailModel {
    let id: Int
    let entry: ShownEntry<Any>?

    func markDone() {
        try? entry?.complete()  // the awaiting `route(to: \.todo, id)` returns .done(())
    }

    func addAnother() async {
        _ = await entry?.router(TodosCoordinator.self)?.route(to: \.create)
    }
}

struct TodoDetail: View {
    let id: Int
    @Environment(\.shownEntry) private var shown

    var body: some View {
        Button("Done") { TodoDetailModel(id: id, entry: shown).markDone() }
    }
}
// end-snippet
