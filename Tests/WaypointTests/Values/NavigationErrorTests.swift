import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Errors: equal by code and payload, codes that can grow")
struct NavigationErrorTests {
    @Test("navigation errors are equal by code; the message does not take part")
    func navigationErrorsEqualByCode() {
        let popped = NavigationError(.nothingToPop, "TodosCoordinator shows only its root")
        #expect(popped == NavigationError(.nothingToPop, "another message"))
        #expect(popped != NavigationError(.entryNotFound, "TodosCoordinator shows only its root"))
        #expect(Set([popped, NavigationError(.nothingToPop, "again")]).count == 1)
    }

    @Test("deep-link errors are equal by code, part and navigation error, not message")
    func deepLinkErrorsEqualByCodeAndPayload() {
        let bad = DeepLinkError(.badParameter, part: "abc", "'id' is not a valid Int")
        #expect(bad == DeepLinkError(.badParameter, part: "abc", "another message"))
        #expect(bad != DeepLinkError(.badParameter, part: "abd", "'id' is not a valid Int"))
        #expect(bad != DeepLinkError(.missingParameter, part: "abc", "'id' is not a valid Int"))
        let signIn = DeepLinkError(
            .stepFailed, part: "todos", "sign in first", navigationError: NavigationError(.unavailable, "sign in first")
        )
        #expect(
            signIn
                == DeepLinkError(.stepFailed, part: "todos", "", navigationError: NavigationError(.unavailable, "")))
        #expect(
            signIn
                != DeepLinkError(.stepFailed, part: "todos", "", navigationError: NavigationError(.vetoed, "")))
        #expect(signIn != DeepLinkError(.stepFailed, part: "todos", "sign in first"))
        #expect(Set([bad, DeepLinkError(.badParameter, part: "abc", "")]).count == 1)
    }

    @Test("restoration errors are equal by code and path, not message")
    func restorationErrorsEqualByCodeAndPath() {
        let unknown = RestorationError(.unknownRoute, at: "signedIn/todos", "no route 'todo'")
        #expect(unknown == RestorationError(.unknownRoute, at: "signedIn/todos", "another message"))
        #expect(unknown != RestorationError(.unknownRoute, at: "signedIn", "no route 'todo'"))
        #expect(unknown != RestorationError(.badInput, at: "signedIn/todos", "no route 'todo'"))
        #expect(Set([unknown, RestorationError(.unknownRoute, at: "signedIn/todos", "")]).count == 1)
    }

    @Test("codes encode as their names, as before, and an unknown code still decodes")
    func codesEncodeAsStrings() throws {
        let data = try JSONEncoder().encode(NavigationError(.nothingToPop, "only the root"))
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(object == ["code": "nothingToPop", "message": "only the root"])

        let later = Data(#"{"code":"someLaterCode","message":"from a newer version"}"#.utf8)
        let decoded = try JSONDecoder().decode(NavigationError.self, from: later)
        #expect(decoded.code == NavigationError.Code(rawValue: "someLaterCode"))
        #expect(decoded.description == "someLaterCode: from a newer version")

        let codes = try JSONDecoder().decode(
            [DeepLinkError.Code].self, from: Data(#"["stepFailed","badParameter"]"#.utf8))
        #expect(codes == [.stepFailed, .badParameter])
        let restoration = try JSONDecoder().decode(RestorationError.Code.self, from: Data(#""corruptData""#.utf8))
        #expect(restoration == .corruptData)
    }

    @Test("a switch over a code reads as over an enum, with a default for codes added later")
    func switchOverCodes() {
        func advice(_ error: NavigationError) -> String {
            switch error.code {
            case .nothingToPop: "already at the root"
            case .routerStale, .coordinatorFinished: "the flow is gone"
            default: "\(error.code)"
            }
        }
        #expect(advice(NavigationError(.nothingToPop, "")) == "already at the root")
        #expect(advice(NavigationError(.routerStale, "")) == "the flow is gone")
        #expect(advice(NavigationError(.vetoed, "")) == "vetoed")
    }

    @Test("encoding a restoration state throws only RestorationError")
    @MainActor
    func encodingThrowsRestorationError() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 7)
        let data: Data
        do throws(RestorationError) {
            data = try todos.navigation.restorationState().encoded()
        } catch {
            Issue.record("encoding failed: \(error.code)")
            return
        }
        let fresh = TodosCoordinator()
        _ = try fresh.navigation.restore(RestorationState(data: data))
        #expect(fresh.navigation.snapshot.routes == todos.navigation.snapshot.routes)
    }
}
