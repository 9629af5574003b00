import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reader's window: an inbox, a message, settings as a sheet.
@MainActor
final class ReaderWindow: NavigationCoordinator {
    let stack = RouteStack<ReaderWindow>(root: \.inbox)
    @Root var inbox = makeInbox
    @Route(.push) var message = makeMessage
    @Route(.sheet) var settings = makeSettings

    func makeInbox() -> String { "inbox" }
    func makeMessage(id: Int) -> String { "message \(id)" }
    func makeSettings() -> ReaderSettings { ReaderSettings() }

    func showMessage(_ id: Int) throws(NavigationError) {
        try popToRoot()
        try show(\.message, id)
    }
}

/// Settings: a flow that ends with whether anything changed.
@MainActor
final class ReaderSettings: NavigationCoordinator {
    typealias FlowValue = Bool
    let stack = RouteStack<ReaderSettings>(root: \.form)
    @Root var form = makeForm
    func makeForm() -> String { "settings" }
}

@MainActor
let readerLinks = DeepLinks<ReaderWindow>(scheme: "reader") {
    DeepLink("message/:id") {
        try $0.int("id")
    } apply: { window, id in
        try window.showMessage(id)
    }
    DeepLink("settings") { window in _ = try window.show(\.settings) }
}

/// The system's side of a scene-delegate app, as UIKit plays it, with the
/// binding's part played as `UIKitScenes` plays it: each session has a
/// persistent identifier, a `userInfo` with the scene id, and a restoration
/// activity's data; each connected window is drawn by a `FakeUIKit`.
@MainActor
final class SceneSystem {
    struct Session {
        var storedScene: String?
        var restoration: Data?
    }

    private(set) var sessions: SceneSessions<ReaderWindow>
    /// The open sessions, by persistent identifier, in the order made.
    private(set) var open: [(id: String, session: Session)] = []
    private(set) var windows: [String: FakeUIKit] = [:]
    private(set) var connections: [String: SceneSessionConnection<ReaderWindow>] = [:]
    private(set) var commands: [SceneSessionCommand] = []
    private var nextSession = 1
    private let links: DeepLinks<ReaderWindow>?

    init(links: DeepLinks<ReaderWindow>? = readerLinks) {
        self.links = links
        sessions = SceneSessions(AppScenes { _ in ReaderWindow() }, links: links)
    }

    var scenes: AppScenes<ReaderWindow> { sessions.scenes }

    func session(_ id: String) -> Session? { open.first { $0.id == id }?.session }

    var openSessions: [SceneSession] {
        open.map { SceneSession(persistentIdentifier: $0.id, storedScene: $0.session.storedScene) }
    }

    /// A new session (the user opens a window), connected with `options`.
    @discardableResult
    func newWindow(_ options: SceneConnectionOptions = SceneConnectionOptions()) throws -> String {
        let id = "S\(nextSession)"
        nextSession += 1
        open.append((id, Session()))
        try connect(id, options)
        return id
    }

    /// `scene(_:willConnectTo:options:)`, as the binding handles it.
    func connect(_ id: String, _ options: SceneConnectionOptions = SceneConnectionOptions()) throws {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return }
        let session = SceneSession(persistentIdentifier: id, storedScene: open[index].session.storedScene)
        let connection = try sessions.connect(session, options: options, restoring: open[index].session.restoration)
        open[index].session.storedScene = connection.scene.rawValue
        connections[id] = connection
        windows[id] = FakeUIKit(connection.connection.root)
        try sessions.setActivity(.foregroundActive, of: id)
    }

    /// The window goes to the background: the system asks for its restoration activity.
    func background(_ id: String) throws {
        try sessions.setActivity(.background, of: id)
        save(id)
    }

    func save(_ id: String) {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return }
        open[index].session.restoration = sessions.restorationData(of: id)
    }

    /// The system frees a window in the background.
    func disconnect(_ id: String) {
        save(id)
        sessions.disconnect(id)
        windows[id] = nil
    }

    /// The user closes a window for good: disconnect, then `didDiscardSceneSessions`.
    func close(_ id: String) {
        sessions.disconnect(id)
        windows[id] = nil
        let discarded = openSessions.filter { $0.persistentIdentifier == id }
        open.removeAll { $0.id == id }
        sessions.discard(discarded)
    }

    /// Carries out the scenes' requests as the binding does: a command each,
    /// performed as UIKit would.
    func followRequests() throws {
        for request in scenes.takeWaitingRequests() {
            guard let command = sessions.command(for: request, openSessions: openSessions) else { continue }
            commands.append(command)
            switch command.action {
            case .activate:
                if let id = command.session {
                    if windows[id] == nil {
                        try connect(id)
                    } else {
                        try sessions.setActivity(.foregroundActive, of: id)
                    }
                } else {
                    let activity = SceneUserActivity(type: sessions.activityType, scene: command.scene.rawValue)
                    try newWindow(SceneConnectionOptions(activities: [activity]))
                }
            case .destroy:
                if let id = command.session { close(id) }
            default:
                break
            }
        }
    }

    /// The app quits and launches again: every session's data saved, then
    /// the windows that were on screen connect again, in order.
    func relaunch(editing: (String, Data?) -> Data? = { $1 }) throws {
        let onScreen = open.map(\.id).filter { windows[$0] != nil }
        for id in onScreen { save(id) }
        for index in open.indices {
            open[index].session.restoration = editing(open[index].id, open[index].session.restoration)
        }
        windows = [:]
        connections = [:]
        sessions = SceneSessions(AppScenes { _ in ReaderWindow() }, links: links)
        for id in onScreen { try connect(id) }
    }

    func root(_ id: String) throws -> ReaderWindow {
        guard let scene = sessions.connected[id] else { throw SceneError(.unknownScene, scene: nil, id) }
        return try scenes.root(of: scene)
    }

    func routes(_ id: String) throws -> [String] { try root(id).navigation.snapshot.routes }
}
