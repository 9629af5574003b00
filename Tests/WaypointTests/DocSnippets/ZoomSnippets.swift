import Waypoint

// The Waypoint code of the article "Zoom transitions", compiled here and, as
// the companion of its SwiftUI and UIKit code, by Scripts/check-swiftui.sh,
// Scripts/check-uikit.sh and Scripts/check-ios-sdk.sh; `DocSnippetTests`
// checks each region against the article, and `ZoomSnippetTests` runs it.

// snippet: zoom-anchors
struct Photo: Identifiable, Hashable, Codable, Sendable {
    let id: Int
    var title: String
}

extension AnchorID {
    static let photo = AnchorID("photo")
}
// end-snippet

/// What the library's screens show, for a front end's `screen` closure.
enum LibraryScreen: Hashable, Sendable {
    case grid
    case photo(Photo)
}

// snippet: zoom-declare
@MainActor
final class LibraryCoordinator: NavigationCoordinator {
    let stack = RouteStack<LibraryCoordinator>(root: \.grid)

    @Root var grid = makeGrid
    @Route(.push, style: { (photo: Photo) in .zoom(from: .photo.item(photo.id)) }) var photo = makePhoto
    @Route(.fullScreenCover, style: .zoom(from: .photo.item(0))) var cover = makeCover

    func makeGrid() -> LibraryScreen { .grid }
    func makePhoto(photo: Photo) -> LibraryScreen { .photo(photo) }
    func makeCover() -> LibraryScreen { .photo(Photo(id: 0, title: "Cover")) }
}
// end-snippet
