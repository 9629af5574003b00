import Foundation
import Waypoint
import WaypointFrontEnd
import WaypointInspector

/// `waypoint watch`: draws (or passes through) every change an app's
/// inspector sends, and sends the commands typed on standard input.
///
/// It trusts nothing the peer sends before the peer proved, in its
/// challenge, that it knows the token: a program that is not the app the
/// token is for (one that took the address after the app stopped) gets the
/// `hello` and nothing else, and the watcher stops with status 1. Lines
/// typed or piped before the handshake is over wait for it: once the app has
/// proved itself, welcomed the watcher and sent its state, they are carried
/// out in order (`printf 'open todos://todo/2\n' | waypoint watch …` opens the
/// link); a peer that does not prove itself gets none of them, and one that
/// does not prove itself within ``handshakeTimeout`` stops the
/// watcher with status 1. Meanwhile `help` answers at once, and `quit` leaves
/// at once unless commands typed before it wait. Text that
/// comes from the app is written to the terminal with its control characters
/// escaped; `--jsonl` passes the app's lines through as they are, but for
/// their C1 controls and DEL, written as JSON's `\u` escapes (the C0
/// controls are escaped already), and for deltas (protocol version 3): the
/// watcher applies each to the state it holds and writes the whole change it
/// makes, as a `change` line, so that programs read whole snapshots.
/// `--record` keeps whole changes too.
///
/// An app that inspects its scenes (several windows) is watched one scene at
/// a time: `--scene` asks for one once attached (typed lines wait for the
/// answer; a refusal stops the watcher with status 1), `scenes` lists them and
/// `scene ID` switches, and each header names the watched scene. A `scene`
/// line from the app starts the drawing afresh from that scene's whole state.
@MainActor
final class Watcher {
    private enum Input {
        case line(String)
        case event(InspectorEvent, raw: String, frame: LineFramer.Frame)
        case garbled(String, frame: LineFramer.Frame)
        case tooLong
        case connectionEnded
        case inputEnded
        /// The handshake's time is up (``handshakeTimeout``).
        case handshakeTimedOut
    }

    /// How long the peer has to prove it knows the token, after the
    /// connection is made: a program that accepts the connection and says
    /// nothing does not keep the watcher (and the commands it holds) waiting
    /// for ever. A peer that proved itself is the app, however slow.
    let handshakeTimeout: Duration

    /// What to do with a command's reply.
    private enum Pending {
        case report(String)
        case save(String)
        /// The scenes listed, to print.
        case listScenes
        /// The scene `--scene` asked for: its failure ends the session.
        case pickScene(SceneID)
    }

    private let connection: Connection
    private let jsonl: Bool
    private let record: String?
    private var recording: FileHandle?
    private var view = ChangeView()
    /// The latest change: the state the next delta applies to.
    private var latest: NavigationChange?
    private let coding = LineCoding()
    private var pending: [Int: Pending] = [:]
    private var nextID = 1
    /// Whether the app proved it knows the token (and got the client's proof).
    private var proved = false
    private var attached = false
    /// The lines typed before the app attached and sent its state, in order;
    /// `nil` once they were carried out. Until then nothing but the `hello`
    /// and the proof goes to the peer, and a command such as `back` reads the
    /// app's tree, not an empty one.
    private var held: [String]? = []
    /// The scene to watch once attached (`--scene`), until the app agreed.
    private var sceneToPick: SceneID?
    /// Whether the `--scene` request waits for its reply: typed lines wait too.
    private var picking = false

    init(connection: Connection, jsonl: Bool, record: String?, handshakeTimeout: Duration, scene: SceneID? = nil) {
        self.connection = connection
        self.jsonl = jsonl
        self.record = record
        self.handshakeTimeout = handshakeTimeout
        self.sceneToPick = scene
    }

    /// Runs until the app stops inspecting, the connection is lost, or `quit`.
    ///
    /// - Returns: the exit status: 0 after `quit` or a `bye`, 1 when the
    ///   connection is lost or refused.
    func run() async -> Int32 {
        if let record {
            guard FileManager.default.createFile(atPath: record, contents: nil),
                let handle = FileHandle(forWritingAtPath: record)
            else {
                Output.err("waypoint: cannot write \(record)")
                return 73
            }
            recording = handle
        }
        defer { try? recording?.close() }
        let coding = LineCoding()
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        let socketLines = connection.lines()
        let reader = Task {
            for await frame in socketLines {
                guard case .line(let bytes) = frame else {
                    continuation.yield(.tooLong)
                    continue
                }
                let line = String(decoding: bytes, as: UTF8.self)
                if let event = coding.decode(InspectorEvent.self, from: bytes) {
                    continuation.yield(.event(event, raw: line, frame: frame))
                } else {
                    continuation.yield(.garbled(line, frame: frame))
                }
            }
            continuation.yield(.connectionEnded)
        }
        let typing = Thread {
            while let line = readLine(strippingNewline: true) { continuation.yield(.line(line)) }
            continuation.yield(.inputEnded)
        }
        typing.start()
        let timeout = handshakeTimeout
        let clock = Task {
            try? await Task.sleep(for: timeout)
            continuation.yield(.handshakeTimedOut)
        }
        defer {
            clock.cancel()
            reader.cancel()
            connection.close()
        }
        for await input in inputs {
            switch input {
            case .line(let line):
                Output.typed()
                guard held == nil else {
                    // What only this terminal does needs no app: `quit` with nothing held
                    // before it leaves at once, `help` answers at once; the rest waits, in order.
                    switch Self.localCommand(line) {
                    case .quit? where held?.isEmpty == true: return 0
                    case .help?: _ = handle(typed: line)
                    default: held?.append(line)
                    }
                    continue
                }
                if handle(typed: line) == .quit { return 0 }
            case .inputEnded:
                continue
            case .handshakeTimedOut:
                // Only a peer that has not proved itself is timed out: the app may be slow.
                guard !proved else { continue }
                complain(
                    "\(connection.address) did not prove that it knows the token within \(handshakeTimeout); "
                        + "no command was sent (--handshake-timeout sets how long to wait).")
                return 1
            case .garbled(let line, let frame):
                connection.handled(frame)
                guard proved else { return notTheApp() }
                Output.err(
                    "waypoint: the inspector sent a line that is not of its protocol: "
                        + String(line.prefix(120)).escapingControlCharacters)
            case .tooLong:
                guard proved else { return notTheApp() }
                Output.err(
                    "waypoint: the inspector sent a line longer than \(Connection.maxLineLength >> 20) MiB; skipped")
            case .event(let event, let raw, let frame):
                connection.handled(frame)
                if let status = handle(event, raw: raw) { return status }
                if let status = carryOutHeldLines() { return status }
            case .connectionEnded:
                Output.err(
                    attached
                        ? "waypoint: lost the connection to \(connection.address)"
                        : "waypoint: \(connection.address) closed the connection before attaching")
                return 1
            }
            if !jsonl { Output.prompt() }
        }
        return 1
    }

    // MARK: Events

    /// - Returns: an exit status when the session is over.
    private func handle(_ event: InspectorEvent, raw: String) -> Int32? {
        guard proved else { return handshake(event, raw: raw) }
        if jsonl, event.type != .delta { Output.json(raw) }
        switch event.type {
        case .challenge:
            complain("the inspector sent a second challenge; ignored")
        case .welcome:
            attached = true
            view.watch(event.scene?.id)
            if event.scene != nil { keep(raw) }
            if !jsonl {
                let scene = event.scene.map { ", scene \($0.id)" } ?? ""
                Output.out(
                    ("attached to \(event.coordinator ?? "the app")\(scene) at \(connection.address) "
                        + "— type help for commands").escapingControlCharacters)
            }
            if let wanted = sceneToPick {
                sceneToPick = nil
                if wanted != event.scene?.id {
                    picking = true
                    send(InspectorRequest(.scene, scene: wanted), .pickScene(wanted))
                }
            }
        case .scene:
            // Another scene's state comes next, whole: nothing is kept of the one before.
            latest = nil
            view.watch(event.scene?.id)
            keep(raw)
            if !jsonl {
                let reason = (event.reason ?? "").escapingControlCharacters
                if let scene = event.scene {
                    Output.out("watching scene \(scene.id.rawValue.escapingControlCharacters) (\(reason))")
                } else {
                    Output.out("no scene left to watch (\(reason)); waiting for one")
                }
            }
        case .change:
            guard let change = event.change else { return nil }
            latest = change
            keep(raw)
            draw(change)
        case .delta:
            guard let delta = event.delta else { return nil }
            guard let latest, let change = delta.applied(to: latest) else {
                complain(
                    "the inspector sent what changed since version \(delta.base), which this terminal does not hold "
                        + "(it holds \(latest.map { "\($0.version)" } ?? "none")); ignored until the whole state comes")
                return nil
            }
            self.latest = change
            let whole = coding.line(InspectorEvent.change(change)).map {
                String(decoding: $0.dropLast(), as: UTF8.self)
            }
            if let whole {
                keep(whole)
                if jsonl { Output.json(whole) }
            }
            draw(change)
        case .missed:
            keep(raw)
            if !jsonl {
                Output.out("… \(event.count ?? 0) changes missed (this terminal fell behind); the next is the latest")
            }
        case .reply:
            return answer(event)
        case .error:
            if !jsonl { Output.err("waypoint: the inspector refused a line: \(Self.problem(event))") }
            if !attached {
                if jsonl { Output.err("waypoint: refused: \(Self.problem(event))") }
                return 1
            }
        case .bye:
            if !jsonl {
                Output.out("the app stopped inspecting (\((event.reason ?? "bye").escapingControlCharacters))")
            }
            return 0
        }
        return nil
    }

    /// Once the app attached and sent its state: the lines typed before, in order.
    ///
    /// - Returns: 0 when one of them is `quit`.
    private func carryOutHeldLines() -> Int32? {
        guard attached, latest != nil, !picking, let lines = held else { return nil }
        held = nil
        for line in lines where handle(typed: line) == .quit { return 0 }
        return nil
    }

    /// Draws a change, unless the lines are passed through.
    private func draw(_ change: NavigationChange) {
        guard !jsonl else { return }
        Output.out(view.draw(change))
        Output.out("")
    }

    /// Before the app proved it knows the token: its challenge is checked and
    /// answered with the client's proof; an error ends the session; anything
    /// else means the peer is not the app.
    private func handshake(_ event: InspectorEvent, raw: String) -> Int32? {
        switch event.type {
        case .challenge:
            guard let proof = connection.handshake.answer(event) else { return notTheApp() }
            proved = true
            if !connection.send(proof) { complain("cannot send: the connection is closed") }
            return nil
        case .error:
            if jsonl { Output.json(raw) }
            Output.err("waypoint: refused: \(Self.problem(event))")
            return 1
        default:
            return notTheApp()
        }
    }

    /// The peer did not prove it knows the token: it is not the app, or the
    /// token is wrong. Nothing but the `hello` was sent: no command either.
    private func notTheApp() -> Int32 {
        complain(
            "\(connection.address) did not prove that it knows the token: either the token is wrong, or the program "
                + "listening there is not the app that printed it (the app may have stopped and another program taken "
                + "its address). Neither the token nor any command was sent.")
        return 1
    }

    /// An error's code and message, escaped for the terminal.
    private static func problem(_ event: InspectorEvent) -> String {
        (event.error.map { "\($0.code): \($0.message)" } ?? "an error").escapingControlCharacters
    }

    private func keep(_ raw: String) {
        try? recording?.write(contentsOf: Data((raw + "\n").utf8))
    }

    /// - Returns: an exit status when the session is over: `--scene` named a
    ///   scene the app refused.
    private func answer(_ event: InspectorEvent) -> Int32? {
        let action = event.id.flatMap { pending.removeValue(forKey: $0) }
        guard event.ok == true else {
            let problem = event.error.map { "\($0.domain) \($0.code): \($0.message)" } ?? "failed"
            if case .pickScene(let scene) = action {
                complain("cannot watch scene '\(scene)': \(problem)".escapingControlCharacters)
                return 1
            }
            if !jsonl {
                Output.out("✗ \(problem.escapingControlCharacters) — nothing changed")
            }
            return nil
        }
        switch action {
        case .listScenes?:
            if !jsonl { Output.out(Self.list(event.scenes ?? [])) }
        case .pickScene?:
            picking = false
        case .report(let what)? where event.scene != nil:
            // `scene ID`: what the app watches now.
            if !jsonl, let scene = event.scene {
                Output.out("✓ \(what): scene \(scene.id) (\(scene.activity))".escapingControlCharacters)
            }
        case .save(let file)?:
            do {
                guard let state = event.restoration else { throw RestorationError(.corruptData, at: "", "no data") }
                try state.encoded().write(to: URL(fileURLWithPath: file))
                if !jsonl { Output.out("✓ saved the tree to \(file)") }
            } catch {
                Output.err("waypoint: cannot save to \(file): \(error)")
            }
        case .report(let what)?:
            if !jsonl { Output.out("✓ \(what)" + (event.outcome.map { " (\($0.escapingControlCharacters))" } ?? "")) }
        case nil:
            if !jsonl { Output.out("✓ done") }
        }
        return nil
    }

    /// The scenes, one a line, the watched one marked.
    private static func list(_ scenes: [InspectorEvent.Scene]) -> String {
        guard !scenes.isEmpty else { return "no scenes" }
        let width = scenes.map(\.id.rawValue.count).max() ?? 0
        return scenes.map { scene in
            let id = scene.id.rawValue
            return
                ("  " + id + String(repeating: " ", count: width + 2 - id.count) + scene.activity.rawValue
                + (scene.watched ? "  ◀ watched" : "")).escapingControlCharacters
        }.joined(separator: "\n")
    }

    // MARK: Commands

    private enum Typed {
        case ok
        case quit
    }

    /// A typed command that only this terminal carries out, with no app.
    private enum LocalCommand {
        case quit
        case help
    }

    /// The command a typed line is, if only this terminal carries it out.
    private static func localCommand(_ line: String) -> LocalCommand? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 1, let verb = words.first?.lowercased() else { return nil }
        switch verb {
        case "quit", "exit": return .quit
        case "help": return .help
        default: return nil
        }
    }

    private func handle(typed line: String) -> Typed {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let verb = words.first?.lowercased(), !verb.hasPrefix("#") else { return .ok }
        let argument = words.count == 2 ? words[1] : nil
        switch (verb, argument, words.count) {
        case ("quit", nil, 1), ("exit", nil, 1):
            return .quit
        case ("help", nil, 1):
            Output.out(Self.help)
        case ("history", nil, 1):
            Output.out(view.history.isEmpty ? "no changes yet" : view.history.joined(separator: "\n"))
        case ("open", let url?, _):
            send(InspectorRequest(.open, url: url), .report("opened \(url)"))
        case ("back", nil, 1):
            intents(ModalLayers(current).intentsForBack(), "back", else: "nothing to go back to")
        case ("dismiss", nil, 1):
            let layers = ModalLayers(current)
            let intent = layers.top.flatMap { $0.isModal ? $0.id : nil }.flatMap { layers.intent(forDismissing: $0) }
            intents(intent.map { [$0] } ?? [], "dismiss", else: "no sheet or cover to dismiss")
        case ("choose", _, 2...):
            choose(words.dropFirst())
        case ("resize", let name?, 2):
            resize(name)
        case ("tab", let name?, _):
            intents(tabIntent(name).map { [$0] } ?? [], "tab \(name)", else: "no tab '\(name)' on top")
        case ("scenes", nil, 1):
            send(InspectorRequest(.scenes), .listScenes)
        case ("scene", let name?, 2):
            guard let scene = SceneID(rawValue: name) else {
                complain("'\(name)' is not a scene's id")
                return .ok
            }
            send(InspectorRequest(.scene, scene: scene), .report("watching"))
        case ("save", let file?, _):
            send(InspectorRequest(.restoration), .save(file))
        case ("restore", let file?, _):
            do {
                let state = try RestorationState(data: Data(contentsOf: URL(fileURLWithPath: file)))
                send(InspectorRequest(.restore, state: state), .report("restored \(file)"))
            } catch {
                complain("cannot restore \(file): \(error)")
            }
        default:
            complain("unknown command '\(line)'; type help")
        }
        return .ok
    }

    /// `choose <n> [field=text …]`: taps button n of the alert on screen, as
    /// the watch drawing numbers them; a word without `=` goes on the text of
    /// the field before it, after a space.
    private func choose(_ words: ArraySlice<String>) {
        guard let alert = ModalLayers(current).alert else { return complain("no alert is asking; choose answers one") }
        let buttons = alert.content.buttons
        guard let number = words.first.flatMap({ Int($0) }), buttons.indices.contains(number - 1) else {
            return complain("choose needs a button's number, 1–\(buttons.count): choose <n> [field=text …]")
        }
        var texts: [String: String] = [:]
        var field: String?
        for word in words.dropFirst() {
            if let equals = word.firstIndex(of: "="), equals != word.startIndex {
                field = String(word[..<equals])
                texts[String(word[..<equals])] = String(word[word.index(after: equals)...])
            } else if let field {
                texts[field, default: ""] += " " + word
            } else {
                return complain("'\(word)' is not field=text: choose <n> [field=text …]")
            }
        }
        let label = buttons[number - 1].label
        send(
            InspectorRequest(.choose, entry: alert.id, button: label, texts: texts.isEmpty ? nil : texts),
            .report("chose \(label)"))
    }

    /// `resize <detent>`: drags the sheet on top to one of its detents.
    private func resize(_ name: String) {
        guard let detent = SheetDetent(name.lowercased()) else {
            return complain("'\(name)' is not a detent: medium, large, fraction(0.3) or height(200)")
        }
        guard let sheet = ModalLayers(current).top, let id = sheet.id, sheet.style?.detents.isEmpty == false else {
            return complain("no sheet with sizes is on top")
        }
        send(InspectorRequest(.resize, entry: id, detent: detent), .report("resize \(detent)"))
    }

    private var current: CoordinatorSnapshot {
        view.current ?? CoordinatorSnapshot(kind: .navigation, type: "", entries: [])
    }

    private func intents(_ intents: [UserIntent], _ what: String, else refusal: String) {
        guard !intents.isEmpty else { return complain(refusal) }
        send(InspectorRequest(.intent, intents: intents), .report(what))
    }

    private func tabIntent(_ name: String) -> UserIntent? {
        let layers = ModalLayers(current)
        guard let container = layers.top?.container, container.kind == .tabs else { return nil }
        let wanted = name.lowercased()
        guard
            let child = container.children.first(where: {
                $0.route.lowercased() == wanted || $0.item?.title.lowercased() == wanted
            })
        else { return nil }
        return layers.intent(forSelecting: child.id, in: container.id)
    }

    private func send(_ request: InspectorRequest, _ then: Pending) {
        // Typed lines are held until then; this keeps it so.
        guard attached else { return complain("not attached to the app yet; '\(request.type)' was not sent") }
        var request = request
        request.id = nextID
        pending[nextID] = then
        nextID += 1
        if !connection.send(request) { complain("cannot send: the connection is closed") }
    }

    private func complain(_ text: String) {
        Output.err("waypoint: \(text)")
    }

    static let help = """
        commands (sent to the app):
          open <url>       open a deep link; it lands as one change, or nothing changes
          back             go back like a swipe: pop the top screen, or swipe a sheet down
          dismiss          dismiss the sheet or cover on top
          tab <name>       select a tab by route or title
          choose <n> [field=text …]
                           tap button n of the alert on screen, typing in its fields
          resize <detent>  drag the sheet on top to a detent: medium, large, fraction(0.5) …
          save <file>      save the app's tree (restoration data) to a file
          restore <file>   restore the app's tree from a file
          scenes           list the app's scenes (windows), the watched one marked
          scene <id>       watch and drive another scene; every client moves with it
        here:
          history          the last changes
          help, quit
        """
}
