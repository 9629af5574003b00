import Foundation
import Testing
import Waypoint
import WaypointInspector

/// The demo with its inspector and the `waypoint` command, as two processes
/// over loopback.
@Suite(.serialized) struct TwoProcessTests {
    /// The change lines a `--jsonl` watcher printed: (version, cause).
    private static func changes(_ watcher: LiveProcess) -> [(version: UInt64, cause: String)] {
        let coding = LineCoding()
        return watcher.stdoutLines.compactMap { line in
            coding.decode(InspectorEvent.self, from: Array(line.utf8))?.change.map { ($0.version, $0.cause.rawValue) }
        }
    }

    /// The change headers the demo drew for window 1: `── change 3 · root …`,
    /// or `── window 1 · change 3 · root …` once it opened a second window.
    private static func demoChanges(_ demo: LiveProcess) -> [(version: UInt64, cause: String)] {
        demo.stdoutLines.compactMap { line in
            let header =
                line.hasPrefix("── window 1 · change ")
                ? line.dropFirst("── window 1 · change ".count)
                : line.hasPrefix("── change ") ? line.dropFirst("── change ".count) : nil
            guard let header else { return nil }
            let fields = header.components(separatedBy: " · ")
            guard fields.count >= 2, let version = UInt64(fields[0]) else { return nil }
            return (version, fields[1])
        }
    }

    private static func startDemo(_ arguments: [String]) async throws -> (LiveProcess, String, String) {
        let demo = try LiveProcess("waypoint-demo", arguments)
        #expect(await demo.wait { $0.inspector != nil })
        let (address, token) = try #require(demo.inspector)
        return (demo, address, token)
    }

    @Test("the watcher sees the tour's changes in order, then the demo's goodbye")
    func watcherSeesTheTour() async throws {
        let (demo, address, token) = try await Self.startDemo(["--tour", "--inspect"])
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--jsonl"])
        #expect(await demo.exitStatus() == 0)
        #expect(await watcher.exitStatus() == 0)
        let drawn = Self.demoChanges(demo)
        let watched = Self.changes(watcher)
        #expect(drawn.count > 15)
        #expect(watched.map(\.version) == drawn.map(\.version))
        #expect(watched.map(\.cause) == drawn.map(\.cause))
        #expect(watcher.stdoutLines.last?.contains(#""type":"bye""#) == true)
    }

    @Test("a deep link sent from the command lands as one change in the demo; a bad one changes nothing")
    func deepLinkFromTheCommand() async throws {
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        demo.type("signin")
        demo.type("save ada")
        #expect(await demo.wait { Self.demoChanges($0).last?.cause == "root" })
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--jsonl"])
        #expect(await watcher.wait { Self.changes($0).count == 1 })
        let before = Self.demoChanges(demo).count
        watcher.type("open todos://todo/2")
        #expect(await watcher.wait { $0.stdout.contains(#""ok":true"#) })
        #expect(await demo.wait { Self.demoChanges($0).count == before + 1 })
        #expect(Self.demoChanges(demo).last?.cause == "deepLink")
        #expect(Self.changes(watcher).last?.cause == "deepLink")

        watcher.type("open todos://todo/42")
        #expect(await watcher.wait { $0.stdout.contains(#""code":"stepFailed""#) })
        demo.type("show")
        #expect(await demo.wait { $0.stdout.contains("push todo(2)") })
        #expect(Self.demoChanges(demo).count == before + 1)

        watcher.type("quit")
        #expect(await watcher.exitStatus() == 0)
        demo.endInput()
        #expect(await demo.exitStatus() == 0)
    }

    @Test("commands piped to the watcher wait for the handshake, then go to the app in order")
    func pipedCommandsWaitForTheHandshake() async throws {
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        demo.type("signin")
        demo.type("save ada")
        #expect(await demo.wait { Self.demoChanges($0).last?.cause == "root" })
        let before = Self.demoChanges(demo).count
        // As `printf 'open …\nopen …\n' | waypoint watch …`: the lines are
        // there before the app has answered the hello.
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--jsonl"])
        watcher.type("open todos://todo/2")
        watcher.type("open todos://todo/42")
        watcher.type("open todos://todo/1")
        watcher.endInput()
        #expect(
            await watcher.wait { !$0.isRunning || $0.stdoutLines.filter { $0.contains(#""type":"reply""#) }.count == 3 }
        )
        let coding = LineCoding()
        let replies = watcher.stdoutLines.compactMap { coding.decode(InspectorEvent.self, from: Array($0.utf8)) }
            .filter { $0.type == .reply }
        #expect(replies.map(\.id) == [1, 2, 3])
        #expect(replies.map(\.ok) == [true, false, true])
        #expect(replies.dropFirst().first?.error?.code == "stepFailed")
        #expect(await demo.wait { Self.demoChanges($0).count == before + 2 })
        #expect(Self.demoChanges(demo).suffix(2).map(\.cause) == ["deepLink", "deepLink"])
        #expect(!watcher.stderr.contains("badToken"), "\(watcher.stderr)")
        // The input ended; the watcher goes on until the app stops inspecting.
        #expect(watcher.isRunning)
        demo.endInput()
        #expect(await demo.exitStatus() == 0)
        #expect(await watcher.exitStatus() == 0)
    }

    @Test(
        "a wrong token and a flood of bad lines are refused while the demo goes on; killing the watcher changes nothing"
    )
    func badClientsAndAKilledWatcher() async throws {
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        // With a wrong token, the watcher cannot check the app's proof: it stops
        // without proving anything, and says the token may be wrong.
        let intruder = try LiveProcess("waypoint", ["watch", address, "--token", "wrong", "--jsonl"])
        #expect(await intruder.exitStatus() == 1)
        #expect(intruder.stderr.contains("did not prove that it knows the token: either the token is wrong"))
        #expect(intruder.stdout.isEmpty)

        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--jsonl"])
        #expect(await watcher.wait { Self.changes($0).count == 1 })
        let flood = try Peer.connect(to: address)
        #expect(await flood.attach(token: token))
        flood.send(Array(String(repeating: "{not json\n", count: 2_000).utf8))

        demo.type("signin")
        #expect(await watcher.wait { Self.changes($0).last?.cause == "present" })
        #expect(await demo.wait { Self.demoChanges($0).last?.cause == "present" })

        watcher.kill()
        let versions = Self.demoChanges(demo).map(\.version)
        let second = try LiveProcess("waypoint", ["watch", address, "--token", token, "--jsonl"])
        #expect(await second.wait { Self.changes($0).count == 1 })
        #expect(Self.changes(second).first?.version == versions.last)
        #expect(Self.demoChanges(demo).map(\.version) == versions)
        demo.type("cancel")
        #expect(await second.wait { Self.changes($0).last?.cause == "finish" })
        demo.endInput()
        #expect(await demo.exitStatus() == 0)
        #expect(await second.exitStatus() == 0)
    }

    @Test("the watcher lists the demo's windows, watches one with --scene, switches with scene; bad ids are refused")
    func scenesFromTheCommand() async throws {
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        demo.type("signin")
        demo.type("save ada")
        demo.type("window new")
        #expect(await demo.wait { $0.stdout.contains("── window 2 · change 0 · initial") })

        // --scene without an id is a usage error.
        let usage = try LiveProcess("waypoint", ["watch", address, "--token", token, "--scene"])
        #expect(await usage.exitStatus() == 64)
        #expect(usage.stderr.contains("--scene needs a scene's id"))

        // A scene the app does not have: --scene stops the command, having changed nothing.
        let bad = try LiveProcess("waypoint", ["watch", address, "--token", token, "--scene", "9"])
        #expect(await bad.exitStatus() == 1)
        #expect(bad.stderr.contains("cannot watch scene '9': scene unknownScene"), "\(bad.stderr)")

        // The inspector watches the active window (2); --scene 1 moves it to window 1 first.
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--scene", "1"])
        #expect(await watcher.wait { $0.stdout.contains("attached to AppCoordinator, scene 2 at") })
        #expect(await watcher.wait { $0.stdout.contains("watching scene 1 (a client chose scene '1')") })
        #expect(await watcher.wait { $0.stdout.contains("── scene 1 · change 3 · initial") })
        watcher.type("scenes")
        #expect(await watcher.wait { $0.stdout.contains("  1  foregroundInactive  ◀ watched") })
        #expect(watcher.stdout.contains("  2  foregroundActive\n"))
        // Commands act on the watched scene: the link lands in window 1.
        watcher.type("open todos://todo/1")
        #expect(await demo.wait { $0.stdout.contains("── window 1 · change 4 · deepLink") })
        #expect(await watcher.wait { $0.stdout.contains("── scene 1 · change 4 · deepLink") })
        watcher.type("scene 9")
        #expect(
            await watcher.wait { $0.stdout.contains("✗ scene unknownScene: no scene has this id — nothing changed") })
        watcher.type("scene 2")
        #expect(await watcher.wait { $0.stdout.contains("✓ watching: scene 2 (foregroundActive)") })
        #expect(watcher.stdout.contains("── scene 2 · change 0 · initial"))
        watcher.type("help")
        #expect(await watcher.wait { $0.stdout.contains("scene <id>       watch and drive another scene") })
        watcher.type("quit")
        #expect(await watcher.exitStatus() == 0)
        // Window 2 drew nothing but its first state: the switches changed no tree.
        #expect(!demo.stdout.contains("── window 2 · change 1"))
        demo.endInput()
        #expect(await demo.exitStatus() == 0)
    }

    @Test("a lost connection ends the watcher with a clear message and a non-zero status")
    func lostConnection() async throws {
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token])
        #expect(await watcher.wait { $0.stdout.contains("── scene 1 · change 0 · initial") })
        demo.kill()
        #expect(await watcher.exitStatus() == 1)
        #expect(watcher.stderr.contains("waypoint: lost the connection to \(address)"))

        let nobody = try LiveProcess("waypoint", ["watch", address, "--token", token])
        #expect(await nobody.exitStatus() == 69)
        #expect(nobody.stderr.contains("cannot connect"))
        let confused = try LiveProcess("waypoint", ["watch", "--jsonl"])
        #expect(await confused.exitStatus() == 64)
        #expect(confused.stderr.contains("usage: waypoint"))
    }

    @Test(
        "the watcher draws the demo's alert and sheet sizes, chooses a button and drags the sheet; a bad detent is refused"
    )
    func alertsAndSheetSizesFromTheCommand() async throws {
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        demo.type("signin")
        demo.type("save ada")
        #expect(await demo.wait { Self.demoChanges($0).last?.cause == "root" })
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token])
        #expect(await watcher.wait { $0.stdout.contains("· initial") })
        watcher.type("choose 1")
        #expect(await watcher.wait { $0.stderr.contains("no alert is asking") })
        watcher.type("open todos://todo/2")
        #expect(await watcher.wait { $0.stdout.contains("✓ opened todos://todo/2") })
        demo.type("delete")
        #expect(await watcher.wait { $0.stdout.contains("│ 1. Delete (destructive)") })
        #expect(watcher.stdout.contains("└ 2. Cancel (cancel)"))
        #expect(watcher.stdout.contains("│ This cannot be undone."))
        watcher.type("choose 2")
        #expect(await watcher.wait { $0.stdout.contains("✓ chose Cancel (applied)") })
        // The demo reports a flow's result when it settles, after its next command.
        demo.type("show")
        #expect(await demo.wait { $0.stdout.contains("route(to: \\.confirmDelete, 2) returned done(false)") })

        demo.type("new")
        #expect(await watcher.wait { $0.stdout.contains("sheet new-todo · detent medium of medium, large") })
        watcher.type("resize fraction(0.3)")
        #expect(await watcher.wait { $0.stdout.contains("✗ navigation invalidDetent") })
        watcher.type("resize large")
        #expect(await watcher.wait { $0.stdout.contains("✓ resize large (applied)") })
        #expect(watcher.stdout.contains("sheet new-todo · detent large of medium, large"))
        #expect(await demo.wait { $0.stdout.contains("sheet new-todo · large height") })

        watcher.type("quit")
        #expect(await watcher.exitStatus() == 0)
        demo.endInput()
        #expect(await demo.exitStatus() == 0)
    }

    @Test("record keeps a session's changes; replay draws them again, change by change")
    func recordAndReplay() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        let recorder = try LiveProcess("waypoint", ["record", file.path, address, "--token", token])
        #expect(await recorder.wait { $0.stdout.contains("── scene 1 · change 0 · initial") })
        demo.type("signin")
        demo.type("save ada")
        #expect(await recorder.wait { $0.stdout.contains("── scene 1 · change 3 · root") })
        recorder.type("open todos://todo/1")
        #expect(await recorder.wait { $0.stdout.contains("✓ opened todos://todo/1") })
        recorder.type("save \(file.path).tree")
        #expect(await recorder.wait { $0.stdout.contains("✓ saved the tree") })
        recorder.type("back")
        #expect(await recorder.wait { $0.stdout.contains("✓ back (applied)") })
        recorder.type("restore \(file.path).tree")
        #expect(await recorder.wait { $0.stdout.contains("✓ restored") })
        #expect(await recorder.wait { $0.stdout.contains("· restore") })
        recorder.type("quit")
        #expect(await recorder.exitStatus() == 0)
        try? FileManager.default.removeItem(atPath: file.path + ".tree")
        demo.endInput()
        #expect(await demo.exitStatus() == 0)

        let causes = ["initial", "present", "finish", "root", "deepLink", "user", "restore"]
        let replay = try LiveProcess("waypoint", ["replay", file.path])
        #expect(await replay.exitStatus() == 0)
        // The recording keeps the scene the session watched: the headers name it.
        let headers = replay.stdoutLines.filter { $0.hasPrefix("── scene 1 · change ") }
        #expect(headers.map { $0.components(separatedBy: " · ").last ?? "" } == causes)
        #expect(replay.stdout.contains("replayed \(causes.count) changes"))
        #expect(replay.stdout.contains("push todo(1) · zoom from todo[1]  ◀ on screen  ✚ new"))
    }

    @Test("the demo listens on a Unix-domain socket when asked, and refuses a bad port")
    func unixSocketAndBadOptions() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wp-\(UInt32.random(in: 0...UInt32.max))"
        )
        .path
        let (demo, address, token) = try await Self.startDemo(["--jsonl", "--inspect-socket", path])
        #expect(address == "unix:\(path)")
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--jsonl"])
        #expect(await watcher.wait { Self.changes($0).count == 1 })
        demo.endInput()
        #expect(await demo.exitStatus() == 0)
        #expect(await watcher.exitStatus() == 0)
        #expect(!FileManager.default.fileExists(atPath: path))

        let refused = try LiveProcess("waypoint-demo", ["--inspect-port", "nope"])
        #expect(await refused.exitStatus() == 64)
        #expect(refused.stderr.contains("--inspect-port needs a port number"))
    }

    /// A program listening where the watcher connects, as another process
    /// could after the app stopped.
    private static func impostor() throws -> (Socket, String) {
        let (listener, bound) = try Socket.listen(on: .loopback())
        return (listener, bound.description)
    }

    @Test("the watcher sends nothing but its hello to a program that cannot prove it knows the token")
    func theTokenIsNeverSentToAnImpostor() async throws {
        let token = InspectorHandshake.makeNonce()
        let (listener, address) = try Self.impostor()
        defer { listener.close() }

        // A forged proof, then a welcome without any challenge: the watcher
        // stops both times, having sent its hello alone.
        let forged: [(Peer) -> Void] = [
            { peer in
                peer.send(
                    InspectorEvent.challenge(
                        nonce: InspectorHandshake.makeNonce(), proof: String(repeating: "0", count: 64)))
            },
            { peer in
                var welcome = InspectorEvent(.welcome)
                welcome.coordinator = "AppCoordinator"
                peer.send(welcome)
            },
        ]
        for (round, answer) in forged.enumerated() {
            let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token])
            let peer = try #require(await Peer.accept(from: listener))
            let hello = try #require(await peer.next(InspectorRequest.self))
            #expect(hello.type == .hello)
            #expect(hello.nonce.map(InspectorHandshake.isNonce) == true)
            answer(peer)
            #expect(await watcher.exitStatus() == 1, "round \(round)")
            #expect(watcher.stderr.contains("did not prove that it knows the token"), "round \(round)")
            #expect(await peer.readsToEnd())
            let sent = String(decoding: peer.received, as: UTF8.self)
            #expect(!sent.contains(token), "round \(round)")
            #expect(sent.split(separator: "\n").count == 1, "round \(round): \(sent)")
        }
    }

    @Test("commands typed before the peer proved it knows the token never reach it; the watcher stops with status 1")
    func commandsNeverReachAPeerThatDidNotProveItself() async throws {
        let token = InspectorHandshake.makeNonce()
        let (listener, address) = try Self.impostor()
        defer { listener.close() }
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString).tree")
        defer { try? FileManager.default.removeItem(at: tree) }
        try Data(
            #"""
            {"format":2,"omitted":[],"root":{"type":"SecretTree","kind":"navigation","entries":[\#
            {"route":"list","presentation":"root","inputs":[],"awaited":false}]}}
            """#.utf8
        ).write(to: tree)

        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token])
        let peer = try #require(await Peer.accept(from: listener))
        let hello = try #require(await peer.next(InspectorRequest.self))
        #expect(hello.type == .hello)
        // Typed while the peer has not proved anything yet.
        watcher.type("open todos://todo/2")
        watcher.type("restore \(tree.path)")
        watcher.type("help")
        #expect(await watcher.waitUntilInputIsRead())
        // The peer does not know the token: its proof is wrong.
        peer.send(
            InspectorEvent.challenge(nonce: InspectorHandshake.makeNonce(), proof: String(repeating: "0", count: 64)))
        #expect(await watcher.exitStatus() == 1)
        #expect(watcher.stderr.contains("did not prove that it knows the token"))
        #expect(await peer.readsToEnd())
        let sent = String(decoding: peer.received, as: UTF8.self)
        #expect(sent.split(separator: "\n").count == 1, "\(sent)")
        #expect(!sent.contains("todos://"))
        #expect(!sent.contains("SecretTree"))
        #expect(!sent.contains(token))
        #expect(!watcher.stderr.contains("cannot restore"), "\(watcher.stderr)")
        // `help` needs no app: it answered at once, and sent nothing either.
        #expect(watcher.stdout.contains("commands (sent to the app)"))
    }

    @Test("a peer that never finishes the handshake stops the watcher after its timeout, having sent no command")
    func handshakeTimesOut() async throws {
        let token = InspectorHandshake.makeNonce()
        let (listener, address) = try Self.impostor()
        defer { listener.close() }
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--handshake-timeout", "0.5"])
        let peer = try #require(await Peer.accept(from: listener))
        #expect(try #require(await peer.next(InspectorRequest.self)).type == .hello)
        watcher.type("open todos://todo/2")
        // The peer says nothing more.
        #expect(await watcher.exitStatus() == 1)
        #expect(watcher.stderr.contains("did not prove that it knows the token within"), "\(watcher.stderr)")
        #expect(await peer.readsToEnd())
        #expect(!String(decoding: peer.received, as: UTF8.self).contains("todos://"))
    }

    @Test("quit leaves at once while the handshake waits, when no command waits before it")
    func quitBeforeTheHandshake() async throws {
        let token = InspectorHandshake.makeNonce()
        let (listener, address) = try Self.impostor()
        defer { listener.close() }
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token])
        let peer = try #require(await Peer.accept(from: listener))
        #expect(try #require(await peer.next(InspectorRequest.self)).type == .hello)
        watcher.type("quit")
        #expect(await watcher.exitStatus() == 0)
        #expect(await peer.readsToEnd())
        #expect(String(decoding: peer.received, as: UTF8.self).split(separator: "\n").count == 1)
    }

    @Test("with --jsonl, the watcher writes the C1 control characters of what the app sends as \\u escapes")
    func c1ControlsAreEscapedInJSONLines() async throws {
        let token = InspectorHandshake.makeNonce()
        let (listener, address) = try Self.impostor()
        defer { listener.close() }
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--jsonl"])
        let app = try #require(await Peer.accept(from: listener))
        #expect(await app.answerHandshake(token: token))

        // CSI (U+009B) clears the screen in many terminals, as ESC [ does.
        let attack = "\u{9B}2J\u{80}\u{85}\u{9F}\u{7F}"
        var welcome = InspectorEvent(.welcome)
        welcome.coordinator = "App" + attack
        app.send(welcome)
        let list = EntrySnapshot(id: EntryID(rawValue: 1), route: "list", presentation: .root)
        let first = NavigationChange(
            snapshot: CoordinatorSnapshot(kind: .navigation, type: "App", entries: [list]), cause: .initial, version: 1)
        let second = NavigationChange(
            snapshot: CoordinatorSnapshot(
                kind: .navigation, type: "App",
                entries: [
                    list,
                    EntrySnapshot(
                        id: EntryID(rawValue: 2), route: "todo" + attack, presentation: .push, input: attack),
                ]),
            cause: .push, version: 2)
        app.send(InspectorEvent.change(first))
        // A delta: the watcher writes the whole change it makes, encoded itself.
        app.send(InspectorEvent.delta(SnapshotDelta(from: first, to: second)))
        app.send(InspectorEvent.failed(7, .init(domain: "deepLink", code: "x", message: attack)))
        app.send(InspectorEvent.bye(attack))
        #expect(await watcher.exitStatus() == 0)

        let lines = watcher.stdoutLines
        #expect(lines.count == 5, "\(lines)")
        for line in lines {
            let controls = line.unicodeScalars.filter { (0x7F...0x9F).contains($0.value) }
            #expect(controls.isEmpty, "\(line.debugDescription)")
        }
        #expect(watcher.stdout.contains(#"todo\u009b2J\u0080\u0085\u009f\u007f"#))
        // The escapes are JSON's: the lines still read as what the app sent.
        let coding = LineCoding()
        let events = lines.compactMap { coding.decode(InspectorEvent.self, from: Array($0.utf8)) }
        #expect(events.map(\.type) == [.welcome, .change, .change, .reply, .bye])
        #expect(events.first?.coordinator == "App" + attack)
        #expect(events.dropFirst(2).first?.change == second)
        #expect(events.last?.reason == attack)
    }

    @Test("the watcher escapes the control characters of what the app sends before writing it to the terminal")
    func controlCharactersAreEscaped() async throws {
        let token = InspectorHandshake.makeNonce()
        let (listener, address) = try Self.impostor()
        defer { listener.close() }
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token])
        let app = try #require(await Peer.accept(from: listener))
        #expect(await app.answerHandshake(token: token))

        let attack = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}2J\u{202E}"
        var welcome = InspectorEvent(.welcome)
        welcome.coordinator = "App" + attack
        app.send(welcome)
        let snapshot = CoordinatorSnapshot(
            kind: .navigation, type: "App" + attack,
            entries: [
                EntrySnapshot(id: EntryID(rawValue: 1), route: "list", presentation: .root),
                EntrySnapshot(
                    id: EntryID(rawValue: 2), route: "todo" + attack, presentation: .push, input: attack,
                    item: TabItem(attack)),
            ])
        app.send(InspectorEvent.change(NavigationChange(snapshot: snapshot, cause: .push, version: 1)))
        app.send(InspectorEvent.failed(7, .init(domain: "deepLink", code: "x" + attack, message: attack)))
        app.send(InspectorEvent.refused(InspectorError(.badRequest, attack)))
        app.send(Array(("not json " + attack + "\n").utf8))
        app.send(InspectorEvent.bye(attack))
        #expect(await watcher.exitStatus() == 0)
        let written = watcher.stdout + watcher.stderr
        #expect(watcher.stdout.contains("push todo\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\\u{9B}2J\\u{202E}"))
        for control in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"] {
            #expect(!written.contains(control), "\(control.unicodeScalars.first.map { $0.value } ?? 0)")
        }
    }

    @Test("the watcher skips a line longer than 64 MiB without keeping it, and goes on")
    func overLongLinesAreSkipped() async throws {
        let token = InspectorHandshake.makeNonce()
        let (listener, address) = try Self.impostor()
        defer { listener.close() }
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--jsonl"])
        let app = try #require(await Peer.accept(from: listener))
        #expect(await app.answerHandshake(token: token))
        app.send(InspectorEvent(.welcome))
        app.send([UInt8](repeating: UInt8(ascii: "x"), count: (64 << 20) + 1) + [UInt8(ascii: "\n")])
        let snapshot = CoordinatorSnapshot(
            kind: .navigation, type: "App",
            entries: [EntrySnapshot(id: EntryID(rawValue: 1), route: "list", presentation: .root)])
        app.send(InspectorEvent.change(NavigationChange(snapshot: snapshot, cause: .initial, version: 3)))
        app.send(InspectorEvent.bye("done"))
        #expect(await watcher.exitStatus() == 0)
        #expect(watcher.stderr.contains("the inspector sent a line longer than 64 MiB; skipped"))
        #expect(Self.changes(watcher).map(\.version) == [3])
    }
}
