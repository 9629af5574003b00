import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The UI-free half of the scene-delegate front end, played as UIKit plays a
/// Director-style app's sessions, with a `FakeUIKit` per window.
@Suite("Scene sessions (the scene-delegate front end)")
@MainActor
struct SceneSessionsTests {
    @Test("a cold launch's activity, link and notification are each opened once the window's tree exists")
    func coldLaunchArrivals() throws {
        let system = SceneSystem()
        let options = SceneConnectionOptions(
            links: [SceneArrival(link: "reader://message/7")],
            activities: [SceneUserActivity(type: "NSUserActivityTypeBrowsingWeb", link: "reader://message/3")],
            notification: SceneArrival(link: "reader://settings", targetIdentifier: "settings")
        )
        let window = try system.newWindow(options)
        let connection = try #require(system.connections[window])
        #expect(connection.errors.isEmpty)
        #expect(connection.landings.map(\.choice) == [.origin, .origin, .origin])
        #expect(connection.landings.allSatisfy { $0.scene == connection.scene })
        // The activity first, then the link (which pops back to the inbox), then the notification.
        // The message's link popped back first: one message, 7, and settings above it.
        #expect(try system.routes(window) == ["inbox", "message", "settings"])
        #expect(try system.root(window).navigation.snapshot.entries.map(\.input) == [nil, "7", nil])
        #expect(system.windows[window]?.breaches == [])
    }

    @Test("a window opened for a request shows the scene made for it, and keeps it across relaunch")
    func windowOpenedForARequest() throws {
        let system = SceneSystem()
        let first = try system.newWindow()
        let landing = try system.scenes.open(
            "reader://message/42", with: readerLinks, from: nil, rule: SceneRule(.newScene))
        try system.followRequests()
        #expect(system.commands == [SceneSessionCommand(.activate, session: nil, scene: landing.scene)])
        let second = try #require(system.open.last?.id)
        #expect(second != first)
        let connection = try #require(system.connections[second])
        #expect(connection.scene == landing.scene)
        #expect(connection.connection.isResumed)
        #expect(try system.routes(second) == ["inbox", "message"])
        #expect(system.session(second)?.storedScene == landing.scene.rawValue)

        try system.relaunch()
        #expect(system.sessions.connected[second] == landing.scene)
        #expect(try system.routes(second) == ["inbox", "message"])
        #expect(try system.routes(first) == ["inbox"])
    }

    @Test("three windows restored from their own sessions, one corrupt: that one starts fresh and says why")
    func restoredPerSession() throws {
        let system = SceneSystem()
        let a = try system.newWindow()
        let b = try system.newWindow()
        let c = try system.newWindow()
        try system.root(a).showMessage(1)
        try system.root(b).showMessage(2)
        _ = try system.root(c).show(\.settings)
        try system.relaunch { id, data in id == b ? Data("{".utf8) : data }
        #expect(try system.routes(a) == ["inbox", "message"])
        #expect(try system.root(a).navigation.snapshot.entries.last?.input == "1")
        #expect(try system.routes(b) == ["inbox"])
        #expect(system.connections[b]?.connection.restorationError?.code == .restorationFailed)
        #expect(system.connections[a]?.connection.restorationError == nil)
        #expect(try system.root(c).navigation.snapshot.description.contains("settings"))
    }

    @Test("a notification for a message another window shows goes there, and that window's session is activated")
    func notificationToTheWindowShowingIt() throws {
        let system = SceneSystem()
        let first = try system.newWindow()
        let second = try system.newWindow()
        try system.root(first).showMessage(42)
        let arrival = SceneArrival(link: "reader://message/42", targetIdentifier: "message(42)")
        let landing = try system.sessions.open(arrival, from: second)
        #expect(landing.choice == .showing)
        #expect(landing.scene == system.sessions.connected[first])
        try system.followRequests()
        #expect(system.commands.map(\.session) == [first])
        #expect(system.commands.map(\.action) == [.activate])
        #expect(try system.routes(second) == ["inbox"])
        #expect(system.windows.values.allSatisfy { $0.breaches.isEmpty })
    }

    @Test(
        "a request to activate a disconnected window's scene activates its session, which reconnects to the live tree")
    func activateADisconnectedSession() throws {
        let system = SceneSystem()
        let first = try system.newWindow()
        let second = try system.newWindow()
        try system.root(first).showMessage(5)
        try system.background(first)
        system.disconnect(first)
        let landing = try system.sessions.open(
            SceneArrival(link: "reader://message/5", targetIdentifier: "message(5)"), from: second)
        #expect(landing.choice == .showing)
        try system.followRequests()
        #expect(system.commands == [SceneSessionCommand(.activate, session: first, scene: landing.scene)])
        #expect(system.connections[first]?.connection.isResumed == true)
        #expect(system.windows[first] != nil)
    }

    @Test(
        "closing a window discards its scene: its flows end once, as discarded; a closed scene's session is destroyed")
    func discardAndClose() async throws {
        let system = SceneSystem()
        let first = try system.newWindow()
        let second = try system.newWindow()
        let settings = try system.root(first).show(\.settings)
        let scene = try #require(system.sessions.connected[first])
        system.close(first)
        #expect(await settings.result() == .cancel(.sceneDiscarded))
        #expect(system.scenes.isDiscarded(scene))

        // The app closes the second window itself (a room the user left).
        let other = try #require(system.sessions.connected[second])
        try system.scenes.discard(other)
        try system.followRequests()
        #expect(system.commands == [SceneSessionCommand(.destroy, session: second, scene: other)])
        #expect(system.open.isEmpty)
        // Nothing to destroy for a scene no session shows.
        #expect(system.sessions.command(for: SceneRequest(.close, scene: .unique()), openSessions: []) == nil)
    }

    @Test("a session whose scene was discarded gets a new scene, and says why")
    func discardedSceneGetsANewOne() throws {
        let system = SceneSystem()
        let window = try system.newWindow()
        let scene = try #require(system.sessions.connected[window])
        system.disconnect(window)
        try system.scenes.discard(scene)
        try system.connect(window)
        let connection = try #require(system.connections[window])
        #expect(connection.scene != scene)
        #expect(connection.errors.map(\.code) == [.discardedScene])
        #expect(system.session(window)?.storedScene == connection.scene.rawValue)
    }

    @Test("without links an arrival fails with a typed error; the window still connects")
    func arrivalWithoutLinks() throws {
        let system = SceneSystem(links: nil)
        let window = try system.newWindow(SceneConnectionOptions(links: [SceneArrival(link: "reader://message/1")]))
        #expect(system.connections[window]?.errors.map(\.code) == [.linkFailed])
        #expect(try system.routes(window) == ["inbox"])
    }

    @Test("a link that does not parse fails alone; the arrivals after it still open")
    func badArrivalDoesNotStopTheOthers() throws {
        let system = SceneSystem()
        let options = SceneConnectionOptions(
            links: [SceneArrival(link: "reader://nowhere"), SceneArrival(link: "reader://message/9")])
        let window = try system.newWindow(options)
        #expect(system.connections[window]?.errors.map(\.code) == [.linkFailed])
        #expect(system.connections[window]?.landings.count == 1)
        #expect(try system.routes(window) == ["inbox", "message"])
    }

    @Test("which scene a session shows: a request's activity, else the stored id, else the persistent identifier")
    func sceneOfASession() throws {
        #expect(SceneSession(persistentIdentifier: "S1").scene == SceneID(rawValue: "S1"))
        #expect(SceneSession(persistentIdentifier: "S1", storedScene: "A").scene == SceneID(rawValue: "A"))
        #expect(SceneSession(persistentIdentifier: "", storedScene: nil).scene == nil)
        let sessions = SceneSessions(AppScenes { _ in ReaderWindow() })
        let other = SceneUserActivity(type: "other", scene: "B")
        let ours = SceneUserActivity(type: sessions.activityType, scene: "C")
        let connection = try sessions.connect(
            SceneSession(persistentIdentifier: "S1", storedScene: "A"),
            options: SceneConnectionOptions(activities: [other, ours]),
            restoring: nil
        )
        #expect(connection.scene == SceneID(rawValue: "C"))
        #expect(SceneUserActivity(type: "t").arrival == nil)
        #expect(SceneArrival(link: "x", targetIdentifier: "message(").target == nil)
    }

    @Test("an activity change of a session that is not connected is refused with a typed error")
    func unknownSession() throws {
        let system = SceneSystem()
        #expect(throws: SceneError.self) { try system.sessions.setActivity(.foregroundActive, of: "S9") }
        #expect(system.sessions.restorationData(of: "S9") == nil)
        system.sessions.disconnect("S9")
        #expect(system.sessions.discard([SceneSession(persistentIdentifier: "S9")]).isEmpty)
    }
}
