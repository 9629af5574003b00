import Testing
import Waypoint
import WaypointTestFixtures

/// What a changes stream does between the main actor and its consumer, through
/// the public API: buffering, finishing, cancelling, dropping, and consumers on
/// other executors.
@Suite("The changes stream's delivery", .timeLimit(.minutes(1)))
@MainActor
struct ChangeChannelTests {
    @Test("under .all, every change comes out, in order")
    func allInOrder() async throws {
        let todos = TodosCoordinator()
        let stream = todos.navigation.changes(buffering: .all)
        for id in 0..<100 { try todos.show(\.todo, id) }
        var routes: [Int] = []
        for await change in stream {
            routes.append(change.snapshot.routes.count)
            if routes.count == 101 { break }
        }
        #expect(routes == Array(1...101))
    }

    @Test("under .latest, the newest change replaces the one not consumed yet")
    func latestReplaces() async throws {
        let todos = TodosCoordinator()
        var iterator = todos.navigation.changes(buffering: .latest).makeAsyncIterator()
        for id in 0..<10 { try todos.show(\.todo, id) }
        let newest = try #require(await iterator.next())
        #expect(newest.cause == .push)
        #expect(newest.snapshot == todos.navigation.snapshot)
        // Nothing older is left behind it.
        try todos.popLast()
        let next = try #require(await iterator.next())
        #expect(next.cause == .pop)
        #expect(next.snapshot.entries.count == 10)
    }

    @Test("a consumer cancelled between changes gets no more, buffered or not, and lets go")
    func cancelledBetweenChanges() async throws {
        let todos = TodosCoordinator()
        let stream = todos.navigation.changes(buffering: .all)
        for id in 0..<3 { try todos.show(\.todo, id) }
        #expect(todos.navigation.subscriberCount == 1)
        let consumer = Task { () -> (first: Bool, after: Int) in
            var iterator = stream.makeAsyncIterator()
            let first = await iterator.next() != nil
            withUnsafeCurrentTask { $0?.cancel() }
            var after = 0
            while await iterator.next() != nil { after += 1 }
            return (first, after)
        }
        let result = await consumer.value
        #expect(result.first)
        #expect(result.after == 0)
        #expect(todos.navigation.subscriberCount == 0)
    }

    @Test("a finished stream gives its buffered changes, then ends")
    func finishAfterBuffered() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create).child
        let stream = create.navigation.changes(buffering: .all)
        try create.show(\.confirm)
        try create.popLast()
        try todos.popLast()
        #expect(create.navigation.subscriberCount == 0)
        var causes: [ChangeCause] = []
        for await change in stream { causes.append(change.cause) }
        #expect(causes == [.initial, .push, .pop])
    }

    @Test("cancelling a consumer that waits for a change ends its iteration and its subscription")
    func cancelWaiting() async throws {
        let todos = TodosCoordinator()
        let stream = todos.navigation.changes(buffering: .all)
        let (received, receiving) = AsyncStream.makeStream(of: Void.self)
        let consumer = Task.detached {
            var count = 0
            for await _ in stream {
                count += 1
                receiving.yield()
            }
            return count
        }
        var receipts = received.makeAsyncIterator()
        await receipts.next()
        // The consumer took the initial change; let it wait for the next one.
        for _ in 0..<50 { await Task.yield() }
        #expect(todos.navigation.subscriberCount == 1)
        consumer.cancel()
        #expect(await consumer.value == 1)
        #expect(todos.navigation.subscriberCount == 0)
    }

    @Test("a stream or iterator dropped without being iterated to its end releases its subscription at once")
    func droppedStream() async throws {
        let todos = TodosCoordinator()
        do {
            let stream = todos.navigation.changes()
            #expect(todos.navigation.subscriberCount == 1)
            _ = stream
        }
        #expect(todos.navigation.subscriberCount == 0)
        do {
            var iterator = todos.navigation.changes().makeAsyncIterator()
            #expect(await iterator.next()?.cause == .initial)
            #expect(todos.navigation.subscriberCount == 1)
        }
        #expect(todos.navigation.subscriberCount == 0)
        // Nothing is built for a dropped subscriber: the next change finds none.
        try todos.show(\.todo, 1)
        #expect(todos.navigation.subscriberCount == 0)
    }

    @Test("a consumer on another executor receives the main actor's changes")
    func detachedConsumer() async throws {
        let todos = TodosCoordinator()
        let stream = todos.navigation.changes(buffering: .all)
        let consumer = Task.detached {
            var causes: [ChangeCause] = []
            for await change in stream {
                causes.append(change.cause)
                if causes.count == 4 { break }
            }
            return causes
        }
        try todos.show(\.todo, 1)
        await Task.yield()
        try todos.show(\.create)
        await Task.yield()
        try todos.popToRoot()
        #expect(await consumer.value == [.initial, .push, .present, .pop])
    }

    @Test("under .all, a slow consumer loses nothing of many producers' changes")
    func slowConsumer() async throws {
        let todos = TodosCoordinator()
        let stream = todos.navigation.changes(buffering: .all)
        let producers = 4
        let rounds = 50
        let pairs = 5
        let expected = 1 + producers * rounds * pairs * 2
        let (producersDone, finishing) = AsyncStream.makeStream(of: Void.self)
        let consumer = Task.detached {
            var versions: [UInt64] = []
            var last: NavigationChange?
            for await change in stream {
                versions.append(change.version)
                last = change
                await Task.yield()
                // Then it falls behind: the rest waits in the buffer.
                if versions.count == 100 {
                    for await _ in producersDone {}
                }
                if versions.count == expected { break }
            }
            return (versions, last)
        }
        // Main-actor tasks that interleave their changes.
        let producing = (0..<producers).map { producer in
            Task {
                for _ in 0..<rounds {
                    // Ten changes a turn, against the consumer's one.
                    for _ in 0..<pairs {
                        do {
                            try todos.show(\.todo, producer)
                            try todos.popLast()
                        } catch {
                            Issue.record(error)
                        }
                    }
                    await Task.yield()
                }
            }
        }
        for task in producing { await task.value }
        finishing.finish()
        let (versions, last) = await consumer.value
        #expect(versions.count == expected)
        #expect(zip(versions, versions.dropFirst()).allSatisfy { $0 + 1 == $1 })
        #expect(last?.snapshot == todos.navigation.snapshot)
    }
}
