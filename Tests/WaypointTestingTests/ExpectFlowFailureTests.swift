import Testing
import Waypoint
import WaypointTesting

@Suite("expectFlowFailure", .timeLimit(.minutes(1)))
@MainActor
struct ExpectFlowFailureTests {
    @Test("it fails the calling test when the checks find nothing (known issue on purpose)")
    func failsWhenNothingIsFound() async throws {
        await withKnownIssue {
            await expectFlowFailure {
                let notes = NotesCoordinator()
                let recorder = ChangeRecorder(notes)
                try notes.show(\.note, 1)
                await recorder.expect(.push, .routes(["list", "note"]))
            }
        } matching: { issue in
            if case .knownIssueNotRecorded = issue.kind { true } else { false }
        }
    }

    @Test("it checks the changes of every recorder made in it, with the exhaustive check (known issue on purpose)")
    func exhaustiveCheck() async throws {
        await expectFlowFailure(.changes) {
            let notes = NotesCoordinator()
            let recorder = ChangeRecorder(notes)
            try notes.show(\.note, 1)
            await recorder.settle()  // read, but never asserted
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("1 change(s) of NotesCoordinator were never asserted") }
        }
    }

    /// Shows the compose sheet, keeps its flow in `kept`, and lets the user swipe
    /// it away: a leak while `kept` holds it.
    static func swipeAwayCompose(keeping kept: inout ComposeCoordinator?) async throws -> NotesCoordinator {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        kept = try notes.show(\.compose).child
        #expect(await frontEnd.swipeDown() == .applied)
        return notes
    }

    @Test("an error the code throws is an issue too, and the checks still run (known issue on purpose)")
    func thrownErrors() async throws {
        var kept: ComposeCoordinator?
        await expectFlowFailure(.leaks) {
            let notes = try await Self.swipeAwayCompose(keeping: &kept)
            try notes.popLast()  // nothing to pop: throws
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Leak: ComposeCoordinator") }
                || issue.error is NavigationError
        }
        #expect(kept?.navigation.isActive == false)
        kept = nil
    }

    @Test("issues that do not match fail the calling test (known issue on purpose)")
    func otherIssuesFail() async throws {
        await withKnownIssue {
            await expectFlowFailure(.leaks) {
                Issue.record("something else")
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("Leak:") }
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "something else" }
        }
    }

    @Test("what it makes is checked there, not by the enclosing trait (known issue on purpose)", .flowChecked)
    func nestedInATrait() async throws {
        var kept: ComposeCoordinator?
        await expectFlowFailure(.leaks) {
            _ = try await Self.swipeAwayCompose(keeping: &kept)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Leak: ComposeCoordinator") }
        }
        #expect(LeakTracker.current?.trackedCount == 0)
        #expect(kept?.navigation.isActive == false)
        kept = nil
    }
}
