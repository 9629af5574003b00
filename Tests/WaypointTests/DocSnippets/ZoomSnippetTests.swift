import Testing
import Waypoint
import WaypointTesting

@Suite("The article \"Zoom transitions\"")
@MainActor
struct ZoomSnippetTests {
    // snippet: zoom-test-route-data
    @Test func theZoomIsRouteData() throws {
        let library = LibraryCoordinator()
        try library.show(\.photo, Photo(id: 3, title: "Dunes"))
        let pushed = try #require(library.navigation.snapshot.entries.last)
        #expect(pushed.style?.transition == .zoom(from: .photo.item(3)))
        #expect(pushed.style?.transition?.description == "zoom from photo[3]")
    }
    // end-snippet

    // snippet: zoom-test-missing-source
    @Test func aScrolledOffCellPlaysTheDefaultTransition() throws {
        let library = LibraryCoordinator()
        let uikit = FakeUIKit(library)
        uikit.finishAnimations()
        let grid = library.navigation.snapshot.entries[0].id
        uikit.registerAnchor(.photo.item(3), on: grid)
        try library.show(\.photo, Photo(id: 3, title: "Dunes"))
        uikit.sync()
        uikit.finishAnimations()
        let photo = library.navigation.snapshot.entries[1].id
        #expect(uikit.zoomSource(of: photo) == .photo.item(3))

        // The cell scrolled off screen: UIKit asks again at the pop, and finds nothing.
        uikit.unregisterAnchor(.photo.item(3), on: grid)
        #expect(uikit.zoomSource(of: photo) == nil)
        #expect(uikit.swipeBack())
        #expect(library.navigation.snapshot.entries.count == 1)
    }
    // end-snippet

    // snippet: zoom-test-zoom-back
    @Test func theZoomBackIsABack() async throws {
        let library = LibraryCoordinator()
        let frontEnd = HeadlessFrontEnd(library)
        try library.show(\.photo, Photo(id: 3, title: "Dunes"))
        #expect(await frontEnd.zoomBack() == .applied)
        #expect(library.navigation.snapshot.entries.count == 1)
    }
    // end-snippet
}
