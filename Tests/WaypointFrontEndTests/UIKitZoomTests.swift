import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures
import WaypointTesting

/// Issue 40, item 1, on the UIKit test kit: the controller pushed or
/// presented carries its zoom (rule 29: its source is looked up when UIKit
/// asks, at the push and again at the pop), the zoom back is a back gesture,
/// and a cancelled one changes nothing and leaves the next one working (rule 30).
@Suite("Zoom transitions on FakeUIKit")
@MainActor
struct UIKitZoomTests {
    @Test("a pushed photo zooms from its cell while the cell is there, and not once it scrolled off")
    func sourceAtPushAndPop() throws {
        let gallery = GalleryCoordinator()
        let uikit = FakeUIKit.settled(gallery)
        let grid = gallery.navigation.snapshot.entries[0].id
        uikit.registerAnchor(.photo.item(7), on: grid)
        let photo = try gallery.show(\.photo, 7).id
        uikit.settle(.push, gallery)
        #expect(uikit.transition(of: photo) == .zoom(from: .photo.item(7)))
        #expect(uikit.zoomSource(of: photo) == .photo.item(7))
        // The grid scrolled: the cell of photo 7 is gone, so the pop does not zoom into another cell.
        uikit.unregisterAnchor(.photo.item(7), on: grid)
        uikit.registerAnchor(.photo.item(8), on: grid)
        #expect(uikit.zoomSource(of: photo) == nil)
        // A screen pushed without a zoom has none.
        let info = try gallery.show(\.info, 7).id
        uikit.settle(.push, gallery)
        #expect(uikit.transition(of: info) == nil)
        #expect(uikit.zoomSource(of: info) == nil)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a zoom back let go of changes nothing, and the next one pops the photo")
    func cancelledThenFinished() throws {
        let gallery = GalleryCoordinator()
        let uikit = FakeUIKit.settled(gallery)
        try gallery.show(\.photo, 7)
        uikit.settle(.push, gallery)
        let before = gallery.navigation.snapshot
        #expect(uikit.beginZoomBack())
        #expect(uikit.cancelZoomBack())
        uikit.sync()
        #expect(gallery.navigation.snapshot == before)
        #expect(uikit.beginZoomBack())
        #expect(uikit.finishZoomBack())
        uikit.sync()
        #expect(gallery.navigation.snapshot.entries.count == 1)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a zoomed cover goes by its zoom back alone; the source is looked up on the presenter")
    func cover() throws {
        let gallery = GalleryCoordinator()
        let uikit = FakeUIKit.settled(gallery)
        uikit.registerAnchor(.slideshow, on: gallery.navigation.snapshot.entries[0].id)
        let slideshow = try gallery.show(\.slideshow).id
        uikit.settle(.present, gallery)
        #expect(uikit.zoomSource(of: slideshow) == .slideshow)
        #expect(!uikit.beginSwipeDown())
        #expect(uikit.beginZoomBack())
        #expect(uikit.cancelZoomBack())
        uikit.sync()
        #expect(gallery.navigation.snapshot.entries.count == 2)
        #expect(uikit.perform(.zoomBack))
        uikit.sync()
        uikit.finishAnimations()
        #expect(gallery.navigation.snapshot.entries.count == 1)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a screen that did not zoom in refuses the zoom back, with the table's reason")
    func refused() throws {
        let gallery = GalleryCoordinator()
        let uikit = FakeUIKit.settled(gallery)
        try gallery.show(\.info, 1)
        uikit.settle(.push, gallery)
        #expect(uikit.refusal(of: .zoomBack)?.reason == .notInThisPresentation)
        #expect(!uikit.beginZoomBack())
        #expect(gallery.navigation.snapshot.entries.count == 2)
    }
}

@Suite("Typed anchors taken away, on FakeUIKit and the SwiftUI session")
@MainActor
struct AnchorTakenAwayTests {
    @Test("FakeUIKit: a popover presented after its anchor went points at the presenter and reports it")
    func fakeUIKit() throws {
        let notes = NotesCoordinator()
        let uikit = FakeUIKit.settled(notes)
        uikit.isCompactWidth = false
        let list = notes.navigation.snapshot.entries[0].id
        uikit.registerAnchor(AnchorID("share"), on: list)
        uikit.unregisterAnchor(AnchorID("share"), on: list)
        let share = try notes.show(\.share).id
        uikit.settle(.present, notes)
        #expect(uikit.anchor(of: share) == .fallback)
        #expect(uikit.missingAnchors == [AnchorID("share")])
        #expect(uikit.breaches.isEmpty)
    }

    @Test("the SwiftUI session: a view that went takes its anchor with it")
    func session() throws {
        let notes = NotesCoordinator()
        let session = settled(FrontEndSession(notes))
        var missing: [MissingAnchor] = []
        session.onMissingAnchor = { missing.append($0) }
        session.registerAnchor(AnchorID("share"), in: nil)
        session.unregisterAnchor(AnchorID("share"), in: nil)
        #expect(!session.hasAnchor(AnchorID("share"), in: nil))
        let share = try notes.show(\.share).id
        session.sync()
        _ = settled(session)
        #expect(session.popover(presentedBy: nil, at: AnchorID("share")) == nil)
        #expect(missing == [MissingAnchor(entry: share, anchor: AnchorID("share"), presenter: nil)])
    }
}
