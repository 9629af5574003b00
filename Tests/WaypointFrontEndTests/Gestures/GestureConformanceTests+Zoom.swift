import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures
import WaypointTesting

// Issue 40, item 1: the zoom back (a pinch or drag that shrinks a zoomed screen into its source) is
// a back gesture like any other, the same on every front end.
extension GestureConformanceTests {
    nonisolated static let zoomRows: [Row] = [
        Row(
            name: "a photo zoomed in from its cell: zoom back", start: { try gallery { try $0.show(\.photo, 7) } },
            gesture: { _ in .zoomBack }, expected: Outcome(played: .taken, tree: "grid")),
        Row(
            name: "a photo zoomed in, regular width: zoom back", width: .regular,
            start: { try gallery { try $0.show(\.photo, 7) } },
            gesture: { _ in .zoomBack }, expected: Outcome(played: .taken, tree: "grid")),
        Row(
            name: "a screen pushed without a zoom: zoom back", start: { try gallery { try $0.show(\.info, 7) } },
            gesture: { _ in .zoomBack }, expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "a plain push above a zoomed photo: zoom back",
            start: {
                try gallery {
                    try $0.show(\.photo, 7)
                    try $0.show(\.info, 7)
                }
            },
            gesture: { _ in .zoomBack }, expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "the grid alone: zoom back", start: { try gallery { _ in } }, gesture: { _ in .zoomBack },
            expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "a zoomed photo, its guard says no: zoom back", start: { try guardedPhoto(answer: false) },
            gesture: { _ in .zoomBack }, expected: Outcome(played: .taken, tree: nil, asked: 1)),
        Row(
            name: "a zoomed photo, its guard says yes: zoom back", start: { try guardedPhoto(answer: true) },
            gesture: { _ in .zoomBack }, expected: Outcome(played: .taken, tree: "grid", asked: 1)),
        Row(
            name: "a zoomed full-screen cover: zoom back", start: { try gallery { try $0.show(\.slideshow) } },
            gesture: { _ in .zoomBack }, expected: Outcome(played: .taken, tree: "grid")),
        Row(
            name: "a zoomed full-screen cover: swipe down", start: { try gallery { try $0.show(\.slideshow) } },
            gesture: { _ in .swipeDown }, expected: Outcome(played: .refused(.notInThisPresentation), tree: nil)),
        Row(
            name: "a zoomed sheet flow that lets go: zoom back", start: { try album(allows: true) },
            gesture: { _ in .zoomBack }, expected: Outcome(played: .taken, tree: "grid"),
            only: [
                .swiftUISession: (
                    Outcome(played: .refused(nil), tree: nil),
                    "SwiftUI's interactiveDismissDisabled on a guarded sheet reports no attempt: the sheet stays"
                )
            ]),
        Row(
            name: "a zoomed sheet flow that keeps its input: zoom back", start: { try album(allows: false) },
            gesture: { _ in .zoomBack }, expected: Outcome(played: .taken, tree: nil),
            only: [
                .swiftUISession: (
                    Outcome(played: .refused(nil), tree: nil),
                    "SwiftUI's interactiveDismissDisabled on a guarded sheet reports no attempt: the guard is not asked"
                )
            ]),
    ]

    static func gallery(_ build: (GalleryCoordinator) throws -> Void) throws -> Start {
        let gallery = GalleryCoordinator()
        try build(gallery)
        return Start(root: gallery)
    }

    /// A zoomed photo whose leave guard answers `answer`.
    static func guardedPhoto(answer: Bool) throws -> Start {
        let gallery = GalleryCoordinator()
        let photo = try gallery.show(\.photo, 7)
        let asked = Counter()
        try photo.setLeaveGuard {
            asked.count += 1
            return answer
        }
        return Start(root: gallery, asked: { asked.count })
    }

    /// A zoomed sheet flow that guards itself (`LeaveGuarding`).
    static func album(allows: Bool) throws -> Start {
        let gallery = GalleryCoordinator()
        let album = try gallery.show(\.album).child
        album.allowsLeaving = allows
        return Start(root: gallery)
    }
}
