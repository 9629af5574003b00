import Waypoint

// The code blocks of the "Split views" article, compiled in the context the
// article gives them; `DocSnippetTests` runs them.

extension DocModel {
    // snippet: split-declare
    @MainActor
    final class ListsSplit: SplitCoordinator {
        let container = Container<ListsSplit>(split: .doubleColumn, sidebar: .route(\.lists))

        @Route(.sidebarColumn) var lists = makeLists
        @Route(.detailColumn) var list = makeList  // input: a list's name
        @Route(.detailColumn) var todo = makeTodo  // input: a todo's id

        var sidebarItems: [String] { ["Today", "Groceries"] }
        func destination(for item: String) -> ContainerChild<ListsSplit> { .route(\.list, item) }

        func makeLists() -> Screen { .list }
        func makeList(name: String) -> TodosCoordinator { TodosCoordinator() }
        func makeTodo(id: Int) -> TodosCoordinator { TodosCoordinator() }
    }
    // end-snippet

    @MainActor static func splitSelect() throws -> ListsSplit {
        // snippet: split-select
        let split = ListsSplit()
        try split.select("Today")  // the detail shows the "Today" list
        try split.focusFirst(\.list).child.show(\.todo, 42)  // pushed in the detail's own stack
        try split.show(\.todo, 7)  // any column, from anywhere: the detail now shows todo 7
        try split.hideColumn(.sidebar)  // the detail alone
        // end-snippet
        return split
    }

    @MainActor static func splitDeepLink(_ split: ListsSplit) throws {
        // snippet: split-deep-link
        try split.navigation.transaction(cause: .deepLink) { () throws(NavigationError) in
            try split.select("Groceries")
            try split.focusFirst(\.list).child.show(\.todo, 3)
            try split.showColumn(.sidebar)
        }
        // end-snippet
    }

    @MainActor static func splitMisuse(_ split: ListsSplit) {
        // snippet: split-misuse
        do {
            try split.select("Archive")
        } catch {
            print(error.code)  // itemNotFound: the sidebar does not list it; nothing changed
        }
        // end-snippet
    }

    @MainActor static func splitGuarded(_ split: ListsSplit) async throws {
        // snippet: split-guarded
        try await split.navigation.navigate { try split.select(nil) }  // asks the detail's guards first
        // end-snippet
    }
}
