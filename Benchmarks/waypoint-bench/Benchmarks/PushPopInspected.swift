import Foundation
import Waypoint
import WaypointInspector

/// `push-pop-inspector`: `push-pop` on a coordinator that Waypoint's inspector
/// watches, with one client attached that reads every line, against the same
/// `push-pop` without the inspector, measured in the same run.
/// `push-pop-inspector-idle`: the same with the inspector running and no client.
/// `push-pop-inspector-app`: a push and its pop in one tab of an app of 500
/// flows (``ScaledApp``, as `follow-frontend`), with one client attached,
/// against the same app without the inspector: the client gets what each
/// change changed (protocol version 3), not the whole tree.
@MainActor
enum PushPopInspected {
    static let name = "push-pop-inspector"
    static let idleName = "push-pop-inspector-idle"
    static let appName = "push-pop-inspector-app"
    /// The flows of the app `push-pop-inspector-app` inspects.
    static let appFlows = 500

    static func run(_ plan: Plan) async -> BenchmarkResult {
        await run(plan, withClient: true)
    }

    static func runIdle(_ plan: Plan) async -> BenchmarkResult {
        await run(plan, withClient: false)
    }

    static func runApp(_ plan: Plan) async -> BenchmarkResult {
        guard let inspected = try? ScaledApp(flows: appFlows), let inspectedTabs = inspected.tabs,
            let plain = try? ScaledApp(flows: appFlows), let plainTabs = plain.tabs
        else {
            return failed(appName, "the app of \(appFlows) flows could not be built")
        }
        let entries = inspectedTabs.navigation.snapshot.entryCount
        return await run(
            plan, name: appName, inspecting: inspectedTabs, measured: inspected.measured, plain: plainTabs,
            plainMeasured: plain.measured, withClient: true,
            what: "one operation = show(\\.detail) + popLast() on one tab's 3-entry stack of an app of \(appFlows) "
                + "flows (\(entries) entries), inspected with one client attached; the baseline is the same app "
                + "without the inspector")
    }

    private static func run(_ plan: Plan, withClient: Bool) async -> BenchmarkResult {
        let inspected = BenchStack()
        let plain = BenchStack()
        return await run(
            plan, name: withClient ? Self.name : Self.idleName, inspecting: inspected, measured: inspected,
            plain: plain, plainMeasured: plain, withClient: withClient,
            what: "one operation = show(\\.detail) + popLast(), as push-pop; Waypoint's side is inspected, "
                + (withClient ? "with one client attached" : "with no client")
                + "; the baseline is the same coordinator without the inspector")
    }

    /// A result that says the benchmark could not run.
    private static func failed(_ name: String, _ note: String) -> BenchmarkResult {
        var result = BenchmarkResult(
            name: name,
            timing: Timing(
                waypoint: .nan, baseline: .nan, ratio: .nan, ratioQuartiles: (.nan, .nan), iterations: (0, 0)),
            target: 1.3,
            checks: false
        )
        result.notes = [note]
        return result
    }

    private static func run<Root: Coordinator>(
        _ plan: Plan,
        name: String,
        inspecting root: Root,
        measured: BenchStack,
        plain: Root,
        plainMeasured: BenchStack,
        withClient: Bool,
        what: String
    ) async -> BenchmarkResult {
        let inspectedSubscriber = Subscriber(root.navigation.changes(buffering: .latest))
        let plainSubscriber = Subscriber(plain.navigation.changes(buffering: .latest))
        var failures = 0

        let inspector: Inspector
        var reader: ClientReader?
        do {
            inspector = try Inspector.start(inspecting: root, links: nil, at: .loopback(), limits: .standard)
            if withClient { reader = ClientReader(try Socket.connect(to: inspector.address), token: inspector.token) }
        } catch {
            return failed(name, "the inspector did not start: \(error)")
        }
        if withClient { await inspector.waitForClient() }

        func pushPop(_ coordinator: BenchStack, _ subscriber: Subscriber) -> Workload {
            { iterations in
                await Harness.timedLoop(iterations, draining: subscriber) { _ in
                    do {
                        try coordinator.show(\.detail)
                        try coordinator.popLast()
                    } catch {
                        failures += 1
                    }
                }
            }
        }
        let timing = await Harness.compare(
            plan,
            waypoint: pushPop(measured, inspectedSubscriber),
            baseline: pushPop(plainMeasured, plainSubscriber)
        )
        let attached = inspector.attachedClients == (withClient ? 1 : 0)
        let roundTrips = withClient ? await CommandClient.roundTrips(inspector, count: commandCount) : nil
        await inspector.stop()
        let bytes = reader?.finish() ?? 0
        await inspectedSubscriber.stop()
        await plainSubscriber.stop()

        var result = BenchmarkResult(name: name, timing: timing, target: 1.3, checks: failures == 0 && attached)
        result.notes = [what]
        if withClient { result.notes.append("the client read \(bytes / 1_024) KiB of JSON lines") }
        if let roundTrips {
            let seconds = Harness.nanoseconds(roundTrips) / 1e9
            result.notes.append(
                "a second client sent \(commandCount) `restoration` commands one at a time, each after the previous "
                    + "reply: \(Format.fixed(seconds * 1e3, 1)) ms, \(Int((Double(commandCount) / seconds).rounded())) "
                    + "round trips per second")
            result.extras.append((key: "command_round_trips_per_second", value: Double(commandCount) / seconds))
        } else if withClient {
            result.notes.append("the command client could not attach")
            result.meets = false
        }
        return result
    }

    /// The commands of the round-trip measurement.
    static let commandCount = 1_000
}

/// A client that attaches, then sends commands one at a time on a thread of
/// its own, each after the previous one's reply, and says how long they took.
private enum CommandClient {
    /// The time `count` round trips took, or `nil` if the client did not attach.
    @MainActor
    static func roundTrips(_ inspector: Inspector, count: Int) async -> Duration? {
        guard let socket = try? Socket.connect(to: inspector.address) else { return nil }
        let token = inspector.token
        // The main actor stays free while the thread waits: it attaches the
        // client and runs the commands.
        return await withCheckedContinuation { (continuation: CheckedContinuation<Duration?, Never>) in
            Thread {
                defer { socket.close() }
                var lines = LineReader(socket)
                guard lines.attach(token: token) else { return continuation.resume(returning: nil) }
                let clock = ContinuousClock()
                let start = clock.now
                for id in 1...count {
                    let command = "{\"v\":\(InspectorProtocol.version),\"type\":\"restoration\",\"id\":\(id)}\n"
                    guard socket.writeAll(Array(command.utf8)) else { return continuation.resume(returning: nil) }
                    while true {
                        guard let line = lines.next() else { return continuation.resume(returning: nil) }
                        if line.contains("\"reply\"") { break }
                    }
                }
                continuation.resume(returning: clock.now - start)
            }.start()
        }
    }
}

/// A client on a thread of its own that attaches and reads everything until
/// the connection ends.
private final class ClientReader: Sendable {
    private let socket: Socket
    private let done = NSCondition()
    // nonisolated(unsafe): `total` and `finished` are read and written only
    // while `done` is locked.
    nonisolated(unsafe) private var total = 0
    nonisolated(unsafe) private var finished = false

    init(_ socket: Socket, token: String) {
        self.socket = socket
        Thread { [self] in
            var lines = LineReader(socket)
            var count = 0
            if lines.attach(token: token) {
                var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
                while case .moved(let read) = buffer.withUnsafeMutableBytes({ socket.read(into: $0) }) {
                    count += read
                }
            }
            done.lock()
            total = count
            finished = true
            done.broadcast()
            done.unlock()
        }.start()
    }

    /// Waits until the inspector closed the connection; returns the bytes read.
    func finish() -> Int {
        done.lock()
        defer { done.unlock() }
        while !finished { done.wait() }
        socket.close()
        return total
    }
}
