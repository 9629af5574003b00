import SwiftUI
import UIKit
import Waypoint
import WaypointSwiftUI

/// The shapes: each pushes a shape, with a fade (`FadeAnimator`).
final class ShapeListController: UIViewController {
    private let shapes: Router<ShapesCoordinator>

    init(shapes: Router<ShapesCoordinator>) {
        self.shapes = shapes
        super.init(nibName: nil, bundle: nil)
        title = "Shapes"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let shapes = self.shapes
        let names = ["circle", "square", "star"]
        showColumn(
            "Custom shapes",
            buttons: names.map { name in
                UIAction(title: name) { _ in _ = try? shapes.show(\.shape, name) }
            }
        )
    }
}

/// A shape, drawn by SwiftUI in a `UIHostingController` that the front end
/// makes; the entry's handle is in its environment.
struct ShapeView: View {
    let name: String
    @Environment(\.shownEntry) private var shown

    var body: some View {
        VStack {
            Image(systemName: name)
            Button("Done") { try? shown?.complete() }
        }
    }
}
