package import Waypoint

extension AnchorID {
    /// A cell of the gallery's grid, one per photo (`.photo.item(id)`).
    package static let photo = AnchorID("photo")
    /// The gallery's slideshow button.
    package static let slideshow = AnchorID("slideshow")
    /// The gallery's album card.
    package static let album = AnchorID("album")
}

/// A photo grid whose screens zoom out of the view that shows them: a photo
/// pushed from its cell (the source computed from the photo), a slideshow
/// cover from its button, an album sheet flow (guarded) from its card, and a
/// plain push that does not zoom.
@MainActor
package final class GalleryCoordinator: NavigationCoordinator {
    package init() {}

    package let stack = RouteStack<GalleryCoordinator>(root: \.grid)
    @Root package var grid = makeGrid
    @Route(.push, style: { (id: Int) in .zoom(from: .photo.item(id)) }) package var photo = makePhoto
    @Route(.push) package var info = makeInfo
    @Route(.fullScreenCover, style: .zoom(from: .slideshow)) package var slideshow = makeSlideshow
    @Route(.sheet, style: .zoom(from: .album)) package var album = makeAlbum
    package func makeGrid() -> Screen { .list }
    package func makePhoto(id: Int) -> Screen { .detail(id) }
    package func makeInfo(id: Int) -> Screen { .edit(id) }
    package func makeSlideshow() -> Screen { .settings }
    package func makeAlbum() -> EditorCoordinator { EditorCoordinator() }
}
