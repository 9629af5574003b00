import Waypoint
import WaypointInspector

/// The command line: what to do, and with which connection.
enum Invocation: Equatable {
    /// Watch an app: draw (or pass through) its changes, take commands.
    case watch(Connect, jsonl: Bool, record: String?)
    /// Draw a recorded session again.
    case replay(file: String, step: Bool)
    case help

    /// An inspector's address and token.
    struct Connect: Equatable {
        var address: InspectorAddress
        var token: String
        /// How long the app has to finish the handshake (`--handshake-timeout`).
        var handshakeTimeout: Duration = defaultHandshakeTimeout
        /// The scene to watch once attached (`--scene`), for an app that
        /// inspects its scenes; `nil` for the one the inspector picks.
        var scene: SceneID?

        static let defaultHandshakeTimeout: Duration = .seconds(15)
    }

    struct UsageError: Error {
        let message: String
    }

    static let usage = """
        usage: waypoint watch ADDRESS --token TOKEN [--scene ID] [--jsonl] [--record FILE] [--handshake-timeout SECONDS]
               waypoint record FILE ADDRESS --token TOKEN [--scene ID] [--jsonl] [--handshake-timeout SECONDS]
               waypoint replay FILE [--step]

          watch    attach to an app's inspector: draw the navigation tree after every change,
                   marked with what changed and why; type commands (help lists them)
          record   the same, keeping every change in FILE (JSON lines) for replay
          replay   draw a recorded session again, change by change (--step: wait for Enter)

          ADDRESS  where the inspector listens, as it prints it: 127.0.0.1:PORT or unix:PATH
          --token  the token the inspector printed (or set WAYPOINT_TOKEN); it is never sent: the app
                   proves first that it knows it, or the command stops with status 1; commands typed
                   or piped wait for that, then go in order (`help` answers at once, and `quit`
                   leaves at once when nothing waits before it)
          --scene  for an app with several windows: the scene (window) to watch and drive, by its id
                   (the `scenes` command lists them); without it, the one the app watches (its active
                   window); a scene the app does not have stops the command with status 1
          --handshake-timeout
                   how long the app has to prove it knows the token (15 seconds by default);
                   past that the command stops with status 1, having sent no command
          --jsonl  pass the inspector's JSON lines through instead of drawing, every change as a
                   whole snapshot (a `change` line), control characters as \\u escapes; commands
                   still go from standard input, and replies come back as JSON lines
        """

    /// Reads the arguments after the program's name.
    ///
    /// - Parameters:
    ///   - arguments: the arguments.
    ///   - environment: for `WAYPOINT_TOKEN`.
    /// - Throws: ``UsageError`` for a command line the command does not understand.
    init(_ arguments: [String], environment: [String: String]) throws(UsageError) {
        var rest = arguments[...]
        guard let verb = rest.popFirst() else { throw UsageError(message: "no command") }
        switch verb {
        case "help", "--help", "-h":
            self = .help
        case "replay":
            guard let file = rest.popFirst() else { throw UsageError(message: "replay needs a FILE") }
            var step = false
            for option in rest {
                guard option == "--step" else { throw UsageError(message: "unknown option '\(option)'") }
                step = true
            }
            self = .replay(file: file, step: step)
        case "watch", "record":
            var record: String?
            if verb == "record" {
                guard let file = rest.popFirst() else { throw UsageError(message: "record needs a FILE") }
                record = file
            }
            var address: String?
            var token = environment["WAYPOINT_TOKEN"]
            var jsonl = false
            var handshakeTimeout = Connect.defaultHandshakeTimeout
            var scene: SceneID?
            while let argument = rest.popFirst() {
                switch argument {
                case "--jsonl": jsonl = true
                case "--handshake-timeout":
                    guard let value = rest.popFirst(), let seconds = Double(value), seconds > 0, seconds.isFinite else {
                        throw UsageError(message: "--handshake-timeout needs a number of seconds above 0")
                    }
                    handshakeTimeout = .milliseconds(Int64((seconds * 1000).rounded(.up)))
                case "--scene":
                    guard let value = rest.popFirst(), let id = SceneID(rawValue: value) else {
                        throw UsageError(
                            message: "--scene needs a scene's id: not empty, at most \(SceneID.maxLength) bytes")
                    }
                    scene = id
                case "--token", "--record":
                    guard let value = rest.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
                    if argument == "--token" { token = value } else { record = value }
                default:
                    guard address == nil, !argument.hasPrefix("-") else {
                        throw UsageError(message: "unknown argument '\(argument)'")
                    }
                    address = argument
                }
            }
            guard let address else { throw UsageError(message: "\(verb) needs the inspector's ADDRESS") }
            guard let token, !token.isEmpty else {
                throw UsageError(message: "\(verb) needs the inspector's token: --token TOKEN or WAYPOINT_TOKEN")
            }
            do throws(InspectorError) {
                self = .watch(
                    Connect(
                        address: try InspectorAddress(parsing: address), token: token,
                        handshakeTimeout: handshakeTimeout, scene: scene),
                    jsonl: jsonl, record: record
                )
            } catch {
                throw UsageError(message: error.message)
            }
        default:
            throw UsageError(message: "unknown command '\(verb)'")
        }
    }
}
