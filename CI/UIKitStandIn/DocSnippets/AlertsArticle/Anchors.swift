// The article's popover anchors: its block shows `import UIKit` and `import WaypointUIKit`.
import UIKit
import WaypointUIKit

// snippet: alerts-uikit-anchors
final class InboxListController: UIViewController, PopoverAnchorProviding {
    private let sortButton = UIButton(primaryAction: nil)
    private let shareButton = UIButton(primaryAction: nil)

    func popoverAnchor(_ anchor: AnchorID) -> (any UIPopoverPresentationControllerSourceItem)? {
        switch anchor {
        case .sort: sortButton  // the dialog of `.anchored(.sort)`, in a regular width
        case .share: shareButton  // the popover of `.anchored(.share)`
        default: nil  // the front end's fallback, reported through `onError`
        }
    }
}
// end-snippet
