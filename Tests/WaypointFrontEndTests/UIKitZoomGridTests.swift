import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures
import WaypointTesting

/// A photo of the grid.
struct GridPhoto: Hashable, Sendable, Codable {
    let id: Int
}

extension AnchorID {
    fileprivate static let gridPhoto = AnchorID("photo")
}

/// A photo grid whose photos zoom out of their cells: pushed, as a sheet,
/// and guarded.
@MainActor
final class PhotoGrid: NavigationCoordinator {
    let stack = RouteStack<PhotoGrid>(root: \.grid)

    @Root var grid = makeGrid
    @Route(.push, style: { (photo: GridPhoto) in .zoom(from: .gridPhoto.item(photo.id)) }) var photo = makePhoto
    @Route(.sheet, style: { (photo: GridPhoto) in .zoom(from: .gridPhoto.item(photo.id)) }) var preview = makePhoto
    @Route(.push, style: .zoom(from: .gridPhoto.item(1))) var editor = makeEditor
    @Route(.push) var plain = makePlain

    func makeGrid() -> String { "grid" }
    func makePhoto(photo: GridPhoto) -> String { "photo \(photo.id)" }
    func makeEditor() -> EditorCoordinator { EditorCoordinator() }
    func makePlain() -> String { "plain" }
}

/// Zoom transitions as the UIKit binding plays them, against the fake UIKit:
/// the transition set on the controller, its source looked up at each call,
/// the zoom back a back like any other (rules 29 and 30).
@MainActor
@Suite struct UIKitZoomGridTests {
    @Test("a pushed photo zooms out of its cell, found at each call; no cell, the default transition")
    func pushedZoomSource() throws {
        let app = PhotoGrid()
        let uikit = FakeUIKit.settled(app)
        uikit.registerAnchor(AnchorID.gridPhoto.item(3), on: app.ids[0])
        try app.show(\.photo, GridPhoto(id: 3))
        uikit.settle(.push, app)
        let photo = app.ids[1]
        #expect(uikit.transition(of: photo) == .zoom(from: AnchorID("photo").item(3)))
        #expect(uikit.zoomSource(of: photo) == AnchorID("photo").item(3))
        #expect(uikit.transition(of: app.ids[0]) == nil)
        // The cell scrolled off: UIKit's provider finds nothing, and the pop plays the default transition.
        uikit.unregisterAnchor(AnchorID.gridPhoto.item(3), on: app.ids[0])
        #expect(uikit.zoomSource(of: photo) == nil)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("the zoom back pops a zoomed photo as a back does; cancelled, nothing changes")
    func zoomBackPops() throws {
        let app = PhotoGrid()
        let uikit = FakeUIKit.settled(app)
        try app.show(\.photo, GridPhoto(id: 1))
        uikit.settle(.push, app)
        #expect(uikit.beginZoomBack())
        #expect(uikit.cancelZoomBack())
        uikit.finishAnimations()
        #expect(app.ids.count == 2)
        #expect(uikit.beginZoomBack())
        #expect(uikit.finishZoomBack())
        uikit.finishAnimations()
        #expect(app.ids.count == 1)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a screen that did not zoom in refuses the zoom back")
    func noZoomNoGesture() throws {
        let app = PhotoGrid()
        let uikit = FakeUIKit.settled(app)
        try app.show(\.plain)
        uikit.settle(.push, app)
        #expect(!uikit.beginZoomBack())
        #expect(app.ids.count == 2)
    }

    @Test("a guarded zoomed screen stays while its guard is asked, as its back button does")
    func guardedZoomBack() async throws {
        let app = PhotoGrid()
        let uikit = FakeUIKit.settled(app)
        try app.show(\.editor)
        uikit.settle(.push, app)
        #expect(uikit.beginZoomBack())
        uikit.finishAnimations()
        // The guard said no: the editor stays, and nothing was popped on screen.
        for _ in 0..<20 { await Task.yield() }
        uikit.settle(.user, app)
        #expect(app.ids.count == 2)
        #expect(uikit.stack(of: nil)?.count == 2)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a sheet zooms out of a cell of the presenting screen, and its zoom back dismisses it")
    func zoomedSheet() throws {
        let app = PhotoGrid()
        let uikit = FakeUIKit.settled(app)
        uikit.registerAnchor(AnchorID.gridPhoto.item(2), on: app.ids[0])
        try app.show(\.preview, GridPhoto(id: 2))
        uikit.settle(.push, app)
        let sheet = try #require(uikit.presentedIDs.last)
        #expect(uikit.zoomSource(of: sheet) == AnchorID("photo").item(2))
        #expect(uikit.beginZoomBack())
        #expect(uikit.finishZoomBack())
        uikit.finishAnimations()
        #expect(uikit.presentedIDs.isEmpty)
        #expect(app.navigation.snapshot.entries.count == 1)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("rule 30: a zoom closed as soon as it opened leaves the next one working")
    func closedBeforeOpened() throws {
        let app = PhotoGrid()
        let uikit = FakeUIKit.settled(app)
        try app.show(\.photo, GridPhoto(id: 1))
        uikit.sync()
        // While the push animates, the zoom back is refused (the binding's
        // interactiveDismissShouldBegin answers false while the stack is busy)...
        #expect(!uikit.beginZoomBack())
        // ...and a pop asked for meanwhile waits for the push to end.
        _ = try app.popLast()
        uikit.sync()
        uikit.finishAnimations()
        uikit.settle(.pop, app)
        #expect(app.ids.count == 1)
        try app.show(\.photo, GridPhoto(id: 2))
        uikit.settle(.push, app)
        #expect(uikit.stack(of: nil)?.count == 2)
        #expect(uikit.beginZoomBack())
        #expect(uikit.finishZoomBack())
        uikit.finishAnimations()
        #expect(app.ids.count == 1)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }
}

extension PhotoGrid {
    /// The ids of the base stack: root, then pushed entries.
    var ids: [EntryID] { navigation.snapshot.entries.map(\.id) }
}
