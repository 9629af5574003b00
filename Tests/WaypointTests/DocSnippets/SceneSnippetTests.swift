import Testing
import Waypoint

/// The article "Several windows" does what it says.
@Suite("Several windows article")
@MainActor
struct SceneSnippetTests {
    @Test("windows connect, a link lands where message 42 is shown, a notification in the active one, settings move")
    func article() async throws {
        let app = DocModel.MailApp()
        let first = try #require(try DocModel.scenesLife(app, "first")).scene
        try app.scenes.setActivity(.foregroundActive, of: first)
        let second = try #require(try DocModel.scenesLife(app, "second")).scene
        try app.scenes.root(of: first).showMessage(42)
        // A link opened in the second window goes to the first, which shows message 42.
        #expect(try DocModel.scenesLink(app, from: second) == SceneLanding(scene: first, choice: .showing))
        #expect(try app.scenes.root(of: second).navigation.snapshot.routes == ["mailboxes"])
        // A notification for another message goes to the active window.
        #expect(try DocModel.scenesNotification(app, id: 7) == SceneLanding(scene: first, choice: .active))
        #expect(try app.scenes.root(of: first).navigation.snapshot.entries.last?.input == "7")
        // Saved and connected again after a relaunch: the same place.
        let relaunched = DocModel.MailApp()
        let saved = try app.scenes.restoration(of: first).encoded()
        let window = try relaunched.scenes.connect(first, restoring: saved)
        #expect(window.restorationError == nil)
        #expect(window.root.navigation.snapshot.routes == ["mailboxes", "message"])
        // Settings asked for from the second window open there.
        let settings = Task { try await DocModel.scenesSettings(app, from: second) }
        while try app.scenes.root(of: second).navigation.firstShown(\.settings) == nil { await Task.yield() }
        try app.scenes.root(of: second).navigation.firstShown(\.settings)?.child.finish(.done(true))
        #expect(try await settings.value)
    }
}
