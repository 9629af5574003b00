// The examples of WaypointSwiftUI's doc comments, as a user would write them
// (CoordinatorView, EnvironmentValues.shownEntry, ViewCustomizing,
// Coordinator.view(), the view-erasing initializers of Route, Root and
// TabRoute, EnvironmentValues.sidebarSelection). Not held word for word to the comments: a changed example
// belongs here too.
import SwiftUI
import Waypoint
import WaypointSwiftUI

enum DocComments {
    struct Todo: Identifiable, Hashable, Sendable {
        let id: Int
    }

    struct User: Hashable, Sendable {
        let name: String
    }

    enum TodoScreen: Hashable, Sendable {
        case list
        case detail(Todo.ID)
    }

    struct TodoList: View {
        @Environment(\.shownEntry) private var shown

        var body: some View {
            Button("New") {
                Task { await shown?.router(TodosCoordinator.self)?.route(to: \.create) }
            }
            Button("Done") { try? shown?.complete() }
        }
    }

    struct TodoDetail: View {
        let id: Todo.ID

        var body: some View { Text("Todo \(id)") }
    }

    struct AboutScreen: View {
        var body: some View { Text("About") }
    }

    struct LoginScreen: View {
        var body: some View { Text("Log in") }
    }

    struct HomeScreen: View {
        var user: User?

        init(user: User? = nil) {
            self.user = user
        }

        var body: some View { Text("Home") }
    }

    @MainActor
    final class CreateCoordinator: NavigationCoordinator {
        typealias FlowValue = Todo

        let stack = RouteStack<CreateCoordinator>(root: \.form)

        @Root var form = makeForm

        func makeForm() -> TodoScreen { .list }
    }

    @MainActor
    final class TodosCoordinator: NavigationCoordinator {
        let stack = RouteStack<TodosCoordinator>(root: \.start)

        @Root var start = makeStart
        @Root var home = makeHome
        @Route(.push) var todo = makeTodo
        @Route(.sheet) var about = makeAbout
        @Route(.sheet) var create = makeCreate

        @ViewBuilder func makeStart() -> some View {
            LoginScreen()
        }

        @ViewBuilder func makeHome(user: User) -> some View {
            HomeScreen(user: user)
        }

        @ViewBuilder func makeTodo(id: Todo.ID) -> some View {
            TodoDetail(id: id)
        }

        @ViewBuilder func makeAbout() -> some View {
            AboutScreen()
        }

        func makeCreate() -> CreateCoordinator { CreateCoordinator() }
    }

    @MainActor
    final class HomeTabs: TabCoordinator {
        let container = Container<HomeTabs>(tabs: .route(\.home))

        @TabRoute("Home", image: "house") var home = makeHome

        @ViewBuilder func makeHome() -> some View {
            HomeScreen()
        }
    }

    struct ScreensApp: App {
        @State private var app = TodosCoordinator()

        var body: some Scene {
            WindowGroup {
                CoordinatorView(app) { shown in
                    switch shown.destination as? TodoScreen {
                    case .list?: TodoList()
                    case .detail(let id)?: TodoDetail(id: id)
                    default: EmptyView()
                    }
                }
            }
        }
    }

    struct ViewsApp: App {
        @State private var app = TodosCoordinator()

        var body: some Scene {
            WindowGroup { app.view() }
        }
    }

    /// A split whose sidebar lists mailboxes (EnvironmentValues.sidebarSelection).
    @MainActor
    final class MailboxesSplit: SplitCoordinator {
        // `nonisolated`: in a target whose default isolation is the main actor
        // (a new Xcode 26 app), a sidebar item's Codable conformance must not be
        // isolated, since SidebarItem is Sendable.
        nonisolated struct Mailbox: Hashable, Codable, Sendable {
            let title: String
        }

        let container = Container<MailboxesSplit>(split: .doubleColumn, sidebar: .route(\.mailboxes))

        @Route(.sidebarColumn) var mailboxes = makeMailboxes
        @Route(.detailColumn) var mailbox = makeMailbox

        var sidebarItems: [Mailbox] { [Mailbox(title: "Inbox")] }
        func destination(for item: Mailbox) -> ContainerChild<MailboxesSplit> { .route(\.mailbox, item.title) }

        func makeMailboxes() -> TodoScreen { .list }
        func makeMailbox(title: String) -> TodoScreen { .list }
    }

    struct MailboxList: View {
        let split: MailboxesSplit
        @Environment(\.sidebarSelection) private var selection

        var body: some View {
            List(split.sidebarItems, id: \.self, selection: selection.binding(for: split)) { item in
                Text(item.title)
            }
        }
    }
}

extension DocComments.TodosCoordinator: ViewCustomizing {
    func customize(_ content: AnyView) -> some View {
        content.tint(.orange)
    }
}
