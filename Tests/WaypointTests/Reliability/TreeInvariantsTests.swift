import Testing
import Waypoint

/// `assertTreeInvariants(_:)` accepts a real tree and names each broken invariant.
@Suite("Tree invariants")
@MainActor
struct TreeInvariantsTests {
    private func entry(
        _ id: UInt64,
        _ presentation: Presentation,
        awaited: Bool = false,
        child: CoordinatorSnapshot? = nil
    ) -> EntrySnapshot {
        EntrySnapshot(
            id: EntryID(rawValue: id), route: "r\(id)", presentation: presentation, isAwaited: awaited, child: child)
    }

    private func violations(_ snapshot: CoordinatorSnapshot, awaiters: [EntryID: Int] = [:]) -> [String] {
        let top = FuzzFlow(hooks: FuzzHooks())
        do throws(TreeInvariantViolation) {
            try assertTreeInvariants(ObservedTree(top: top, snapshot: snapshot, pendingAwaiters: awaiters))
            return []
        } catch {
            return error.violations
        }
    }

    @Test("a real tree keeps every invariant")
    func realTree() throws {
        let flow = FuzzFlow(hooks: FuzzHooks())
        try flow.show(\.page, 1)
        try flow.show(\.wrapped)
        try flow.root(\.split)
        #expect(violations(flow.navigation.snapshot).isEmpty)
    }

    @Test("each broken invariant is named")
    func brokenInvariants() {
        let stack = CoordinatorSnapshot(
            kind: .navigation, type: "Flow", entries: Array([entry(1, .push), entry(2, .root)]))
        #expect(violations(stack).count == 2)  // first entry not a root; a root above the first

        let tabs = CoordinatorSnapshot(
            kind: .tabs, type: "Tabs", entries: Array([entry(3, .tab), entry(3, .tab)]),
            selected: EntryID(rawValue: 9))
        #expect(violations(tabs).count == 2)  // selection not a child; an id used twice

        let wrapper = CoordinatorSnapshot(kind: .wrapper, type: "Wrapper", entries: Array([entry(4, .content)]))
        #expect(violations(wrapper).count == 2)  // no child flow; content not selected

        let awaited = CoordinatorSnapshot(
            kind: .navigation, type: "Flow", entries: Array([entry(5, .root), entry(6, .sheet, awaited: true)]))
        #expect(violations(awaited).count == 1)  // awaited without an awaiter
        #expect(violations(awaited, awaiters: [EntryID(rawValue: 6): 1]).isEmpty)
        #expect(violations(awaited, awaiters: [EntryID(rawValue: 7): 1]).count == 2)  // and an awaiter of nothing shown
    }
}
