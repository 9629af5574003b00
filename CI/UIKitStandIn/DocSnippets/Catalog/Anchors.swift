// The catalog's popover anchors: its block shows `import UIKit` and `import WaypointUIKit`.
import UIKit
import WaypointUIKit

// snippet: uikit-anchors
extension AnchorID {
    static let sort = AnchorID("sort")
}

final class ProjectListController: UIViewController, PopoverAnchorProviding {
    private let sortButton = UIButton(primaryAction: nil)

    func popoverAnchor(_ anchor: AnchorID) -> (any UIPopoverPresentationControllerSourceItem)? {
        anchor == .sort ? sortButton : nil  // `@Route(.confirmationDialog, style: .anchored(.sort))`
    }
}
// end-snippet
