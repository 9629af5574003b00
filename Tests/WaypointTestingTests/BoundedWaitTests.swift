#if compiler(>=6.2)
import Testing
import Waypoint
import WaypointTesting

/// Every wait of the testing kit ends by its limit (ten timeouts) while a task
/// answers each change with another, so that the main actor is never idle and
/// changes never stop; each test does it many times over, since whether a wait
/// ends early depends on how the main actor's turns fall.
///
/// The waits end by reporting that they timed out (or, for a settle, by catching
/// up on a lucky turn). Those reports are what the docs promise, and each test
/// checks the waits' results; the reports themselves are dropped by the
/// `filterIssues` trait below, so that they do not add to the run's known issues.
/// Any other issue fails the test. The time limit is not a measure of speed: a
/// wait that is not bounded takes seconds to minutes here, a bounded one at most
/// `iterations` times its limit. Each test runs in ``rounds`` cases of
/// ``iterations`` each, and the limit applies to each case: in a parallel run
/// every `@MainActor` test shares the main thread, so a case's wall-clock time
/// also holds the other tests' turns (50 iterations in one case took 38 s of
/// the minute in a parallel run, and more than a minute on a loaded machine).
/// The cases run one at a time (`.serialized`): a navigation loop never lets
/// the main actor idle, and many at once would starve the run's other tests.
/// Whether an issue is the report of a wait that ended by its limit.
private func isTimeoutReport(_ issue: Issue) -> Bool {
    let text = issue.comments.map(\.rawValue).joined()
    return text.contains("kept arriving for") || text.hasPrefix("Timed out")
}

@Suite(
    "Bounded waits under a navigation loop",
    .serialized,
    .timeLimit(.minutes(1)),
    .filterIssues { issue in !isTimeoutReport(issue) }
)
@MainActor
struct BoundedWaitTests {
    /// The timeout of every wait here: each ends at the latest ten times later.
    static let timeout = Duration.milliseconds(10)
    /// The cases of each test, each of ``iterations`` iterations: 50 in all.
    nonisolated static let rounds = 1...5
    static let iterations = 10

    /// Runs `body` `iterations` times, each with a new notes stack, a
    /// navigation loop on it and a non-exhaustive recorder of it, then stops the
    /// loop and finishes the recorder.
    func underLoop(_ body: (NotesCoordinator, ChangeRecorder) async -> Void) async {
        for _ in 0..<Self.iterations {
            let notes = NotesCoordinator()
            let loop = NavigationLoop(notes)
            let recorder = ChangeRecorder(notes, exhaustivity: .off, timeout: Self.timeout)
            await body(notes, recorder)
            await loop.stop()
            await recorder.finish()
        }
    }

    @Test("the headless front end's settle() returns", arguments: rounds)
    func frontEndSettle(round: Int) async {
        await underLoop { notes, _ in
            let frontEnd = HeadlessFrontEnd(notes, timeout: Self.timeout)
            await frontEnd.settle()
            #expect(frontEnd.isAttached)
            frontEnd.detach()
        }
    }

    @Test("a recorder's finish() returns", arguments: rounds)
    func recorderFinish(round: Int) async {
        await underLoop { _, recorder in
            await recorder.finish()
        }
    }

    @Test("expect(_:_:) returns nil when no change matches", arguments: rounds)
    func expectNoMatch(round: Int) async {
        await underLoop { _, recorder in
            // The loop shows one or two screens, never three.
            #expect(await recorder.expect(.push, .routes(["list", "note", "note"])) == nil)
            // Exhaustive, the next change is awaited (with a timeout that a loaded machine cannot reach).
            recorder.exhaustivity = .on
            #expect(await recorder.expect(nil, timeout: .seconds(5)) != nil)
            recorder.exhaustivity = .off
        }
    }

    @Test("expect(eventually:) returns nil when no change matches", arguments: rounds)
    func eventuallyNoMatch(round: Int) async {
        await underLoop { _, recorder in
            #expect(await recorder.expect(eventually: .routes(["list", "note", "note"])) == nil)
            #expect(await recorder.expect(eventually: .routes(["list", "note"]), timeout: .seconds(5)) != nil)
        }
    }

    @Test("firstChange(matching:) throws timedOut; expectFinished() returns", arguments: rounds)
    func throwingAndFinished(round: Int) async {
        await underLoop { _, recorder in
            do throws(ChangeWaitError) {
                let change = try await recorder.firstChange(matching: .routes(["list", "note", "note"]))
                Issue.record("the loop never shows three screens, yet a change did: \(change)")
            } catch {
                #expect(error.reason == .timedOut(after: Self.timeout))
                #expect(error.description.hasPrefix("Timed out"))
            }
            await recorder.expectFinished()
            #expect(!recorder.isFinished)
        }
    }
}
#endif
