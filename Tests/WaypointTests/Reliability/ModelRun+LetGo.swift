import Waypoint

/// The app lets go of its top coordinator at any point of a run: with guards
/// waiting, requests and gestures queued, routes awaited.
extension ModelRun {
    /// Lets go of the top flow and of the tasks that await routes on it (the
    /// app's own tasks go with it), then answers every guard still asked, until
    /// all work has ended. Checks that nothing trapped or broke an invariant,
    /// every awaiter resumed once, every request returned once, and every
    /// coordinator the run made was freed.
    func dropTop(index: Int) async throws(RunFailure) {
        func fail(_ check: String, _ message: String) -> RunFailure {
            RunFailure(step: index, check: check, message: message)
        }
        transcript.append(
            "\(index): the app lets go of the top (\(requests.count) requests pending, "
                + "\(desk.waiting.count) guards waiting) → ok")
        operations += 1
        note("dropTop")
        if !requests.isEmpty { note("dropTop while requests are pending") }
        for pending in model.pendingAwaiters() where pending.path.isEmpty {
            tasks[pending.awaiter]?.cancel()
        }
        topHolder = nil

        // The guards asked from now on answer in turn, no and yes, until the work drains.
        let requestIDs = 0..<nextRequest
        let log = self.log
        let requestLog = self.requestLog
        let desk = self.desk
        let pending = requests
        let drained = {
            log.started.allSatisfy { log.results[$0] != nil }
                && pending.allSatisfy { !$0.isNavigate || requestLog.results[$0.id] != nil }
        }
        var answers = 0
        while !(drained() && desk.waiting.isEmpty) {
            if desk.waiting.isEmpty {
                guard await yieldUntil(turns: 20_000, { drained() || !desk.waiting.isEmpty }) else {
                    throw fail(
                        "let go", "work never ended after the app let go: \(requests), awaiters \(log.started)")
                }
                continue
            }
            answers += 1
            guard answers < 200 else { throw fail("let go", "guards kept being asked after the app let go") }
            desk.answerOldest(answers % 2 == 0)
        }

        for awaiter in log.started where log.resumptions[awaiter] != 1 {
            throw fail("exactly once", "awaiter \(awaiter) resumed \(log.resumptions[awaiter] ?? 0) times")
        }
        for request in requestIDs where (requestLog.resumptions[request] ?? 0) > 1 {
            throw fail("exactly once", "request \(request) returned \(requestLog.resumptions[request] ?? 0) times")
        }
        if let violation = engineViolations.first { throw fail("invariants", violation) }
        let hooks = self.hooks
        guard await yieldUntil(turns: 20_000, { hooks.made.allSatisfy { !$0.isAlive } }) else {
            let alive = hooks.made.indices.filter { hooks.made[$0].isAlive }
            throw fail(
                "leak", "after the app let go, \(alive.map { "\(hooks.made[$0].kindName) #\($0)" }) are still alive")
        }
    }
}
