import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures
import WaypointTesting

// Issue 40, item 2: what the user types enables a button, on every front end.
extension GestureConformanceTests {
    @Test(
        "a rename alert: Create disabled while the name is empty, enabled once typed, answers with the name",
        arguments: FrontEndKind.allCases)
    func typingEnablesAButton(on kind: FrontEndKind) async throws {
        let start = try Self.awaitedNewList()
        let player = makePlayer(kind, for: start.root, width: .compact)
        await player.settle()
        let asking = Self.shape(of: start.root)
        #expect(!player.isAlertButtonEnabled("Create"), "\(kind)")
        #expect(player.isAlertButtonEnabled("Cancel"), "\(kind)")
        #expect(await player.play(.answerAlert("Create")) == .refused(.buttonDisabled), "\(kind)")
        await player.settle()
        #expect(Self.shape(of: start.root) == asking, "\(kind)")
        #expect(start.result() == nil, "\(kind)")

        // Re-evaluated as the user types.
        await player.enterText("  ", inAlertField: "name")
        #expect(!player.isAlertButtonEnabled("Create"), "\(kind)")
        await player.enterText("G", inAlertField: "name")
        #expect(player.isAlertButtonEnabled("Create"), "\(kind)")
        await player.enterText("", inAlertField: "name")
        #expect(!player.isAlertButtonEnabled("Create"), "\(kind)")
        await player.enterText("Groceries", inAlertField: "name")
        #expect(player.isAlertButtonEnabled("Create"), "\(kind)")

        #expect(await player.play(.answerAlert("Create")) == .taken, "\(kind)")
        await player.settle()
        #expect(Self.shape(of: start.root) == "list", "\(kind)")
        #expect(start.result() == #"done(Optional("Groceries"))"#, "\(kind)")
        #expect(player.drawingDifferences() == [], "\(kind)")
    }
}
