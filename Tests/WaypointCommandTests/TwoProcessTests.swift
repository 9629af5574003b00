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

    /// The change headers the demo drew: `── change 3 · root …`.
    private static func demoChanges(_ demo: LiveProcess) -> [(version: UInt64, cause: String)] {
        demo.stdoutLines.compactMap { line in
            guard line.hasPrefix("── change ") else { return nil }
            let fields = line.dropFirst("── change ".count).components(separatedBy: " · ")
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

    @Test(
        "a wrong token and a flood of bad lines are refused while the demo goes on; killing the watcher changes nothing"
    )
    func badClientsAndAKilledWatcher() async throws {
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        let intruder = try LiveProcess("waypoint", ["watch", address, "--token", "wrong", "--jsonl"])
        #expect(await intruder.exitStatus() == 1)
        #expect(intruder.stdout.contains("badToken"))

        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token, "--jsonl"])
        #expect(await watcher.wait { Self.changes($0).count == 1 })
        let flood = try Socket.connect(to: InspectorAddress(parsing: address))
        defer { flood.close() }
        let hello = LineCoding().line(InspectorRequest(.hello, token: token)) ?? []
        #expect(flood.writeAll(hello + Array(String(repeating: "{not json\n", count: 2_000).utf8)))

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

    @Test("a lost connection ends the watcher with a clear message and a non-zero status")
    func lostConnection() async throws {
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        let watcher = try LiveProcess("waypoint", ["watch", address, "--token", token])
        #expect(await watcher.wait { $0.stdout.contains("── change 0 · initial") })
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

    @Test("record keeps a session's changes; replay draws them again, change by change")
    func recordAndReplay() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let (demo, address, token) = try await Self.startDemo(["--inspect"])
        let recorder = try LiveProcess("waypoint", ["record", file.path, address, "--token", token])
        #expect(await recorder.wait { $0.stdout.contains("── change 0 · initial") })
        demo.type("signin")
        demo.type("save ada")
        #expect(await recorder.wait { $0.stdout.contains("── change 3 · root") })
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
        let headers = replay.stdoutLines.filter { $0.hasPrefix("── change ") }
        #expect(headers.map { $0.components(separatedBy: " · ").last ?? "" } == causes)
        #expect(replay.stdout.contains("replayed \(causes.count) changes"))
        #expect(replay.stdout.contains("push todo(1)  ◀ on screen  ✚ new"))
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
}
