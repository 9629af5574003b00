import Testing

@testable import Waypoint

/// Every operation of the engine is a transition: a function of a `TreeState`
/// value (and its arguments) to the new value and the effects that follow.
/// These tests run transitions on values built by hand: no coordinator, no
/// tree object, no destination. The value before is never changed.
@Suite("Transitions of the tree's state", .timeLimit(.minutes(1)))
struct TransitionTests {
    private static let screen = RouteKind(
        name: "detail",
        transition: ObjectIdentifier(TransitionTests.Marker.self),
        presentation: .push,
        item: nil
    )
    private static let sheet = RouteKind(
        name: "create",
        transition: ObjectIdentifier(TransitionTests.Marker.self),
        presentation: .sheet,
        item: nil
    )
    private static let root = RouteKind(
        name: "list",
        transition: ObjectIdentifier(TransitionTests.Marker.self),
        presentation: .root,
        item: nil
    )
    private enum Marker {}

    private let top = NodeID(slot: 1, generation: 1)
    private let child = NodeID(slot: 2, generation: 1)

    private func entry(_ id: UInt64, _ kind: RouteKind = screen, child: NodeID? = nil) -> EntryState {
        EntryState(id: EntryID(rawValue: id), kind: kind, inputDescription: nil, flowGuards: false, child: child)
    }

    /// A stack `list / detail 2 / create 3 (a flow: list 10 / detail 11)`.
    private func stackWithFlow() -> TreeState {
        var state = TreeState()
        state.insert(NodeState(entries: [entry(1, Self.root), entry(2), entry(3, Self.sheet, child: child)]), for: top)
        state.insert(NodeState(entries: [entry(10, Self.root), entry(11)], parent: top), for: child)
        return state
    }

    private func ids(_ state: TreeState, _ node: NodeID) -> [UInt64] {
        state[node].entries.map(\.id.rawValue)
    }

    /// The endings as text: `e3` an entry whose result the flow gives, `e2=popped`
    /// a screen resolved with a cancel code, `f2.1=popped` a flow that ended.
    private func describe(_ endings: [Effects.Ending]) -> [String] {
        func text(_ outcome: Outcome) -> String {
            switch outcome {
            case .done: "done"
            case .cancel(let reason): reason.code.rawValue
            }
        }
        return endings.map { ending in
            switch ending {
            case .entry(let id, let outcome): "e\(id.rawValue)" + (outcome.map { "=" + text($0) } ?? "")
            case .flow(let node, let outcome): "f\(node.slot).\(node.generation)=\(text(outcome))"
            }
        }
    }

    @Test("push appends the entry, names the flow's parent, and asks for one change from the new entry on")
    func push() {
        var state = TreeState()
        state.insert(NodeState(entries: [entry(1, Self.root)]), for: top)
        state.insert(NodeState(), for: child)
        let before = state
        let effects = state.push(entry(2, Self.sheet, child: child), onto: top)
        #expect(ids(state, top) == [1, 2])
        #expect(state[child].parent == top)
        #expect(effects.entriesFrom == 1)
        #expect(effects.change == .present)
        #expect(effects.endings.isEmpty && effects.postponed.isEmpty)
        #expect(ids(before, top) == [1], "the value before is unchanged")
        #expect(before[child].parent == nil)
    }

    @Test("removing from a stack ends everything above, top first; a flow's subtree ends before the flow")
    func stackRemoval() {
        var state = stackWithFlow()
        let effects = state.remove(
            at: 1,
            from: top,
            reason: .popped,
            outcome: nil,
            cause: .pop,
            deferring: false
        )
        #expect(ids(state, top) == [1])
        #expect(describe(effects.endings) == ["e3", "e11=parentEnded", "e10=parentEnded", "f2.1=popped", "e2=popped"])
        #expect(!state.contains(child), "the ended flow left the state")
        #expect(effects.entriesFrom == 1)
        #expect(effects.change == .pop)
    }

    @Test("the removed entry ends with the outcome given, those above it with the reason")
    func outcomeForTheLowest() {
        var state = stackWithFlow()
        let effects = state.remove(
            at: 2,
            from: top,
            reason: .popped,
            outcome: .done(5),
            cause: .finish,
            deferring: false
        )
        #expect(describe(effects.endings) == ["e3", "e11=parentEnded", "e10=parentEnded", "f2.1=done"])
    }

    @Test("inside a transaction a removal is postponed: the subtree stays, marked ending, and nothing ends yet")
    func deferredRemoval() {
        var state = stackWithFlow()
        let effects = state.remove(at: 2, from: top, reason: .popped, outcome: nil, cause: .pop, deferring: true)
        #expect(ids(state, top) == [1, 2])
        #expect(effects.endings.isEmpty)
        #expect(effects.postponed.count == 1)
        #expect(state.contains(child))
        #expect(state[child].lifecycle == .ending)
        #expect(ids(state, child) == [10, 11])
        // The commit ends what was postponed, with the same transitions.
        guard case .entry(let removed, let outcome) = effects.postponed.first else {
            Issue.record("expected a postponed entry")
            return
        }
        var commit = Effects()
        state.end(removed, outcome, into: &commit)
        #expect(describe(commit.endings) == ["e3", "e11=parentEnded", "e10=parentEnded", "f2.1=popped"])
        #expect(!state.contains(child))
    }

    @Test("removing from a set removes one entry and moves the selection to its neighbour")
    func setRemoval() {
        var state = TreeState()
        state.insert(
            NodeState(entries: [entry(1), entry(2), entry(3)], selection: EntryID(rawValue: 3), layout: .set), for: top)
        let effects = state.remove(at: 2, from: top, reason: .popped, outcome: nil, cause: .remove, deferring: false)
        #expect(ids(state, top) == [1, 2])
        #expect(state[top].selection == EntryID(rawValue: 2))
        #expect(describe(effects.endings) == ["e3=popped"])
        _ = state.remove(at: 0, from: top, reason: .popped, outcome: nil, cause: .remove, deferring: false)
        #expect(state[top].selection == EntryID(rawValue: 2), "removing another entry keeps the selection")
    }

    @Test("selecting the selected entry, or marking an awaited entry, is no change")
    func noChange() {
        var state = TreeState()
        state.insert(NodeState(entries: [entry(1), entry(2)], selection: EntryID(rawValue: 1), layout: .set), for: top)
        #expect(state.select(EntryID(rawValue: 1), in: top, cause: .tab).change == nil)
        #expect(state.select(EntryID(rawValue: 2), in: top, cause: .tab).change == .tab)
        #expect(state.markAwaited(EntryID(rawValue: 2), in: top).change == .push)
        #expect(state.markAwaited(EntryID(rawValue: 2), in: top).change == nil)
        #expect(
            state.remove(at: 5, from: top, reason: .popped, outcome: nil, cause: .pop, deferring: false).change == nil)
    }

    @Test("a wrapper's content ends with the wrapper's outcome; another container's children with parentEnded")
    func wrapperEnding() {
        var state = TreeState()
        state.insert(NodeState(entries: [entry(1, Self.root, child: child)], endsWithChild: true), for: top)
        state.insert(NodeState(entries: [entry(10, Self.root)], parent: top), for: child)
        var effects = Effects()
        state.endFlow(top, .done(1), into: &effects)
        #expect(describe(effects.endings) == ["e1", "e10=parentEnded", "f2.1=done", "f1.1=done"])
        #expect(state.count == 0)
        var again = Effects()
        state.endFlow(top, .done(1), into: &again)
        #expect(again.endings.isEmpty, "a flow ends once")
    }

    @Test("replacing every entry ends those that go and keeps those that stay")
    func replaceAll() {
        var state = stackWithFlow()
        let effects = state.replaceAll(
            of: top,
            with: [entry(1, Self.root), entry(4)],
            selection: nil,
            cause: .root,
            deferring: false
        )
        #expect(ids(state, top) == [1, 4])
        #expect(
            describe(effects.endings) == ["e3", "e11=parentEnded", "e10=parentEnded", "f2.1=replaced", "e2=replaced"])
    }

    @Test("an orphan's entries end with parentEnded; its own result has no one to go to")
    func orphan() {
        var state = stackWithFlow()
        let effects = state.orphan(top)
        #expect(
            describe(effects.endings) == [
                "e3", "e11=parentEnded", "e10=parentEnded", "f2.1=parentEnded", "e2=parentEnded", "e1=parentEnded",
            ]
        )
        #expect(state.count == 0)
    }

    @Test("install puts the first entries below what the root's factory showed, names their flows' parent, selects")
    func install() {
        var state = TreeState()
        state.insert(NodeState(entries: [entry(5)], layout: .set), for: top)
        state.insert(NodeState(), for: child)
        let before = state
        let effects = state.install([entry(1, Self.root), entry(2, child: child)], selecting: 1, in: top)
        #expect(ids(state, top) == [1, 2, 5])
        #expect(state[top].selection == EntryID(rawValue: 2))
        #expect(state[child].parent == top)
        #expect(effects.change == nil, "the initial state is no change")
        #expect(effects.entriesFrom == 0)
        #expect(ids(before, top) == [5])
    }

    @Test("finish ends a top flow at once, or inside a transaction marks it ending and postpones its end")
    func finish() {
        var state = stackWithFlow()
        let before = state
        let deferred = state.finish(top, .done(1), deferring: true)
        #expect(state[top].lifecycle == .ending)
        #expect(deferred.endings.isEmpty && deferred.postponed.count == 1)
        #expect(ids(state, top) == [1, 2, 3])
        var now = before
        let effects = now.finish(top, .done(1), deferring: false)
        #expect(
            describe(effects.endings) == [
                "e3", "e11=parentEnded", "e10=parentEnded", "f2.1=parentEnded", "e2=parentEnded", "e1=parentEnded",
                "f1.1=done",
            ]
        )
        #expect(now.count == 0)
        #expect(before[top].lifecycle == .active, "the value before is unchanged")
    }

    @Test("a leave guard is a change only when it changes whether the entry is guarded")
    func setLeaveGuard() {
        var state = stackWithFlow()
        let before = state
        #expect(state.setLeaveGuard(true, at: 1, in: top).change == .leaveGuard)
        #expect(state[top].entries[1].hasLeaveGuard)
        #expect(state.setLeaveGuard(true, at: 1, in: top).change == nil)
        #expect(state.setLeaveGuard(false, at: 1, in: top).change == .leaveGuard)
        #expect(!before[top].entries[1].hasLeaveGuard)
    }

    @Test("no transition changes the value it was applied to: every operation, on a copy")
    func valuesStayValues() {
        let before = stackWithFlow()
        var copies = Array(repeating: before, count: 6)
        _ = copies[0].remove(at: 1, from: top, reason: .popped, outcome: nil, cause: .pop, deferring: false)
        _ = copies[1].replaceAll(of: top, with: [entry(1, Self.root)], selection: nil, cause: .root, deferring: false)
        _ = copies[2].orphan(top)
        _ = copies[3].markAwaited(EntryID(rawValue: 2), in: top)
        _ = copies[4].push(entry(9), onto: child)
        var effects = Effects()
        copies[5].endFlow(child, .cancel(.popped), into: &effects)
        #expect(ids(before, top) == [1, 2, 3])
        #expect(ids(before, child) == [10, 11])
        #expect(before.contains(child) && before[child].parent == top)
        #expect(before.count == 2)
        #expect(!before[top].entries[1].isAwaited)
    }
}
