import SwiftUI
import Waypoint

/// The shapes tab: a list of shapes and a pushed shape, a SwiftUI view that
/// the front end hosts. `SceneDelegate` fades between the two.
@MainActor
final class ShapesCoordinator: NavigationCoordinator {
    let stack = RouteStack<ShapesCoordinator>(root: \.customShapes)

    @Root var customShapes = makeCustomShapes
    @Route(.push) var shape = makeShape

    func makeCustomShapes() -> ShapeListController { ShapeListController(shapes: router) }
    func makeShape(name: String) -> ShapeView { ShapeView(name: name) }
}
