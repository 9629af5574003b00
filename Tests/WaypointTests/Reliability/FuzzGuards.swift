import Waypoint

/// How a leave guard installed by the model-based test answers.
enum GuardPolicy: String, Hashable, CaseIterable, Sendable {
    /// Lets the entry go at once.
    case allow
    /// Keeps the entry at once.
    case deny
    /// Waits until the test answers (``GuardDesk/answerOldest(_:)``): the
    /// request that asked stays pending meanwhile, and later ones queue behind it.
    case ask
}

/// Where the leave guards of a model-based run report that they were asked, and
/// where the ones that wait (``GuardPolicy/ask``) wait for the test's answer.
@MainActor
final class GuardDesk {
    /// Every guard asked, in order, by entry id.
    private(set) var asked: [EntryID] = []
    /// The guards waiting for an answer, oldest first.
    private var questions: [(id: EntryID, continuation: CheckedContinuation<Bool, Never>)] = []

    /// The entries whose guards wait for an answer, oldest first.
    var waiting: [EntryID] { questions.map(\.id) }

    /// A guard for an entry, answering by `policy`.
    func makeGuard(for id: EntryID, _ policy: GuardPolicy) -> @MainActor () async -> Bool {
        { [weak self] in
            guard let self else { return false }
            return await self.ask(id, policy)
        }
    }

    private func ask(_ id: EntryID, _ policy: GuardPolicy) async -> Bool {
        asked.append(id)
        switch policy {
        case .allow: return true
        case .deny: return false
        case .ask: return await withCheckedContinuation { questions.append((id, $0)) }
        }
    }

    /// Answers the oldest waiting guard.
    ///
    /// - Returns: the entry whose guard was answered, or `nil` if none waits.
    @discardableResult
    func answerOldest(_ answer: Bool) -> EntryID? {
        guard !questions.isEmpty else { return nil }
        let question = questions.removeFirst()
        question.continuation.resume(returning: answer)
        return question.id
    }
}

/// What the tasks running guarded `navigate` requests returned.
@MainActor
final class RequestLog {
    private(set) var results: [Int: ModelResult] = [:]
    private(set) var resumptions: [Int: Int] = [:]

    func finish(_ request: Int, _ result: ModelResult) {
        results[request] = result
        resumptions[request, default: 0] += 1
    }
}
