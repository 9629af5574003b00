import Foundation
import Testing
import Waypoint
import WaypointTesting

/// Issue 39's scenarios, written as users of Director's scene directors and of
/// SwiftUI's `WindowGroup` would write them, played on windows drawn by
/// `HeadlessFrontEnd` and by `FakeUIKit`.
@Suite("Several windows")
@MainActor
struct MultiWindowScenarioTests {
    typealias Headless = FakeWindows<MailWindow, HeadlessFrontEnd>
    typealias UIKitLike = FakeWindows<MailWindow, FakeUIKit>

    func headless() -> Headless { FakeWindows(root: { _ in MailWindow() }, window: { HeadlessFrontEnd($0) }) }
    func uikit() -> UIKitLike { FakeWindows(root: { _ in MailWindow() }, window: { FakeUIKit($0) }) }

    func routes(_ scenes: AppScenes<MailWindow>, _ scene: SceneID) throws -> [String] {
        try scenes.root(of: scene).navigation.snapshot.routes
    }

    @Test("a window's data read back into another window is refused; that window starts fresh")
    func dataOfAnotherScene() throws {
        let system = headless()
        let first = try system.open()
        let second = try system.open()
        try system.scenes.root(of: first).showMessage(9)
        let firstData = try system.scenes.restoration(of: first).encoded()
        try system.relaunch { scene, data in scene == second ? firstData : data }
        #expect(try routes(system.scenes, second) == ["mailboxes"])
        #expect(system.restorationErrors[second] == SceneError(.otherScene, scene: second, "", restorationScene: first))
        #expect(try routes(system.scenes, first) == ["mailboxes", "mailbox", "message"])
    }

    @Test("data of another format restores nothing and says so")
    func dataOfAnotherFormat() throws {
        let scenes = AppScenes { _ in MailWindow() }
        let window = SceneID.unique()
        let data = Data(#"{"scene":"\#(window)","state":{"format":1,"root":{}}}"#.utf8)
        let connection = try scenes.connect(window, restoring: data)
        #expect(connection.restorationError?.restorationError?.code == .incompatibleFormat)
        #expect(try scenes.root(of: window).navigation.snapshot.routes == ["mailboxes"])
    }

    @Test("a link for a message no window shows lands where it was opened")
    func linkToItsOrigin() throws {
        let system = uikit()
        let first = try system.open()
        let second = try system.open()
        let landing = try system.scenes.open(
            "mail://message/5",
            with: mailLinks,
            showing: SceneTarget(route: "message", 5),
            from: first
        )
        #expect(landing == SceneLanding(scene: first, choice: .origin))
        #expect(try routes(system.scenes, first) == ["mailboxes", "mailbox", "message"])
        #expect(try routes(system.scenes, second) == ["mailboxes"])
        let window = try #require(system.window(first))
        window.sync()
        window.finishAnimations()
        #expect(window.stack(of: nil)?.count == 3)
        #expect(window.expectShowsCurrentState())
    }

    @Test("a notification while every window is still coming to the foreground lands in the most recent one")
    func notificationWithNoKeyWindow() throws {
        let system = headless()
        let first = try system.open()
        let second = try system.open()
        try system.scenes.setActivity(.foregroundInactive, of: first)
        try system.scenes.setActivity(.foregroundInactive, of: second)
        let landing = try system.scenes.open(showing: SceneTarget(route: "message", 8)) { window in
            try window.showMessage(8)
        }
        #expect(landing == SceneLanding(scene: second, choice: .active))
        #expect(try routes(system.scenes, second) == ["mailboxes", "mailbox", "message"])
        #expect(system.followRequests() == [SceneRequest(.activate, scene: second)])
    }

    @Test("a link at a cold launch, before any window or listener, opens a new window with it")
    func coldLaunchLink() async throws {
        let scenes = AppScenes { _ in MailWindow() }
        let landing = try scenes.open("mail://message/2", with: mailLinks, showing: SceneTarget(route: "message", 2))
        #expect(landing.choice == .newScene)
        #expect(try scenes.activity(of: landing.scene) == .unattached)
        #expect(try scenes.root(of: landing.scene).navigation.snapshot.routes == ["mailboxes", "mailbox", "message"])
        // The front end starts listening later, and still gets the request.
        var requests = scenes.requests().makeAsyncIterator()
        #expect(await requests.next() == SceneRequest(.open, scene: landing.scene))
        // Its window connects to the tree made for the link.
        let connection = try scenes.connect(landing.scene)
        #expect(connection.isResumed)
        #expect(connection.root.navigation.snapshot.routes == ["mailboxes", "mailbox", "message"])
    }

    @Test("a link that fails makes no window, asks for none, and changes nothing")
    func failingLinkChangesNothing() throws {
        let system = headless()
        let first = try system.open()
        #expect(throws: SceneError.self) {
            try system.scenes.open("mail://nowhere", with: mailLinks, from: first)
        }
        // A step that fails in a new window: the window is taken back.
        do {
            try system.scenes.open(showing: nil, rule: SceneRule(.newScene)) {
                (window: MailWindow) throws(NavigationError) in
                try window.show(\.mailbox, "Inbox")
                throw NavigationError(.unavailable, "no such mailbox")
            }
            Issue.record("the step's failure was not thrown")
        } catch {
            #expect(error.code == .stepFailed)
            #expect(error.navigationError?.code == .unavailable)
        }
        #expect(system.scenes.ids == [first])
        #expect(system.followRequests().isEmpty)
        #expect(try routes(system.scenes, first) == ["mailboxes"])
    }

    @Test("an unknown scene id is refused with a typed error, and nothing changes")
    func unknownScene() throws {
        let system = headless()
        let first = try system.open()
        let stranger = SceneID.unique()
        let unknown = SceneError(.unknownScene, scene: stranger, "")
        #expect(throws: unknown) { try system.scenes.root(of: stranger) }
        #expect(throws: unknown) { try system.scenes.setActivity(.background, of: stranger) }
        #expect(throws: unknown) { try system.scenes.discard(stranger) }
        #expect(throws: unknown) { try system.scenes.restoration(of: stranger) }
        #expect(throws: unknown) { try system.scenes.open("mail://message/1", with: mailLinks, from: stranger) }
        #expect(throws: SceneError(.alreadyConnected, scene: first, "")) { try system.scenes.connect(first) }
        #expect(throws: SceneError(.invalidActivity, scene: first, "")) {
            try system.scenes.setActivity(.unattached, of: first)
        }
        #expect(system.scenes.ids == [first])
        #expect(try system.scenes.activity(of: first) == .foregroundActive)
        #expect(SceneID(rawValue: "") == nil)
        #expect(SceneID(rawValue: String(repeating: "x", count: SceneID.maxLength + 1)) == nil)
    }

    @Test("settings asked for again from the window that shows them are awaited there, not shown twice")
    func settingsAskedTwiceInOneWindow() async throws {
        let system = headless()
        let first = try system.open()
        let asked = Task { try await system.scenes.route(to: \.settings, from: first) }
        try await waitUntil { (try? self.routes(system.scenes, first)) == ["mailboxes", "settings"] }
        let again = Task { try await system.scenes.route(to: \.settings, from: first) }
        await Task.yield()
        #expect(try routes(system.scenes, first) == ["mailboxes", "settings"])
        try system.scenes.root(of: first).navigation.firstShown(\.settings)?.child.finish(.done(false))
        #expect(try await asked.value == .done(false))
        #expect(try await again.value == .done(false))
    }

    @Test("with focusExisting, the window showing settings is brought forward instead")
    func settingsFocusTheirWindow() async throws {
        let system = headless()
        let first = try system.open()
        let second = try system.open()
        let inFirst = Task { try await system.scenes.route(to: \.settings, from: first) }
        try await waitUntil { (try? self.routes(system.scenes, first)) == ["mailboxes", "settings"] }
        try system.scenes.setActivity(.background, of: first)
        let fromSecond = Task {
            try await system.scenes.route(to: \.settings, from: second, placement: .focusExisting)
        }
        try await waitUntil { system.followRequests() == [SceneRequest(.activate, scene: first)] }
        #expect(try routes(system.scenes, second) == ["mailboxes"])
        try system.scenes.root(of: first).navigation.firstShown(\.settings)?.child.finish(.done(true))
        #expect(try await inFirst.value == .done(true))
        #expect(try await fromSecond.value == .done(true))
    }

    @Test("a guarded app-wide flow is never moved: its window is brought forward")
    func guardedFlowStays() async throws {
        let system = headless()
        let first = try system.open()
        let second = try system.open()
        let inFirst = Task { try await system.scenes.route(to: \.draft, from: first) }
        try await waitUntil { (try? self.routes(system.scenes, first)) == ["mailboxes", "draft"] }
        let fromSecond = Task { try await system.scenes.route(to: \.draft, from: second) }
        try await waitUntil { system.followRequests() == [SceneRequest(.activate, scene: first)] }
        #expect(try routes(system.scenes, first) == ["mailboxes", "draft"])
        #expect(try routes(system.scenes, second) == ["mailboxes"])
        try system.scenes.root(of: first).navigation.firstShown(\.draft)?.child.finish(.done("hi"))
        #expect(try await inFirst.value == .done("hi"))
        #expect(try await fromSecond.value == .done("hi"))
    }

    @Test("the scenes' changes: made, connected, activity, disconnected, discarded, in order")
    func changesInOrder() async throws {
        let system = headless()
        var changes = system.scenes.changes().makeAsyncIterator()
        #expect(await changes.next()?.event == .initial)
        let first = try system.open()
        #expect(
            await changes.next()
                == ScenesChange(
                    event: .connected, scene: first, scenes: [.init(id: first, activity: .foregroundInactive)]))
        #expect(await changes.next()?.scenes == [.init(id: first, activity: .foregroundActive)])
        try system.disconnect(first)
        #expect(
            await changes.next()
                == ScenesChange(event: .disconnected, scene: first, scenes: [.init(id: first, activity: .unattached)]))
        // Reconnected, the window finds its live tree.
        try system.scenes.root(of: first).showMessage(4)
        let connection = try system.scenes.connect(first)
        #expect(connection.isResumed)
        #expect(connection.root.navigation.snapshot.routes == ["mailboxes", "mailbox", "message"])
        #expect(await changes.next()?.event == .connected)
        try system.scenes.discard(first)
        #expect(await changes.next() == ScenesChange(event: .discarded, scene: first, scenes: []))
    }

    @Test("each request goes to one stream, the newest still read; when it goes, the next newest")
    func requestsGoToOneStream() async throws {
        let scenes = AppScenes { _ in MailWindow() }
        let first = try scenes.connect(.unique(), activity: .foregroundActive).scene
        var older = scenes.requests().makeAsyncIterator()
        var newer: AsyncStream<SceneRequest>.Iterator? = scenes.requests().makeAsyncIterator()
        let landing = try scenes.open("mail://message/1", with: mailLinks, rule: SceneRule(.newScene))
        #expect(await newer?.next() == SceneRequest(.open, scene: landing.scene))
        // The newer stream's reader goes: the older one gets the next request.
        newer = nil
        try scenes.discard(first)
        #expect(await older.next() == SceneRequest(.close, scene: first))
    }

    @Test("a front end that cannot open windows never gets a scene made for one")
    func noNewWindowOnAPhone() throws {
        let scenes = AppScenes { _ in MailWindow() }
        scenes.opensWindows = false  // an iPhone
        #expect(throws: SceneError(.noScene, scene: nil, "")) {
            try scenes.open("mail://message/1", with: mailLinks, rule: SceneRule(.showing, .newScene))
        }
        #expect(scenes.ids.isEmpty)
        #expect(scenes.takeWaitingRequests().isEmpty)
        let phone = try scenes.connect(.unique(), activity: .foregroundActive).scene
        let landing = try scenes.open("mail://message/1", with: mailLinks)
        #expect(landing == SceneLanding(scene: phone, choice: .active))
        #expect(scenes.ids == [phone])
    }

    @Test("an app-wide flow is not moved by a cancelled task, nor with a guarded screen stacked on it")
    func appWideMovesNothingItShouldNot() async throws {
        let system = FakeWindows(root: { _ in MailWindow() }, window: { HeadlessFrontEnd($0) })
        let first = try system.open()
        let second = try system.open()
        let inFirst = Task { try await system.scenes.route(to: \.settings, from: first) }
        try await waitUntil {
            (try? system.scenes.root(of: first).navigation.snapshot.routes) == ["mailboxes", "settings"]
        }
        // A task cancelled before it asks moves nothing.
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await system.scenes.route(to: \.settings, from: second)
        }
        #expect(try await cancelled.value == .cancel(.taskCancelled))
        #expect(try system.scenes.root(of: first).navigation.snapshot.routes == ["mailboxes", "settings"])
        #expect(try system.scenes.root(of: second).navigation.snapshot.routes == ["mailboxes"])
        // A guarded draft stacked on the settings: the settings stay, their window comes forward.
        let draft = Task { try await system.scenes.root(of: first).route(to: \.draft) }
        try await waitUntil {
            (try? system.scenes.root(of: first).navigation.snapshot.routes) == ["mailboxes", "settings", "draft"]
        }
        _ = system.followRequests()
        try system.background(first)
        let fromSecond = Task { try await system.scenes.route(to: \.settings, from: second) }
        try await waitUntil { system.followRequests() == [SceneRequest(.activate, scene: first)] }
        #expect(try system.scenes.root(of: first).navigation.snapshot.routes == ["mailboxes", "settings", "draft"])
        #expect(try system.scenes.root(of: second).navigation.snapshot.routes == ["mailboxes"])
        try system.scenes.root(of: first).navigation.firstShown(\.draft)?.child.finish(.done("sent"))
        #expect(try await draft.value == .done("sent"))
        try system.scenes.root(of: first).navigation.firstShown(\.settings)?.child.finish(.done(false))
        #expect(try await inFirst.value == .done(false))
        #expect(try await fromSecond.value == .done(false))
    }

    /// Waits, turn by turn, until a condition holds.
    func waitUntil(_ condition: () throws -> Bool) async throws {
        for _ in 0..<1_000 {
            if try condition() { return }
            await Task.yield()
        }
        Issue.record("the condition never held")
    }
}
