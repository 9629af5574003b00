#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

/// The delegate of one split view controller: collapsing and expanding are
/// answered from the state and reported to the session as a width change
/// (rule 23), the user's swipes and sidebar button showing or hiding a
/// column are reported (rule 25), and the app's own split view delegate
/// (``UIKitFrontEnd/splitViewControllerDelegate``) hears every call first.
final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
    private weak var frontEnd: UIKitFrontEnd?
    private let split: EntryID?

    init(frontEnd: UIKitFrontEnd, split: EntryID?) {
        self.frontEnd = frontEnd
        self.split = split
    }

    private var appDelegate: (any UISplitViewControllerDelegate)? { frontEnd?.splitViewControllerDelegate }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        let app: ((UISplitViewController, UISplitViewController.Column) -> UISplitViewController.Column)? =
            appDelegate?.splitViewController(_:topColumnForCollapsingToProposedTopColumn:)
        let proposed = app?(svc, proposedTopColumn) ?? proposedTopColumn
        guard let column = frontEnd?.session?.topColumnWhenCollapsing(split) else { return proposed }
        return UIKitFrontEnd.uiColumn(column)
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        let app: ((UISplitViewController, UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode)? =
            appDelegate?.splitViewController(_:displayModeForExpandingToProposedDisplayMode:)
        let proposed = app?(svc, proposedDisplayMode) ?? proposedDisplayMode
        guard let mode = frontEnd?.session?.displayModeWhenExpanding(split) else { return proposed }
        return UIKitFrontEnd.uiDisplayMode(mode)
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        let app: ((UISplitViewController) -> Void)? = appDelegate?.splitViewControllerDidCollapse(_:)
        app?(svc)
        frontEnd?.session?.setWidth(.compact)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        let app: ((UISplitViewController) -> Void)? = appDelegate?.splitViewControllerDidExpand(_:)
        app?(svc)
        frontEnd?.session?.setWidth(.regular)
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        let app: ((UISplitViewController, UISplitViewController.Column) -> Void)? =
            appDelegate?.splitViewController(_:willShow:)
        app?(svc, column)
        report(column, isShown: true)
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        let app: ((UISplitViewController, UISplitViewController.Column) -> Void)? =
            appDelegate?.splitViewController(_:willHide:)
        app?(svc, column)
        report(column, isShown: false)
    }

    /// A column the user showed or hid; the echo of the front end's own
    /// `show(_:)`/`hide(_:)` is not the user's.
    private func report(_ column: UISplitViewController.Column, isShown: Bool) {
        guard let frontEnd, frontEnd.performing == 0, let column = UIKitFrontEnd.column(column) else { return }
        frontEnd.session?.columnVisibilityChanged(column, isShown: isShown, in: split)
    }
}
#endif
