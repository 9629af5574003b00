// with: Tests/WaypointTests/DocSnippets/ZoomSnippets.swift
//
// "Zoom transitions": its SwiftUI blocks show SwiftUI, Waypoint and
// WaypointSwiftUI. The app's `@main` is left out here: another article of
// this module has one.
import SwiftUI
import Waypoint
import WaypointSwiftUI

// snippet: zoom-swiftui-coordinator
@MainActor
final class PhotosCoordinator: NavigationCoordinator {
    let stack = RouteStack<PhotosCoordinator>(root: \.grid)
    let photos = (1...24).map { Photo(id: $0, title: "Photo \($0)") }

    @Root var grid = makeGrid
    @Route(.push, style: { (photo: Photo) in .zoom(from: .photo.item(photo.id)) }) var photo = makePhoto

    @ViewBuilder func makeGrid() -> some View { PhotoGrid(photos: photos) }
    @ViewBuilder func makePhoto(photo: Photo) -> some View { PhotoDetail(photo: photo) }
}

struct PhotosApp: App {
    @State private var photos = PhotosCoordinator()

    var body: some Scene {
        WindowGroup { photos.view() }
    }
}
// end-snippet

// snippet: zoom-swiftui-grid
struct PhotoGrid: View {
    let photos: [Photo]
    @Environment(\.shownEntry) private var shown

    var body: some View {
        List {
            ForEach(photos) { photo in
                Button(photo.title) {
                    _ = try? shown?.router(PhotosCoordinator.self)?.show(\.photo, photo)
                }
                .waypointAnchor(.photo.item(photo.id))
            }
        }
        .navigationTitle("Photos")
    }
}
// end-snippet

// snippet: zoom-swiftui-detail
struct PhotoDetail: View {
    let photo: Photo

    var body: some View {
        Text(photo.title)
            .navigationTitle(photo.title)
    }
}
// end-snippet
