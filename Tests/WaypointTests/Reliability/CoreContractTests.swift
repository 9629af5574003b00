import Testing
import Waypoint
import WaypointTesting

/// Focused reproductions of contract violations the reliability suite found in
/// the core, all fixed since: they keep the fixes from regressing.
@Suite("Core contract findings", .timeLimit(.minutes(1)))
@MainActor
struct CoreContractTests {
    @Test(
        "awaiting a route that reuses the top entry marks it awaited, with a change"
    )
    func reusedTopBecomesAwaited() async throws {
        let hooks = FuzzHooks()
        let flow = FuzzFlow(hooks: hooks)
        let recorder = ChangeRecorder(flow)
        try flow.show(\.note)
        await recorder.expect(.present, .routes(["home", "note"]))
        let waiting = Task { await flow.route(to: \.note) }
        _ = await yieldUntil { flow.navigation.snapshot.entries.last?.isAwaited == true }
        // The awaited reuse is visible in the snapshot at once...
        #expect(flow.navigation.snapshot.entries.last?.isAwaited == true)
        // ...and announced by exactly one change.
        await recorder.expect(nil, ExpectedState("the note is awaited") { $0.entries.last?.isAwaited == true })
        try flow.popLast()
        #expect(await waiting.value == .cancel(.popped))
        await recorder.expect(.pop)
        await recorder.finish()
    }

    @Test("a reused top entry resumes every awaiter once, with the same outcome")
    func reusedTopResumesEveryAwaiter() async throws {
        let hooks = FuzzHooks()
        let flow = FuzzFlow(hooks: hooks)
        let recorder = ChangeRecorder(flow)
        let first = Task { await flow.route(to: \.flow) }
        await recorder.expect(.present, .routes(["home", "flow"]))
        var secondStarted = false
        let second = Task {
            secondStarted = true
            return await flow.route(to: \.flow)
        }
        // The second request shows nothing new (a double tap) and waits for the same flow.
        _ = await yieldUntil { secondStarted }
        #expect(hooks.made.count == 2)
        try flow.focusFirst(\.flow).child.finish(.done(7))
        #expect(await first.value == .done(7))
        #expect(await second.value == .done(7))
        await recorder.expect(.finish, .routes(["home"]))
        #expect(hooks.made.count == 2)
        await recorder.finish()
    }

    @Test(
        "dismissing a tab through its handle removes that tab alone"
    )
    func dismissTabHandle() throws {
        let hooks = FuzzHooks()
        let tabs = FuzzTabs(hooks: hooks)
        let added = try tabs.show(\.c, at: 0, focus: true)
        #expect(tabs.navigation.snapshot.routes == ["c", "a", "b", "c"])
        try added.dismiss()
        #expect(tabs.navigation.snapshot.routes == ["a", "b", "c"])
        #expect(tabs.navigation.snapshot.selectedEntry != nil)
    }

    @Test(
        "dismissing a tab through its handle removes that tab alone"
    )
    func dismissTabRouter() throws {
        let hooks = FuzzHooks()
        let tabs = FuzzTabs(hooks: hooks)
        let first = try #require(tabs.navigation.snapshot.entries.first?.id)
        try #require(tabs.navigation.entry(first)).dismiss()
        #expect(tabs.navigation.snapshot.routes == ["b", "c"])
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "b")
    }

    @Test(
        "cancelling the task awaiting a tab removes that tab alone"
    )
    func cancelAwaitedTab() async throws {
        let hooks = FuzzHooks()
        let tabs = FuzzTabs(hooks: hooks)
        let shown = try tabs.focusFirst(\.a)
        let awaiting = Task { await shown.result() }
        awaiting.cancel()
        #expect(await awaiting.value == .cancel(.taskCancelled))
        #expect(tabs.navigation.snapshot.routes == ["b", "c"])
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "b")
    }

    @Test("nested awaiters observe their results innermost first, again and again")
    func nestedOrderObserved() async throws {
        for _ in 0..<200 {
            let hooks = FuzzHooks()
            let top = FuzzFlow(hooks: hooks)
            var order: [Int] = []
            var tasks: [Task<Void, Never>] = []
            var flow = top
            for depth in 0..<3 {
                let parent = flow
                tasks.append(
                    Task {
                        _ = await parent.route(to: \.flow)
                        order.append(depth)
                    })
                _ = await yieldUntil { parent.navigation.snapshot.entries.count == 2 }
                flow = try parent.focusFirst(\.flow).child
            }
            try top.popLast()
            for task in tasks { await task.value }
            #expect(order == [2, 1, 0])
        }
    }
}
