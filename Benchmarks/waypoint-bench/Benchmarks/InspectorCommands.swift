import Foundation
import Waypoint
import WaypointInspector

/// `inspector-commands`: one client of Waypoint's inspector, over loopback,
/// sends commands one at a time, each after the previous one's reply. On
/// Waypoint's side each command changes the tree (a `restore` of two states
/// in turn: the home screen alone, then with a detail pushed on it), so the
/// inspector writes a delta and then the reply; the baseline is the read-only
/// `restoration` command, answered by a reply alone. It reports the
/// tree-changing commands per second, and is met at 1,000 or more.
@MainActor
enum InspectorCommands {
    static let name = "inspector-commands"
    /// The tree-changing commands per second one client must get through.
    static let target = 1_000.0

    static func run(_ plan: Plan) async -> BenchmarkResult {
        let stack = BenchStack()
        let home = stack.navigation.restorationState()
        let pushed: RestorationState
        do {
            try stack.show(\.detail)
            pushed = stack.navigation.restorationState()
            try stack.popLast()
        } catch {
            return failed("the stack could not push its detail: \(error)")
        }
        let inspector: Inspector
        let client: RoundTripClient
        do {
            inspector = try Inspector.start(inspecting: stack, links: nil, at: .loopback(), limits: .standard)
            client = try RoundTripClient(address: inspector.address, token: inspector.token, states: [pushed, home])
        } catch {
            return failed("the inspector did not start: \(error)")
        }
        guard await client.attach() else {
            await inspector.stop()
            return failed("the client could not attach")
        }
        let timing = await Harness.compare(
            plan,
            waypoint: { iterations in await client.run(iterations, changingTheTree: true) },
            baseline: { iterations in await client.run(iterations, changingTheTree: false) }
        )
        let refused = client.refused
        await inspector.stop()
        client.close()

        let changing = 1e9 / timing.waypoint
        let readOnly = 1e9 / timing.baseline
        var result = BenchmarkResult(
            name: name, criterion: "≥ 1,000 tree-changing commands per second",
            meets: changing >= target && refused == 0)
        result.waypointNs = timing.waypoint
        result.baselineNs = timing.baseline.isNaN ? nil : timing.baseline
        result.ratio = timing.ratio.isNaN ? nil : timing.ratio
        result.ratioQuartiles = timing.ratio.isNaN ? nil : timing.ratioQuartiles
        result.notes = [
            "one operation = one command from one client over loopback, sent after the previous reply: a `restore` "
                + "of two states in turn (a delta, then the reply); the baseline is a read-only `restoration` "
                + "command (a reply alone)",
            "\(Int(changing.rounded())) tree-changing commands per second, "
                + (readOnly.isNaN ? "" : "\(Int(readOnly.rounded())) read-only commands per second, ")
                + "\(refused) refused",
        ]
        result.extras = [
            (key: "tree_changing_commands_per_second", value: changing),
            (key: "read_only_commands_per_second", value: readOnly),
        ]
        return result
    }

    /// A result that says the benchmark could not run.
    private static func failed(_ note: String) -> BenchmarkResult {
        var result = BenchmarkResult(
            name: name, criterion: "≥ 1,000 tree-changing commands per second", meets: false)
        result.notes = [note]
        return result
    }
}

/// A client of the inspector whose commands go out on a thread of their own,
/// one batch at a time, so that the main actor stays free to run them.
private final class RoundTripClient: @unchecked Sendable {
    // @unchecked Sendable: the mutable state (`reader`, `nextID`, `turn`,
    // `refused`) is used by one thread at a time: a batch's thread, started by
    // the main actor after the previous batch's thread resumed it (thread start
    // and continuation resumption order the accesses), and the main actor
    // between batches. `socket`, `token` and `lines` are set once in `init`.
    private let socket: Socket
    private let token: String
    /// The encoded `restore` lines, one per state, sent in turn.
    private let restores: [[UInt8]]
    private var reader: LineReader
    private var nextID = 1
    private var turn = 0
    /// The commands whose reply was not `ok`.
    private(set) var refused = 0

    init(address: InspectorAddress, token: String, states: [RestorationState]) throws(InspectorError) {
        socket = try Socket.connect(to: address)
        self.token = token
        reader = LineReader(socket)
        let coding = LineCoding()
        restores = states.compactMap { coding.line(InspectorRequest(.restore, state: $0)) }
    }

    /// Goes through the handshake and reads the first change.
    @MainActor
    func attach() async -> Bool {
        await onThread { client in
            guard client.reader.attach(token: client.token) else { return false }
            return client.reader.next()?.contains("\"change\"") == true
        }
    }

    /// Sends `count` commands, each after the previous reply.
    ///
    /// - Returns: the time they took.
    @MainActor
    func run(_ count: Int, changingTheTree: Bool) async -> Duration {
        await onThread { client in
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<count { client.roundTrip(changingTheTree: changingTheTree) }
            return clock.now - start
        }
    }

    func close() {
        socket.close()
    }

    /// One command and its reply (and the delta before it).
    private func roundTrip(changingTheTree: Bool) {
        let id = nextID
        nextID += 1
        var line: [UInt8]
        if changingTheTree, !restores.isEmpty {
            line = restores[turn % restores.count]
            turn += 1
            // `"id":…,` after the opening brace: the restore lines are encoded once.
            line.insert(contentsOf: Array("\"id\":\(id),".utf8), at: 1)
        } else {
            line = Array("{\"v\":\(InspectorProtocol.version),\"type\":\"restoration\",\"id\":\(id)}\n".utf8)
        }
        guard socket.writeAll(line) else {
            refused += 1
            return
        }
        while let reply = reader.next() {
            guard reply.contains("\"reply\"") else { continue }
            if !reply.contains("\"ok\":true") { refused += 1 }
            return
        }
        refused += 1
    }

    /// Runs `body` on a new thread and returns what it returns.
    @MainActor
    private func onThread<Value: Sendable>(_ body: @escaping @Sendable (RoundTripClient) -> Value) async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
            Thread { [self] in continuation.resume(returning: body(self)) }.start()
        }
    }
}
