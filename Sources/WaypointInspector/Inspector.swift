import Foundation
public import Waypoint

/// A debug tool in the app: lets the `waypoint` command (or any program that
/// speaks its protocol) watch the navigation tree change and drive it from a
/// terminal.
///
/// Start one for the app's top coordinator (or for its windows' `AppScenes`,
/// watched one window at a time), in debug builds only. It listens
/// on the loopback interface (or a Unix-domain socket) and prints where, with
/// a one-time token that a client must prove it knows. A client then gets the current
/// snapshot and every change as JSON lines, can ask for the restoration data,
/// and can open a deep link, apply a user intent or restore a tree; see
/// <doc:InspectorProtocol>.
///
/// ```swift
/// #if DEBUG
/// let inspector = try Inspector.start(inspecting: app, links: AppLinks.router)
/// // waypoint-inspector: listening on 127.0.0.1:50123 token 9c1f…
/// #endif
/// ```
///
/// The app is never held up by a client: sockets are served on a thread of the
/// inspector's own, the main actor only hands each change over (without
/// encoding it) while a client is attached, and carries out commands; a client
/// that reads slowly falls back to the latest state with a notice of the
/// changes it missed. While no client is attached, the inspector does not
/// observe the coordinator at all. Nothing starts an inspector but this call;
/// ``stop()`` closes every connection.
@MainActor
public final class Inspector {
    /// Where the inspector listens, with the port it picked.
    public let address: InspectorAddress
    /// The token a client proves it knows in its handshake; new for every
    /// start. It never travels: client and app each prove they know it (see
    /// <doc:InspectorProtocol>).
    public let token: String

    private let hub: InspectorHub
    private let app: InspectedApp

    private init(address: InspectorAddress, token: String, hub: InspectorHub, app: InspectedApp) {
        self.address = address
        self.token = token
        self.hub = hub
        self.app = app
    }

    isolated deinit {
        app.close()
        hub.stop()
    }

    /// The line the inspector prints when it starts: where it listens, the
    /// token, and the command that watches the app.
    ///
    /// ```
    /// waypoint-inspector: listening on 127.0.0.1:50123 token 9c1f… (swift run waypoint watch 127.0.0.1:50123 --token 9c1f…)
    /// ```
    public var announcement: String {
        "waypoint-inspector: listening on \(address) token \(token) "
            + "(swift run waypoint watch \(address) --token \(token))"
    }

    /// Starts inspecting a coordinator and its whole subtree.
    ///
    /// The inspector prints its ``announcement`` on standard error and serves
    /// clients until ``stop()`` (or until it is deallocated). Call it once,
    /// for the top coordinator, in debug builds:
    ///
    /// ```swift
    /// #if DEBUG
    /// let inspector = try Inspector.start(inspecting: app, links: AppLinks.router, at: .loopback(port: 5123))
    /// #endif
    /// ```
    ///
    /// - Parameters:
    ///   - root: the coordinator to inspect; it is held weakly.
    ///   - links: the app's deep links, for clients' `open` commands; without
    ///     them, `open` answers `noDeepLinks`.
    ///   - address: where to listen; by default a free port on `127.0.0.1`.
    ///   - announce: whether to print the ``announcement`` on standard error.
    /// - Returns: the running inspector; keep it for as long as it should run.
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/notLoopback`` for
    ///   a host that is not loopback, ``InspectorError/Code/badAddress`` for a
    ///   bad socket path, or ``InspectorError/Code/transport`` when the system
    ///   refuses the socket (a port in use).
    public static func start<Root: Coordinator>(
        inspecting root: Root,
        links: DeepLinks<Root>? = nil,
        at address: InspectorAddress = .loopback(),
        announce: Bool = true
    ) throws(InspectorError) -> Inspector {
        let inspector = try start(inspecting: root, links: links, at: address, limits: .standard)
        if announce {
            try? FileHandle.standardError.write(contentsOf: Data((inspector.announcement + "\n").utf8))
        }
        return inspector
    }

    /// Starts inspecting the app's windows: clients list the scenes, and
    /// watch and drive one at a time.
    ///
    /// The inspector watches one scene's tree: at first the active one (the
    /// scene `scenes.scene(for: nil, rule: SceneRule(.active))` picks), else
    /// the first; a client's `scene` request moves it to another for every
    /// client, and commands (`open`, `intent`, `restore`, …) act on it. When
    /// the watched scene is discarded the inspector moves to the active one
    /// and says so; with none left, it waits for the next scene that connects.
    /// See <doc:InspectorProtocol>.
    ///
    /// ```swift
    /// #if DEBUG
    /// let inspector = try Inspector.start(inspecting: scenes, links: AppLinks.router)
    /// #endif
    /// ```
    ///
    /// While no client is attached it observes nothing, neither a tree nor
    /// the scenes; a change in a scene it does not watch costs nothing.
    ///
    /// - Parameters:
    ///   - scenes: the app's scenes; they are held weakly.
    ///   - links: the app's deep links, for clients' `open` commands, which
    ///     open in the watched scene; without them, `open` answers `noDeepLinks`.
    ///   - address: where to listen; by default a free port on `127.0.0.1`.
    ///   - announce: whether to print the ``announcement`` on standard error.
    /// - Returns: the running inspector; keep it for as long as it should run.
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/notLoopback`` for
    ///   a host that is not loopback, ``InspectorError/Code/badAddress`` for a
    ///   bad socket path, or ``InspectorError/Code/transport`` when the system
    ///   refuses the socket (a port in use).
    public static func start<Root: Coordinator>(
        inspecting scenes: AppScenes<Root>,
        links: DeepLinks<Root>? = nil,
        at address: InspectorAddress = .loopback(),
        announce: Bool = true
    ) throws(InspectorError) -> Inspector {
        let inspector = try start(inspecting: scenes, links: links, at: address, limits: .standard)
        if announce {
            try? FileHandle.standardError.write(contentsOf: Data((inspector.announcement + "\n").utf8))
        }
        return inspector
    }

    /// Starts inspecting with limits of the caller's, printing nothing.
    package static func start<Root: Coordinator>(
        inspecting root: Root,
        links: DeepLinks<Root>?,
        at address: InspectorAddress,
        limits: InspectorLimits
    ) throws(InspectorError) -> Inspector {
        try start(at: address, limits: limits, coordinator: String(describing: Root.self), hasDeepLinks: links != nil) {
            InspectedApp(root, links: links, hub: $0)
        }
    }

    /// Starts inspecting the app's scenes with limits of the caller's, printing nothing.
    package static func start<Root: Coordinator>(
        inspecting scenes: AppScenes<Root>,
        links: DeepLinks<Root>?,
        at address: InspectorAddress,
        limits: InspectorLimits
    ) throws(InspectorError) -> Inspector {
        try start(at: address, limits: limits, coordinator: String(describing: Root.self), hasDeepLinks: links != nil) {
            InspectedApp(scenes: scenes, links: links, hub: $0)
        }
    }

    private static func start(
        at address: InspectorAddress,
        limits: InspectorLimits,
        coordinator: String,
        hasDeepLinks: Bool,
        app makeApp: (InspectorHub) -> InspectedApp
    ) throws(InspectorError) -> Inspector {
        let (listener, bound) = try Socket.listen(on: address)
        let wake: (read: Socket, write: Socket)
        do throws(InspectorError) {
            wake = try Socket.pair()
        } catch {
            listener.close()
            throw error
        }
        let token = InspectorHandshake.makeNonce()
        let hub = InspectorHub(wakeEnd: wake.write, maxPublished: limits.maxPublished)
        let app = makeApp(hub)
        var socketPath: String?
        if case .unix(let path) = bound { socketPath = path }
        let server = InspectorServer(
            listener: listener,
            wake: wake.read,
            socketPath: socketPath,
            hub: hub,
            app: app,
            limits: limits,
            token: token,
            coordinator: coordinator,
            hasDeepLinks: hasDeepLinks
        )
        let thread = Thread { server.run() }
        thread.name = "waypoint-inspector"
        thread.start()
        return Inspector(address: bound, token: token, hub: hub, app: app)
    }

    /// Stops: every client gets a `bye` line and its connection closes, the
    /// socket (and its file) is freed, and the inspector lets go of the
    /// coordinator. Returns once all of that is done.
    ///
    /// ```swift
    /// await inspector.stop()
    /// ```
    public func stop() async {
        app.close()
        hub.stop()
        await hub.waitUntilStopped()
    }

    /// The number of clients that proved they know the token and are attached.
    package var attachedClients: Int { hub.attachedClients }

    /// Whether the inspector observes the coordinator (it does while a client
    /// is attached, and only then).
    package var isObserving: Bool { app.isObserving }

    /// The scene the inspector watches, for an inspector of scenes.
    package var watchedScene: SceneID? { app.watched }

    /// Returns once a client has attached (or the inspector stopped).
    package func waitForClient() async {
        await hub.waitForClient()
    }

    /// Returns once at most `count` clients are attached (or the inspector stopped).
    package func waitForAttachedClients(atMost count: Int) async {
        await hub.waitForAttached(atMost: count)
    }
}
