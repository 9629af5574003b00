import Testing
import WaypointTestFixtures

@testable import Waypoint

/// A coordinator whose container is a computed property: every read makes a
/// new stack, so no read sees what an earlier one did. The docs ask for a
/// stored `let`; the engine must answer this mistake with a typed error, never
/// a trap.
@MainActor
private final class ComputedStackCoordinator: NavigationCoordinator {
    var stack: RouteStack<ComputedStackCoordinator> { RouteStack(root: \.home) }
    @Root var home = makeHome
    @Route(.push) var detail = makeDetail
    @Route(.sheet) var create = makeCreate
    func makeHome() -> Screen { .list }
    func makeDetail(id: Int) -> Screen { .detail(id) }
    func makeCreate() -> CreateCoordinator { CreateCoordinator() }
}

@MainActor
private final class HostCoordinator: NavigationCoordinator {
    let stack = RouteStack<HostCoordinator>(root: \.home)
    @Root var home = makeHome
    @Route(.sheet) var computed = makeComputed
    func makeHome() -> Screen { .list }
    func makeComputed() -> ComputedStackCoordinator { ComputedStackCoordinator() }
}

@Suite("A container read anew on every access", .timeLimit(.minutes(1)))
@MainActor
struct ComputedContainerTests {
    @Test("showing a flow whose container is computed throws invalidChild and leaves the state unchanged")
    func childWithComputedContainer() throws {
        let host = HostCoordinator()
        let before = host.navigation.snapshot
        #expect {
            try host.show(\.computed)
        } throws: { error in
            (error as? NavigationError)?.code == .invalidChild
                && String(describing: error).contains("stored `let`")
        }
        #expect(host.navigation.snapshot == before)
        #expect(host.invariantViolations().isEmpty)
    }

    @Test("a flow shown by a computed container that went away ends alone, without a trap")
    func topWithComputedContainer() async throws {
        let top = ComputedStackCoordinator()
        _ = try top.show(\.detail, 1)
        #expect(top.navigation.snapshot.entries.count == 1, "a new read sees a new stack: the push is lost")
        // The stack that showed the flow goes away with the statement; the
        // flow, kept by its handle, still answers.
        let create = try top.show(\.create)
        #expect(try create.child.navigation.snapshot.entries.count == 1)
        try create.child.finish(.done("saved"))
        guard case .done(let title) = await create.result() else {
            Issue.record("the flow's result was lost")
            return
        }
        #expect(title == "saved")
        #expect(!create.isShown)
    }
}
