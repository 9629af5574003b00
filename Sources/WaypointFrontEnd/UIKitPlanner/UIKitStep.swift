public import Waypoint

/// One UIKit operation, as ``UIKitPlanner`` decides it and a ``UIKitHost``
/// performs it.
///
/// Each step maps to one UIKit call, and the host calls its completion when
/// UIKit says it is over (the navigation delegate's `didShow`, a
/// presentation's or a dismissal's completion), never from `CATransaction`.
///
/// ```swift
/// switch step {
/// case .setStack(let items, of: let stack, let animated):
///     navigationController(stack).setViewControllers(items.map(controller), animated: animated)
/// default: break
/// }
/// ```
public enum UIKitStep: Sendable, Hashable {
    /// Make this layer the window's root (`window.rootViewController`), without
    /// animation. Planned only while nothing is presented.
    indirect case setRoot(ModalLayer)
    /// Give a navigation controller these screens with one
    /// `setViewControllers(_:animated:)` (a pop to one of them as well).
    ///
    /// A screen that stays keeps its controller; a new one is made, its back
    /// gesture refused when its item ``LayerItem/isGuarded``, as
    /// ``setBackGuarded(_:item:)`` would. A tab bar pushed on the stack keeps
    /// its controller and shows its item's tabs and selection (the user's
    /// pick while the core keeps it pending).
    case setStack([LayerItem], of: EntryID?, animated: Bool)
    /// Present this layer (a sheet, full-screen cover or popover, as its
    /// ``ModalLayer/presentation`` says) from the layer with the given id,
    /// which is in the window and presents nothing.
    ///
    /// The controllers are made as ``UIKitShape`` says, with the layer's
    /// ``ModalLayer/stackItems`` (or each tab's), its `isModalInPresentation`
    /// set when the layer ``ModalLayer/isGuarded``, and guarded screens'
    /// back gestures refused. A sheet's `sheetPresentationController` gets
    /// the layer's ``ModalLayer/style`` (detents, grabber, largest undimmed
    /// detent) and rests at its ``ModalLayer/detent``; a popover points at
    /// its anchor (``UIKitAnchor``) and adapts to a sheet in a compact width
    /// unless its style's `adaptsToSheet` is `false`.
    indirect case present(ModalLayer, from: EntryID?, animated: Bool)
    /// Present this alert or confirmation dialog as a `UIAlertController`
    /// (`.alert`, or `.actionSheet` for a dialog, pointing at its anchor in a
    /// regular width: ``UIKitAnchor``) from the layer with the given id: the
    /// top of the presentation chain, in the window and presenting nothing
    /// (rules 18, 19). Planned once the chain shows the target's layers.
    indirect case presentAlert(LayerAlert, from: EntryID?, animated: Bool)
    /// Dismiss the alert with this id, which the session presented and the
    /// user has not answered: the core ended it, another alert comes first, or
    /// a layer is to be presented or dismissed below it (UIKit presents
    /// nothing from a controller that presents an alert). An alert the user
    /// answered is never dismissed again: UIKit dismissed it (rule 22).
    case dismissAlert(EntryID, animated: Bool)
    /// Move a presented sheet (or a popover shown as one) to this detent: its
    /// `sheetPresentationController`'s `selectedDetentIdentifier`, set inside
    /// `animateChanges` when animated.
    case setDetent(SheetDetent, layer: EntryID, animated: Bool)
    /// Dismiss everything the layer with this id presents: UIKit's
    /// `dismiss(animated:completion:)` called on that layer's controller.
    case dismiss(above: EntryID?, animated: Bool)
    /// Select this child in the tab bar with this id.
    case select(EntryID, in: EntryID?)
    /// Give the tab bar (or the container of a kind of your own) with this
    /// container's ``LayerContainer/id`` these children, and select
    /// ``LayerContainer/selected``: one `setViewControllers(_:animated:)` on
    /// the same tab bar controller, so that what its layer presents stays up.
    ///
    /// A child whose controller the tab bar already shows keeps it as it is:
    /// its navigation controller and screens (the session changes them with
    /// ``setStack(_:of:animated:)``), or, in a tab bar pushed on a stack, its
    /// first screen. A new child's controllers are made as the other
    /// children's were, with its stack's screens.
    case setTabs(LayerContainer, animated: Bool)
    /// Give the split view controller with this container's
    /// ``LayerContainer/id`` the column children it lacks, expanded: each
    /// column whose child changed (an item selected or deselected in the
    /// sidebar, a route shown in a column) is given the new child's
    /// navigation controller, with its screens, by one
    /// `setViewController(_:for:)` (a placeholder for a column left empty):
    /// still one navigation controller per column. Columns whose child stays
    /// are not touched: one UIKit operation per changed column.
    case setColumns(LayerContainer, animated: Bool)
    /// Show a column of the split view controller with this container id:
    /// UIKit's `show(_:)`. Planned in a regular width only, never for the
    /// detail (UIKit's secondary column is always shown there).
    case showColumn(SplitColumn, split: EntryID?)
    /// Hide a column of the split view controller with this container id:
    /// UIKit's `hide(_:)`. Planned as ``showColumn(_:split:)`` is.
    case hideColumn(SplitColumn, split: EntryID?)
    /// Set a presented layer's `isModalInPresentation`: refuse (`true`) or allow
    /// the user's swipe-down.
    case setModalInPresentation(Bool, layer: EntryID)
    /// Refuse (`true`) or allow the back gesture and the plain back button of a
    /// pushed screen; a refused back button calls
    /// ``UIKitSession/backAction(from:in:)`` (UIKit's `backAction`).
    case setBackGuarded(Bool, item: EntryID)

    /// The lane the step occupies until it completes: the planner plans at
    /// most one step per lane at a time.
    public var lane: UIKitLane {
        switch self {
        case .setRoot, .present, .dismiss, .presentAlert, .dismissAlert: .presentations
        case .setStack(_, of: let stack, _): .stack(stack)
        case .select(_, in: let container): .tabs(container)
        case .setTabs(let container, _): .tabs(container.id)
        case .setColumns(let container, _): .split(container.id)
        case .showColumn(_, split: let id), .hideColumn(_, split: let id): .split(id)
        case .setModalInPresentation(_, layer: let id), .setBackGuarded(_, item: let id): .guarded(id)
        case .setDetent(_, layer: let id, _): .sheet(id)
        }
    }

    /// Whether UIKit animates the step.
    public var isAnimated: Bool {
        switch self {
        case .setStack(_, _, let animated), .present(_, _, let animated), .dismiss(_, let animated),
            .setTabs(_, let animated), .presentAlert(_, _, let animated), .dismissAlert(_, let animated),
            .setDetent(_, _, let animated), .setColumns(_, let animated):
            animated
        default: false
        }
    }
}

/// A UIKit object that carries out one operation at a time: the window and its
/// presentation chain, one navigation controller, one tab bar, or the guard
/// flags of one screen.
///
/// ```swift
/// session.busyLanes.contains(.stack(nil))   // the base navigation controller animates
/// ```
public enum UIKitLane: Sendable, Hashable {
    /// The window's root and the presentation chain, the alert on top of it
    /// included: one presentation or dismissal at a time.
    case presentations
    /// One navigation controller, by its layer's id.
    case stack(EntryID?)
    /// One tab bar controller (its tabs and its selection), by its container's id.
    case tabs(EntryID?)
    /// The guard flags of one presented layer or pushed screen.
    case guarded(EntryID)
    /// The sheet presentation controller of one presented layer: its detent.
    case sheet(EntryID)
    /// One split view controller (its columns' children and their
    /// visibility), by its container's id.
    case split(EntryID?)
}
