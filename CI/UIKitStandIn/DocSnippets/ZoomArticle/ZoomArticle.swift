// with: Tests/WaypointTests/DocSnippets/ZoomSnippets.swift
//
// The UIKit code of the article "Zoom transitions"
// (Sources/Waypoint/Waypoint.docc/Articles/ZoomTransitions.md), compiled by
// Scripts/check-uikit.sh against the UIKit stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK where it is present), together
// with the article's Waypoint code (the file named above): the files of this
// folder are one module. Each `// snippet:` region is a code block of the
// article, word for word, in a file that imports only what the block shows.
// Its blocks show `import UIKit`, `import Waypoint` and `import WaypointUIKit`.
import UIKit
import Waypoint
import WaypointUIKit

// snippet: zoom-uikit-coordinator
@MainActor
final class AlbumCoordinator: NavigationCoordinator {
    let stack = RouteStack<AlbumCoordinator>(root: \.grid)
    let photos = (1...24).map { Photo(id: $0, title: "Photo \($0)") }

    @Root var grid = makeGrid
    @Route(.push, style: { (photo: Photo) in .zoom(from: .photo.item(photo.id)) }) var photo = makePhoto

    func makeGrid() -> UIViewController { PhotoGridController(photos: photos, album: router) }
    func makePhoto(photo: Photo) -> UIViewController { PhotoDetailController(photo: photo) }
}
// end-snippet

// snippet: zoom-uikit-grid
final class PhotoGridController: UIViewController, PopoverAnchorProviding {
    private let photos: [Photo]
    private let album: Router<AlbumCoordinator>
    private var cells: [Photo.ID: UIButton] = [:]

    init(photos: [Photo], album: Router<AlbumCoordinator>) {
        self.photos = photos
        self.album = album
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let album = self.album
        for photo in photos {
            let open = UIAction(title: photo.title) { _ in _ = try? album.show(\.photo, photo) }
            cells[photo.id] = UIButton(primaryAction: open)
        }
        view.addSubview(UIStackView(arrangedSubviews: photos.compactMap { cells[$0.id] }))
    }

    // Asked at the push and again at the pop: the cell of the photo shown now, if it is on screen.
    func popoverAnchor(_ anchor: AnchorID) -> (any UIPopoverPresentationControllerSourceItem)? {
        photos.first { anchor == .photo.item($0.id) }.flatMap { cells[$0.id] }
    }
}
// end-snippet

// snippet: zoom-uikit-detail
final class PhotoDetailController: UIViewController {
    private let photo: Photo

    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = photo.title
        let label = UILabel(frame: .zero)
        label.text = photo.title
        view.addSubview(label)
    }
}
// end-snippet

// snippet: zoom-uikit-scene
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let album = AlbumCoordinator()
    lazy var frontEnd = UIKitFrontEnd(album)

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        frontEnd.install(in: window)
        self.window = window
    }
}
// end-snippet
