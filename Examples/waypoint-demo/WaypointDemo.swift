import Foundation

/// The terminal front end of Waypoint: a todo app drawn from its changes stream.
///
/// - `waypoint-demo --tour`: a scripted walk through every feature.
/// - `waypoint-demo`: the app, driven by commands on standard input.
/// - `waypoint-demo --jsonl`: the same, printing every change as one JSON line.
@main
struct WaypointDemo {
    @MainActor
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments {
        case ["--tour"]:
            let asExpected = await Tour().run()
            exit(asExpected ? 0 : 1)
        case []:
            await interact(mode: .human)
        case ["--jsonl"]:
            await interact(mode: .jsonl)
        case ["--help"], ["-h"]:
            Terminal.out(usage)
        default:
            Terminal.err("waypoint-demo: unknown arguments '\(arguments.joined(separator: " "))'\n\(usage)")
            exit(64)
        }
    }

    /// Reads commands until `quit` or the end of input.
    @MainActor
    private static func interact(mode: DemoSession.Mode) async {
        let interactive = Terminal.isInteractive
        let session = DemoSession(mode: mode, echo: !interactive && mode == .human)
        if mode == .human {
            Terminal.out("Waypoint demo — type help for the commands, quit to leave.")
        }
        await session.start()
        let prompts = interactive && mode == .human
        if prompts { Terminal.prompt() }
        for await line in Terminal.lines() {
            if await session.run(line) == .quit { break }
            if prompts { Terminal.prompt() }
        }
        if mode == .human { Terminal.out("bye") }
    }

    static let usage = """
        usage: waypoint-demo [--tour | --jsonl]
          (none)    run the todo app; read commands from standard input (type help)
          --tour    play a scripted walk through every feature and exit
          --jsonl   run the app; print every change as one JSON line (snapshot, cause, version)
        """
}
