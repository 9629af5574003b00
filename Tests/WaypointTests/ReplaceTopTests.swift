import Testing
import Waypoint
import WaypointTesting

/// Issue 40, item 5: the top of a stack replaced as one change with one cause.
@Suite("Replacing the top of a stack")
@MainActor
struct ReplaceTopTests {
    @MainActor
    final class Editor: NavigationCoordinator {
        let stack = RouteStack<Editor>(root: \.list)
        @Root var list = makeList
        @Route(.push) var edit = makeEdit
        @Route(.push) var saved = makeSaved
        @Route(.push) var broken = makeBroken
        @Route(.sheet) var wizard = makeWizard
        @Route(.alert) var confirm = makeConfirm

        func makeList() -> String { "list" }
        func makeEdit(id: Int) -> String { "edit \(id)" }
        func makeSaved(id: Int) -> String { "saved \(id)" }
        func makeBroken() -> Editor { self }  // cannot be adopted: it contains itself
        func makeWizard() -> Wizard { Wizard() }
        func makeConfirm() -> AlertContent<Bool> {
            AlertContent(title: "Sure?", buttons: [AlertButton("Yes", value: true)])
        }
    }

    @MainActor
    final class Wizard: NavigationCoordinator {
        typealias FlowValue = Int
        let stack = RouteStack<Wizard>(root: \.step)
        @Root var step = makeStep
        func makeStep() -> String { "step" }
    }

    @Test("the top screen is replaced in one change with cause replace; its awaiter gets replaced")
    func replacesInOneChange() async throws {
        let editor = Editor()
        let recorder = ChangeRecorder(editor)
        let frontEnd = HeadlessFrontEnd(editor)
        let editing = Task { await editor.route(to: \.edit, 7) }
        await recorder.expect(.push, .routes(["list", "edit"]))
        let saved = try editor.replace(\.edit, with: \.saved, 7)
        await recorder.expect(.replace, .routes(["list", "saved"]))
        #expect(await editing.value == .cancel(.replaced))
        #expect(saved.destination == "saved 7")
        await frontEnd.settle()
        #expect(frontEnd.snapshot.routes == ["list", "saved"])
    }

    @Test("FakeUIKit shows the replaced stack in one operation, breaking no rule")
    func uikitShowsIt() throws {
        let editor = Editor()
        let uikit = FakeUIKit(editor)
        try editor.show(\.edit, 1)
        uikit.sync()
        uikit.finishAnimations()
        let before = uikit.operationCount
        try editor.replace(\.edit, with: \.saved, 1)
        uikit.sync()
        uikit.finishAnimations()
        #expect(uikit.operationCount == before + 1)
        #expect(uikit.expectShowsCurrentState())
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a top of another route, an alert on top, or the root alone: notOnTop, and nothing changes")
    func wrongTop() async throws {
        let editor = Editor()
        #expect(throws: NavigationError(.notOnTop, "")) { try editor.replace(\.edit, with: \.saved, 1) }
        // A root cannot be named: `replace(\.list, with: …)` does not compile (a root's key path is a RootTransition).
        try editor.show(\.saved, 1)
        #expect(throws: NavigationError(.notOnTop, "")) { try editor.replace(\.edit, with: \.saved, 2) }
        try editor.show(\.edit, 2)
        let confirming = Task { await editor.route(to: \.confirm) }
        while editor.navigation.snapshot.routes.last != "confirm" { await Task.yield() }
        #expect(throws: NavigationError(.notOnTop, "")) { try editor.replace(\.edit, with: \.saved, 2) }
        #expect(editor.navigation.snapshot.routes == ["list", "saved", "edit", "confirm"])
        try editor.navigation.firstShown(\.confirm)?.choose("Yes")
        #expect(await confirming.value == .done(true))
    }

    @Test("a new destination that cannot be shown leaves the old one in place, awaited as before")
    func failingReplacementChangesNothing() async throws {
        let editor = Editor()
        let editing = Task { await editor.route(to: \.edit, 3) }
        while editor.navigation.snapshot.routes != ["list", "edit"] { await Task.yield() }
        let before = editor.navigation.snapshot
        #expect(throws: NavigationError(.invalidChild, "")) { try editor.replace(\.edit, with: \.broken) }
        #expect(editor.navigation.snapshot == before)
        try editor.popLast()
        #expect(await editing.value == .cancel(.popped))
    }

    @Test("route(replacing:with:) awaits the new flow's result; cancelling its task removes the flow")
    func awaitsTheReplacement() async throws {
        let editor = Editor()
        try editor.show(\.edit, 4)
        let wizard = Task { await editor.route(replacing: \.edit, with: \.wizard) }
        while editor.navigation.snapshot.routes != ["list", "wizard"] { await Task.yield() }
        try editor.navigation.firstShown(\.wizard)?.child.finish(.done(9))
        #expect(await wizard.value == .done(9))
        #expect(editor.navigation.snapshot.routes == ["list"])

        try editor.show(\.edit, 5)
        let screen = Task { await editor.route(replacing: \.edit, with: \.saved, 5) }
        while editor.navigation.snapshot.routes != ["list", "saved"] { await Task.yield() }
        screen.cancel()
        #expect(await screen.value == .cancel(.taskCancelled))
        #expect(editor.navigation.snapshot.routes == ["list"])
        #expect(
            await editor.route(replacing: \.edit, with: \.saved, 6)
                == .cancel(.notShown(NavigationError(.notOnTop, ""))))
    }

    @Test("a router replaces and awaits as its coordinator does, and a stale one says so")
    func router() async throws {
        var editor: Editor? = Editor()
        let router = try #require(editor).router
        try router.show(\.edit, 1)
        try router.replace(\.edit, with: \.saved, 1)
        #expect(editor?.navigation.snapshot.routes == ["list", "saved"])
        try router.show(\.edit, 2)
        let wizard = Task { await router.route(replacing: \.edit, with: \.wizard) }
        while editor?.navigation.snapshot.routes.last != "wizard" { await Task.yield() }
        try editor?.navigation.firstShown(\.wizard)?.child.finish(.done(1))
        #expect(await wizard.value == .done(1))
        editor = nil
        #expect(throws: NavigationError(.routerStale, "")) { try router.replace(\.edit, with: \.saved, 1) }
        let stale = await router.route(replacing: \.edit, with: \.saved, 1)
        #expect(stale == .cancel(.notShown(NavigationError(.routerStale, ""))))
    }
}
