import Foundation
import Testing
import Waypoint

@Suite("Cancel reasons: static members that match in patterns")
struct CancelReasonTests {
    /// What a user's `switch` over a result says, for each kind of result.
    private func describe(_ result: FlowResult<String>) -> String {
        switch result {
        case .done(let title): "done \(title)"
        case .cancel(.userDismissed): "dismissed by the user"
        case .cancel(.notShown): "not shown: \(result.cancelReason?.error?.code.rawValue ?? "?")"
        case .cancel(let reason): "cancelled: \(reason)"
        }
    }

    @Test("a switch matches reasons as it matched enum cases; .notShown matches whatever the error")
    func patternsMatch() {
        #expect(describe(.done("milk")) == "done milk")
        #expect(describe(.cancel(.userDismissed)) == "dismissed by the user")
        #expect(describe(.cancel(.notShown(NavigationError(.routerStale, "gone")))) == "not shown: routerStale")
        #expect(describe(.cancel(.popped)) == "cancelled: popped")
        #expect(describe(.cancel(CancelReason(CancelReason.Code(rawValue: "later")))) == "cancelled: later")
    }

    @Test("the error of a reason that was not shown is bound with `let`")
    func errorIsBound() {
        let result = FlowResult<Void>.cancel(.notShown(NavigationError(.invalidChild, "already shown")))
        if case .cancel(let reason) = result, let error = reason.error {
            #expect(reason.code == .notShown && error.code == .invalidChild)
        } else {
            Issue.record("the error is not bound")
        }
        if case .cancel(.notShown) = result {} else { Issue.record(".notShown does not match") }
        if case .cancel(.popped) = result { Issue.record(".popped matches a reason that was not shown") }
        #expect(CancelReason.popped.error == nil)
    }

    @Test("reasons are equal by code and error, whose message does not take part")
    func equality() {
        #expect(CancelReason.popped == .popped)
        #expect(CancelReason.popped != .replaced)
        #expect(
            CancelReason.notShown(NavigationError(.routerStale, "a")) == .notShown(NavigationError(.routerStale, "b")))
        #expect(
            CancelReason.notShown(NavigationError(.routerStale, "a"))
                != .notShown(NavigationError(.coordinatorFinished, "a")))
        #expect(
            FlowResult<Void>.cancel(.notShown(NavigationError(.vetoed, "")))
                == .cancel(.notShown(NavigationError(.vetoed, "x"))))
    }

    @Test("a reason reads and encodes by its code, with the error for notShown")
    func descriptionAndCoding() throws {
        let reason = CancelReason.notShown(NavigationError(.routerStale, "the router's coordinator is gone"))
        #expect(reason.description == "notShown(routerStale)")
        #expect(CancelReason.taskCancelled.description == "taskCancelled")
        let decoded = try JSONDecoder().decode(CancelReason.self, from: JSONEncoder().encode(reason))
        #expect(decoded == reason && decoded.error?.message == "the router's coordinator is gone")
        let popped = try JSONDecoder().decode(CancelReason.self, from: Data(#"{"code":"popped"}"#.utf8))
        #expect(popped == .popped)
    }
}
