// The guide's popover anchor: its block shows `import UIKit` and `import WaypointUIKit`.
import UIKit
import WaypointUIKit

// snippet: xc-uikit-anchor
final class UserViewController: UIViewController, PopoverAnchorProviding {
    private let shareButton = UIButton(primaryAction: nil)

    func popoverAnchor(_ anchor: AnchorID) -> (any UIPopoverPresentationControllerSourceItem)? {
        anchor == .share ? shareButton : nil
    }
}
// end-snippet
