package import Waypoint

/// A guard the test answers by hand, so that it stays pending as long as the
/// test wants.
@MainActor
package final class ManualGuard {
    package init() {}

    private var waiting: [CheckedContinuation<Bool, Never>] = []
    package private(set) var asked = 0

    package func ask() async -> Bool {
        asked += 1
        return await withCheckedContinuation { waiting.append($0) }
    }

    /// Waits until the guard has been asked, then answers.
    package func answer(_ allowed: Bool) async {
        while waiting.isEmpty { await Task.yield() }
        waiting.removeFirst().resume(returning: allowed)
    }
}

/// A switch a guard reads.
@MainActor
package final class Toggle {
    package init() {}

    package var isOn = false
}

/// An editor flow with unsaved changes.
@MainActor
package final class EditorCoordinator: NavigationCoordinator, LeaveGuarding {
    package init() {}

    package let stack = RouteStack<EditorCoordinator>(root: \.form)
    @Root package var form = makeForm
    package func makeForm() -> Screen { .form }

    package var allowsLeaving = false
    package func canLeave() async -> Bool { allowsLeaving }
}

@MainActor
package final class EditingCoordinator: NavigationCoordinator {
    package init() {}

    package let stack = RouteStack<EditingCoordinator>(root: \.list)
    @Root package var list = makeList
    @Route(.push) package var detail = makeDetail
    @Route(.sheet) package var editor = makeEditor
    package func makeList() -> Screen { .list }
    package func makeDetail(id: Int) -> Screen { .detail(id) }
    package func makeEditor() -> EditorCoordinator { EditorCoordinator() }
}
