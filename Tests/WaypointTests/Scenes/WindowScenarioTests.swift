import Foundation
import Testing
import Waypoint
import WaypointTesting

/// What a scenario asks of a window's front end, whichever draws it.
@MainActor
protocol ScenarioWindow: AnyObject {
    /// Takes in every change, finishes what animates, and says whether the
    /// window shows the tree as it is now, breaking no rule.
    func showsCurrentState(of root: MailWindow) async -> Bool
    /// The user swipes back; whether the front end took the gesture.
    func userSwipesBack() async -> Bool
}

extension HeadlessFrontEnd: ScenarioWindow {
    func showsCurrentState(of root: MailWindow) async -> Bool {
        await settle()
        return snapshot == root.navigation.snapshot
    }

    func userSwipesBack() async -> Bool { await swipeBack() == .applied }
}

extension FakeUIKit: ScenarioWindow {
    func showsCurrentState(of root: MailWindow) async -> Bool {
        sync()
        finishAnimations()
        sync()
        return expectShowsCurrentState() && breaches.isEmpty
    }

    func userSwipesBack() async -> Bool {
        let taken = swipeBack()
        finishAnimations()
        sync()
        return taken
    }
}

/// The front end that draws each window of a scenario.
enum WindowKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case headless, uikit
    var testDescription: String { self == .headless ? "HeadlessFrontEnd" : "FakeUIKit" }
}

/// Issue 39's "done when" scenarios, written as users of Director's scene
/// directors and of SwiftUI's `WindowGroup` would write them, each played on
/// windows drawn by `HeadlessFrontEnd` and by `FakeUIKit`.
@Suite("Several windows, on each front end")
@MainActor
struct WindowScenarioTests {
    /// Runs a scenario on windows drawn by the kind's front end.
    func play(
        _ kind: WindowKind,
        _ scenario: (FakeWindows<MailWindow, any ScenarioWindow>) async throws -> Void
    ) async throws {
        switch kind {
        case .headless:
            try await scenario(FakeWindows(root: { _ in MailWindow() }, window: { HeadlessFrontEnd($0) }))
        case .uikit:
            try await scenario(FakeWindows(root: { _ in MailWindow() }, window: { FakeUIKit($0) }))
        }
    }

    func routes(_ system: FakeWindows<MailWindow, any ScenarioWindow>, _ scene: SceneID) throws -> [String] {
        try system.scenes.root(of: scene).navigation.snapshot.routes
    }

    /// Every window on screen draws its own scene's tree as it is now.
    func expectDrawn(_ system: FakeWindows<MailWindow, any ScenarioWindow>) async throws {
        for scene in system.scenes.ids {
            guard let window = system.window(scene) else { continue }
            #expect(await window.showsCurrentState(of: try system.scenes.root(of: scene)), "window \(scene)")
        }
    }

    @Test("two windows, each deep in its own stack, move alone", .flowChecked, arguments: WindowKind.allCases)
    func twoWindows(_ kind: WindowKind) async throws {
        try await play(kind) { system in
            let first = try system.open()
            let second = try system.open()
            #expect(try system.scenes.root(of: first) !== system.scenes.root(of: second))
            try system.scenes.root(of: first).showMessage(1)
            try system.scenes.root(of: second).show(\.mailbox, "Archive")
            try await expectDrawn(system)
            // The user swipes back in the second window: the first stays where it is.
            #expect(try await #require(system.window(second)).userSwipesBack())
            #expect(try routes(system, second) == ["mailboxes"])
            #expect(try routes(system, first) == ["mailboxes", "mailbox", "message"])
            try await expectDrawn(system)
        }
    }

    @Test(
        "a window closed mid-flow ends its flows once, as discarded, and releases its tree",
        .flowChecked,
        arguments: WindowKind.allCases
    )
    func windowDiscardedMidFlow(_ kind: WindowKind) async throws {
        try await play(kind) { system in
            let first = try system.open()
            let second = try system.open()
            weak let closedRoot = try system.scenes.root(of: second)
            weak let closedWindow = system.window(second)
            let composing = Task { try await system.scenes.root(of: second).route(to: \.compose) }
            try await waitUntil { (try? routes(system, second)) == ["mailboxes", "compose"] }
            try system.scenes.root(of: second).navigation.firstShown(\.compose)?.child.show(\.attachments)
            try await expectDrawn(system)
            try system.scenes.root(of: first).showMessage(3)
            try system.close(second)
            #expect(try await composing.value == .cancel(.sceneDiscarded))
            #expect(closedRoot == nil)
            #expect(closedWindow == nil)
            #expect(system.scenes.ids == [first])
            #expect(system.scenes.isDiscarded(second))
            #expect(try routes(system, first) == ["mailboxes", "mailbox", "message"])
            try await expectDrawn(system)
        }
    }

    @Test("three windows restored, one corrupt: that one starts fresh and says why", arguments: WindowKind.allCases)
    func threeWindowsRestoredOneCorrupt(_ kind: WindowKind) async throws {
        try await play(kind) { system in
            let first = try system.open()
            let second = try system.open()
            let third = try system.open()
            try system.scenes.root(of: first).showMessage(1)
            try system.scenes.root(of: second).show(\.mailbox, "Work")
            _ = try system.scenes.root(of: third).show(\.settings)
            try system.relaunch { scene, data in scene == second ? Data("{not json".utf8) : data }
            #expect(system.scenes.ids == [first, second, third])
            #expect(try routes(system, first) == ["mailboxes", "mailbox", "message"])
            #expect(try routes(system, second) == ["mailboxes"])
            #expect(try routes(system, third) == ["mailboxes", "settings"])
            let error = try #require(system.restorationErrors[second])
            #expect(error.code == .restorationFailed)
            #expect(error.restorationError?.code == .corruptData)
            #expect(system.restorationErrors.count == 1)
            try await expectDrawn(system)
        }
    }

    @Test(
        "a link for a message another window shows goes to that window, brought forward, not duplicated",
        arguments: WindowKind.allCases
    )
    func linkToTheWindowShowingIt(_ kind: WindowKind) async throws {
        try await play(kind) { system in
            let first = try system.open()
            let second = try system.open()
            try system.scenes.root(of: first).showMessage(42)
            try system.scenes.root(of: first).show(\.mailbox, "Drafts")  // 42 is below, still shown by the window
            try system.background(first)
            let landing = try system.scenes.open(
                "mail://message/42",
                with: mailLinks,
                showing: SceneTarget(route: "message", 42),
                from: second
            )
            #expect(landing == SceneLanding(scene: first, choice: .showing))
            #expect(system.followRequests() == [SceneRequest(.activate, scene: first)])
            #expect(try system.scenes.activity(of: first) == .foregroundActive)
            #expect(try routes(system, first) == ["mailboxes", "mailbox", "message"])
            #expect(try routes(system, second) == ["mailboxes"])
            try await expectDrawn(system)
        }
    }

    @Test(
        "a notification for a message no window shows lands in the window the user works in",
        arguments: WindowKind.allCases)
    func notificationToTheActiveWindow(_ kind: WindowKind) async throws {
        try await play(kind) { system in
            let first = try system.open()
            let second = try system.open()
            try system.background(second)  // the user works in the first window
            let landing = try system.scenes.open(showing: SceneTarget(route: "message", 8)) { window in
                try window.showMessage(8)
            }
            #expect(landing == SceneLanding(scene: first, choice: .active))
            #expect(system.followRequests() == [SceneRequest(.activate, scene: first)])
            #expect(try routes(system, first) == ["mailboxes", "mailbox", "message"])
            #expect(try routes(system, second) == ["mailboxes"])
            try await expectDrawn(system)
        }
    }

    @Test("settings asked for from the second window move there", arguments: WindowKind.allCases)
    func settingsMoveToTheAskingWindow(_ kind: WindowKind) async throws {
        try await play(kind) { system in
            let first = try system.open()
            let second = try system.open()
            let inFirst = Task { try await system.scenes.route(to: \.settings, from: first) }
            try await waitUntil { (try? routes(system, first)) == ["mailboxes", "settings"] }
            try await expectDrawn(system)
            let inSecond = Task { try await system.scenes.route(to: \.settings, from: second) }
            try await waitUntil { (try? routes(system, second)) == ["mailboxes", "settings"] }
            #expect(try await inFirst.value == .cancel(.movedToAnotherScene))
            #expect(try routes(system, first) == ["mailboxes"])
            try await expectDrawn(system)
            try system.scenes.root(of: second).navigation.firstShown(\.settings)?.child.finish(.done(true))
            #expect(try await inSecond.value == .done(true))
            try await expectDrawn(system)
        }
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
