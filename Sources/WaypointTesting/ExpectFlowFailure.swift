public import Testing

/// Asserts that `WaypointTesting`'s checks fail some test code: use it to test
/// your own helpers, or to show that a recorder or a trait catches a mistake.
///
/// `body` runs as if it were a test of its own with the ``FlowChecksTrait``
/// checks you name: a fresh ``LeakTracker`` is ``LeakTracker/current`` (for
/// `.leaks`), every ``ChangeRecorder`` made in it is finished when it returns
/// (for `.changes`), and the checks run once it has returned and its locals are
/// gone, even if it threw (an error it throws is one more issue). With no checks at all, a recorder released at the end
/// of `body` still checks itself, as it does at the end of a test.
///
/// Everything the checks and recorders report inside is a known issue, through
/// Swift Testing's `withKnownIssue(_:isIntermittent:isolation:sourceLocation:_:when:matching:)`:
/// what matches `issueMatcher` does not fail the calling test. An issue that
/// does not match fails it as usual, and if nothing at all is reported, the
/// calling test fails with "Known issue was not recorded".
///
/// ```swift
/// @Test @MainActor func aKeptFlowIsALeak() async throws {
///     var kept: CreateTodoCoordinator?
///     await expectFlowFailure(.leaks) {
///         let todos = TodosCoordinator()
///         let frontEnd = HeadlessFrontEnd(todos)
///         kept = try todos.show(\.create).child
///         #expect(await frontEnd.swipeDown() == .applied)
///     } matching: { issue in
///         issue.comments.contains { $0.rawValue.contains("CreateTodoCoordinator") }
///     }
///     kept = nil
/// }
/// ```
///
/// Checks of an enclosing trait do not see what `body` makes: its recorders and
/// coordinators are checked here, once.
///
/// - Parameters:
///   - checks: the checks to run at the end of `body`; both by default.
///   - comment: why the failure is expected, shown with the known issues.
///   - sourceLocation: where a missing failure is reported.
///   - body: the test code that must fail the checks.
///   - issueMatcher: which reported issues are the expected failure; the others
///     fail the calling test. Any issue by default.
@MainActor
public func expectFlowFailure(
    _ checks: FlowChecksTrait.Checks = [.leaks, .changes],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    performing body: @MainActor () async throws -> Void,
    matching issueMatcher: @escaping KnownIssueMatcher = { _ in true }
) async {
    await withKnownIssue(comment, sourceLocation: sourceLocation) {
        let context = FlowTestContext(checks: checks)
        do {
            try await FlowTestScope.$context.withValue(context) {
                try await body()
            }
        } catch {
            // An error `body` throws is an issue too, as in a test.
            Issue.record(error, sourceLocation: sourceLocation)
        }
        await context.check(at: sourceLocation)
    } matching: { issue in
        issueMatcher(issue)
    }
}
