// The catalog's popover anchors: its block shows `import UIKit` and `import WaypointUIKit`.
import UIKit
import WaypointUIKit

// snippet: uikit-anchors
final class ProjectListController: UIViewController, PopoverAnchorProviding {
    private let sortButton = UIButton(primaryAction: nil)

    func popoverAnchor(named name: String) -> (any UIPopoverPresentationControllerSourceItem)? {
        name == "sort" ? sortButton : nil  // `@Route(.confirmationDialog, style: .anchored("sort"))`
    }
}
// end-snippet
