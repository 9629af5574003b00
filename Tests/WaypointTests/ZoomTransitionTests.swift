import Foundation
import Testing
import Waypoint
import WaypointTestFixtures
import WaypointTesting

/// Issue 40, items 1 and 4: a zoom is route data (its source computed from
/// the input), anchors are typed, and what a route cannot take is refused.
@Suite("Zoom transitions and typed anchors, in the core")
@MainActor
struct ZoomTransitionTests {
    @MainActor
    final class Misdeclared: NavigationCoordinator {
        let stack = RouteStack<Misdeclared>(root: \.home)
        @Root var home = makeHome
        @Route(.popover, style: .zoom(from: .album)) var zoomedPopover = makeHome
        @Route(.push, style: { (zooms: Bool) in zooms ? .zoom(from: .photo) : nil }) var maybe = makeFlag
        @Route(.push, style: { (_: Int) in .anchored(.album) }) var anchoredPush = makeNumber
        @Route(.sheet, style: { (_: Int) in ModalStyle(transition: .zoom(from: AnchorID(""))) }) var unnamed =
            makeNumber
        func makeHome() -> Screen { .list }
        func makeFlag(zooms: Bool) -> Screen { .confirm }
        func makeNumber(value: Int) -> Screen { .detail(value) }
    }

    @Test("the source is computed from each entry's input, and every snapshot says it")
    func sourceFromTheInput() throws {
        let gallery = GalleryCoordinator()
        try gallery.show(\.photo, 7)
        try gallery.show(\.info, 7)
        try gallery.show(\.photo, 8)
        let entries = gallery.navigation.snapshot.entries
        #expect(
            entries.map { $0.style?.transition } == [
                nil, .zoom(from: .photo.item(7)), nil, .zoom(from: .photo.item(8)),
            ])
        #expect(entries[1].style?.transition?.source.description == "photo[7]")
        #expect(gallery.navigation.snapshot.description.contains("push photo(7) [zoom from photo[7]]"))
    }

    @Test("a declared zoom is the same for every entry; nil from the closure is the default transition")
    func declaredAndNone() throws {
        let gallery = GalleryCoordinator()
        try gallery.show(\.slideshow)
        #expect(gallery.navigation.snapshot.entries.last?.style?.transition == .zoom(from: .slideshow))
        let app = Misdeclared()
        try app.show(\.maybe, false)
        try app.show(\.maybe, true)
        #expect(app.navigation.snapshot.entries.map { $0.style?.transition } == [nil, nil, .zoom(from: .photo)])
    }

    @Test("a style the route cannot take is refused with a typed error, and nothing is shown")
    func invalidStyles() async throws {
        let app = Misdeclared()
        let before = app.navigation.snapshot
        #expect(throws: NavigationError(.invalidRoute, "")) { try app.show(\.zoomedPopover) }
        #expect(throws: NavigationError(.invalidRoute, "")) { try app.show(\.anchoredPush, 1) }
        #expect(throws: NavigationError(.invalidRoute, "")) { try app.show(\.unnamed, 1) }
        #expect(await app.route(to: \.anchoredPush, 2) == .cancel(.notShown(NavigationError(.invalidRoute, ""))))
        #expect(app.navigation.snapshot == before)
    }

    @Test("anchors: a name alone encodes as before, an item round-trips, equal ids are equal")
    func anchorCoding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(AnchorID("share")), as: UTF8.self) == #""share""#)
        let item = AnchorID.photo.item(42)
        #expect(try JSONDecoder().decode(AnchorID.self, from: encoder.encode(item)) == item)
        #expect(item == AnchorID("photo").item("42"))
        #expect(item != AnchorID.photo)
        // A style written before anchors were typed, or before transitions, reads back.
        let old = Data(#"{"adaptsToSheet":true,"anchor":"share","detents":[]}"#.utf8)
        #expect(try JSONDecoder().decode(ModalStyle.self, from: old) == .anchored(AnchorID("share")))
        let zoomed = ModalStyle.zoom(from: .photo.item(3))
        #expect(try JSONDecoder().decode(ModalStyle.self, from: encoder.encode(zoomed)) == zoomed)
    }

    @Test("restoration makes the zoom again from the restored input")
    func restoration() throws {
        let gallery = GalleryCoordinator()
        try gallery.show(\.photo, 5)
        let data = try gallery.navigation.restorationState().encoded()
        let fresh = GalleryCoordinator()
        try fresh.navigation.restore(RestorationState(data: data))
        #expect(fresh.navigation.snapshot.entries.last?.style?.transition == .zoom(from: .photo.item(5)))
    }

    @Test("headless: the transition of an entry, and the zoom back pops it")
    func headless() async throws {
        let gallery = GalleryCoordinator()
        let frontEnd = HeadlessFrontEnd(gallery)
        let photo = try gallery.show(\.photo, 3)
        await frontEnd.settle()
        #expect(frontEnd.transition(of: photo.id) == .zoom(from: .photo.item(3)))
        #expect(frontEnd.transition(of: gallery.navigation.snapshot.entries[0].id) == nil)
        #expect(frontEnd.zoomSource(of: photo.id) == .photo.item(3))
        frontEnd.removeAnchor(.photo.item(3))  // the cell scrolled off
        #expect(frontEnd.zoomSource(of: photo.id) == nil)
        #expect(frontEnd.transition(of: photo.id) == .zoom(from: .photo.item(3)))
        frontEnd.restoreAnchor(.photo.item(3))
        #expect(frontEnd.zoomSource(of: photo.id) == .photo.item(3))
        #expect(await frontEnd.zoomBack() == .applied)
        #expect(gallery.navigation.snapshot.entries.count == 1)
        #expect(await frontEnd.refusal(of: .zoomBack)?.reason == .notInThisPresentation)
    }

    @Test("headless: a popover whose anchor a test took away points at its presenter's screen")
    func headlessAnchorTakenAway() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes, width: .regular)
        let share = try notes.show(\.share)
        await frontEnd.settle()
        #expect(frontEnd.anchor(of: share.id) == AnchorID("share"))
        frontEnd.removeAnchor(AnchorID("share"))
        #expect(frontEnd.anchor(of: share.id) == nil)
        #expect(frontEnd.presentation(of: share.id) == .popover)
    }
}
