import Foundation
public import Waypoint

/// A debug tool in the app: lets the `waypoint` command (or any program that
/// speaks its protocol) watch the navigation tree change and drive it from a
/// terminal.
///
/// Start one for the app's top coordinator, in debug builds only. It listens
/// on the loopback interface (or a Unix-domain socket) and prints where, with
/// a one-time token that a client must present. A client then gets the current
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
/// encoding it) and carries out commands, and a client that reads slowly falls
/// back to the latest state with a notice of the changes it missed. Nothing
/// starts an inspector but this call; ``stop()`` closes every connection.
@MainActor
public final class Inspector {
    /// Where the inspector listens, with the port it picked.
    public let address: InspectorAddress
    /// The token a client presents in its first line; new for every start.
    public let token: String

    private let hub: InspectorHub
    private var probe: ChangeProbe?

    private init(address: InspectorAddress, token: String, hub: InspectorHub, probe: ChangeProbe) {
        self.address = address
        self.token = token
        self.hub = hub
        self.probe = probe
    }

    isolated deinit {
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

    /// Starts inspecting with limits of the caller's, printing nothing.
    package static func start<Root: Coordinator>(
        inspecting root: Root,
        links: DeepLinks<Root>?,
        at address: InspectorAddress,
        limits: InspectorLimits
    ) throws(InspectorError) -> Inspector {
        let (listener, bound) = try Socket.listen(on: address)
        let wake: (read: Socket, write: Socket)
        do throws(InspectorError) {
            wake = try Socket.pair()
        } catch {
            listener.close()
            throw error
        }
        let token = makeToken()
        let hub = InspectorHub(latest: root.currentChange, wakeEnd: wake.write, maxPublished: limits.maxPublished)
        let probe = ChangeProbe { change in hub.publish(change) }
        root.attach(probe)
        var socketPath: String?
        if case .unix(let path) = bound { socketPath = path }
        let server = InspectorServer(
            listener: listener,
            wake: wake.read,
            socketPath: socketPath,
            hub: hub,
            limits: limits,
            token: token,
            coordinator: String(describing: Root.self),
            hasDeepLinks: links != nil,
            execute: commandRunner(root, links: links)
        )
        let thread = Thread { server.run() }
        thread.name = "waypoint-inspector"
        thread.start()
        return Inspector(address: bound, token: token, hub: hub, probe: probe)
    }

    /// Stops: every client gets a `bye` line and its connection closes, the
    /// socket (and its file) is freed, and the inspector lets go of the
    /// coordinator. Returns once all of that is done.
    ///
    /// ```swift
    /// await inspector.stop()
    /// ```
    public func stop() async {
        probe = nil
        hub.stop()
        await hub.waitUntilStopped()
    }

    /// The number of clients that presented the token and are attached.
    package var attachedClients: Int { hub.attachedClients }

    /// Returns once a client has attached (or the inspector stopped).
    package func waitForClient() async {
        await hub.waitForClient()
    }

    /// 128 random bits, as 32 hexadecimal digits.
    private static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Carries out a client's command on the main actor and says how it went.
    private static func commandRunner<Root: Coordinator>(
        _ root: Root,
        links: DeepLinks<Root>?
    ) -> @MainActor @Sendable (InspectorCommand) -> InspectorEvent {
        { [weak root] command in
            guard let root else {
                return .failed(command.id, .init(InspectorError(.coordinatorGone, "the inspected coordinator is gone")))
            }
            switch command {
            case .open(let id, let url):
                guard let links else {
                    return .failed(
                        id, .init(InspectorError(.noDeepLinks, "the app started the inspector without links")))
                }
                do throws(DeepLinkError) {
                    return .done(id, outcome: try links.open(url, in: root).pattern)
                } catch {
                    return .failed(id, .init(error))
                }
            case .intents(let id, let intents):
                switch root.navigation.receive(intents) {
                case .applied: return .done(id, outcome: "applied")
                case .unchanged: return .done(id, outcome: "unchanged")
                case .pending: return .done(id, outcome: "pending")
                default:
                    return .failed(
                        id, .init(InspectorError(.intentIgnored, "no entry can take \(intents); nothing changed")))
                }
            case .restore(let id, let state):
                do throws(RestorationError) {
                    _ = try root.navigation.restore(state)
                    return .done(id)
                } catch {
                    return .failed(id, .init(error))
                }
            case .restoration(let id):
                return .done(id, restoration: root.navigation.restorationState())
            }
        }
    }
}
