import Testing

@Suite("waypoint-demo --tour", .timeLimit(.minutes(1)))
struct TourTests {
    @Test("the tour walks every feature and exits 0")
    func tour() async throws {
        let run = try await DemoProcess.run(["--tour"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        for expected in [
            "route(to: \\.signIn) returned done(ada)",
            "root signedIn(ada) ▸ HomeTabs (tabs)",
            "push edit(1) “Buy milk”  [awaited]  ◀ on screen",
            "route(to: \\.edit, 1) returned done(())",
            "receive(dismissed(",
            "route(to: \\.create) returned cancel(userDismissed)",
            "route(to: \\.create) returned done(#3 “Water the plants”)",
            "● tab profile “Profile”  ◀ on screen",
            "error: nothing to go back to on the todo list",
            "opened todos://todo/2/edit with the link “todo/:id/edit”, as one change",
            "error: cannot open todos://todo/42: there is no todo #42",
            "error: unknown command 'frobnicate'",
            "┌ alert “Delete #2 “Call the plumber today”?”",
            "│ 1. Delete (destructive)",
            "│ 2. Cancel (cancel)",
            "route(to: \\.confirmDelete, 2) returned done(false)",
            "route(to: \\.confirmDelete, 2) returned cancel(popped)",
            "route(to: \\.confirmDelete, 3) returned done(true)",
            "sheet new-todo · medium height ▸ NewTodoCoordinator",
            "receive(resized(",
            "sheet new-todo · large height ▸ NewTodoCoordinator",
            #"└─ fullScreenCover lists ▸ ListsSplit (split) · columns sidebar, detail · selected "Home""#,
            "┌ ListsSplit · regular width: columns side by side",
            "┌ ListsSplit · compact width: one stack",
            "receive(showedColumns([detail], of:",
            #"▸ ListsSplit (split) · columns sidebar (hidden), detail (empty) · nothing selected"#,
            "route(to: \\.edit, 2) returned cancel(parentEnded)",
            "  ↳ opened window 2: a scene of its own, its own tree; the terminal drives it",
            "── window 2 · change 0 · initial",
            "  window 1 · foregroundInactive · shows todo(2)",
            "  window 2 · foregroundActive · shows signedOut  ◀ this terminal",
            "  ↳ opened todos://todo/2/edit with the link “todo/:id/edit” in window 1 (it shows todo(2) already), "
                + "as one change",
            "  ↳ window 1 comes forward; the terminal drives it",
            "── window 1 · change 35 · deepLink · after “open todos://todo/2/edit”",
            "  ↳ window 2 comes forward; the terminal drives it",
            "Tour finished. Todos: #1 “Buy oat milk”, #2 “Call the plumber today”.",
        ] {
            #expect(run.stdout.contains(expected), "missing: \(expected)")
        }
        // The link lands in window 1, which shows todo #2, not in window 2 it was opened from.
        func line(_ text: String) throws -> Int { try #require(run.lines.firstIndex(of: text), "missing: \(text)") }
        let landed = try line("── window 1 · change 35 · deepLink · after “open todos://todo/2/edit”")
        #expect(run.lines[landed + 6] == "   │  └─ push edit(2) “Call the plumber today”  ◀ on screen")
        #expect(!run.lines.contains { $0.hasPrefix("!!") }, "a step did not do what the script expects")
    }

    @Test("every change is drawn once, with its cause, in version order")
    func changes() async throws {
        let run = try await DemoProcess.run(["--tour"])
        let changes = run.changes
        #expect(changes.map(\.version) == Array(0..<changes.count))
        #expect(
            changes.map(\.cause) == [
                "initial", "present", "finish", "root", "push", "push", "finish", "present", "user", "present",
                "finish", "push", "user", "user", "user", "deepLink", "finish", "present", "user", "present",
                "deepLink", "present", "user", "pop", "present", "user", "user", "present", "column", "push", "user",
                "user", "user", "user", "push", "deepLink", "user", "push", "root",
            ])
        // The second window draws its first state, and nothing after: window 1's changes do not touch it.
        #expect(run.windowChanges.filter { $0.window == 2 }.map(\.cause) == ["initial"])
        // Only the refused steps print errors.
        #expect(run.errors.count == 3)
        // Window 1 ends signed out, on the welcome screen.
        let last = try #require(run.lines.lastIndex { $0.hasPrefix("── window 1 · change ") })
        #expect(run.lines[last + 2] == "└─ root signedOut  ◀ on screen")
    }

    @Test("a flow's result is reported after the change that ended it, before the changes it causes")
    func order() async throws {
        let run = try await DemoProcess.run(["--tour"])
        func line(_ prefix: String) throws -> Int {
            try #require(run.lines.firstIndex { $0.hasPrefix(prefix) }, "missing: \(prefix)")
        }
        #expect(try line("── change 2 · finish") < line("  ↳ route(to: \\.signIn) returned done(ada)"))
        #expect(try line("  ↳ route(to: \\.signIn) returned done(ada)") < line("── change 3 · root"))
        #expect(try line("── change 10 · finish") < line("  ↳ route(to: \\.create) returned done(#3"))
        #expect(try line("  ↳ route(to: \\.create) returned done(#3") < line("── change 11 · push"))
        // The tree drawn for the sheet's end predates the new todo.
        let finished = try line("── change 10 · finish")
        #expect(run.lines[finished...].first { $0.contains("root list") }?.contains("2 todos") == true)
    }
}
