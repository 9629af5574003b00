import Foundation
import Testing
import Waypoint

@testable import WaypointInspector

/// The inspector over real loopback sockets, with raw clients: what each
/// answers, and that the app's navigation state and the other clients are
/// untouched by a client's bad input.
@Suite struct InspectorTests {
    /// An app with one note pushed, and its inspector.
    @MainActor
    private static func app(_ limits: InspectorLimits = InspectorLimits(), at address: InspectorAddress = .loopback())
        throws -> (Notes, Inspector)
    {
        try Notes.inspected(limits, at: address)
    }

    /// A client that attached, as a witness that others are still served.
    private static func witness(_ inspector: Inspector) async throws -> TestClient {
        try await TestClient.attached(to: inspector)
    }

    /// Makes a change in the app and checks that the witness gets it.
    private static func witnessSeesNextChange(_ notes: Notes, _ witness: TestClient) async throws {
        let expected = try await MainActor.run {
            try notes.show(\.note, 99)
            return notes.navigation.snapshot
        }
        let change = await witness.nextChange()
        #expect(change?.snapshot == expected)
        #expect(change?.cause == .push)
    }

    @Test("a client gets the current state, then every change in order")
    func clientGetsStateThenChanges() async throws {
        let (notes, inspector) = try await MainActor.run { try Self.app() }
        let (address, token) = await (inspector.address, inspector.token)
        let client = try TestClient(address)
        let first = await client.attach(token)
        let now = await MainActor.run { notes.navigation.snapshot }
        #expect(first?.snapshot == now)
        #expect(first?.cause == .initial)
        let expected = try await MainActor.run {
            var snapshots: [CoordinatorSnapshot] = []
            for id in 2...6 {
                try notes.show(\.note, id)
                snapshots.append(notes.navigation.snapshot)
            }
            try notes.popLast()
            snapshots.append(notes.navigation.snapshot)
            return snapshots
        }
        var received: [NavigationChange] = []
        for _ in expected {
            guard let change = await client.nextChange() else { break }
            received.append(change)
        }
        #expect(received.map(\.snapshot) == expected)
        #expect(received.map(\.cause) == Array(repeating: .push, count: 5) + [.pop])
        #expect(zip(received, received.dropFirst()).allSatisfy { $0.version < $1.version })
        await inspector.stop()
    }

    @Test("commands: a deep link lands as one change; a failing command answers its error and changes nothing")
    func commandsAnswerDoneOrTypedError() async throws {
        let (notes, inspector) = try await MainActor.run { try Self.app() }
        let client = try await Self.witness(inspector)

        client.send(InspectorRequest(.open, id: 1, url: "notes://note/7"))
        let change = await client.next()
        let reply = await client.next()
        #expect(change?.change?.cause == .deepLink)
        #expect(reply?.type == .reply && reply?.id == 1 && reply?.ok == true)
        #expect(await MainActor.run { notes.navigation.snapshot.routes } == ["list", "note", "note"])

        let before = await MainActor.run { notes.navigation.snapshot }
        let corrupt = await MainActor.run { Self.corruptState(notes) }
        let failing: [(InspectorRequest, String, String)] = [
            (InspectorRequest(.open, id: 2, url: "notes://nowhere"), "deepLink", "unknownPath"),
            (InspectorRequest(.open, id: 3, url: "https://example.com"), "deepLink", "unsupportedScheme"),
            (
                InspectorRequest(.intent, id: 4, intents: [.popped(to: EntryID(rawValue: 4_242))]), "inspector",
                "intentIgnored"
            ),
            (InspectorRequest(.restore, id: 5, state: corrupt), "restoration", "unknownRoute"),
        ]
        for (request, domain, code) in failing {
            client.send(request)
            let answer = await client.next()
            #expect(answer?.type == .reply)
            #expect(answer?.id == request.id)
            #expect(answer?.ok == false)
            #expect(answer?.error?.domain == domain)
            #expect(answer?.error?.code == code)
        }
        #expect(await MainActor.run { notes.navigation.snapshot } == before)

        client.send(InspectorRequest(.restoration, id: 6))
        let saved = await client.next()
        #expect(saved?.ok == true)
        #expect(saved?.restoration == (await MainActor.run { notes.navigation.restorationState() }))

        let top = before.entries.last?.id
        client.send(InspectorRequest(.intent, id: 7, intents: [.dismissed(try #require(top))]))
        #expect(await client.next()?.change?.cause == .user)
        #expect(await client.next()?.outcome == "applied")

        client.send(InspectorRequest(.restore, id: 8, state: try #require(saved?.restoration)))
        #expect(await client.next()?.change?.cause == .restore)
        #expect(await client.next()?.ok == true)
        #expect(await MainActor.run { notes.navigation.snapshot.routes } == before.routes)
        await inspector.stop()
    }

    @Test("a wrong token, a line out of the handshake or an old client is refused and closed; nothing changes")
    func wrongTokenIsRefused() async throws {
        let (notes, inspector) = try await MainActor.run { try Self.app() }
        let witness = try await Self.witness(inspector)
        let before = await MainActor.run { notes.navigation.snapshot }
        let address = await inspector.address

        // A client that does not know the token cannot check the app's proof,
        // and a proof made with a wrong token is refused.
        let guesser = try TestClient(address)
        let nonce = InspectorHandshake.makeNonce()
        guesser.send(ClientHandshake(token: "guess", nonce: nonce).hello)
        let challenge = try #require(await guesser.next())
        #expect(challenge.type == .challenge)
        #expect(ClientHandshake(token: "guess", nonce: nonce).answer(challenge) == nil)
        let appNonce = try #require(challenge.nonce)
        let wrong = InspectorHandshake.clientProof(token: "guess", clientNonce: nonce, appNonce: appNonce)
        guesser.send(InspectorRequest(.proof, proof: wrong))
        let refusal = await guesser.next()
        #expect(refusal?.type == .error)
        #expect(refusal?.error?.code == "badToken")
        #expect(await guesser.closes())

        for (first, code) in [
            (#"{"v":4,"type":"open","url":"notes://note/3"}"#, "badToken"),
            (#"{"v":4,"type":"proof","proof":"00"}"#, "badToken"),
            (#"{"v":4,"type":"hello"}"#, "badRequest"),
            (#"{"v":4,"type":"hello","nonce":"not hexadecimal"}"#, "badRequest"),
            (#"{"v":1,"type":"hello","token":"guess"}"#, "unsupportedVersion"),
        ] {
            let intruder = try TestClient(address)
            intruder.send(first + "\n")
            let answer = await intruder.next()
            #expect(answer?.type == .error, "\(first)")
            #expect(answer?.error?.code == code, "\(first)")
            #expect(await intruder.closes())
        }
        #expect(await MainActor.run { notes.navigation.snapshot } == before)
        #expect(await inspector.attachedClients == 1)
        try await Self.witnessSeesNextChange(notes, witness)
        await inspector.stop()
    }

    @Test("garbage and a flood of bad lines are each answered; the state and other clients are untouched")
    func garbageIsAnswered() async throws {
        let (notes, inspector) = try await MainActor.run { try Self.app() }
        let witness = try await Self.witness(inspector)
        let before = await MainActor.run { notes.navigation.snapshot }

        let stranger = try TestClient(await inspector.address)
        stranger.send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(await stranger.next()?.error?.code == "badRequest")
        #expect(await stranger.closes())

        let flooder = try await Self.witness(inspector)
        let bad = [
            "nonsense", "{", "[]", #"{"v":4,"type":"teleport"}"#, #"{"v":4,"type":"open"}"#, #"{"v":9,"type":"open"}"#,
        ]
        let lines = (0..<500).map { bad[$0 % bad.count] }
        flooder.send(lines.joined(separator: "\n") + "\n")
        var answered = 0
        while answered < lines.count, let event = await flooder.next() {
            #expect(event.ok != true)
            #expect(event.error != nil)
            answered += 1
        }
        #expect(answered == lines.count)
        #expect(await MainActor.run { notes.navigation.snapshot } == before)
        try await Self.witnessSeesNextChange(notes, witness)
        #expect(await flooder.nextChange()?.cause == .push)
        await inspector.stop()
    }

    @Test("a client that floods bad lines without reading is held back, then answered in full; others go on")
    func floodWithoutReading() async throws {
        var limits = InspectorLimits()
        limits.maxWaitingBytes = 4_096
        let (notes, inspector) = try await MainActor.run { try Self.app(limits) }
        let witness = try await Self.witness(inspector)
        let flooder = try await Self.witness(inspector)
        let before = await MainActor.run { notes.navigation.snapshot }
        let lines = 20_000
        flooder.send(String(repeating: "x\n", count: lines))
        try await Self.witnessSeesNextChange(notes, witness)
        let after = await MainActor.run { notes.navigation.snapshot }
        var answered = 0
        var changes: [NavigationChange] = []
        while answered < lines || changes.isEmpty, let event = await flooder.next() {
            if event.type == .error {
                #expect(event.error?.code == "badRequest")
                answered += 1
            } else if let change = event.change {
                changes.append(change)
            }
        }
        #expect(answered == lines)
        #expect(changes.map(\.snapshot) == [after])
        #expect(before.entries.count + 1 == after.entries.count)
        await inspector.stop()
    }

    @Test("an over-long line is refused: before the token it closes the connection, after it only the line")
    func overLongLineIsRefused() async throws {
        var limits = InspectorLimits()
        limits.maxLineLength = 1_024
        let (notes, inspector) = try await MainActor.run { try Self.app(limits) }
        let witness = try await Self.witness(inspector)
        let before = await MainActor.run { notes.navigation.snapshot }
        let long = String(repeating: "x", count: 200_000)

        let early = try TestClient(await inspector.address)
        early.send(long + "\n")
        #expect(await early.next()?.error?.code == "lineTooLong")
        #expect(await early.closes())

        let attached = try await Self.witness(inspector)
        attached.send(#"{"v":1,"type":"open","id":1,"url":"notes://note/"# + long + "\"}\n")
        #expect(await attached.next()?.error?.code == "lineTooLong")
        attached.send(InspectorRequest(.open, id: 2, url: "notes://note/5"))
        #expect(await attached.next()?.change?.cause == .deepLink)
        #expect(await attached.next()?.ok == true)
        #expect(await MainActor.run { notes.navigation.snapshot.entries.count } == before.entries.count + 1)
        #expect(await witness.nextChange()?.cause == .deepLink)
        await inspector.stop()
    }

    @Test("a half-open connection that never sends its token is refused after the deadline")
    func halfOpenConnectionTimesOut() async throws {
        var limits = InspectorLimits()
        limits.tokenTimeout = .seconds(1)
        let (notes, inspector) = try await MainActor.run { try Self.app(limits) }
        let witness = try await Self.witness(inspector)
        let before = await MainActor.run { notes.navigation.snapshot }
        let silent = try TestClient(await inspector.address)
        let partial = try TestClient(await inspector.address)
        partial.send(#"{"v":1,"type":"hel"#)
        #expect(await silent.next()?.error?.code == "timeout")
        #expect(await silent.closes())
        #expect(await partial.next()?.error?.code == "timeout")
        #expect(await partial.closes())
        #expect(await MainActor.run { notes.navigation.snapshot } == before)
        try await Self.witnessSeesNextChange(notes, witness)
        await inspector.stop()
    }

    @Test("40 clients at once: as many as the limit are served, the others refused, each answered")
    func manyClientsAtOnce() async throws {
        var limits = InspectorLimits()
        limits.maxClients = 32
        limits.maxHandshakes = 40
        let (notes, inspector) = try await MainActor.run { try Self.app(limits) }
        let address = await inspector.address
        let token = await inspector.token
        let before = await MainActor.run { notes.navigation.snapshot }
        let clients = try (0..<40).map { _ in try TestClient(address) }
        let handshakes = clients.map { _ in ClientHandshake(token: token) }
        for (client, handshake) in zip(clients, handshakes) { client.send(handshake.hello) }
        for (client, handshake) in zip(clients, handshakes) {
            let challenge = await client.next()
            client.send(try #require(challenge.flatMap(handshake.answer)))
        }
        var served: [TestClient] = []
        var refused = 0
        for client in clients {
            let first = await client.next()
            if first?.type == .welcome {
                served.append(client)
            } else {
                #expect(first?.error?.code == "tooManyClients")
                #expect(await client.closes())
                refused += 1
            }
        }
        #expect(served.count == 32)
        #expect(refused == 8)
        #expect(await MainActor.run { notes.navigation.snapshot } == before)
        for client in served { _ = await client.nextChange() }
        let expected = try await MainActor.run {
            try notes.show(\.note, 2)
            return notes.navigation.snapshot
        }
        for client in served {
            #expect(await client.nextChange()?.snapshot == expected)
        }
        await inspector.stop()
    }

    @Test("clients that connect and vanish mid-line leave the state and other clients untouched")
    func vanishingClients() async throws {
        let (notes, inspector) = try await MainActor.run { try Self.app() }
        let witness = try await Self.witness(inspector)
        let before = await MainActor.run { notes.navigation.snapshot }
        let token = await inspector.token
        for round in 0..<20 {
            let client = try TestClient(await inspector.address)
            if round.isMultiple(of: 2) {
                client.send(#"{"v":1,"type":"hello","tok"#)
            } else {
                _ = await client.attach(token)
                client.send(#"{"v":1,"type":"open","id":1,"url":"notes://no"#)
            }
            client.socket.shutdown()
        }
        #expect(await MainActor.run { notes.navigation.snapshot } == before)
        try await Self.witnessSeesNextChange(notes, witness)
        // The I/O thread notices the hang-ups on its own turns: await them, bounded.
        let deadline = ContinuousClock.now + .seconds(20)
        var attached = await inspector.attachedClients
        while attached != 1, ContinuousClock.now < deadline {
            await Task.yield()
            attached = await inspector.attachedClients
        }
        #expect(attached == 1)
        await inspector.stop()
    }

    @Test("a client that does not read falls back to the latest state with the count it missed")
    func slowClientFallsBack() async throws {
        var limits = InspectorLimits()
        limits.maxWaitingChanges = 8
        let (notes, inspector) = try await MainActor.run { try Self.app(limits) }
        let slow = try await Self.witness(inspector)
        let witness = try await Self.witness(inspector)
        let changes = 20_000
        let final = try await MainActor.run {
            for id in 0..<(changes / 2) {
                try notes.show(\.note, id)
                try notes.popLast()
            }
            try notes.show(\.note, 99)
            return notes.navigation.snapshot
        }
        var witnessed: NavigationChange?
        while let change = await witness.nextChange() {
            witnessed = change
            if change.snapshot == final { break }
        }
        #expect(witnessed?.snapshot == final)
        let (received, missed, last) = await slow.readChanges(accountingFor: changes + 1)
        #expect(missed > 0)
        #expect(received + missed == changes + 1)
        #expect(last?.snapshot == final)
        await inspector.stop()
    }

    @Test("stop closes every connection, frees the socket file, and the port can be used again")
    func stopFreesEverything() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wp-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        // The app stays alive: a client cannot attach to a coordinator that is gone.
        let (notes, inspector) = try await MainActor.run { try Self.app(at: .unix(path: path)) }
        #expect(FileManager.default.fileExists(atPath: path))
        let clients = try await [Self.witness(inspector), Self.witness(inspector)]
        let waiting = try TestClient(await inspector.address)
        await inspector.stop()
        for client in clients {
            #expect(await client.next()?.type == .bye)
            #expect(await client.closes())
        }
        #expect(await waiting.closes())
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(throws: InspectorError.self) { try Socket.connect(to: .unix(path: path)) }
        withExtendedLifetime(notes) {}

        let (_, first) = try await MainActor.run { try Self.app() }
        let address = await first.address
        await first.stop()
        let (_, again) = try await MainActor.run { try Self.app(at: address) }
        #expect(await again.address == address)
        await again.stop()
    }

    @Test("the inspector lets go of the coordinator; a command after it is gone answers coordinatorGone")
    func coordinatorGone() async throws {
        var (notes, inspector): (Notes?, Inspector) = try await MainActor.run { try Self.app() }
        weak let weakNotes = notes
        let client = try await Self.witness(inspector)
        notes = nil
        #expect(weakNotes == nil)
        client.send(InspectorRequest(.restoration, id: 1))
        #expect(await client.next()?.error?.code == "coordinatorGone")
        await inspector.stop()
    }

    /// Restoration data naming a route the app does not have.
    @MainActor
    private static func corruptState(_ notes: Notes) -> RestorationState {
        var state = notes.navigation.restorationState()
        state.root.entries[0].route = "nowhere"
        return state
    }
}
