import Foundation
import Waypoint
import WaypointInspector

/// `push-pop-inspector`: `push-pop` on a coordinator that Waypoint's inspector
/// watches, with one client attached that reads every line, against the same
/// `push-pop` without the inspector, measured in the same run.
/// `push-pop-inspector-idle`: the same with the inspector running and no client.
@MainActor
enum PushPopInspected {
    static let name = "push-pop-inspector"
    static let idleName = "push-pop-inspector-idle"

    static func run(_ plan: Plan) async -> BenchmarkResult {
        await run(plan, withClient: true)
    }

    static func runIdle(_ plan: Plan) async -> BenchmarkResult {
        await run(plan, withClient: false)
    }

    private static func run(_ plan: Plan, withClient: Bool) async -> BenchmarkResult {
        let name = withClient ? Self.name : Self.idleName
        let inspected = BenchStack()
        let inspectedSubscriber = Subscriber(inspected.navigation.changes(buffering: .latest))
        let plain = BenchStack()
        let plainSubscriber = Subscriber(plain.navigation.changes(buffering: .latest))
        var failures = 0

        let inspector: Inspector
        var reader: ClientReader?
        do {
            inspector = try Inspector.start(inspecting: inspected, links: nil, at: .loopback(), limits: .standard)
            if withClient { reader = ClientReader(try Socket.connect(to: inspector.address), token: inspector.token) }
        } catch {
            var result = BenchmarkResult(
                name: name,
                timing: Timing(
                    waypoint: .nan, baseline: .nan, ratio: .nan, ratioQuartiles: (.nan, .nan), iterations: (0, 0)),
                target: 1.3,
                checks: false
            )
            result.notes = ["the inspector did not start: \(error)"]
            return result
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
            waypoint: pushPop(inspected, inspectedSubscriber),
            baseline: pushPop(plain, plainSubscriber)
        )
        let attached = inspector.attachedClients == (withClient ? 1 : 0)
        await inspector.stop()
        let bytes = reader?.finish() ?? 0
        await inspectedSubscriber.stop()
        await plainSubscriber.stop()

        var result = BenchmarkResult(name: name, timing: timing, target: 1.3, checks: failures == 0 && attached)
        result.notes = [
            "one operation = show(\\.detail) + popLast(), as push-pop; Waypoint's side is inspected, "
                + (withClient ? "with one client attached" : "with no client")
                + "; the baseline is the same coordinator without the inspector"
        ]
        if withClient { result.notes.append("the client read \(bytes / 1_024) KiB of JSON lines") }
        return result
    }
}

/// A client on a thread of its own that presents the token and reads
/// everything until the connection ends.
private final class ClientReader: Sendable {
    private let socket: Socket
    private let done = NSCondition()
    // nonisolated(unsafe): `total` and `finished` are read and written only
    // while `done` is locked.
    nonisolated(unsafe) private var total = 0
    nonisolated(unsafe) private var finished = false

    init(_ socket: Socket, token: String) {
        self.socket = socket
        _ = socket.writeAll(Array("{\"v\":1,\"type\":\"hello\",\"token\":\"\(token)\"}\n".utf8))
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
            var count = 0
            while case .moved(let read) = buffer.withUnsafeMutableBytes({ socket.read(into: $0) }) {
                count += read
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
