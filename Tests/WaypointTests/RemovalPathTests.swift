import Testing
import Waypoint
import WaypointTestFixtures

/// Every removal path resumes an awaiting `route(to:)` exactly once, with the
/// reason that names the path.
@Suite("Removal paths resume awaiters exactly once", .timeLimit(.minutes(1)))
@MainActor
struct RemovalPathTests {
    enum Path: String, CaseIterable, Sendable {
        case popLast, popEntry, popToEntry, popToRoot, focusFirst, rootSwitch
        case userDismissed, userPoppedTo, parentCancelled, parentFinished, taskCancelled
        case cancelledItself, finished
    }

    static let expectations: [Path: FlowResult<String>] = [
        .popLast: .cancel(.popped),
        .popEntry: .cancel(.popped),
        .popToEntry: .cancel(.popped),
        .popToRoot: .cancel(.popped),
        .focusFirst: .cancel(.popped),
        .rootSwitch: .cancel(.replaced),
        .userDismissed: .cancel(.userDismissed),
        .userPoppedTo: .cancel(.userDismissed),
        .parentCancelled: .cancel(.parentEnded),
        .parentFinished: .cancel(.parentEnded),
        .taskCancelled: .cancel(.taskCancelled),
        .cancelledItself: .cancel(.cancelledItself),
        .finished: .done("saved"),
    ]

    @Test("each path resumes the awaiter once, with its reason", arguments: Path.allCases)
    func removal(path: Path) async throws {
        // An outer flow that shows the todos stack, so that removing the parent is a path too.
        let outer = CreateCoordinator()
        _ = outer.navigation.snapshot
        let wrapper = try outer.show(\.nested)
        let parent = try wrapper.child
        let recorder = Recorder(parent)
        _ = await recorder.next()
        try parent.show(\.confirm)
        _ = await recorder.next()
        let confirm = try #require(parent.navigation.snapshot.entries.last?.id)

        var resumptions = 0
        let task = Task {
            let result = await parent.route(to: \.nested)
            resumptions += 1
            return result
        }
        let shown = try #require(await recorder.next())
        let entry = try #require(shown.snapshot.entries.last)
        let child = try #require(try? parent.focusFirst(\.nested).child)
        try child.show(\.confirm)
        _ = await recorder.next()

        switch path {
        case .popLast: try parent.popLast()
        case .popEntry: try parent.pop(entry.id)
        case .popToEntry: try parent.pop(to: confirm)
        case .popToRoot: try parent.popToRoot()
        case .focusFirst: try parent.focusFirst(\.confirm)
        case .rootSwitch: try parent.root(\.review)
        case .userDismissed: #expect(outer.navigation.receive(.dismissed(entry.id)) == .applied)
        case .userPoppedTo: #expect(outer.navigation.receive(.popped(to: confirm)) == .applied)
        case .parentCancelled: try parent.finish(.cancel())
        case .parentFinished: try parent.finish(.done("parent"))
        case .taskCancelled: task.cancel()
        case .cancelledItself: try child.finish(.cancel())
        case .finished: try child.finish(.done("saved"))
        }
        let result = await task.value
        #expect(result == Self.expectations[path])
        #expect(resumptions == 1)
        #expect(!child.navigation.isActive)
        #expect(parent.navigation.snapshot.entries.allSatisfy { $0.id != entry.id })
        // A second removal attempt finds nothing and resumes nothing again.
        #expect(outer.navigation.receive(.dismissed(entry.id)) == .ignored)
        #expect(resumptions == 1)
    }
}
