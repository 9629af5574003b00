import Foundation
import Waypoint
import WaypointInspector

/// The terminal front end of Waypoint: a todo app drawn from its changes stream.
///
/// - `waypoint-demo --tour`: a scripted walk through every feature.
/// - `waypoint-demo`: the app, driven by commands on standard input.
/// - `waypoint-demo --jsonl`: the same, printing every change as one JSON line.
/// - `--inspect` with any of them: with Waypoint's inspector of the app's
///   windows, for the `waypoint` command (`--tour --inspect` waits for a
///   client first).
@main
struct WaypointDemo {
    @MainActor
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let inspect: InspectorAddress?
        switch inspectOption(&arguments) {
        case .success(let address):
            inspect = address
        case .failure(let error):
            Terminal.err("waypoint-demo: \(error.message)\n\(usage)")
            exit(64)
        }
        switch arguments {
        case ["--tour"]:
            let asExpected = await Tour().run(inspect: inspect)
            exit(asExpected ? 0 : 1)
        case []:
            await interact(mode: .human, inspect: inspect)
        case ["--jsonl"]:
            await interact(mode: .jsonl, inspect: inspect)
        case ["--help"], ["-h"]:
            Terminal.out(usage)
        default:
            Terminal.err("waypoint-demo: unknown arguments '\(arguments.joined(separator: " "))'\n\(usage)")
            exit(64)
        }
    }

    /// Reads commands until `quit` or the end of input.
    @MainActor
    private static func interact(mode: DemoSession.Mode, inspect: InspectorAddress?) async {
        let interactive = Terminal.isInteractive
        let session = DemoSession(mode: mode, echo: !interactive && mode == .human)
        if mode == .human {
            Terminal.out("Waypoint demo — type help for the commands, quit to leave.")
        }
        await session.start()
        let inspector = inspect.flatMap { session.startInspector(at: $0) }
        if inspect != nil, inspector == nil { exit(70) }
        let prompts = interactive && mode == .human
        if prompts { Terminal.prompt() }
        for await line in Terminal.lines() {
            if await session.run(line) == .quit { break }
            if prompts { Terminal.prompt() }
        }
        await inspector?.stop()
        if mode == .human { Terminal.out("bye") }
    }

    /// Takes `--inspect`, `--inspect-port N` or `--inspect-socket PATH` out of
    /// the arguments.
    ///
    /// - Returns: where the inspector should listen; `nil` without the options.
    private static func inspectOption(_ arguments: inout [String]) -> Result<InspectorAddress?, InspectorError> {
        var address: InspectorAddress?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--inspect":
                address = address ?? .loopback()
                arguments.remove(at: index)
            case "--inspect-port", "--inspect-socket":
                let option = arguments.remove(at: index)
                guard index < arguments.count else {
                    return .failure(InspectorError(.badAddress, "\(option) needs a value"))
                }
                let value = arguments.remove(at: index)
                if option == "--inspect-socket" {
                    address = .unix(path: value)
                } else if let port = UInt16(value) {
                    address = .loopback(port: port)
                } else {
                    return .failure(InspectorError(.badAddress, "--inspect-port needs a port number, not '\(value)'"))
                }
            default:
                index += 1
            }
        }
        return .success(address)
    }

    static let usage = """
        usage: waypoint-demo [--tour | --jsonl] [--inspect | --inspect-port N | --inspect-socket PATH]
          (none)    run the todo app; read commands from standard input (type help)
          --tour    play a scripted walk through every feature and exit
          --jsonl   run the app; print every change as one JSON line (snapshot, cause, version)
          --inspect start Waypoint's inspector of the app's windows on a free loopback port (or
                    the port or socket given) and print where it listens and its token on standard
                    error, for `swift run waypoint watch ADDRESS --token TOKEN [--scene N]`; with
                    --tour, wait for a client before playing
        """
}
