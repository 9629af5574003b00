import Waypoint

// The compiled code of Docs/FAQ.md, in the context of the DocC articles'
// coordinators (`DocModel`).

extension DocModel {
    // snippet: faq-value-flow
    @MainActor
    final class PickColorCoordinator: NavigationCoordinator {
        typealias FlowValue = String
        let stack = RouteStack<PickColorCoordinator>(root: \.palette)

        @Root var palette = makePalette
        func makePalette() -> Screen { .list }

        func picked(_ color: String) throws(NavigationError) {
            try finish(.done(color))
        }
    }
    // end-snippet

    /// The FAQ's functions.
    struct FAQ {
        // snippet: faq-main-actor
        @MainActor
        func openTodo(_ id: Int, in todos: TodosCoordinator) throws(NavigationError) {
            try todos.show(\.todo, id)
        }
        // end-snippet

        // snippet: faq-tca-alert
        @MainActor
        func deleteIfConfirmed(_ todo: Todo, in inbox: InboxCoordinator) async -> Bool {
            // `confirmDelete` is an `@Route(.alert)` whose buttons carry `true` and `false`.
            guard case .done(true) = await inbox.route(to: \.confirmDelete, todo) else {
                return false  // "Cancel", or dismissed, or removed with its screen
            }
            return true  // delete the todo here
        }
        // end-snippet

        // snippet: faq-partial-catch
        @MainActor
        func goBack(in todos: TodosCoordinator) throws {
            do {
                try todos.popLast()
            } catch let error where error.code == .nothingToPop {
                return  // already at the root
            } catch {
                throw error  // the last catch that avoids the crash
            }
        }
        // end-snippet
    }
}
