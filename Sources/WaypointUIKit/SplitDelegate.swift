#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

/// The delegate of one split view controller: collapsing and expanding are
/// answered from the state and reported to the session as a width change
/// (rule 23), the user's swipes and sidebar button showing or hiding a
/// column are reported (rule 25), and the app's own split view delegate
/// (``UIKitFrontEnd/splitViewControllerDelegate``) hears each of these calls
/// first, and the display mode, `targetDisplayModeForAction(in:)` and
/// interactive presentation gesture calls as they come.
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
        frontEnd?.widthChanged(to: .compact)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        let app: ((UISplitViewController) -> Void)? = appDelegate?.splitViewControllerDidExpand(_:)
        app?(svc)
        frontEnd?.widthChanged(to: .regular)
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        let app: ((UISplitViewController, UISplitViewController.Column) -> Void)? =
            appDelegate?.splitViewController(_:willShow:)
        app?(svc, column)
        report(column, isShown: true, in: svc)
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        let app: ((UISplitViewController, UISplitViewController.Column) -> Void)? =
            appDelegate?.splitViewController(_:willHide:)
        app?(svc, column)
        report(column, isShown: false, in: svc)
    }

    // The calls the front end has no answer of its own for, forwarded as they come.

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        let app: ((UISplitViewController, UISplitViewController.DisplayMode) -> Void)? =
            appDelegate?.splitViewController(_:willChangeTo:)
        app?(svc, displayMode)
    }

    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        // `.automatic` is UIKit's own choice, as without a delegate method.
        let app: ((UISplitViewController) -> UISplitViewController.DisplayMode)? =
            appDelegate?.targetDisplayModeForAction(in:)
        return app?(svc) ?? .automatic
    }

    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {
        let app: ((UISplitViewController) -> Void)? =
            appDelegate?.splitViewControllerInteractivePresentationGestureWillBegin(_:)
        app?(svc)
    }

    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {
        let app: ((UISplitViewController) -> Void)? =
            appDelegate?.splitViewControllerInteractivePresentationGestureDidEnd(_:)
        app?(svc)
    }

    /// A column the user showed or hid. Neither the echo of the front end's
    /// own `show(_:)`/`hide(_:)` nor what UIKit shows or hides as it
    /// collapses (a compact width: the split collapsed, or about to be) is
    /// the user's; the session then learns the width first.
    private func report(_ column: UISplitViewController.Column, isShown: Bool, in svc: UISplitViewController) {
        guard let frontEnd, frontEnd.performing == 0, let column = UIKitFrontEnd.column(column) else { return }
        guard !svc.isCollapsed, svc.traitCollection.horizontalSizeClass != .compact else {
            frontEnd.widthChanged(to: .compact)
            return
        }
        frontEnd.session?.columnVisibilityChanged(column, isShown: isShown, in: split)
    }
}
#endif
