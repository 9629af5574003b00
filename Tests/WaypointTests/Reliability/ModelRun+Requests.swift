import Waypoint
import WaypointTesting

/// Guarded requests: leave guards, `navigate { }`, intents that wait for a
/// guard or for an earlier request (``IntentOutcome/pending``), the answers of
/// guards that wait, and cancelled requests.
///
/// While a request is pending, a run makes only requests (and answers): a
/// synchronous call made meanwhile would change the state under a request that
/// was worked out on it, and the contract leaves that order to the engine.
extension ModelRun {
    /// The kinds a run may make while a guarded request is pending.
    static let kindsWhilePending: Set<FuzzOperation.Kind> = [
        .intent, .staleIntent, .navigate, .answerGuard, .cancelRequest, .staleRouter, .dropTop,
    ]

    /// `setLeaveGuard(for:_:)` on a random coordinator's entry (or a gone one),
    /// with a random policy, or removing the guard.
    func performSetGuard(a: UInt64, b: UInt64, c: UInt64) -> (String, ModelResult, ModelResult)? {
        let all = model.nodePaths()
        // Mostly on a stack with entries above its root, which requests remove.
        let stacks = all.filter { model.node(at: $0).map { $0.isStack && $0.entries.count > 1 } ?? false }
        let paths = c.second.second.pick(3) == 0 || stacks.isEmpty ? all : stacks
        guard !paths.isEmpty else { return nil }
        let path = paths[a.pick(paths.count)]
        guard let coordinator = coordinator(at: path), let node = model.node(at: path) else { return nil }
        let ids = node.entries.compactMap(\.id)
        // Mostly the top entry, the one most requests remove; a stack's root only
        // goes with a root switch.
        let live = c.second.pick(3) == 0 || (node.isStack && ids.count < 2) ? ids.randomElement(pick: b) : ids.last
        guard let id = c.pick(8) == 0 || ids.isEmpty ? deadIDs.randomElement(pick: b) : live else { return nil }
        let policy: GuardPolicy? =
            switch b.second.pick(6) {
            case 0: nil
            case 1, 2: .allow
            case 3: .deny
            default: .ask
            }
        let expected = Self.expectation { () throws(ModelError) in try model.setGuard(id, policy, at: path) }
        let guardClosure = policy.map { desk.makeGuard(for: id, $0) }
        let actual = Self.outcome { () throws(NavigationError) in
            try opened(coordinator).setLeaveGuard(id, guardClosure)
        }
        return ("setLeaveGuard(\(id), \(policy.map(\.rawValue) ?? "nil")) at \(path)", expected, actual)
    }

    /// `navigate { steps }` on a random flow, run by a new task.
    func performNavigate(a: UInt64, b: UInt64, c: UInt64) -> (String, ModelResult, ModelResult)? {
        // Mostly on a flow with a guarded entry, removing entries.
        let guarded = model.guardedEntries().map(\.path).filter { model.node(at: $0)?.kind == .flow }
        let aimed = c.second.pick(4) != 0 && !guarded.isEmpty
        let path = aimed ? guarded[a.pick(guarded.count)] : flowPaths[a.pick(flowPaths.count)]
        guard let flow = flow(at: path) ?? (model.isFinished ? top : nil),
            let ref = model.node(at: path)?.ref ?? (model.isFinished ? 0 : nil)
        else { return nil }
        // Steps that make coordinators run twice on today's engine (issue 11, case 4).
        let steps = transactionSteps(
            at: path, a: a, b: b, makesFlows: Coverage.covers(.factoriesRunTwice), removes: aimed || c.pick(2) == 0)
        let id = nextRequest
        nextRequest += 1
        requests.append(ModelRequest(id: id, kind: .navigate(ref: ref, steps: steps)))
        let log = requestLog
        requestTasks[id] = Task {
            do {
                try await flow.navigation.navigate {
                    for step in steps { try Self.apply(step, to: flow) }
                }
                log.finish(id, .ok)
            } catch let error as NavigationError {
                log.finish(id, .error(error.code))
            } catch {
                log.finish(id, .error(.unavailable))
            }
        }
        return ("navigate #\(id) at \(path) \(steps)", .ok, .ok)
    }

    /// Answers the oldest guard that waits, yes or no.
    func performAnswer(b: UInt64) -> (String, ModelResult, ModelResult)? {
        guard !requests.isEmpty || !desk.waiting.isEmpty else { return nil }
        let answer = b.pick(2) == 0
        guard let id = desk.answerOldest(answer) else { return ("no guard is waiting", .ok, .ok) }
        if requests.first?.answers.keys.contains(id) == true { requests[0].answers[id] = answer }
        return ("the guard of \(id) answers \(answer ? "yes" : "no")", .ok, .ok)
    }

    /// Cancels the task of a pending `navigate`: the one asking its guards, or
    /// (with ``KnownGap/cancelledWhileWaiting``) one waiting its turn.
    func performCancelRequest(a: UInt64) -> (String, ModelResult, ModelResult)? {
        let candidates = requests.indices.filter { index in
            requests[index].isNavigate && !requests[index].isCancelled
                && (index == 0 ? requests[index].isBegun : Coverage.covers(.cancelledWhileWaiting))
        }
        guard !candidates.isEmpty else { return nil }
        let index = candidates[a.pick(candidates.count)]
        requests[index].isCancelled = true
        requestTasks[requests[index].id]?.cancel()
        return ("cancel the task of \(requests[index])", .ok, .ok)
    }

    /// `receive(intent)` on the coordinator at `path` while requests are pending or
    /// the intent needs a guard: it waits its turn.
    ///
    /// - Returns: the model's outcome.
    func receiveGuarded(_ intent: UserIntent, at path: [Int]) -> IntentOutcome {
        guard !model.isFinished, let ref = model.node(at: path)?.ref else { return .ignored }
        if requests.isEmpty {
            var trial = model
            let outcome = trial.receive(intent, at: path)
            if trial.effects.removedGuards.isEmpty {
                model = trial
                return outcome
            }
        }
        requests.append(ModelRequest(id: nextRequest, kind: .intent(ref: ref, intent)))
        nextRequest += 1
        return .pending
    }

    // MARK: Settling

    /// Lets the pending requests run, in order, until they are done or one waits
    /// for a guard's answer, checking each against the model: the guards asked
    /// are those of what it removes, each once; a "no" (or a cancelled task) keeps
    /// everything as it was; otherwise it commits as one change.
    func settleRequests(fail: (String, String) -> RunFailure) async throws(RunFailure) {
        try await settleCancelledWaiting(fail: fail)
        while var request = requests.first {
            if !request.isBegun {
                model.stampEntries()
                model.begin(&request)
                request.madeBefore = model.made
                model.made = request.trial?.made ?? model.made
                request.isBegun = true
                requests[0] = request
            }
            let expectedSoFar = model.effects.changes.count
            let done = { [requestLog, recorder, consumedChanges] in
                request.isNavigate
                    ? requestLog.results[request.id] != nil
                    : recorder.received.count - consumedChanges > expectedSoFar
            }
            // What the request's guards decided so far, as far as the desk shows.
            var waiting: EntryID?
            while true {
                try recordAsked(&request, fail: fail)
                requests[0] = request
                let answers = request.answers.values
                let vetoed = answers.contains(false) || (request.isCancelled && answers.contains { $0 != nil })
                waiting = request.answers.first { $0.value == nil }?.key
                let decided =
                    request.failure != nil || request.guards.isEmpty || vetoed
                    || (waiting == nil && request.answers.count == request.guards.count)
                if decided || waiting != nil { break }
                // More guards to ask: the engine asks them, or finishes without them (a failure below).
                let asked = desk.asked.count
                guard await yieldUntil(turns: 20_000, { desk.asked.count > asked || done() }) else {
                    throw fail("requests", "\(request) stopped asking its guards: asked \(request.answers)")
                }
                if done() && desk.asked.count == asked { break }
            }
            if waiting != nil, request.isCancelled, request.isNavigate, done() {
                // A cancelled request may stop waiting for its guard (a cancelled
                // guard means stay): the guard's late answer changes nothing.
                desk.answerOldest(false)
            } else if let waiting {
                if request.isNavigate ? done() : false {
                    throw fail("guards", "\(request) finished while the guard of \(waiting) had not answered")
                }
                note("a guard waits for an answer")
                guard desk.waiting.first == waiting else {
                    throw fail("guards", "\(request) waits for the guard of \(waiting), but \(desk.waiting) wait")
                }
                return
            }
            let quietIntent = !request.isNavigate && request.guards.isEmpty && request.trial?.effects.change == nil
            if quietIntent {
                // Nothing to see: it commits nothing.
                for _ in 0..<ChangeFeedTurns.quiet * 4 { await Task.yield() }
            } else {
                guard await yieldUntil(turns: 20_000, done) else {
                    throw fail("requests", "\(request) never finished; its guards answered \(request.answers)")
                }
            }
            try complete(request, fail: fail)
            requests.removeFirst()
            try await settleCancelledWaiting(fail: fail)
        }
        guard askCursor == desk.asked.count else {
            throw fail("guards", "guards of \(desk.asked[askCursor...]) were asked by no request that needs them")
        }
    }

    /// Records the guards the request asked: those asked since the previous
    /// request's, as long as they are ones it needs, each once, up to the first
    /// "no" — what follows belongs to the next request in line.
    private func recordAsked(_ request: inout ModelRequest, fail: (String, String) -> RunFailure) throws(RunFailure) {
        while askCursor < desk.asked.count {
            let answered = request.answers.values.compactMap { $0 }
            if answered.contains(false) || (request.isCancelled && !answered.isEmpty) { break }
            let id = desk.asked[askCursor]
            guard let policy = request.guards[id], request.answers[id] == nil else { break }
            askCursor += 1
            request.answers[id] =
                switch policy {
                case .allow: .some(true)
                case .deny: .some(false)
                case .ask: .some(nil)
                }
        }
    }

    /// Checks a finished request and applies it to the model.
    private func complete(_ request: ModelRequest, fail: (String, String) -> RunFailure) throws(RunFailure) {
        let answers = request.answers.values.compactMap { $0 }
        let vetoed = !request.guards.isEmpty && (request.isCancelled || answers.contains(false))
        if request.failure == nil, !request.guards.isEmpty, !vetoed {
            let missing = Set(request.guards.keys).subtracting(request.answers.keys)
            guard missing.isEmpty, answers.count == request.guards.count else {
                throw fail("guards", "\(request) went on without the answers of \(missing.sorted())")
            }
        }
        var expected = ModelResult.ok
        if let failure = request.failure {
            guard request.answers.isEmpty else {
                throw fail("guards", "\(request) fails (\(failure.code)) but asked guards \(request.answers)")
            }
            expected = .error(failure.code)
            dropMade(by: request)
        } else if vetoed {
            expected = .error(.vetoed)
            dropMade(by: request)
            if !request.isNavigate { model.yieldUnchanged(.vetoed) }
        } else if var trial = request.trial {
            trial.copyIDs(from: model)
            model.adopt(trial, change: trial.effects.change)
        }
        if request.isNavigate {
            let actual = requestLog.results[request.id]
            guard actual == expected, requestLog.resumptions[request.id] == 1 else {
                throw fail(
                    "request result",
                    "\(request) returned \(actual.map(String.init(describing:)) ?? "nothing") "
                        + "(\(requestLog.resumptions[request.id] ?? 0) times); the model says \(expected)"
                )
            }
            requestTasks[request.id] = nil
        }
        transcript.append("   \(request) → \(expected)")
        note(
            "\(request.isNavigate ? "navigate" : "pending intent") → \(expected) after \(request.answers.count) guards")
    }

    /// Coordinators made by a request that did not commit are released.
    private func dropMade(by request: ModelRequest) {
        for ref in request.madeBefore..<(request.trial?.made ?? request.madeBefore) {
            model.effects.removedRefs.append(ref)
        }
    }

    /// Requests cancelled while waiting their turn leave the line at once, with
    /// `cancelled` (issue 11, case 5).
    private func settleCancelledWaiting(fail: (String, String) -> RunFailure) async throws(RunFailure) {
        for request in requests.dropFirst() where request.isCancelled {
            try await expectReturnedAtOnce(request, .cancelled, "was cancelled while waiting its turn", fail: fail)
            transcript.append("   \(request) → cancelled")
        }
        let active = requests.first?.id
        requests.removeAll { $0.isCancelled && $0.id != active }
        try await settleEndedWaiting(fail: fail)
    }

    /// Requests waiting their turn on a flow that was removed leave the line at
    /// once: a `navigate` throws `coordinatorFinished` (it must not keep its
    /// removed coordinator alive until its turn), an intent is dropped.
    private func settleEndedWaiting(fail: (String, String) -> RunFailure) async throws(RunFailure) {
        var live: Set<Int> = []
        for path in model.nodePaths() {
            if let ref = model.node(at: path)?.ref { live.insert(ref) }
        }
        var ended: [Int] = []
        for request in requests.dropFirst() {
            let ref =
                switch request.kind {
                case .navigate(let ref, _): ref
                case .intent(let ref, _): ref
                }
            guard !live.contains(ref) else { continue }
            ended.append(request.id)
            guard request.isNavigate else {
                transcript.append("   \(request) → dropped, its flow was removed")
                continue
            }
            try await expectReturnedAtOnce(
                request, .coordinatorFinished, "waited its turn on a removed flow", fail: fail)
            transcript.append("   \(request) → coordinatorFinished, its flow was removed while it waited")
        }
        let active = requests.first?.id
        requests.removeAll { ended.contains($0.id) && $0.id != active }
    }

    /// Checks that a `navigate` request that left the line returned `code`,
    /// once, without waiting for its turn.
    private func expectReturnedAtOnce(
        _ request: ModelRequest,
        _ code: NavigationError.Code,
        _ why: String,
        fail: (String, String) -> RunFailure
    ) async throws(RunFailure) {
        let done = await yieldUntil(turns: 20_000) { requestLog.results[request.id] != nil }
        guard done, requestLog.results[request.id] == .error(code), requestLog.resumptions[request.id] == 1 else {
            throw fail(
                "request result",
                "\(request) \(why) but returned "
                    + "\(requestLog.results[request.id].map(String.init(describing:)) ?? "nothing"); "
                    + "the model says \(ModelResult.error(code)) at once"
            )
        }
        requestTasks[request.id] = nil
    }

    // MARK: Steps

    /// Random transaction steps on the flow at `path`.
    func transactionSteps(
        at path: [Int],
        a: UInt64,
        b: UInt64,
        minimum: Int = 1,
        makesFlows: Bool,
        removes: Bool = false
    ) -> [TransactionStep] {
        var generator = SeededGenerator(seed: b)
        let known = (model.node(at: path)?.entries ?? []).compactMap(\.id)
        return (0..<(minimum + a.second.pick(3))).map { _ in
            // Mostly steps that remove entries (and so ask guards), if `removes`.
            switch removes ? [2, 3, 4, 5, 6][generator.next().pick(5)] : generator.next().pick(7) {
            case 0: .show("page", generator.next().pick(3))
            case 1: .show("note", 0)
            case 2: .show(model.depth >= 4 || !makesFlows ? "again" : "flow", generator.next().pick(3))
            case 3: .popLast
            case 4: .popToRoot
            case 5: known.isEmpty ? .popLast : .popTo(known[generator.next().pick(known.count)])
            default: .focusFirst("page")
            }
        }
    }

    /// Applies one step to a real flow.
    static func apply(_ step: TransactionStep, to flow: FuzzFlow) throws(NavigationError) {
        switch step {
        case .show(let route, let input): _ = try show(flow, route, input)
        case .popLast: try flow.popLast()
        case .popToRoot: try flow.popToRoot()
        case .popTo(let id): try flow.pop(to: id)
        case .focusFirst: try flow.focusFirst(\.page)
        case .receive(let intent): flow.navigation.receive(intent)
        }
    }
}
