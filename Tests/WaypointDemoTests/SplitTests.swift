import Foundation
import Testing
import Waypoint
import WaypointFrontEnd

@testable import waypoint_demo

@Suite("waypoint-demo, the lists' split view", .timeLimit(.minutes(1)))
struct SplitTests {
    @Test("split commands parse; malformed ones say what is wrong")
    func parsing() throws {
        #expect(try Command.parse("lists").get() == .lists)
        #expect(try Command.parse("select Work").get() == .select("Work"))
        #expect(try Command.parse("sidebar HIDE").get() == .sidebar(shown: false))
        #expect(try Command.parse("sidebar show").get() == .sidebar(shown: true))
        #expect(try Command.parse("width regular").get() == .width(.regular))
        #expect(try Command.parse("width compact").get() == .width(.compact))
        for bad in ["lists now", "select", "select a b", "sidebar", "sidebar up", "width", "width huge"] {
            guard case .failure(let error) = Command.parse(bad) else {
                Issue.record("'\(bad)' parsed")
                continue
            }
            #expect(!error.message.isEmpty)
        }
    }

    @Test("select, push, a sheet and back in both widths: the same state drawn side by side or as one stack")
    func splitSession() async throws {
        let input = """
            lists
            signin
            save ada
            select Home
            lists
            select Home
            select Home
            sidebar hide
            todo 1
            width regular
            back
            todo 2
            new
            select Work
            sidebar hide
            width compact
            save Water the plants
            width compact
            back
            back
            back
            width regular
            sidebar hide
            sidebar hide
            select Work
            sidebar show
            back
            select Home
            """
        let run = try await DemoProcess.run([], input: input + "\n")
        #expect(run.status == 0)
        #expect(
            run.errors == [
                "error: lists works once signed in; signin first",
                "error: select works in the lists' split view; lists opens it",
                "error: Home is selected already",
                "error: the sidebar shows and hides beside the detail; width regular first",
                "error: the new-todo form is open over the lists; save, cancel or go back first",
                "error: the new-todo form is open over the lists; save, cancel or go back first",
                "error: the width is compact already",
                "error: the sidebar is hidden already",
                "error: select works in the lists' split view; lists opens it",
            ])
        #expect(
            run.changes.map(\.cause) == [
                "initial", "present", "finish", "root", "present", "column", "push", "user", "push", "present",
                "finish", "push", "user", "user", "user", "user", "column", "user", "user",
            ])
        for expected in [
            #"└─ fullScreenCover lists ▸ ListsSplit (split) · columns sidebar, detail (empty) · nothing selected"#,
            #"▸ ListsSplit (split) · columns sidebar, detail · selected "Home""#,
            "push todo(1) “Buy milk” · zoom from todo[1]  ◀ on screen",
            // Side by side: the sidebar with its lists, the detail's stack.
            "┌ ListsSplit · regular width: columns side by side",
            "│ sidebar  │ detail",
            "│   ● Home │ todo(1) “Buy milk”  ◀",
            // The sheet over the split, then as one stack.
            "sheet new-todo · medium height ▸ NewTodoCoordinator",
            "┌ ListsSplit · compact width: one stack",
            "│ detail  todo(3) “Water the plants”  ◀",
            "route(to: \\.create) returned done(#3 “Water the plants”)",
            // Back in the one stack: a pop, then out of the detail (which deselects).
            "receive(popped(to:",
            "receive(dismissed(",
            #"▸ ListsSplit (split) · columns sidebar (hidden), detail (empty) · nothing selected"#,
            "receive(showedColumns([detail], of:",
            "└ width compact draws them as one stack; hidden: sidebar",
        ] {
            #expect(run.stdout.contains(expected), "missing: \(expected)")
        }
        // Back at the bottom of the split leaves it: the tabs are on screen again.
        let last = try #require(run.lines.lastIndex { $0.hasPrefix("── change ") })
        #expect(run.lines[last...].contains { $0.hasSuffix("◀ on screen") && $0.contains("root list") })
    }

    @Test("a link lands in the split's detail in one change: the split opened, the list selected, the todo pushed")
    func linkIntoTheDetail() async throws {
        let input = """
            signin
            save ada
            open todos://lists/Work/todo/2
            open todos://lists/Nowhere/todo/1
            open todos://lists/Home/todo/9
            todo 1
            open todos://lists/Home/todo/2
            """
        let run = try await DemoProcess.run([], input: input + "\n")
        #expect(run.status == 0)
        #expect(run.changes.map(\.cause) == ["initial", "present", "finish", "root", "deepLink", "push", "deepLink"])
        #expect(run.errors.count == 2)
        #expect(run.errors.first?.hasPrefix("error: cannot open todos://lists/Nowhere/todo/1: ") == true)
        #expect(run.errors.last == "error: cannot open todos://lists/Home/todo/9: there is no todo #9")
        for expected in [
            "opened todos://lists/Work/todo/2 with the link “lists/:list/todo/:id”, as one change",
            #"▸ ListsSplit (split) · columns sidebar, detail · selected "Work""#,
            #"▸ ListsSplit (split) · columns sidebar, detail · selected "Home""#,
            "└─ push todo(2) “Call the plumber” · zoom from todo[2]  ◀ on screen",
        ] {
            #expect(run.stdout.contains(expected), "missing: \(expected)")
        }
        // The second link reuses the open split: one cover, the Home list at todo #2.
        let last = try #require(run.lines.lastIndex { $0.hasPrefix("── change 6") })
        #expect(run.lines[last...].filter { $0.contains("fullScreenCover lists") }.count == 1)
        #expect(!run.lines[last...].contains { $0.contains("todo(1)") })
    }

    @Test("with --jsonl, the split and the width change print nothing but changes on standard output")
    func jsonLines() async throws {
        let input = "signin\nsave ada\nlists\nselect Home\nwidth regular\nsidebar hide\nwidth compact\n"
        let run = try await DemoProcess.run(["--jsonl"], input: input)
        #expect(run.status == 0)
        let lines = run.lines.filter { !$0.isEmpty }
        let changes = try lines.map { try JSONDecoder().decode(NavigationChange.self, from: Data($0.utf8)) }
        #expect(changes.map(\.cause) == [.initial, .present, .finish, .root, .present, .column, .user])
        #expect(changes.last?.snapshot.entries.last?.child?.split?.visibleColumns == [.detail])
        #expect(run.stderr.contains("width regular: a split's columns side by side"))
    }

    @Test("help lists the split's commands")
    func help() async throws {
        let run = try await DemoProcess.run([], input: "help\n")
        for command in ["lists", "select <list>", "sidebar <hide|show>", "width <size>"] {
            #expect(run.lines.contains { $0.hasPrefix("  \(command) ") }, "missing: \(command)")
        }
    }
}
