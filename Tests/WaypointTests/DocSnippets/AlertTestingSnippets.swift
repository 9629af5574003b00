import Testing
import Waypoint
import WaypointTesting

// The block of "Alerts, dialogs, popovers and sheet sizes" that tests a
// button waiting for input headless, and shows `import Testing`,
// `import Waypoint` and `import WaypointTesting`. It runs as a test.

private typealias ListsCoordinator = DocModel.ListsCoordinator

// snippet: alerts-new-list-test
@Test @MainActor func createWaitsForAName() async {
    let lists = ListsCoordinator()
    let frontEnd = HeadlessFrontEnd(lists)
    let created = Task { await lists.route(to: \.newList) }
    await frontEnd.settle()
    #expect(!frontEnd.isAlertButtonEnabled("Create"))  // the name is empty
    await frontEnd.enterText("Groceries", inAlertField: "name")
    #expect(frontEnd.isAlertButtonEnabled("Create"))
    await frontEnd.tapAlertButton("Create")
    #expect(await created.value == .done("Groceries"))
}
// end-snippet
