import Testing

@Suite("waypoint-demo, interactive", .timeLimit(.minutes(1)))
struct InteractiveTests {
    @Test("bad commands each get a clear message and change nothing; end of input exits cleanly")
    func badInput() async throws {
        let bad = [
            "frobnicate", "save", "todo", "todo x", "todo -1", "tab", "tab a b", "back", "signin now", "edit",
            "new", "cancel", "save nobody", "signout", "open", "open nowhere", "open https://example.com/todo/1",
            "open todos://todo/abc", "open todos://todo/0", "open todos://list", "tab todos", "todo 1",
        ]
        let input = (bad + ["", "   ", "# a comment"]).joined(separator: "\n") + "\n"
        let run = try await DemoProcess.run([], input: input)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.errors.count == bad.count, "\(run.errors)")
        #expect(run.changes.map(\.cause) == ["initial"])
        #expect(run.lines.filter { $0.hasPrefix("› ") }.count == bad.count)
        for expected in [
            "error: unknown command 'frobnicate'; type 'help' for the list",
            "error: save needs a text: save <text>",
            "error: todo needs a todo's number: todo <id>",
            "error: tab needs one tab name: tab <name>",
            "error: nothing to go back to on the welcome screen",
            "error: signin takes no argument",
            "error: edit works on a todo's detail; you are on the welcome screen",
            "error: new works once signed in; signin first",
            "error: cannot open todos://todo/0: todo numbers start at 1",
            "error: cannot open todos://list: links open in the signed-in app; signin first",
        ] {
            #expect(run.errors.contains(expected), "missing: \(expected)")
        }
        #expect(
            run.errors.contains { $0.hasPrefix("error: cannot open https://example.com/todo/1: only todos:// links") })
        #expect(run.errors.contains { $0.hasPrefix("error: cannot open nowhere: ") })
        #expect(run.lines.last(where: { !$0.isEmpty }) == "bye")
    }

    @Test("a session with mistakes along the way: each mistake is refused, the rest works")
    func session() async throws {
        let input = """
            signin
            todo 1
            save ada
            tab nowhere
            todo 9
            todo 1
            edit
            save
            back
            tab profile
            edit
            tab todos
            new
            new
            tab profile
            save Ship it
            open todos://todo/1/edit
            signout
            back
            """
        let run = try await DemoProcess.run([], input: input + "\n")
        #expect(run.status == 0)
        #expect(
            run.errors == [
                "error: open a todo from the todo list (tab todos); you are on the sign-in form",
                "error: no tab 'nowhere'; the tabs are todos, profile",
                "error: no todo #9; the todos are #1, #2",
                "error: save needs a text: save <text>",
                "error: edit works on a todo's detail; you are on the profile",
                "error: the new-todo form is open; save or cancel it first",
                "error: a sheet covers the tabs; save, cancel or go back first",
                "error: nothing to go back to on the welcome screen",
            ])
        #expect(
            run.changes.map(\.cause) == [
                "initial", "present", "finish", "root", "push", "push", "user", "user", "user", "present",
                "finish", "push", "deepLink", "root",
            ])
        for expected in [
            "route(to: \\.signIn) returned done(ada)",
            "route(to: \\.edit, 1) returned cancel(userDismissed)",
            "route(to: \\.create) returned done(#3 “Ship it”)",
            "opened todos://todo/1/edit with the link “todo/:id/edit”, as one change",
        ] {
            #expect(run.stdout.contains(expected), "missing: \(expected)")
        }
    }

    @Test("an alert asks: it is drawn with numbered buttons, answered by number, and covers the screen meanwhile")
    func alert() async throws {
        let input = """
            signin
            save ada
            choose 1
            todo 1
            delete
            todo 2
            save nothing
            choose 3
            choose 1
            todo 2
            delete
            back
            new
            resize small
            resize medium
            resize large
            """
        let run = try await DemoProcess.run([], input: input + "\n")
        #expect(run.status == 0)
        #expect(
            run.errors == [
                "error: no alert is asking; choose answers one",
                "error: “Delete #1 “Buy milk”?” is asking; choose 1–2, or back to dismiss it",
                "error: “Delete #1 “Buy milk”?” is asking; choose 1–2, or back to dismiss it",
                "error: “Delete #1 “Buy milk”?” has buttons 1–2",
                "error: resize needs a detent: resize medium, or resize large",
                "error: the sheet rests at medium already",
            ])
        #expect(
            run.changes.map(\.cause) == [
                "initial", "present", "finish", "root", "push", "present", "user", "pop", "push", "present", "user",
                "present", "user",
            ])
        for expected in [
            "┌ alert “Delete #1 “Buy milk”?”",
            "│ This cannot be undone.",
            "└ choose 1–2, or back to dismiss",
            "route(to: \\.confirmDelete, 1) returned done(true)",
            "route(to: \\.confirmDelete, 2) returned cancel(userDismissed)",
            "receive(resized(",
        ] {
            #expect(run.stdout.contains(expected), "missing: \(expected)")
        }
    }

    @Test("issue 40: a rename alert: Rename is disabled while the field is empty; typed, it renames the todo")
    func renameAlert() async throws {
        let input = """
            signin
            save ada
            type nothing
            todo 1
            rename
            choose 2
            type
            choose 2
            type Buy oat milk
            choose 2
            delete
            type x
            choose 1
            """
        let run = try await DemoProcess.run([], input: input + "\n")
        #expect(run.status == 0)
        let disabled = "error: refused: the button 'Rename' of the alert 'rename' is disabled until title is not empty"
        #expect(
            run.errors == [
                "error: no alert is asking; type fills its field", disabled, disabled,
                "error: “Delete #1 “Buy oat milk”?” has no field to type in",
            ])
        for expected in [
            "┌ alert “Rename #1 “Buy milk””",
            "│ field title: empty (placeholder “Buy milk”)",
            "│ 1. Cancel (cancel)",
            "│ 2. Rename (preferred, enabled when title is not empty) · disabled",
            "└ type <text>, choose 1–2, or back to dismiss",
            "│ field title: “Buy oat milk”",
            "│ 2. Rename (preferred, enabled when title is not empty)",
            "└ choose 1–2, or back to dismiss",
        ] {
            #expect(run.lines.contains(expected), "missing: \(expected)")
        }
        for expected in [
            #"route(to: \.rename, 1) returned done(Optional("Buy oat milk"))"#,
            "todo #1 “Buy oat milk” renamed",
            "route(to: \\.confirmDelete, 1) returned done(true)",
        ] {
            #expect(run.stdout.contains(expected), "missing: \(expected)")
        }
    }

    @Test("a second window has its own tree; a link goes to the window showing its todo; bad windows are refused")
    func windows() async throws {
        let input = """
            signin
            save ada
            todo 1
            window new
            windows
            window 3
            window x
            window
            open todos://todo/2
            open todos://todo/1/edit
            window 2
            window 2
            """
        let run = try await DemoProcess.run([], input: input + "\n")
        #expect(run.status == 0)
        #expect(
            run.errors == [
                "error: no window 3; the windows are 1, 2",
                "error: window needs new or a window's number: window new, window <n>",
                "error: window needs new or a window's number: window new, window <n>",
                // From window 2, signed out: no window shows todo #2, so the link goes to window 2 itself.
                "error: cannot open todos://todo/2: links open in the signed-in app; signin first",
            ])
        // Window 1 takes the link for the todo it shows; window 2 draws its first state and nothing else.
        #expect(run.changes.map(\.cause) == ["initial", "present", "finish", "root", "push", "deepLink"])
        #expect(run.windowChanges.filter { $0.window == 2 }.map(\.cause) == ["initial"])
        for expected in [
            "  ↳ opened window 2: a scene of its own, its own tree; the terminal drives it",
            "  window 1 · foregroundInactive · shows todo(1)",
            "  window 2 · foregroundActive · shows signedOut  ◀ this terminal",
            "  ↳ opened todos://todo/1/edit with the link “todo/:id/edit” in window 1 (it shows todo(1) already), "
                + "as one change",
            "── window 1 · change 5 · deepLink · after “open todos://todo/1/edit”",
            "  ↳ window 1 comes forward; the terminal drives it",
            "  ↳ window 2 comes forward; the terminal drives it",
            "  ↳ window 2 is the active window already",
        ] {
            #expect(run.stdout.contains(expected), "missing: \(expected)")
        }
        // The refused link changed nothing: window 2 is still on its welcome screen when it comes forward.
        let forward = try #require(run.lines.firstIndex(of: "  ↳ window 2 comes forward; the terminal drives it"))
        #expect(run.lines[forward + 1] == "── window 2")
        #expect(run.lines[forward + 3] == "└─ root signedOut  ◀ on screen")
    }

    @Test("quit stops reading; the rest of the input is ignored")
    func quit() async throws {
        let run = try await DemoProcess.run([], input: "signin\nquit\ncancel\nfrobnicate\n")
        #expect(run.status == 0)
        #expect(run.changes.map(\.cause) == ["initial", "present"])
        #expect(run.errors.isEmpty)
        #expect(run.lines.last(where: { !$0.isEmpty }) == "bye")
    }

    @Test("help lists every command")
    func help() async throws {
        let run = try await DemoProcess.run([], input: "help\n")
        for command in ["help", "show", "signin", "save <text>", "cancel", "back", "tab <name>", "new", "todo <id>"]
            + ["edit", "delete", "rename", "type <text>", "choose <n>", "resize <detent>", "signout", "open <url>"]
            + ["quit"]
            + ["window new", "window <n>", "windows"]
        {
            #expect(run.lines.contains { $0.hasPrefix("  \(command) ") }, "missing: \(command)")
        }
    }

    @Test("unknown options print the usage on standard error and exit 64")
    func unknownOption() async throws {
        let run = try await DemoProcess.run(["--frobnicate"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("usage: waypoint-demo [--tour | --jsonl]"))
    }
}
