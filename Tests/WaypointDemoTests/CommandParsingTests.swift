import Testing
import Waypoint

@testable import waypoint_demo

@Suite("Parsing the demo's commands and links", .timeLimit(.minutes(1)))
struct CommandParsingTests {
    @Test("commands parse; blank lines and comments are nothing")
    func commands() throws {
        #expect(try Command.parse("  SAVE   Buy milk  ").get() == .save("Buy milk"))
        #expect(try Command.parse("todo 12").get() == .todo(12))
        #expect(try Command.parse("tab Profile").get() == .tab("Profile"))
        #expect(try Command.parse("open todos://todo/1").get() == .open("todos://todo/1"))
        #expect(try Command.parse("exit").get() == .quit)
        #expect(try Command.parse("window new").get() == .newWindow)
        #expect(try Command.parse("window 2").get() == .window(2))
        #expect(try Command.parse("windows").get() == .windows)
        #expect(try Command.parse("rename").get() == .rename)
        #expect(try Command.parse("type  Buy oat milk ").get() == .type("Buy oat milk"))
        #expect(try Command.parse("type").get() == .type(""))
        #expect(try Command.parse("").get() == nil)
        #expect(try Command.parse("# signin").get() == nil)
    }

    @Test(
        "malformed commands say what is wrong",
        arguments: [
            "frob", "save", "todo 0", "todo one", "back now", "tab a b", "window", "window 0", "windows 2", "rename it",
        ])
    func malformed(line: String) {
        guard case .failure(let error) = Command.parse(line) else {
            Issue.record("'\(line)' parsed")
            return
        }
        #expect(!error.message.isEmpty)
    }

    @Test("a link names the todo it opens, for the window that shows it")
    func targets() {
        #expect(DemoLinks.target(of: "todos://todo/7") == SceneTarget(route: "todo", 7))
        #expect(DemoLinks.target(of: "todos://todo/7/edit") == SceneTarget(route: "todo", 7))
        for other in [
            "todos://list", "todos://profile", "todos://todo/x", "todos://lists/Home/todo/1", "other://todo/1",
        ] {
            #expect(DemoLinks.target(of: other) == nil, "\(other)")
        }
    }

    @Test("todos:// links are matched and parsed before anything changes")
    func links() throws {
        #expect(try DemoLinks.router.parse("todos://list").pattern == "list")
        let todo = try DemoLinks.router.parse("todos://todo/7")
        #expect(todo.pattern == "todo/:id" && todo.value as? Int == 7)
        #expect(try DemoLinks.router.parse("todos://todo/7/edit").pattern == "todo/:id/edit")
        #expect(try DemoLinks.router.parse("todos://profile").pattern == "profile")
        for bad in ["todos://todo", "todos://todo/x", "todos://todo/0", "todos://todo/7/delete", "todos://nowhere"]
            + ["http://list", "list"]
        {
            #expect(throws: DeepLinkError.self, "\(bad)") { try DemoLinks.router.parse(bad) }
        }
    }
}
