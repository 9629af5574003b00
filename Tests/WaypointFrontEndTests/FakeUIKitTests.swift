import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// The fake UIKit catches a planner that breaks UIKit's rules: each test hands
/// it a step a broken planner would plan.
@Suite("Fake UIKit")
@MainActor
struct FakeUIKitTests {
    /// An app with a sheet, shown and settled, whose fake records breaches without failing the test.
    private func sheetShown() throws -> (Shell, FakeUIKit, EntryID) {
        let app = Shell()
        let sheet = try app.show(\.note).id
        let uikit = FakeUIKit(app)
        uikit.finishAnimations()
        uikit.recordsIssues = false
        return (app, uikit, sheet)
    }

    private func layers(_ app: Shell) -> ModalLayers { ModalLayers(app.navigation.snapshot) }

    @Test("rule 1: a second setViewControllers on a navigation controller that animates")
    func rule1() throws {
        let (app, uikit, _) = try sheetShown()
        let items = layers(app).layers[0].stackItems
        uikit.perform(.setStack(items, of: nil, animated: true)) {}
        uikit.perform(.setStack(items, of: nil, animated: true)) {}
        #expect(uikit.breaches.map(\.rule) == [1])
    }

    @Test("rule 8: presenting from a controller that already presents")
    func rule8() throws {
        let (app, uikit, _) = try sheetShown()
        try app.show(\.sheet)
        uikit.perform(.present(layers(app).layers[2], from: nil, animated: true)) {}
        #expect(uikit.breaches.map(\.rule) == [8])
    }

    @Test("rule 9: presenting while the presented controller is being dismissed")
    func rule9() throws {
        let (app, uikit, sheet) = try sheetShown()
        uikit.perform(.dismiss(above: nil, animated: true)) {}
        #expect(uikit.presentedIDs == [sheet])  // still presented until its completion
        try app.show(\.sheet)
        uikit.perform(.present(layers(app).layers[2], from: nil, animated: true)) {}
        #expect(uikit.breaches.map(\.rule) == [9])
    }

    @Test("rule 10: dismissing from a controller that presents nothing")
    func rule10() throws {
        let (_, uikit, sheet) = try sheetShown()
        uikit.perform(.dismiss(above: sheet, animated: true)) {}
        #expect(uikit.breaches.map(\.rule) == [10])
    }

    @Test("rule 16: replacing the window's root under a presented controller")
    func rule16() throws {
        let (app, uikit, _) = try sheetShown()
        uikit.perform(.setRoot(layers(app).layers[0])) {}
        #expect(uikit.breaches.map(\.rule) == [16])
    }

    @Test("completions wait for the animations (rule 11)")
    func completionsWait() throws {
        let (app, uikit, _) = try sheetShown()
        var completed = false
        uikit.perform(.setStack(layers(app).layers[0].stackItems, of: nil, animated: false)) { completed = true }
        #expect(!completed)
        uikit.finishAnimations()
        #expect(completed)
    }
}
