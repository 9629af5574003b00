import Foundation
import WaypointInspector

/// `waypoint`: watches and drives a running app's navigation through
/// Waypoint's inspector. See ``Invocation/usage``.
@main
struct WaypointCommand {
    @MainActor
    static func main() async {
        let invocation: Invocation
        do throws(Invocation.UsageError) {
            invocation = try Invocation(
                Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
        } catch {
            Output.err("waypoint: \(error.message)\n\n\(Invocation.usage)")
            exit(64)
        }
        switch invocation {
        case .help:
            Output.out(Invocation.usage)
        case .replay(let file, let step):
            exit(Replay(file: file, step: step).run())
        case .watch(let connect, let jsonl, let record):
            let connection: Connection
            do throws(InspectorError) {
                connection = try Connection(connect)
            } catch {
                Output.err("waypoint: \(error.message)")
                exit(69)
            }
            let watcher = Watcher(
                connection: connection, jsonl: jsonl, record: record, handshakeTimeout: connect.handshakeTimeout,
                scene: connect.scene)
            exit(await watcher.run())
        }
    }
}
