import Testing
import Waypoint
import WaypointTestFixtures

/// The test app's links.
@MainActor
enum AppLinks {
    static func tabs(_ app: AppCoordinator) throws(NavigationError) -> AppTabs {
        guard let tabs = app.hasRoot(\.signedIn) else {
            throw NavigationError(.unavailable, "sign in first")
        }
        return tabs
    }

    static let links = DeepLinks<AppCoordinator>(scheme: "todos") {
        DeepLink("todos") { app in
            try tabs(app).focusFirst(\.todos).child.popToRoot()
        }
        DeepLink("todos/:id") {
            try $0.int("id")
        } apply: { app, id in
            try tabs(app).focusFirst(\.todos).child.popToRoot().show(\.todo, id)
        }
        DeepLink("todos/:id/edit") {
            try $0.int("id")
        } apply: { app, id in
            let todos = try tabs(app).focusFirst(\.todos).child.popToRoot()
            try todos.show(\.todo, id)
            try todos.show(\.edit, id)
        }
        DeepLink("profile") { app in
            try tabs(app).focusFirst(\.profile)
        }
        DeepLink("new") {
            $0.query("title") ?? ""
        } apply: { app, _ in
            _ = try tabs(app)
            try app.show(\.create)
        }
        DeepLink("signin") { app in
            guard app.isRoot(\.signedOut) else { throw NavigationError(.unavailable, "already signed in") }
            try app.show(\.signIn)
        }
    }
}

@Suite("Deep links", .timeLimit(.minutes(1)))
@MainActor
struct DeepLinkTests {
    private func signedInApp() throws -> AppCoordinator {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        try tabs.focusFirst(\.todos).child.show(\.todo, 1)
        try tabs.focusFirst(\.profile)
        return app
    }

    @Test("a link through a tab, a push and a sheet lands in one change")
    func landsInOneChange() async throws {
        let app = try signedInApp()
        let recorder = Recorder(app)
        _ = await recorder.next()
        let plan = try AppLinks.links.open("todos://todos/42/edit", in: app)
        #expect(plan.pattern == "todos/:id/edit")
        try app.show(\.create)  // a marker after the link's change

        let change = try #require(await recorder.next())
        #expect(change.cause == .deepLink)
        let tabs = try #require(change.snapshot.entries[0].child)
        #expect(tabs.selectedEntry?.route == "todos")
        #expect(tabs.selectedEntry?.child?.routes == ["list", "todo", "edit"])
        #expect(tabs.selectedEntry?.child?.entries.compactMap(\.input) == ["42", "42"])
        #expect(await recorder.next()?.cause == .present)
    }

    @Test("parsing changes nothing and returns typed values")
    func parseOnly() throws {
        let app = try signedInApp()
        let before = app.navigation.snapshot
        let plan = try AppLinks.links.parse("todos://todos/%34%32/?utm=x#top")
        #expect(plan.pattern == "todos/:id")
        #expect(plan.value as? Int == 42)
        #expect(plan.parameters.query("utm") == "x")
        #expect(try AppLinks.links.parse("TODOS://new?title=Buy%20milk").value as? String == "Buy milk")
        #expect(app.navigation.snapshot == before)
    }

    @Test("a link's query, fragment, trailing slash and scheme are read as URLs read them")
    func parseEdges() throws {
        let plan = try AppLinks.links.parse("TODOS://new/?title=a=b&&flag&empty=&x=%26#frag?title=no")
        #expect(plan.pattern == "new")
        // The first `=` splits a query item; an item without one has an empty value; empty items are skipped.
        #expect(plan.value as? String == "a=b")
        #expect(plan.parameters.query("flag") == "")
        #expect(plan.parameters.query("empty") == "")
        #expect(plan.parameters.query("x") == "&")
        #expect(plan.parameters.query("frag") == nil)
        #expect(try AppLinks.links.parse("todos://todos/7?").value as? Int == 7)
        #expect(try AppLinks.links.parse("todos://todos/7#").value as? Int == 7)
        for (link, part) in [
            ("todos:/todos/7", "todos:/todos/7"), ("to_dos://todos/7", "to_dos"), ("todos://todos/7?=x", "=x"),
            ("todos://todos//7", "todos//7"), ("todos://", "todos://"),
        ] {
            let error = #expect(throws: DeepLinkError.self) { try AppLinks.links.parse(link) }
            #expect(error?.code == .malformedURL && error?.part == part, "\(link)")
        }
    }

    nonisolated static let hostileLinks: [(String, DeepLinkError.Code)] = [
        ("http://todos/42", .unsupportedScheme),
        ("mailto://todos", .unsupportedScheme),
        ("todos2://todos/42", .unsupportedScheme),
        ("todos/42", .malformedURL),
        ("", .malformedURL),
        ("://todos", .malformedURL),
        ("1todos://todos", .malformedURL),
        ("to dos://todos", .malformedURL),
        ("todos://", .malformedURL),
        ("todos:///42", .malformedURL),
        ("todos://todos//42", .malformedURL),
        ("todos://todos/4 2", .malformedURL),
        ("todos://todos/42\n", .malformedURL),
        ("todos://todos/42\t", .malformedURL),
        ("todos://tödos/42", .malformedURL),
        ("todos://todos/%4", .malformedURL),
        ("todos://todos/%zz", .malformedURL),
        ("todos://todos/%", .malformedURL),
        ("todos://todos/%C3%28", .malformedURL),
        ("todos://todos/%FF", .malformedURL),
        ("todos://new?title=%ZZ", .malformedURL),
        ("todos://new?=x", .malformedURL),
        ("todos://nope", .unknownPath),
        ("todos://Todos/42", .unknownPath),
        ("todos://todos/42/delete", .unknownPath),
        ("todos://todos/42/edit/extra", .unknownPath),
        ("todos://todos/abc", .badParameter),
        ("todos://todos/4.2", .badParameter),
        ("todos://todos/99999999999999999999999", .badParameter),
        ("todos://todos/-", .badParameter),
        ("todos://todos/%34%32x", .badParameter),
        ("todos://todos/42/%2e%2e", .unknownPath),
        ("todos://todos/" + String(repeating: "9", count: 3_000), .tooLong),
        (String(repeating: "a", count: 100_000), .tooLong),
        ("todos://signin", .stepFailed),  // valid only when signed out
    ]

    @Test("malformed and hostile links throw the right typed error and change nothing", arguments: hostileLinks)
    func hostile(link: String, code: DeepLinkError.Code) throws {
        let app = try signedInApp()
        let before = app.navigation.snapshot
        do {
            try AppLinks.links.open(link, in: app)
            Issue.record("opened \(link.prefix(80))")
        } catch {
            #expect(error.code == code, "\(error)")
            #expect(!error.part.isEmpty || link.isEmpty)
        }
        #expect(app.navigation.snapshot == before)
    }

    @Test("a link valid only in another state fails with the step's error, changing nothing")
    func wrongState() throws {
        let app = AppCoordinator()
        let before = app.navigation.snapshot
        do {
            try AppLinks.links.open("todos://todos/42", in: app)
            Issue.record("opened while signed out")
        } catch {
            #expect(error.code == .stepFailed)
            #expect(error.navigationError?.code == .unavailable)
        }
        #expect(app.navigation.snapshot == before)
        // Signed out, the sign-in link works.
        try AppLinks.links.open("todos://signin", in: app)
        #expect(app.navigation.snapshot.routes == ["signedOut", "signIn"])
    }

    @Test("a link whose later step fails leaves no earlier step behind")
    func failingLaterStep() throws {
        let app = try signedInApp()
        let before = app.navigation.snapshot
        let links = DeepLinks<AppCoordinator>(scheme: "todos") {
            DeepLink("half") { app in
                try AppLinks.tabs(app).focusFirst(\.todos).child.show(\.todo, 7)
                try AppLinks.tabs(app).focusFirst(\.todos).child.pop(EntryID(rawValue: .max))
            }
        }
        #expect(throws: DeepLinkError.self) { try links.open("todos://half", in: app) }
        #expect(app.navigation.snapshot == before)
    }

    @Test("steps may be typed functions, closures that throw nothing, or closure literals")
    func typedSteps() throws {
        @Sendable func positiveID(_ parameters: DeepLinkParameters) throws(DeepLinkError) -> Int {
            let id = try parameters.int("id")
            guard id > 0 else { throw DeepLinkError(.badParameter, part: "\(id)", "ids are positive") }
            return id
        }
        @MainActor func showTodo(_ app: AppCoordinator, _ id: Int) throws(NavigationError) {
            try AppLinks.tabs(app).focusFirst(\.todos).child.popToRoot().show(\.todo, id)
        }
        let links = DeepLinks<AppCoordinator>(scheme: "todos") {
            DeepLink("todos/:id", parse: positiveID, apply: showTodo)
            DeepLink("count") { _ in
                3
            } apply: { app, count in
                let todos = try AppLinks.tabs(app).focusFirst(\.todos).child
                for id in 1...count { try todos.show(\.todo, id) }
            }
        }
        let app = try signedInApp()
        #expect(throws: DeepLinkError(.badParameter, part: "0", "")) { try links.open("todos://todos/0", in: app) }
        try links.open("todos://todos/5", in: app)
        #expect(app.navigation.snapshot.routes == ["signedIn"])
        #expect(app.navigation.snapshot.entries[0].child?.selectedEntry?.child?.routes == ["list", "todo"])
        try links.open("todos://count", in: app)
        #expect(
            app.navigation.snapshot.entries[0].child?.selectedEntry?.child?.routes == [
                "list", "todo", "todo", "todo", "todo",
            ])
    }

    @Test("errors of other types become badParameter (parsing) and stepFailed (steps)")
    func otherErrors() throws {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "refused" }
        }
        let links = DeepLinks<AppCoordinator>(scheme: "todos") {
            DeepLink("parse") { _ throws(Refused) in
                throw Refused()
            } apply: { _, _ in
            }
            DeepLink("apply") { _ throws(Refused) in throw Refused() }
        }
        let app = try signedInApp()
        let before = app.navigation.snapshot
        #expect(throws: DeepLinkError(.badParameter, part: "todos://parse", "")) {
            try links.open("todos://parse", in: app)
        }
        #expect(throws: DeepLinkError(.stepFailed, part: "apply", "")) { try links.open("todos://apply", in: app) }
        do {
            try links.open("todos://apply", in: app)
        } catch {
            #expect(error.message == "refused" && error.navigationError == nil)
        }
        #expect(app.navigation.snapshot == before)
    }
}
