import Foundation
import Testing
import Waypoint
import WaypointFrontEnd

@Suite("Documentation snippets", .timeLimit(.minutes(1)))
@MainActor
struct DocSnippetTests {
    // MARK: The snippets are the compiled code

    @Test("every compiled code block of the docs matches its copy in the tests, word for word")
    func blocksMatchTheirCopies() throws {
        let regions = try SnippetCatalog.regions()
        var checked = 0
        for document in try SnippetCatalog.documents() {
            for block in document.blocks {
                guard case .snippet(let name) = block.marker else { continue }
                checked += 1
                guard let region = regions[name] else {
                    Issue.record("\(block.location): no `// snippet: \(name)` region in the DocSnippets tests")
                    continue
                }
                let shown = SnippetCatalog.normalized(block.code, droppingImports: true)
                let compiled = SnippetCatalog.normalized(region.code, droppingImports: false)
                if shown != compiled {
                    Issue.record(
                        """
                        \(block.location): the block `\(name)` differs from its compiled copy \
                        (\(region.location)) \(SnippetCatalog.firstDifference(shown, compiled))
                        """
                    )
                }
            }
        }
        #expect(checked > 60)
    }

    @Test("every compiled block is compiled with only the imports a reader is shown")
    func blocksAreCompiledWithTheImportsTheyShow() throws {
        let documents = try SnippetCatalog.documents()
        for violation in SnippetCatalog.importViolations(in: documents, regions: try SnippetCatalog.regions()) {
            Issue.record("\(violation)")
        }
    }

    @Test("a block compiled with an import it does not show is reported; one compiled with what it shows is not")
    func anUnshownImportIsReported() {
        func block(_ name: String, _ code: String, line: Int) -> SnippetCatalog.Block {
            SnippetCatalog.Block(path: "Page.md", line: line, language: "swift", marker: .snippet(name), code: code)
        }
        let page = SnippetCatalog.Document(
            path: "Page.md",
            blocks: [
                block("scene", "import UIKit\nimport WaypointUIKit\n\nfinal class SceneDelegate {}", line: 3),
                block("rules", "frontEnd.transitions = []", line: 9),
            ],
            requiresMarkers: true,
            catalogModule: "WaypointUIKit"
        )
        func region(_ imports: Set<String>) -> SnippetCatalog.Region {
            SnippetCatalog.Region(path: "Snippets.swift", line: 1, code: "", imports: imports)
        }
        // The project's checks once compiled the docs' UIKit code with `import WaypointFrontEnd` added.
        let added = SnippetCatalog.importViolations(
            in: [page],
            regions: ["scene": region(["UIKit", "WaypointUIKit"]), "rules": region(["UIKit", "WaypointFrontEnd"])]
        )
        #expect(added.count == 1)
        #expect(added.first?.hasPrefix("Page.md:9: the block `rules`") == true, "\(added)")
        #expect(added.first?.contains("`import WaypointFrontEnd`") == true, "\(added)")
        // A block that shows its imports is held to them, not to its page's.
        let pageWide = SnippetCatalog.importViolations(in: [page], regions: ["scene": region(["UIKit", "Waypoint"])])
        #expect(pageWide.count == 1, "\(pageWide)")
        // What is shown, what the page shows, and Foundation through UIKit are allowed.
        let shown = SnippetCatalog.importViolations(
            in: [page],
            regions: ["scene": region(["UIKit", "WaypointUIKit"]), "rules": region(["Foundation", "WaypointUIKit"])]
        )
        #expect(shown.isEmpty, "\(shown)")
    }

    @Test("every Swift block of the guides and articles is either compiled or says why not")
    func everySwiftBlockIsAccountedFor() throws {
        for document in try SnippetCatalog.documents() where document.requiresMarkers {
            for block in document.blocks where block.language == "swift" && block.marker == .none {
                Issue.record(
                    """
                    \(block.location): a Swift block without `<!-- snippet: name -->` (compiled) \
                    or `<!-- not-compiled: reason -->` before it
                    """
                )
            }
        }
    }

    @Test("every compiled region is shown by a document")
    func everyRegionIsUsed() throws {
        let documents = try SnippetCatalog.documents()
        var used: Set<String> = []
        var readmeHasSnippets = false
        for document in documents {
            for block in document.blocks {
                if case .snippet(let name) = block.marker {
                    used.insert(name)
                    if document.path == "README.md" { readmeHasSnippets = true }
                }
            }
        }
        for (name, region) in try SnippetCatalog.regions() where !used.contains(name) {
            // The README's example is merged into README.md by hand; until it
            // is, its region is compiled and run but not yet shown.
            if name.hasPrefix("readme-") && !readmeHasSnippets { continue }
            Issue.record("\(region.location): the region `\(name)` is shown by no document")
        }
    }

    // MARK: The snippets do what the docs say

    @Test("Getting started prints the tree it shows")
    func gettingStartedPrints() throws {
        let todos = DocModel.TodosCoordinator()
        try DocModel.gettingStartedPrint(todos)
        #expect(
            todos.navigation.snapshot.description == """
                TodosCoordinator (navigation)
                ├─ root list
                └─ push todo(42)
                """
        )
        DocModel.gettingStartedMisuse(todos)  // pops the detail
        DocModel.gettingStartedMisuse(todos)  // nothingToPop
        #expect(todos.navigation.snapshot.routes == ["list"])
        try DocModel.gettingStartedRouter(todos)
        #expect(todos.navigation.snapshot.routes == ["list", "todo"])
    }

    @Test("Split views: selection, columns, deep links and guards")
    func splitViews() async throws {
        let split = try DocModel.splitSelect()
        #expect(split.navigation.snapshot.routes == ["lists", "todo"])
        #expect(split.selectedItem == "Today" && split.split.visibleColumns == [.detail])
        try DocModel.splitDeepLink(split)
        #expect(split.navigation.snapshot.routes == ["lists", "list"])
        #expect(split.navigation.snapshot.entries[1].child?.routes == ["list", "todo"])
        #expect(split.selectedItem == "Groceries" && split.split.visibleColumns == [.sidebar, .detail])
        let before = split.navigation.snapshot
        DocModel.splitMisuse(split)
        #expect(split.navigation.snapshot == before)
        try await DocModel.splitGuarded(split)
        #expect(split.navigation.snapshot.routes == ["lists"] && split.selectedItem == nil)
    }

    @Test("Declaring routes: inputs, root switching and double taps")
    func declaringRoutes() throws {
        let projects = try DocModel.routesInputs()
        #expect(projects.navigation.snapshot.routes == ["filtered"])
        #expect(projects.create.presentation == .sheet)
        try DocModel.routesDuplicates(projects)
        #expect(projects.navigation.snapshot.routes == ["filtered", "project", "related", "related"])
        #expect(try projects.show(\.create).child.navigation.snapshot.routes == ["form"])
        #expect(projects.navigation.snapshot.routes.last == "new-project")
    }

    @Test("Awaiting results: screens, flows, top-level flows and messages")
    func awaitingResults() async throws {
        let todos = DocModel.TodosCoordinator()
        #expect(try await DocModel.awaitingScreen(todos) == .done(()))
        #expect(try await DocModel.awaitingLater(todos) == .done(DocModel.Todo(id: 1, title: "Buy milk")))
        try await DocModel.awaitingTopLevel()
        let ended = DocModel.TodosCoordinator()
        try ended.finish(.cancel())
        let reason = await DocModel.awaitingReason(ended)
        #expect(reason.hasPrefix("not shown: ") && reason.contains("TodosCoordinator"), "\(reason)")

        let finishing = DocModel.FinishingCoordinator()
        let waiting = Task { await finishing.navigation.result() }
        try finishing.done(with: DocModel.Todo(id: 2, title: "Call Bob"))
        #expect(await waiting.value == .done(DocModel.Todo(id: 2, title: "Call Bob")))

        let badges = DocModel.BadgeCoordinator()
        try DocModel.awaitingSend(badges)
        #expect(badges.badge == 1)
    }

    @Test("Alerts, dialogs, popovers and sheet sizes: awaited answers, text, detents")
    func alertsAndSheetSizes() async throws {
        let inbox = DocModel.InboxCoordinator()
        let todo = DocModel.Todo(id: 1, title: "Buy milk")
        let confirmed = Task { await DocModel.confirmDelete(todo, in: inbox) }
        #expect(await yieldUntil { !inbox.navigation.snapshot.alerts.isEmpty })
        #expect(inbox.navigation.snapshot.alerts.first?.alert?.title == "Delete “Buy milk”?")
        DocModel.answerAsTheUser(inbox)
        #expect(await confirmed.value)

        let renamed = Task { await DocModel.renamed(todo, in: inbox) }
        #expect(await yieldUntil { !inbox.navigation.snapshot.alerts.isEmpty })
        try #require(inbox.navigation.entry(inbox.navigation.snapshot.alerts[0].id))
            .choose("Rename", texts: ["title": "Buy oat milk"])
        #expect(await renamed.value == "Buy oat milk")

        #expect(try await DocModel.answerFromCode(inbox, todo) == .done(true))
        try DocModel.resize(inbox)
        #expect(inbox.navigation.snapshot.entries.last?.detent == .large)
        let dialog = try inbox.show(\.sortOrder)
        #expect(inbox.navigation.snapshot.alerts.first?.style?.anchor == AnchorID("sort"))
        try dialog.choose("Title")
        #expect(await dialog.result() == .done(.title))
    }

    @Test("Structured cancellation: popped, task-cancelled and observer results")
    func structuredCancellation() async throws {
        let todos = DocModel.TodosCoordinator()
        #expect(try await DocModel.cancellationSubtree(todos) == .cancel(.popped))
        #expect(await DocModel.cancellationTask(todos) == .cancel(.taskCancelled))
        #expect(await DocModel.cancellationObserver() == .cancel(.taskCancelled))
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("Tabs and roots: the tree the article prints, adding, tapping and signing out")
    func tabsAndRoots() async throws {
        let (app, tabs) = try DocModel.tabsSwitch()
        #expect(app.navigation.snapshot.description == (try SnippetCatalog.output(named: "tabs-tree")))

        try DocModel.tabsAdd(tabs)
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "profile")

        DocModel.tabsTap(app, tabs)
        let todosTab = try #require(tabs.navigation.snapshot.selectedEntry)
        #expect(todosTab.route == "todos")
        #expect(todosTab.child?.routes == ["list"])

        let drawer = DocModel.DrawerCoordinator()
        #expect(drawer.navigation.snapshot.kind == .drawer)
        #expect(drawer.navigation.snapshot.entries.map(\.presentation) == [.drawerItem, .drawerItem])
        let wrapped = DocModel.WrappedTabs()
        #expect(wrapped.navigation.snapshot.entries.first?.child?.attributes == ["style": "navigationView"])

        let waiting = Task { await tabs.navigation.result() }
        try DocModel.tabsSignOut(app)
        #expect(await waiting.value == .cancel(.replaced))
        #expect(app.navigation.snapshot.routes == ["signedOut"])
    }

    @Test("Guards and transactions: one change, rollback, and a vetoed pop")
    func guardsAndTransactions() async throws {
        let todos = DocModel.TodosCoordinator()
        var changes = todos.navigation.changes(buffering: .all).makeAsyncIterator()
        _ = await changes.next()
        try DocModel.guardsTransaction(todos)
        let change = try #require(await changes.next())
        #expect(change.cause == .push)
        #expect(change.snapshot.routes == ["list", "todo", "todo"])

        let before = todos.navigation.snapshot
        DocModel.guardsRollback(todos)
        #expect(todos.navigation.snapshot == before)

        let typed = DocModel.TodosCoordinator()
        var typedChanges = typed.navigation.changes(buffering: .all).makeAsyncIterator()
        _ = await typedChanges.next()
        try DocModel.GuardsArticle().showTodos([4, 5], in: typed)
        #expect(await typedChanges.next()?.cause == .push)  // one change for the whole body
        #expect(typed.navigation.snapshot.entries.map(\.input) == [nil, "4", "5"])

        try await DocModel.guardsNavigate(todos)  // the guard says no
        #expect(todos.navigation.snapshot.routes == ["list", "todo", "todo", "todo"])

        let editor = DocModel.EditTodoCoordinator()
        #expect(await editor.canLeave())
        editor.hasChanges = true
        #expect(await editor.canLeave() == false)
    }

    @Test("Deep links: opening, a bad parameter, parsing")
    func deepLinks() throws {
        let app = try DocModel.linksOpen()
        let tabs = try #require(app.hasRoot(\.signedIn))
        #expect(tabs.navigation.snapshot.selectedEntry?.child?.routes == ["list", "todo"])
        let before = app.navigation.snapshot
        DocModel.linksErrors(app)
        #expect(app.navigation.snapshot == before)
        try DocModel.linksParse()
        try TodoLinksCheck.newBeforeID(app)
    }

    @Test("Restoration: the saved app comes back in a fresh coordinator")
    func restoration() throws {
        let app = try DocModel.linksOpen()
        try app.show(\.create)
        let data = try DocModel.restoringSave(app)
        let fresh = DocModel.restoringRestore(data)
        #expect(fresh.navigation.snapshot.routes == app.navigation.snapshot.routes)
        #expect(fresh.navigation.restorationState() == app.navigation.restorationState())
        DocModel.restoringOmitted(fresh)
    }

    @Test("Writing a front end: the cut into modal layers")
    func frontEndLayers() throws {
        let todos = DocModel.TodosCoordinator()
        try todos.show(\.todo, 1)
        try todos.show(\.create)
        let layers = DocModel.FrontEndArticle().modalLayers(of: todos.navigation.snapshot)
        #expect(layers.map { $0.map(\.route) } == [["list", "todo"], ["form"]])

        let app = try DocModel.linksOpen()
        let tabs = try #require(app.hasRoot(\.signedIn))
        let stack = try #require(tabs.navigation.snapshot.selectedEntry?.child)
        DocModel.frontEndModalLayers(app)
        let detail = try #require(stack.entries.last)
        DocModel.frontEndShown(app, itemID: detail.id)
        let router = app.navigation.entry(detail.id)?.router(DocModel.TodosCoordinator.self)
        #expect(router?.coordinator?.navigation.snapshot.entries.last?.id == detail.id)
        #expect(ModalLayers(app.navigation.snapshot).top?.container?.selectedChild?.stack.pathIDs == [detail.id])
        DocModel.FrontEndArticle().userSwipedBack(in: app, path: [stack.entries[0].id])
        #expect(tabs.navigation.snapshot.selectedEntry?.child?.routes == ["list"])
    }

    @Test("The Stinsen guide's flows run as the guide says")
    func stinsenGuide() async throws {
        let main = StinsenGuide.MainCoordinator()
        let (statuses, continuation) = AsyncStream.makeStream(of: StinsenGuide.AuthenticationStatus.self)
        let following = Task { try await main.follow(statuses) }
        let login = StinsenGuide.LoginScreenModel(unauthenticated: try #require(main.hasRoot(\.unauthenticated)))
        try login.forgotPasswordButtonPressed()
        #expect(main.navigation.snapshot.entries.first?.child?.routes == ["start", "forgotPassword"])

        continuation.yield(.authenticated(StinsenGuide.User(name: "Ada")))
        continuation.finish()
        try await following.value
        let authenticated = try #require(main.hasRoot(\.authenticated))
        #expect(authenticated.navigation.snapshot.routes == ["home", "todos", "profile"])

        let id = UUID()
        try StinsenGuide.AppLinks.links.open("stinsenapp://todo/\(id.uuidString)", in: main)
        #expect(authenticated.navigation.snapshot.selectedEntry?.child?.routes == ["start", "todo"])
        try StinsenGuide.chain(authenticated, todoId: id)
        #expect(authenticated.navigation.snapshot.selectedEntry?.child?.routes == ["start", "todo"])

        let todos = try authenticated.focusFirst(\.todos).child
        let model = StinsenGuide.TodosScreenModel(router: todos.router)
        let creating = Task { try await model.createTodoTapped() }
        while todos.navigation.snapshot.routes.last != "createTodo" { await Task.yield() }
        let created = StinsenGuide.Todo(id: UUID(), title: "Water the plants")
        try todos.focusFirst(\.createTodo).child.finish(.done(created))
        try await creating.value
        #expect(todos.navigation.snapshot.entries.last?.input == created.id.uuidString)

        let menu = StinsenGuide.MenuCoordinator()
        #expect(menu.navigation.snapshot.kind == .menu)
        let wrapper = StinsenGuide.WrappingTabs().makeTodos()
        #expect(wrapper.navigation.snapshot.attributes == ["style": "navigationView"])
    }

    @Test("The README's example: the sheet returns a todo, whose detail is then pushed")
    func readmeExample() async throws {
        let todos = ReadmeSnippet.TodoListCoordinator()
        var changes = todos.navigation.changes(buffering: .all).makeAsyncIterator()
        let adding = Task { try await todos.addTodo() }
        var lines: [String] = []
        while let change = await changes.next() {
            lines.append("\(change.cause) \(change.snapshot.routes)")
            if change.cause == .present {  // the user saves
                try todos.focusFirst(\.create).child.save(ReadmeSnippet.Todo(id: 1, title: "Buy milk"))
            }
            if change.cause == .push { break }
        }
        try await adding.value
        #expect(todos.navigation.snapshot.routes == ["list", "detail"])
        #expect(todos.navigation.snapshot.entries.last?.input == "1")
        let expected = ["initial [\"list\"]", "present [\"list\", \"create\"]", "finish [\"list\"]"]
        #expect(Array(lines.prefix(3)) == expected)
        #expect(lines.last == "push [\"list\", \"detail\"]")
        // Once the README shows the example's output, it must be this one.
        if let shown = try? SnippetCatalog.output(named: "readme-changes") {
            #expect(shown == lines.joined(separator: "\n"))
        }
    }

    @Test("The FAQ's code does what the FAQ says")
    func faq() async throws {
        let todos = DocModel.TodosCoordinator()
        try DocModel.FAQ().openTodo(3, in: todos)
        #expect(todos.navigation.snapshot.routes == ["list", "todo"])
        let picker = DocModel.PickColorCoordinator()
        let picking = Task { await picker.navigation.result() }
        try picker.picked("teal")
        #expect(await picking.value == .done("teal"))
    }

    @Test("The SwiftUICoordinator guide's flows run as the guide says")
    func swiftUICoordinatorGuide() async throws {
        typealias Guide = SwiftUICoordinatorGuide
        let app = Guide.AppCoordinator()
        let signingIn = Task { try await app.signIn() }
        while app.navigation.snapshot.routes.last != "auth" { await Task.yield() }
        let auth = try app.focusFirst(\.auth).child
        let login = Guide.LoginModel(router: auth.router)
        try login.showSignup()
        #expect(auth.navigation.snapshot.routes == ["login", "signup"])
        try login.didLogin(as: Guide.User(name: "Ada"))
        try await signingIn.value

        let shapes = try #require(app.hasRoot(\.shapes))
        try Guide.send(shapes)
        #expect(shapes.favorites == ["circle"])
        try Guide.set(shapes)
        #expect(shapes.navigation.snapshot.routes == ["shapes", "customShapes", "shape"])
        try Guide.ShapeLinks.links.open("coordinatorexample://shape/square", in: app)
        #expect(shapes.navigation.snapshot.entries.last?.input == "square")
        #expect(Guide.HomeTabs(user: Guide.User(name: "Bob")).navigation.snapshot.routes == ["shapes", "settings"])
    }

    @Test("The Director and XCoordinator guide's flows run as the guide says")
    func directorAndXCoordinatorGuide() async throws {
        let home = DirectorGuide.HomeCoordinator()
        let model = DirectorGuide.HomeModel(router: home.router)
        try model.didTapDetail()
        try DirectorGuide.replace(home)
        #expect(home.navigation.snapshot.routes == ["home", "help"])
        let profile = Task { await model.didTapProfile() }
        while home.navigation.snapshot.routes.last != "profile" { await Task.yield() }
        try home.focusFirst(\.profile).child.didTapDone(name: "Ada")
        await profile.value
        #expect(home.navigation.snapshot.routes == ["home", "help"])
        #expect(DirectorGuide.ColorTabs().navigation.snapshot.routes == ["red", "green", "blue"])

        let app = XCoordinatorGuide.AppCoordinator()
        try XCoordinatorGuide.multiple(app)
        let userList = try #require(app.hasRoot(\.userList))
        #expect(userList.navigation.snapshot.routes == ["home", "users", "user"])
        try XCoordinatorGuide.HomeViewModel(router: userList.router).usersButtonPressed()
        let user = try userList.focusFirst(\.user).child
        let confirmed = Task { await user.userConfirmsDeletion() }
        #expect(await yieldUntil { user.navigation.snapshot.alerts.first?.alert?.title == "Delete Ada?" })
        try #require(user.navigation.entry(user.navigation.snapshot.alerts[0].id)).choose("Delete")
        #expect(await confirmed.value)
        try userList.logout()
        #expect(app.navigation.snapshot.routes == ["login"])

        let split = try XCoordinatorGuide.split()
        #expect(split.navigation.snapshot.routes == ["users", "user"])
        #expect(split.navigation.snapshot.entries.last?.input == "Grace")
        #expect(split.split.visibleColumns == [.detail])
        #expect(split.selectedItem == "Ada")
    }
}

/// Checks the article's remark that `todos/new` must come before `todos/:id`.
@MainActor
enum TodoLinksCheck {
    static func newBeforeID(_ app: DocModel.AppCoordinator) throws {
        let plan = try DocModel.TodoLinks.links.parse("todos://todos/new")
        #expect(plan.pattern == "todos/new")
    }
}
