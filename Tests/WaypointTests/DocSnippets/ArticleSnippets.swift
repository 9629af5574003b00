import Waypoint

// The code blocks of the DocC articles that are fragments (statements, or
// members of a type the article shows elsewhere), compiled in the context the
// article gives them. `DocSnippetTests` checks each region against its article
// and runs the ones whose output an article shows. Each file imports only what
// its blocks show (`import Waypoint`, which the Waypoint catalog's articles
// assume); the articles that show more are in ArticleSnippets+Foundation.swift
// and FrontEndArticleSnippets.swift.

// snippet: routes-presentation
extension Presentation {
    static let inspector = Presentation("inspector")
}
// end-snippet

// snippet: tabs-drawer-presentation
extension ContainerKind {
    static let drawer = ContainerKind(rawValue: "drawer")
}

extension Presentation {
    static let drawerItem = Presentation("drawerItem")
}
// end-snippet

extension DocModel {
    // MARK: Declaring routes

    // snippet: routes-declare
    struct Filter: Sendable, Hashable, Codable {
        var query: String
        var showsDone: Bool
    }

    @MainActor
    final class ProjectsCoordinator: NavigationCoordinator {
        let stack = RouteStack<ProjectsCoordinator>(root: \.all)

        @Root var all = makeAll
        @Root var filtered = makeFiltered  // input: a Filter
        @Route(.push) var project = makeProject  // input: a project's id
        @Route(.push, duplicates: .allow) var related = makeRelated
        @Route(.sheet, name: "new-project") var create = makeCreate
        @Route(.fullScreenCover) var slideshow = makeSlideshow  // inputs: a project's id, a page

        func makeAll() -> Screen { .list }
        func makeFiltered(filter: Filter) -> Screen { .list }
        func makeProject(id: Int) -> Screen { .detail(id) }
        func makeRelated() -> Screen { .list }
        func makeCreate() -> CreateTodoCoordinator { CreateTodoCoordinator() }
        func makeSlideshow(project: Int, page: Int) -> Screen { .detail(project) }
    }
    // end-snippet

    // MARK: Awaiting results

    /// A flow that ends itself, for the fragment that shows `finish`.
    @MainActor
    final class FinishingCoordinator: NavigationCoordinator {
        typealias FlowValue = Todo
        let stack = RouteStack<FinishingCoordinator>(root: \.form)
        @Root var form = makeForm
        func makeForm() -> Screen { .form }

        func done(with todo: Todo) throws(NavigationError) {
            // snippet: awaiting-finish
            try finish(.done(todo))
            // end-snippet
        }
    }

    // snippet: awaiting-messages
    enum TodoMessage: Sendable {
        case completed(Int)
    }

    @MainActor
    final class BadgeCoordinator: NavigationCoordinator, MessageHandling {
        let stack = RouteStack<BadgeCoordinator>(root: \.list)
        @Root var list = makeList
        @Route(.push) var todos = makeTodos
        var badge = 0

        func makeList() -> Screen { .list }
        func makeTodos() -> TodosCoordinator { TodosCoordinator() }

        func handle(_ message: TodoMessage) -> MessageDisposition {
            badge += 1
            return .handled
        }
    }
    // end-snippet

    // MARK: Tabs and roots

    // snippet: tabs-wrapper
    @MainActor
    final class WrappedTabs: TabCoordinator {
        let container = Container<WrappedTabs>(tabs: .route(\.todos))
        @TabRoute("Todos", image: .symbol("checklist")) var todos = makeTodos

        func makeTodos() -> WrapperCoordinator<TodosCoordinator> {
            WrapperCoordinator(TodosCoordinator(), attributes: ["style": "navigationView"])
        }
    }
    // end-snippet

    // snippet: tabs-drawer
    @MainActor
    final class DrawerCoordinator: ContainerCoordinator {
        let container = Container<DrawerCoordinator>(
            kind: .drawer,
            children: [.route(\.inbox), .route(\.projects)],
            selected: 0,
            attributes: ["edge": "leading"]
        )

        @Route(.drawerItem) var inbox = makeInbox
        @Route(.drawerItem) var projects = makeProjects

        func makeInbox() -> TodosCoordinator { TodosCoordinator() }
        func makeProjects() -> ProjectsCoordinator { ProjectsCoordinator() }
    }
    // end-snippet

    // MARK: Guards and transactions

    // snippet: guards-flow
    @MainActor
    final class EditTodoCoordinator: NavigationCoordinator, LeaveGuarding {
        let stack = RouteStack<EditTodoCoordinator>(root: \.form)
        @Root var form = makeForm
        var hasChanges = false

        func makeForm() -> Screen { .form }

        func canLeave() async -> Bool {
            guard hasChanges else { return true }
            return await confirmDiscard()
        }

        func confirmDiscard() async -> Bool {
            // Ask the user, for example with an alert.
            false
        }
    }
    // end-snippet

    // MARK: Deep links

    // snippet: links-declare
    @MainActor
    enum TodoLinks {
        static let links = DeepLinks<AppCoordinator>(scheme: "todos") {
            DeepLink("todos/new") { app in
                _ = try signedInTabs(of: app)
                try app.show(\.create)
            }
            DeepLink("todos/:id") { parameters in
                try parameters.int("id")
            } apply: { app, id in
                try signedInTabs(of: app).focusFirst(\.todos).child.popToRoot().show(\.todo, id)
            }
            DeepLink("profile") { app in
                try signedInTabs(of: app).focusFirst(\.profile)
            }
        }

        static func signedInTabs(of app: AppCoordinator) throws(NavigationError) -> AppTabs {
            guard let tabs = app.hasRoot(\.signedIn) else {
                throw NavigationError(.unavailable, "sign in first")
            }
            return tabs
        }
    }
    // end-snippet
}

/// The fragments: statements of the articles, each in a function that gives
/// it the names the article has introduced by then. The tests call the ones
/// that finish on their own.
@MainActor
extension DocModel {
    // MARK: Landing page and Getting started

    static func landing(_ todos: TodosCoordinator) async throws {
        // snippet: landing
        if case .done(let todo) = await todos.route(to: \.create) {
            try todos.show(\.todo, todo.id)
        }
        // end-snippet
    }

    static func gettingStartedNavigate() async throws {
        // snippet: getting-started-navigate
        let todos = TodosCoordinator()

        try todos.show(\.todo, 42)  // push a screen
        try todos.popLast()  // and pop it

        if case .done(let todo) = await todos.route(to: \.create) {
            try todos.show(\.todo, todo.id)
        }
        // end-snippet
    }

    static func gettingStartedChain(_ todos: TodosCoordinator) throws {
        // snippet: getting-started-chain
        try todos.focusFirst(\.create).child.popToRoot()
        // end-snippet
    }

    static func gettingStartedMisuse(_ todos: TodosCoordinator) {
        // snippet: getting-started-misuse
        do throws(NavigationError) {
            try todos.popLast()
        } catch {
            print(error.code)  // nothingToPop when only the root is left
        }
        // end-snippet
    }

    static func gettingStartedRouter(_ todos: TodosCoordinator) throws {
        // snippet: getting-started-router
        @MainActor
        final class TodoListModel {
            let router: Router<TodosCoordinator>

            init(router: Router<TodosCoordinator>) {
                self.router = router
            }

            func open(_ id: Int) throws(NavigationError) {
                try router.show(\.todo, id)
            }
        }

        let model = TodoListModel(router: todos.router)
        // end-snippet
        try model.open(7)
    }

    static func gettingStartedPrint(_ todos: TodosCoordinator) throws {
        // snippet: getting-started-print
        try todos.show(\.todo, 42)
        print(todos.navigation.snapshot)
        // end-snippet
    }

    // MARK: Declaring routes

    static func routesInputs() throws -> ProjectsCoordinator {
        // snippet: routes-inputs
        let projects = ProjectsCoordinator()
        try projects.show(\.project, 7)
        try projects.show(\.slideshow, 7, 1)  // project 7, page 1
        try projects.root(\.filtered, Filter(query: "garden", showsDone: false))
        // end-snippet
        return projects
    }

    static func routesDuplicates(_ projects: ProjectsCoordinator) throws {
        // snippet: routes-duplicates
        try projects.popToRoot()
        try projects.show(\.project, 7)
        try projects.show(\.project, 7)  // a double tap: nothing new
        try projects.show(\.related)
        try projects.show(\.related)  // `related` allows duplicates
        print(projects.navigation.snapshot.routes)  // ["filtered", "project", "related", "related"]
        // end-snippet
    }

    // MARK: Awaiting results

    static func awaitingSwitch(_ todos: TodosCoordinator) async throws {
        // snippet: awaiting-switch
        switch await todos.route(to: \.create) {
        case .done(let todo):
            try todos.show(\.todo, todo.id)
        case .cancel(.userDismissed):
            break  // the user swiped the sheet down
        case .cancel(let reason):
            print("not created: \(reason)")
        }
        // end-snippet
    }

    static func awaitingScreen(_ todos: TodosCoordinator) async throws -> FlowResult<Void> {
        // snippet: awaiting-screen
        let shown = try todos.show(\.todo, 42)
        try shown.complete()  // what the screen's view model does with its handle
        let result = await shown.result()  // .done(())
        // end-snippet
        return result
    }

    static func awaitingLater(_ todos: TodosCoordinator) async throws -> FlowResult<Todo> {
        // snippet: awaiting-later
        let create = try todos.show(\.create)  // ShownEntry<CreateTodoCoordinator>
        try create.child.save(Todo(id: 1, title: "Buy milk"))
        let outcome = await create.result()  // FlowResult<Todo>: .done(…)
        // end-snippet
        return outcome
    }

    static func awaitingReason(_ todos: TodosCoordinator) async -> String {
        var log: [String] = []
        // snippet: awaiting-reason
        switch await todos.route(to: \.create) {
        case .done(let todo): log.append("created \(todo.title)")
        case .cancel(.userDismissed): log.append("abandoned")
        case .cancel(let reason) where reason.code == .notShown:
            log.append("not shown: \(reason.error?.message ?? "")")
        case .cancel(let reason): log.append("cancelled: \(reason)")
        }
        // end-snippet
        return log.joined()
    }

    static func awaitingTopLevel() async throws {
        // snippet: awaiting-top-level
        let flow = CreateTodoCoordinator()
        let waiting = Task { await flow.navigation.result() }
        try flow.save(Todo(id: 1, title: "Buy milk"))
        print(await waiting.value)  // done(Todo(id: 1, title: "Buy milk"))
        // end-snippet
    }

    static func awaitingSend(_ badges: BadgeCoordinator) throws {
        // snippet: awaiting-send
        let todos = try badges.show(\.todos).child
        print(todos.navigation.send(TodoMessage.completed(42)))  // handled(by: "BadgeCoordinator")
        // end-snippet
    }

    // MARK: Structured cancellation

    static func cancellationSubtree(_ todos: TodosCoordinator) async throws -> FlowResult<Todo> {
        // snippet: cancellation-subtree
        let create = try todos.show(\.create)
        let shown = Task { await create.result() }
        try todos.popToRoot()
        let result = await shown.value  // .cancel(.popped)
        // end-snippet
        return result
    }

    static func cancellationTask(_ todos: TodosCoordinator) async -> FlowResult<Todo> {
        // snippet: cancellation-task
        let creating = Task { await todos.route(to: \.create) }
        // … the screen that asked for the todo goes away:
        creating.cancel()
        let result = await creating.value  // .cancel(.taskCancelled); the sheet is gone
        // end-snippet
        return result
    }

    static func cancellationObserver() async -> FlowResult<Todo> {
        // snippet: cancellation-observer
        let flow = CreateTodoCoordinator()
        let waiting = Task { await flow.navigation.result() }
        waiting.cancel()
        let result = await waiting.value  // .cancel(.taskCancelled)
        print(flow.navigation.isActive)  // true
        // end-snippet
        return result
    }

    // MARK: Observing changes

    static func observingSubscribe(_ todos: TodosCoordinator) async {
        // snippet: observing-subscribe
        for await change in todos.navigation.changes(buffering: .all) {
            print(change.version, change.cause, change.snapshot.routes)
        }
        // end-snippet
    }

    static func observingIntents(_ todos: TodosCoordinator, listID: EntryID, sheetID: EntryID) {
        // snippet: observing-intents
        todos.navigation.receive(.popped(to: listID))  // the user swiped back to the list
        todos.navigation.receive(.dismissed(sheetID))  // the user swiped the sheet down
        // end-snippet
    }

    // MARK: Tabs and roots

    static func tabsSwitch() throws -> (AppCoordinator, AppTabs) {
        // snippet: tabs-switch
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "Ada")).child
        try tabs.focusFirst(\.todos).child.show(\.todo, 42)

        if let tabs = app.hasRoot(\.signedIn) {
            try tabs.focusFirst(\.profile)
        }
        // end-snippet
        return (app, tabs)
    }

    static func tabsSignOut(_ app: AppCoordinator) throws {
        // snippet: tabs-sign-out
        try app.root(\.signedOut)  // the tabs and their flows end with .cancel(.replaced)
        // end-snippet
    }

    static func tabsAdd(_ tabs: AppTabs) throws {
        // snippet: tabs-add
        let settings = try tabs.show(\.settings, focus: true)
        try tabs.navigation.remove(settings.id)  // the profile tab is selected again
        // end-snippet
    }

    static func tabsTap(_ app: AppCoordinator, _ tabs: AppTabs) {
        // snippet: tabs-tap
        if let todosTab = tabs.navigation.snapshot.entries.first {
            app.navigation.receive(.selected(todosTab.id))  // selects the Todos tab
            app.navigation.receive(.selected(todosTab.id))  // a re-tap: pops it to its list
        }
        // end-snippet
    }

    // MARK: Guards and transactions

    static func guardsTransaction(_ todos: TodosCoordinator) throws {
        // snippet: guards-transaction
        try todos.navigation.transaction {
            try todos.popToRoot()
            try todos.show(\.todo, 1)
            try todos.show(\.todo, 2)
        }
        // end-snippet
    }

    static func guardsRollback(_ todos: TodosCoordinator) {
        // snippet: guards-rollback
        let before = todos.navigation.snapshot
        do {
            try todos.navigation.transaction {
                try todos.show(\.todo, 3)
                try todos.popToRoot()
                throw CancellationError()  // anything that goes wrong
            }
        } catch {
            print(todos.navigation.snapshot == before)  // true: nothing happened
        }
        // end-snippet
    }

    /// Stands for the app's own way of asking the user.
    static func askUser(_ question: String) async -> Bool { false }

    static func guardsNavigate(_ todos: TodosCoordinator) async throws {
        // snippet: guards-navigate
        let detail = try todos.show(\.todo, 42)
        try detail.setLeaveGuard { await askUser("Discard your changes?") }

        do {
            try await todos.navigation.navigate { try todos.popToRoot() }
        } catch let error where error.code == .vetoed {
            print("the detail stays")
        }
        // end-snippet
    }

    // MARK: Deep links

    static func linksOpen() throws -> AppCoordinator {
        // snippet: links-open
        let app = AppCoordinator()
        try app.root(\.signedIn, User(name: "Ada"))
        try TodoLinks.links.open("todos://todos/42", in: app)
        // One change: the Todos tab selected, popped to its list, todo 42 pushed.
        // end-snippet
        return app
    }

    static func linksErrors(_ app: AppCoordinator) {
        // snippet: links-errors
        do throws(DeepLinkError) {
            try TodoLinks.links.open("todos://todos/forty-two", in: app)
        } catch {
            print(error.code, error.part)  // badParameter forty-two
        }
        // end-snippet
    }

    static func linksParse() throws {
        // snippet: links-parse
        let plan = try TodoLinks.links.parse("todos://todos/42?from=mail")
        print(plan.pattern, plan.value)  // todos/:id 42
        print(plan.parameters.query("from") ?? "")  // mail
        // end-snippet
    }

}

extension DocModel {
    /// The functions of the Guards and transactions article.
    struct GuardsArticle {
        // snippet: guards-transaction-typed
        @MainActor
        func showTodos(_ ids: [Int], in todos: TodosCoordinator) throws(NavigationError) {
            try todos.navigation.transaction { () throws(NavigationError) in
                try todos.popToRoot()
                for id in ids {
                    try todos.show(\.todo, id)
                }
            }
        }
        // end-snippet
    }
}
