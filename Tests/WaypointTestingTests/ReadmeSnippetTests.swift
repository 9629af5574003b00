import Foundation
// The README's "Testing flows" snippet, compiled and run. It uses the types of
// the README's example (Support/ReadmeTypes.swift). `ReadmeSnippetTests` checks
// that the README's copy, between `<!-- README-TESTING-BEGIN -->` and
// `<!-- README-TESTING-END -->`, matches this one word for word.
// README-TESTING-BEGIN
import Testing
import Waypoint
import WaypointTesting

@Test(.flowChecked) @MainActor
func creatingATodoShowsIt() async throws {
    let todos = TodoListCoordinator()
    let recorder = ChangeRecorder(todos)  // every change must be asserted
    let frontEnd = HeadlessFrontEnd(todos)  // a user, without a simulator
    let creating = Task { await todos.route(to: \.create) }
    await recorder.expect(.present, .routes(["list", "create"]))
    try todos.focusFirst(\.create).child.save(Todo(id: 1, title: "Buy milk"))
    #expect(await creating.value == .done(Todo(id: 1, title: "Buy milk")))
    await recorder.expect(.finish, .routes(["list"]))
    try todos.show(\.detail, 1)
    await recorder.expect(.push, .routes(["list", "detail"]))
    #expect(await frontEnd.swipeBack() == .applied)  // the user swipes back
    await recorder.expect(.user, .routes(["list"]))
}
// README-TESTING-END

@Suite("The README's testing snippet")
struct ReadmeSnippetTests {
    @Test("matches the README word for word")
    func matchesReadme() throws {
        let tests = URL(fileURLWithPath: #filePath)
        let root = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let here = try String(contentsOf: tests, encoding: .utf8)
        let copy = try #require(
            here.components(separatedBy: "// README-TESTING-BEGIN\n").dropFirst().first?
                .components(separatedBy: "// README-TESTING-END").first
        )
        let readmeBlock = try #require(
            readme.components(separatedBy: "<!-- README-TESTING-BEGIN -->\n```swift\n").dropFirst().first?
                .components(separatedBy: "```\n<!-- README-TESTING-END -->").first
        )
        #expect(readmeBlock == copy)
    }
}
