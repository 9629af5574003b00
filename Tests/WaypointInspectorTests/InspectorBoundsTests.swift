import Foundation
import Testing
import Waypoint

@testable import WaypointInspector

/// What a second process can do to the inspector over its socket, and the
/// bounds that keep the app and the client with the token safe from it.
@Suite struct InspectorBoundsTests {
    private static func socketPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("wp-\(UInt32.random(in: 0...UInt32.max))").path
    }

    /// Whether `body` returns before `limit` passes: a bound for a wait that
    /// fails the test instead of hanging it, never a measure. (A wait that
    /// never ends is left behind, not awaited.)
    private static func finishes(within limit: Duration, _ body: @escaping @Sendable () async -> Void) async -> Bool {
        let first = FirstAnswer()
        return await withCheckedContinuation { continuation in
            first.wait(continuation)
            Task {
                await body()
                first.answer(true)
            }
            Task {
                try? await Task.sleep(for: limit)
                first.answer(false)
            }
        }
    }

    @Test("64 connections that never finish the handshake do not keep out a client with the token")
    func silentConnectionsDoNotKeepTheTokenOut() async throws {
        let (notes, inspector) = try await MainActor.run { try Notes.inspected() }
        let (address, token) = await (inspector.address, inspector.token)
        let silent = try (0..<64).map { _ in try TestClient(address) }
        let developer = try TestClient(address)
        let first = try #require(await developer.attach(token))
        #expect(first.snapshot == (await MainActor.run { notes.navigation.snapshot }))
        #expect(await inspector.attachedClients == 1)
        // The pool of handshakes keeps 16: the oldest silent ones were dropped.
        for client in silent.prefix(48) {
            #expect(await client.next()?.error?.code == "tooManyClients")
            #expect(await client.closes())
        }
        await inspector.stop()
        withExtendedLifetime(notes) {}
    }

    @Test("before the handshake a line may have 512 bytes; an attached client's may be as long as the limit")
    func handshakeLinesAreShort() async throws {
        let (notes, inspector) = try await MainActor.run { try Notes.inspected() }
        let early = try TestClient(await inspector.address)
        early.send(String(repeating: "x", count: 600) + "\n")
        #expect(await early.next()?.error?.code == "lineTooLong")
        #expect(await early.closes())

        let client = try await TestClient.attached(to: inspector)
        client.send(InspectorRequest(.open, id: 1, url: "notes://" + String(repeating: "n", count: 2_000)))
        let reply = await client.next()
        #expect(reply?.id == 1)
        #expect(reply?.error?.code == "unknownPath")
        await inspector.stop()
        withExtendedLifetime(notes) {}
    }

    @Test("a command's reply does not wait for the batching window; its changes still come first")
    func repliesDoNotWaitForTheWindow() async throws {
        var limits = InspectorLimits()
        limits.batchWindow = .seconds(3_600)
        let (notes, inspector) = try await MainActor.run { try Notes.inspected(limits) }
        let client = try await TestClient.attached(to: inspector)
        for id in 1...20 {
            client.send(InspectorRequest(.open, id: id, url: "notes://note/\(id)"))
            #expect(try #require(await client.next()).change?.cause == .deepLink)
            let reply = try #require(await client.next())
            #expect(reply.id == id)
            #expect(reply.ok == true)
        }
        #expect(await MainActor.run { notes.navigation.snapshot.entries.count } == 22)
        await inspector.stop()
        withExtendedLifetime(notes) {}
    }

    @Test("several commands in flight: every reply, failed ones included, carries its command's id, in order")
    func repliesCarryTheirIDs() async throws {
        let (notes, inspector) = try await MainActor.run { try Notes.inspected() }
        let client = try await TestClient.attached(to: inspector)
        let before = await MainActor.run { notes.navigation.snapshot }
        client.send(
            [
                #"{"v":4,"type":"restoration","id":1}"#,
                #"{"v":4,"type":"open","id":2,"url":42}"#,
                #"{"v":4,"type":"intent","id":3,"intents":{"dismissed":1}}"#,
                #"{"v":4,"type":"open","id":4,"url":"notes://nowhere"}"#,
                #"{"v":4,"type":"open","id":5,"url":"notes://note/1","url":"notes://note/2"}"#,
                #"{"v":4.0,"type":"restoration","id":6}"#,
                #"{"v":4,"type":"restore","id":7}"#,
                #"{"v":4,"type":"restoration","id":8}"#,
            ].joined(separator: "\n") + "\n")
        var replies: [InspectorEvent] = []
        while replies.count < 8, let event = await client.next() {
            replies.append(event)
        }
        #expect(replies.map(\.type) == Array(repeating: .reply, count: 8))
        #expect(replies.map(\.id) == Array(1...8))
        #expect(replies.map(\.ok) == [true, false, false, false, false, false, false, true])
        #expect(replies[3].error?.code == "unknownPath")
        #expect(await MainActor.run { notes.navigation.snapshot } == before)
        await inspector.stop()
        withExtendedLifetime(notes) {}
    }

    @Test("the inspector observes the coordinator only while a client is attached")
    func nobodyAttachedCostsNothing() async throws {
        let (notes, inspector) = try await MainActor.run { try Notes.inspected() }
        #expect(await !inspector.isObserving)
        _ = try await MainActor.run { try notes.show(\.note, 2) }
        let client = try await TestClient.attached(to: inspector)
        #expect(await inspector.isObserving)
        let expected = try await MainActor.run {
            try notes.show(\.note, 3)
            return notes.navigation.snapshot
        }
        #expect(await client.nextChange()?.snapshot == expected)
        client.socket.shutdown()
        await inspector.waitForAttachedClients(atMost: 0)
        #expect(await !inspector.isObserving)
        let again = try await TestClient.attached(to: inspector)
        #expect(await inspector.isObserving)
        let latest = try await MainActor.run {
            try notes.popLast()
            return notes.navigation.snapshot
        }
        #expect(await again.nextChange()?.snapshot == latest)
        await inspector.stop()
        #expect(await !inspector.isObserving)
        withExtendedLifetime(notes) {}
    }

    @Test("clients that read slowly fall back to the latest state when all clients together hold too much")
    func theBudgetMakesSlowClientsFallBack() async throws {
        var limits = InspectorLimits()
        limits.maxWaitingChanges = 1_000_000
        limits.maxWaitingBytes = 64 << 20
        limits.maxPublished = 1_000_000
        limits.maxQueuedBytes = 64 << 10
        let (notes, inspector) = try await MainActor.run {
            try Notes.inspected(limits, at: .unix(path: Self.socketPath()))
        }
        let slow = try await TestClient.attached(to: inspector)
        let changes = 6_000
        let final = try await MainActor.run {
            for id in 0..<(changes / 2) {
                try notes.show(\.note, id)
                try notes.popLast()
            }
            return notes.navigation.snapshot
        }
        let witness = try await TestClient.attached(to: inspector)
        let (received, missed, last) = await slow.readChanges(accountingFor: changes)
        #expect(missed > 0)
        #expect(received + missed == changes)
        #expect(last?.snapshot == final)
        _ = try await MainActor.run { try notes.show(\.note, 7) }
        #expect(await witness.nextChange()?.cause == .push)
        await inspector.stop()
        withExtendedLifetime(notes) {}
    }

    @Test("clients that leave their replies unread are disconnected when all clients together hold too much")
    func theBudgetDropsHoarders() async throws {
        var limits = InspectorLimits()
        limits.maxQueuedBytes = 256 << 10
        let (notes, inspector) = try await MainActor.run {
            try Notes.inspected(limits, at: .unix(path: Self.socketPath()), notes: 3_000)
        }
        let witness = try await TestClient.attached(to: inspector)
        let hoarders = try await [TestClient.attached(to: inspector), TestClient.attached(to: inspector)]
        let restoration = await MainActor.run { notes.navigation.restorationState() }
        #expect(try restoration.encoded().count > 150_000)
        for hoarder in hoarders {
            hoarder.send(
                (1...10).map { #"{"v":4,"type":"restoration","id":\#($0)}"# }.joined(separator: "\n") + "\n")
        }
        let dropped = await Self.finishes(within: .seconds(60)) {
            await inspector.waitForAttachedClients(atMost: 1)
        }
        #expect(dropped)
        #expect(await inspector.attachedClients == 1)
        for hoarder in hoarders {
            var events: [InspectorEvent.Kind] = []
            while let event = await hoarder.next() { events.append(event.type) }
            #expect(hoarder.isClosed)
            #expect(!events.contains(.bye))
            #expect(events.filter { $0 == .reply }.count < 10)
        }
        witness.send(InspectorRequest(.restoration, id: 1))
        #expect(await witness.next()?.restoration == restoration)
        await inspector.stop()
        withExtendedLifetime(notes) {}
    }
}

/// Resumes a continuation with the first answer it gets.
private final class FirstAnswer: @unchecked Sendable {
    // @unchecked Sendable: `continuation` is read and written only while
    // `lock` is held.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Bool, Never>?

    func wait(_ continuation: CheckedContinuation<Bool, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    func answer(_ value: Bool) {
        let waiting = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}
