/// A small, fast, seedable random number generator (SplitMix64), so that a
/// failing sequence can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One step of a random operation sequence.
///
/// A step holds raw random numbers, not targets: it picks its target (a
/// coordinator, an entry, an awaiter) when it runs, from the state at that
/// moment. Any sequence is therefore valid, which lets a failing sequence be
/// shrunk by dropping steps.
struct FuzzOperation: Hashable, Sendable {
    enum Kind: String, CaseIterable, Sendable {
        /// `show(_:_:)` of a random route on a random flow.
        case show
        /// `route(to:)` of a random route, awaited by a new task.
        case route
        /// `route(to:)` from a task cancelled before the call.
        case routeCancelledBefore
        case popLast, popEntry, popTo, popToRoot, focusFirst
        /// A root switch on a random flow.
        case root
        /// `finish(.done(n))` of a random flow.
        case finish
        /// `cancel()` of a random flow or tab coordinator.
        case cancelFlow
        /// Cancels the task awaiting a random destination (or one already resolved).
        case cancelAwaiter
        /// A user intent about a live entry, received by the top or a subtree.
        case intent
        /// A user intent about an entry that is gone.
        case staleIntent
        /// `ShownEntry.complete()` or `.dismiss()` of a random entry, through its handle.
        case handleEnd
        /// `ShownEntry.dismiss()` of a screen shown earlier, perhaps gone.
        case handleDismiss
        /// A router whose coordinator was removed.
        case staleRouter
        case tabSelect, tabFocus, tabRemove, tabAdd
        /// Several steps on one flow as one transaction, some failing.
        case transaction
        /// `finish` of the top-level flow: what follows is misuse.
        case finishTop
        /// The app lets go of the top coordinator, whatever waits (guards,
        /// requests, gestures, awaited routes): the run ends, and everything
        /// must end once and be freed, without a trap.
        case dropTop
        /// `setLeaveGuard(for:_:)` on a random entry: allow, deny, ask (wait for
        /// an answer) or none.
        case setGuard
        /// A guarded `navigate { }` of a few steps on a random flow, run by a new task.
        case navigate
        /// Answers the guard that waits, yes or no.
        case answerGuard
        /// Cancels the task of a pending `navigate`.
        case cancelRequest
        /// Opens a deep link (valid, failing, or malformed) in a random flow.
        case deepLink
        /// Saves a random coordinator's state and restores it (perhaps spoiled)
        /// into itself or another coordinator.
        case restore
        /// Shows an alert (`ask`, `tell`) or a sheet with detents (`sized`) on a
        /// random flow, awaited or not: alerts queue, and stay on top of their stack.
        case alert
        /// Answers an alert: a button chosen through its handle or as the user's
        /// intent, a dismissal, an unknown button, a gone alert, a screen.
        case answer
        /// Moves a sized sheet to a detent from code or as the user's drag; an
        /// undeclared detent, an entry without detents, a gone sheet.
        case detent
    }

    var kind: Kind
    var a: UInt64
    var b: UInt64
    var c: UInt64

    /// How often each kind is drawn, out of the sum.
    static let weights: [(Kind, Int)] = weightsBeforeAlerts + [(.alert, 10), (.answer, 10), (.detent, 5)]

    /// The weights before alerts and detents (issue 25): they replay the
    /// sequences earlier runs found.
    static let weightsBeforeAlerts: [(Kind, Int)] = [
        (.show, 22), (.route, 10), (.routeCancelledBefore, 2), (.popLast, 6), (.popEntry, 4), (.popTo, 4),
        (.popToRoot, 3), (.focusFirst, 4), (.root, 4), (.finish, 6), (.cancelFlow, 3), (.cancelAwaiter, 5),
        (.intent, 10), (.staleIntent, 3), (.handleEnd, 4), (.handleDismiss, 3), (.staleRouter, 2),
        (.tabSelect, 3), (.tabFocus, 2), (.tabRemove, 2), (.tabAdd, 2), (.transaction, 6), (.finishTop, 1),
        (.dropTop, 1),
        (.setGuard, 14), (.navigate, 12), (.answerGuard, 8), (.cancelRequest, 5), (.deepLink, 5), (.restore, 5),
    ]

    /// The weights before the app could let go of its top (``Kind/dropTop``):
    /// they replay the sequences earlier runs found.
    static let weightsBeforeDropTop = weightsBeforeAlerts.filter { $0.0 != .dropTop }

    static func random(
        using generator: inout SeededGenerator,
        weights: [(Kind, Int)] = weights
    ) -> FuzzOperation {
        let total = weights.reduce(0) { $0 + $1.1 }
        var roll = Int(generator.next() % UInt64(total))
        var kind = Kind.show
        for (candidate, weight) in weights {
            if roll < weight {
                kind = candidate
                break
            }
            roll -= weight
        }
        return FuzzOperation(kind: kind, a: generator.next(), b: generator.next(), c: generator.next())
    }

    /// A sequence of `count` operations from a seed.
    static func sequence(seed: UInt64, count: Int, weights: [(Kind, Int)] = weights) -> [FuzzOperation] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in random(using: &generator, weights: weights) }
    }
}

extension UInt64 {
    /// An index into a collection of `count` elements.
    func pick(_ count: Int) -> Int { count == 0 ? 0 : Int(self % UInt64(count)) }

    /// A second, independent pick from the same number.
    var second: UInt64 { (self >> 17) ^ (self &* 0x2545_F491_4F6C_DD1D) }
}
