import Testing
import Waypoint
import WaypointTesting

/// The tasks a stress run starts: awaiters (with how often each one resumed)
/// and subscribers that join and leave.
@MainActor
final class AwaiterBook {
    private(set) var tasks: [Int: Task<Void, Never>] = [:]
    /// Subscribers that joined mid-stream.
    var subscribers: [Task<Void, Never>] = []
    private(set) var resumptions: [Int: Int] = [:]
    private var next = 0

    var count: Int { next }
    var pending: [Int] { (0..<next).filter { resumptions[$0] == nil } }

    /// Starts a task that awaits `body` and counts its resumption.
    func await(_ body: @escaping @MainActor () async -> Void) {
        let id = next
        next += 1
        tasks[id] = Task {
            await body()
            self.resumptions[id, default: 0] += 1
        }
    }

    func task(_ id: Int) -> Task<Void, Never>? { tasks[id] }
}

/// What a subscriber that joined and left mid-stream saw.
struct ChurnRecord: Sendable {
    let initialVersion: UInt64
    let changes: [NavigationChange]
}

/// Collects what detached subscribers saw, across threads.
actor SubscriberLog {
    private(set) var churn: [ChurnRecord] = []

    func add(_ record: ChurnRecord) { churn.append(record) }
}

/// Thousands of tasks navigate one tree at once, interleaved by `Task.yield()`,
/// while subscribers join and leave mid-stream on other threads and other
/// threads cancel awaiting tasks. Checks the invariants of DESIGN.md §4.
@Suite("Concurrency stress", .timeLimit(.minutes(5)))
@MainActor
struct ConcurrencyStressTests {
    static let workers = 2_000
    static let operationsPerWorker = 5
    static let latestSubscribers = 8

    @Test("thousands of tasks navigating one tree keep every invariant")
    func stress() async throws {
        let hooks = FuzzHooks()
        let top = FuzzFlow(hooks: hooks)
        let leaks = LeakTracker()
        hooks.onMade = { leaks.track($0) }
        let book = AwaiterBook()
        let log = SubscriberLog()
        let full = [ChangeRecorder(top, exhaustivity: .off), ChangeRecorder(top, exhaustivity: .off)]
        // Renderers on other threads, keeping only the latest change.
        let renderers = (0..<Self.latestSubscribers).map { _ in
            let stream = top.navigation.changes(buffering: .latest)
            return Task.detached { () -> CoordinatorSnapshot? in
                var last: CoordinatorSnapshot?
                for await change in stream { last = change.snapshot }
                return last
            }
        }

        let workers = (0..<Self.workers).map { worker in
            Task {
                var generator = SeededGenerator(seed: 0xC0FFEE &+ UInt64(worker))
                var done = 0
                for _ in 0..<Self.operationsPerWorker {
                    for _ in 0..<generator.next().pick(3) { await Task.yield() }
                    if let subscriber = Self.operate(top, hooks, book, log, &generator) {
                        book.subscribers.append(subscriber)
                    }
                    done += 1
                }
                return done
            }
        }
        var operations = 0
        for worker in workers { operations += await worker.value }

        // End every flow: a root switch replaces the whole tree and resumes every awaiter.
        try top.root(\.alt, -1)
        let resumed = await yieldUntil(turns: 10_000_000, limit: .seconds(120)) { book.pending.isEmpty }
        #expect(resumed, "awaiters still waiting: \(book.pending)")
        for id in 0..<book.count {
            #expect(book.resumptions[id] == 1, "awaiter \(id) resumed \(book.resumptions[id] ?? 0) times")
        }

        // Every full subscriber saw the same changes, in order, ending on the final state.
        for recorder in full { await recorder.settle() }
        let final = top.navigation.snapshot
        let changes = full[0].received
        #expect(full[1].received == changes)
        #expect(changes.last?.snapshot == final)
        #expect(zip(changes, changes.dropFirst()).allSatisfy { $0.version < $1.version })
        for change in changes {
            if let problem = Self.malformed(change.snapshot) {
                Issue.record("change \(change.version) (\(change.cause)) is malformed: \(problem)")
                break
            }
        }

        // Renderers end on the final state once the tree ends (which ends every stream).
        try top.finish(.done(0))
        for renderer in renderers {
            #expect(await renderer.value == final)
        }

        // Subscribers that joined and left mid-stream saw a contiguous run of the same changes.
        for task in book.subscribers { await task.value }
        let records = await log.churn
        for record in records {
            let expected = Array(changes.filter { $0.version > record.initialVersion }.prefix(record.changes.count))
            #expect(
                record.changes == expected, "a subscriber that joined at \(record.initialVersion) saw other changes")
        }

        // Every coordinator but the top one is gone.
        await leaks.expectNoLeaks()
        #expect(leaks.aliveCount == 0)
        for recorder in full { await recorder.finish() }
        print(
            "Concurrency stress: \(Self.workers) tasks, \(operations) operations, \(book.count) awaiters, "
                + "\(changes.count) changes, \(records.count) subscribers joining and leaving, "
                + "\(Self.latestSubscribers) latest-only subscribers, \(hooks.made.count) coordinators"
        )
        #expect(operations == Self.workers * Self.operationsPerWorker)
    }

    /// One random operation on the current state of the tree.
    ///
    /// - Returns: a subscriber task, if the operation started one.
    private static func operate(
        _ top: FuzzFlow,
        _ hooks: FuzzHooks,
        _ book: AwaiterBook,
        _ log: SubscriberLog,
        _ generator: inout SeededGenerator
    ) -> Task<Void, Never>? {
        let flows: [FuzzFlow] = hooks.made.compactMap {
            if case .flow(let box) = $0, let flow = box.object, flow.navigation.isActive { return flow }
            return nil
        }
        let tabs: [FuzzTabs] = hooks.made.compactMap {
            if case .tabs(let box) = $0, let tabs = box.object, tabs.navigation.isActive { return tabs }
            return nil
        }
        guard let flow = flows.randomElement(pick: generator.next()) else { return nil }
        let crowded = top.navigation.snapshot.entryCount > 40
        let ids = Self.ids(in: top.navigation.snapshot)
        let roll = generator.next().pick(100)
        let input = generator.next().pick(3)
        switch roll {
        case 0..<18:
            if crowded {
                _ = try? flow.popToRoot()
            } else {
                switch input {
                case 0: _ = try? flow.show(\.page, generator.next().pick(3))
                case 1: _ = try? flow.show(\.note)
                default: _ = try? flow.show(\.flow)
                }
            }
        case 18..<30:
            if crowded { break }
            book.await {
                switch input {
                case 0: _ = await flow.route(to: \.page, 1)
                case 1: _ = await flow.route(to: \.cover)
                default: _ = await flow.route(to: \.pushed)
                }
            }
        case 30..<38: _ = try? flow.popLast()
        case 38..<42: _ = try? flow.popToRoot()
        case 42..<46:
            if let id = ids.randomElement(pick: generator.next()) { try? flow.pop(to: id) }
        case 46..<49: _ = try? flow.focusFirst(\.page)
        case 49..<52:
            switch input {
            case 0: _ = try? flow.root(\.home)
            case 1: if flow !== top { _ = try? flow.root(\.nested) }
            default: if flow !== top { _ = try? flow.root(\.tabs) }
            }
        case 52..<58:
            if flow !== top { try? flow.finish(.done(input)) }
        case 58..<61:
            if flow !== top { try? flow.finish(.cancel()) }
        case 61..<68:
            // Cancel an awaiting task, sometimes from another thread, sometimes twice.
            if let id = book.pending.randomElement(pick: generator.next()), let task = book.task(id) {
                if input == 0 {
                    Task.detached { task.cancel() }
                } else {
                    task.cancel()
                    if input == 1 { task.cancel() }
                }
            }
        case 68..<80:
            if let id = ids.randomElement(pick: generator.next()) {
                let intent: UserIntent = input == 0 ? .popped(to: id) : input == 1 ? .dismissed(id) : .selected(id)
                top.navigation.receive(intent)
            }
        case 80..<84:
            top.navigation.receive(.dismissed(EntryID(rawValue: UInt64(generator.next().pick(500)))))
        case 84..<90:
            if let container = tabs.randomElement(pick: generator.next()) {
                let tabIDs = container.navigation.snapshot.entries.map(\.id)
                switch input {
                case 0:
                    if let id = tabIDs.randomElement(pick: generator.next()) { try? container.navigation.select(id) }
                case 1: if tabIDs.count < 5 { _ = try? container.show(\.a, at: generator.next().pick(3)) }
                default:
                    if let id = tabIDs.randomElement(pick: generator.next()) { try? container.navigation.remove(id) }
                }
            }
        case 90..<94:
            try? flow.navigation.transaction { () throws(NavigationError) in
                try flow.popToRoot()
                try flow.show(\.page, input)
                if input == 2 { try flow.pop(to: EntryID(rawValue: .max)) }
            }
        default:
            // A subscriber joins now and leaves after a few changes, on another thread.
            let stream = top.navigation.changes(buffering: .all)
            let wanted = 1 + generator.next().pick(20)
            return Task.detached {
                var iterator = stream.makeAsyncIterator()
                guard let initial = await iterator.next() else { return }
                var seen: [NavigationChange] = []
                while seen.count < wanted, let change = await iterator.next() {
                    seen.append(change)
                }
                await log.add(ChurnRecord(initialVersion: initial.version, changes: seen))
            }
        }
        return nil
    }

    private static func ids(in snapshot: CoordinatorSnapshot) -> [EntryID] {
        snapshot.entries.flatMap { [$0.id] + ($0.child.map(ids) ?? []) }
    }

    /// Why a snapshot breaks the shape of its kind, if it does.
    static func malformed(_ snapshot: CoordinatorSnapshot) -> String? {
        var seen: Set<EntryID> = []
        func check(_ node: CoordinatorSnapshot) -> String? {
            if node.kind == .navigation {
                guard node.entries.first?.presentation == .root else { return "\(node.type) has no root first" }
                if node.entries.dropFirst().contains(where: { $0.presentation == .root }) {
                    return "\(node.type) has two roots"
                }
                if node.selected != nil { return "a stack has a selection" }
            } else if node.kind == .tabs {
                if node.entries.isEmpty != (node.selected == nil) || (node.selected != nil && node.selectedEntry == nil)
                {
                    return "\(node.type) selects \(String(describing: node.selected)) among \(node.entries.map(\.id))"
                }
            }
            for entry in node.entries {
                guard seen.insert(entry.id).inserted else { return "entry \(entry.id) appears twice" }
                if let child = entry.child, let problem = check(child) { return problem }
            }
            return nil
        }
        return check(snapshot)
    }
}
