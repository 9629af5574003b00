public import Testing
import Waypoint

/// A Swift Testing trait that checks, when a test ends, that every coordinator
/// removed during it was deallocated and that every exhaustive
/// ``ChangeRecorder`` made in it had all its changes asserted.
///
/// ```swift
/// @Test(.flowChecked) @MainActor
/// func createReturnsATodo() async throws {
///     let todos = TodosCoordinator()
///     let recorder = ChangeRecorder(todos)          // checked when the test ends
///     let create = try todos.show(\.create)
///     LeakTracker.current?.track(create)              // must be gone when the test ends
///     …
/// }
/// ```
///
/// Apply it to a `@Suite` to check every test in it. The checks run after the
/// test function has returned, once its locals are released, so a test may keep
/// references to removed coordinators while it runs.
///
/// - ``leakChecked``: a ``LeakTracker`` is ``LeakTracker/current`` during the
///   test; recorders and headless front ends track in it every coordinator of
///   the tree they observe, including every one adopted into it later;
///   removed coordinators still alive at the end fail the test.
/// - ``exhaustive``: every recorder made during the test is finished when it
///   ends; an exhaustive one with unasserted changes fails the test.
/// - ``flowChecked``: both.
public struct FlowChecksTrait: TestTrait, SuiteTrait, TestScoping {
    /// What the trait checks.
    public struct Checks: OptionSet, Sendable, Hashable {
        /// The checks as bits.
        public let rawValue: Int

        /// Creates checks from their bits.
        ///
        /// - Parameter rawValue: the bits, such as `Checks.leaks.rawValue`.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Removed coordinators must be deallocated.
        public static let leaks = Checks(rawValue: 1 << 0)
        /// Exhaustive recorders must have no unasserted changes.
        public static let changes = Checks(rawValue: 1 << 1)
    }

    /// What the trait checks.
    public let checks: Checks

    /// A trait with the given checks.
    ///
    /// - Parameter checks: what to check when a test ends.
    public init(_ checks: Checks) {
        self.checks = checks
    }

    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs a test with a fresh ``LeakTracker`` and recorder list, then checks
    /// them once the test function has returned (even if it threw). Inside a test
    /// that already has the trait (from its suite), adds its checks to that
    /// test's.
    ///
    /// - Parameters:
    ///   - test: the test.
    ///   - testCase: the test case, for parameterized tests.
    ///   - function: the test function.
    /// - Throws: what the test function throws.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        if let context = FlowTestScope.context {
            // An enclosing trait runs the checks; add this one's to them.
            await context.add(checks)
            try await function()
            return
        }
        let context = await FlowTestContext(checks: checks)
        // A broken invariant of the engine (a bug in Waypoint, in debug builds)
        // in a tree the test made fails the test, instead of ending the run.
        let sourceLocation = test.sourceLocation
        let reporter: @Sendable (String) -> Void = { message in
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        do {
            try await FlowTestScope.$context.withValue(context) {
                try await InvariantReporting.$reporter.withValue(reporter) {
                    try await function()
                }
            }
        } catch {
            await context.check(at: test.sourceLocation)
            throw error
        }
        await context.check(at: test.sourceLocation)
    }
}

extension Trait where Self == FlowChecksTrait {
    /// Fails a test if a coordinator removed during it is still alive at its end.
    public static var leakChecked: Self { FlowChecksTrait(.leaks) }

    /// Fails a test if an exhaustive ``ChangeRecorder`` made during it has
    /// changes the test never asserted.
    public static var exhaustive: Self { FlowChecksTrait(.changes) }

    /// Both ``leakChecked`` and ``exhaustive``.
    public static var flowChecked: Self { FlowChecksTrait([.leaks, .changes]) }
}

/// The task-local context of a test with a ``FlowChecksTrait``.
enum FlowTestScope {
    @TaskLocal static var context: FlowTestContext?
}

/// What a ``FlowChecksTrait`` collects during one test and checks at its end.
@MainActor
final class FlowTestContext {
    private(set) var checks: FlowChecksTrait.Checks
    private(set) var tracker: LeakTracker?
    private var recorders: [ChangeRecorder] = []

    init(checks: FlowChecksTrait.Checks) {
        self.checks = []
        add(checks)
    }

    func add(_ more: FlowChecksTrait.Checks) {
        checks.formUnion(more)
        if checks.contains(.leaks), tracker == nil {
            tracker = LeakTracker()
        }
    }

    func register(_ recorder: ChangeRecorder) {
        if checks.contains(.changes) {
            recorders.append(recorder)
        }
    }

    func check(at sourceLocation: SourceLocation) async {
        let recorders = self.recorders
        self.recorders = []
        for recorder in recorders {
            await recorder.finish(sourceLocation: recorder.sourceLocation)
        }
        await tracker?.expectNoLeaks(sourceLocation: sourceLocation)
    }
}
