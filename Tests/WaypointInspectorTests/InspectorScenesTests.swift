import Foundation
import Testing
import Waypoint

@testable import WaypointInspector

/// The inspector of an app's scenes over real sockets, with raw clients: it
/// lists the scenes, watches one at a time, moves when a client asks or when
/// the watched scene is discarded, and refuses bad scene ids with nothing
/// changed.
@Suite(.timeLimit(.minutes(1))) struct InspectorScenesTests {
    /// Two windows, `a` (active, one note pushed) and `b` (two notes), and an
    /// inspector of their scenes.
    @MainActor
    private static func app() throws -> (AppScenes<Notes>, Inspector) {
        let scenes = AppScenes { _ in Notes() }
        let a = try scenes.connect(Self.a).root
        try a.show(\.note, 1)
        let b = try scenes.connect(Self.b).root
        try b.show(\.note, 1)
        try b.show(\.note, 2)
        try scenes.setActivity(.foregroundActive, of: Self.a)
        let inspector = try Inspector.start(
            inspecting: scenes, links: Notes.links, at: .loopback(), limits: InspectorLimits())
        return (scenes, inspector)
    }

    static let a = SceneID.named("a")
    static let b = SceneID.named("b")

    @MainActor
    private static func root(_ scenes: AppScenes<Notes>, _ id: SceneID) throws -> Notes {
        try scenes.root(of: id)
    }

    /// Attaches a client: the welcome, then the first change.
    private static func attach(_ inspector: Inspector) async throws -> (TestClient, InspectorEvent?, NavigationChange?)
    {
        let (address, token) = await (inspector.address, inspector.token)
        let client = try TestClient(address)
        let welcome = await client.handshake(token)
        let first = await client.next()?.change
        return (client, welcome, first)
    }

    @Test("a client watches the active scene at first, and lists the scenes with the one it watches")
    func listsScenes() async throws {
        let (scenes, inspector) = try await MainActor.run { try Self.app() }
        #expect(await !inspector.isObserving)
        let (client, welcome, first) = try await Self.attach(inspector)
        #expect(await inspector.isObserving)
        #expect(welcome?.type == .welcome)
        #expect(welcome?.scene?.id == Self.a)
        #expect(first?.snapshot == (try await MainActor.run { try Self.root(scenes, Self.a).navigation.snapshot }))

        client.send(InspectorRequest(.scenes, id: 1))
        let reply = await client.next()
        #expect(reply?.type == .reply && reply?.id == 1 && reply?.ok == true)
        #expect(
            reply?.scenes == [
                InspectorEvent.Scene(id: Self.a, activity: .foregroundActive, watched: true),
                InspectorEvent.Scene(id: Self.b, activity: .foregroundInactive, watched: false),
            ])
        client.socket.shutdown()
        await inspector.waitForAttachedClients(atMost: 0)
        #expect(await !inspector.isObserving)
        await inspector.stop()
    }

    @Test("switching moves every client to the scene's state; commands act there, the old scene is not watched")
    func switchesScenes() async throws {
        let (scenes, inspector) = try await MainActor.run { try Self.app() }
        let (client, _, _) = try await Self.attach(inspector)
        let (other, _, _) = try await Self.attach(inspector)
        let bState = try await MainActor.run { try Self.root(scenes, Self.b).navigation.snapshot }

        client.send(InspectorRequest(.scene, id: 1, scene: Self.b))
        for reader in [client, other] {
            let notice = await reader.next()
            #expect(notice?.type == .scene)
            #expect(notice?.scene?.id == Self.b)
            let fresh = await reader.next()
            #expect(fresh?.type == .change)
            #expect(fresh?.change?.snapshot == bState)
        }
        let reply = await client.next()
        #expect(reply?.id == 1 && reply?.ok == true && reply?.scene?.id == Self.b && reply?.scene?.watched == true)
        #expect(await inspector.watchedScene == Self.b)

        // A change in the scene no longer watched reaches nobody; a link opens in the watched one.
        let aBefore = try await MainActor.run {
            let a = try Self.root(scenes, Self.a)
            try a.show(\.note, 5)
            return a.navigation.snapshot
        }
        client.send(InspectorRequest(.open, id: 2, url: "notes://note/7"))
        let landed = await client.next()
        #expect(landed?.change?.cause == .deepLink)
        #expect(landed?.change?.snapshot.routes == ["list", "note", "note", "note"])
        #expect(await client.next()?.ok == true)
        #expect(await other.nextChange()?.cause == .deepLink)
        #expect(try await MainActor.run { try Self.root(scenes, Self.a).navigation.snapshot } == aBefore)
        #expect(
            try await MainActor.run { try Self.root(scenes, Self.b).navigation.snapshot.routes }
                == ["list", "note", "note", "note"])

        // Back to a, whose versions are behind b's: its state, then its next change, reach the client.
        client.send(InspectorRequest(.scene, id: 3, scene: Self.a))
        #expect(await client.next()?.scene?.id == Self.a)
        let back = await client.next()?.change
        #expect(back?.snapshot == aBefore)
        #expect(await client.next()?.id == 3)
        let aNext = try await MainActor.run {
            let a = try Self.root(scenes, Self.a)
            try a.popLast()
            return a.navigation.snapshot
        }
        let next = await client.nextChange()
        #expect(next?.snapshot == aNext)
        #expect(next?.version ?? 0 > back?.version ?? .max)
        await inspector.stop()
    }

    @Test("an unknown or discarded scene id is a typed error reply; nothing changes")
    func badSceneIDs() async throws {
        let (scenes, inspector) = try await MainActor.run { try Self.app() }
        let (client, _, _) = try await Self.attach(inspector)
        try await MainActor.run { try scenes.discard(Self.b) }
        let before = try await MainActor.run { try Self.root(scenes, Self.a).navigation.snapshot }
        let bad: [(SceneID, String)] = [
            (SceneID.named("nowhere"), "unknownScene"), (Self.b, "discardedScene"),
        ]
        for (index, (id, code)) in bad.enumerated() {
            client.send(InspectorRequest(.scene, id: index + 1, scene: id))
            let reply = await client.next()
            #expect(reply?.type == .reply)
            #expect(reply?.id == index + 1)
            #expect(reply?.ok == false)
            #expect(reply?.error?.domain == "scene")
            #expect(reply?.error?.code == code)
        }
        // A scene id that is not one (empty) is a bad request, with its id.
        client.send(#"{"v":4,"type":"scene","id":9,"scene":""}"# + "\n")
        let empty = await client.next()
        #expect(empty?.id == 9 && empty?.ok == false && empty?.error?.code == "badRequest")
        client.send(InspectorRequest(.scene, id: 10))
        #expect(await client.next()?.error?.code == "badRequest")
        // Asking for the scene already watched answers it and sends nothing else.
        client.send(InspectorRequest(.scene, id: 12, scene: Self.a))
        let same = await client.next()
        #expect(same?.type == .reply && same?.id == 12 && same?.ok == true && same?.scene?.id == Self.a)
        // Still watching a: the next line is the reply to a listing, with a watched.
        client.send(InspectorRequest(.scenes, id: 11))
        let listing = await client.next()
        #expect(listing?.id == 11)
        #expect(listing?.scenes == [InspectorEvent.Scene(id: Self.a, activity: .foregroundActive, watched: true)])
        #expect(try await MainActor.run { try Self.root(scenes, Self.a).navigation.snapshot } == before)
        await inspector.stop()
    }

    @Test("the watched scene discarded: the inspector moves to the active one and says so; with none, it waits")
    func discardMoves() async throws {
        let (scenes, inspector) = try await MainActor.run { try Self.app() }
        let (client, _, _) = try await Self.attach(inspector)
        client.send(InspectorRequest(.scene, id: 1, scene: Self.b))
        #expect(await client.next()?.type == .scene)
        #expect(await client.next()?.type == .change)
        #expect(await client.next()?.ok == true)

        let aState = try await MainActor.run {
            try scenes.discard(Self.b)
            return try Self.root(scenes, Self.a).navigation.snapshot
        }
        // The discarded tree's last change may come first; then the notice.
        let moved = await client.nextScene()
        #expect(moved?.scene?.id == Self.a && moved?.reason?.contains("discarded") == true)
        let fresh = await client.next()
        #expect(fresh?.type == .change && fresh?.change?.snapshot == aState)
        #expect(await inspector.watchedScene == Self.a)

        // The last scene discarded: no scene; commands say so; the next scene to connect is watched.
        try await MainActor.run { try scenes.discard(Self.a) }
        let none = await client.nextScene()
        #expect(none != nil && none?.scene == nil)
        #expect(none?.reason?.contains("discarded") == true)
        client.send(InspectorRequest(.open, id: 2, url: "notes://note/1"))
        let refused = await client.next()
        #expect(refused?.ok == false && refused?.error?.domain == "scene" && refused?.error?.code == "noScene")

        let c = SceneID.named("c")
        try await MainActor.run { _ = try scenes.connect(c) }
        let came = await client.next()
        #expect(came?.type == .scene && came?.scene?.id == c)
        #expect(await client.next()?.change?.snapshot.routes == ["list"])
        await inspector.stop()
    }

    @Test("an inspector of one coordinator has no scenes: scenes and scene answer noScenes")
    func oneCoordinatorHasNoScenes() async throws {
        let (notes, inspector) = try await MainActor.run { try Notes.inspected() }
        let client = try await TestClient.attached(to: inspector)
        client.send(InspectorRequest(.scenes, id: 1))
        client.send(InspectorRequest(.scene, id: 2, scene: Self.a))
        for id in 1...2 {
            let reply = await client.next()
            #expect(reply?.id == id && reply?.ok == false && reply?.error?.code == "noScenes")
        }
        await inspector.stop()
        withExtendedLifetime(notes) {}
    }
}

extension TestClient {
    /// The next `scene` notice, skipping changes; `nil` if none comes.
    func nextScene() async -> InspectorEvent? {
        while let event = await next() {
            if event.type == .scene { return event }
        }
        return nil
    }
}

extension SceneID {
    /// A scene id from a short, valid text; a test's own ids.
    static func named(_ text: String) -> SceneID {
        SceneID(rawValue: text) ?? .unique()
    }
}
