#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint

/// The view controllers a front end has made, by the ids of what they show,
/// and the objects UIKit holds weakly that the front end keeps alive.
@MainActor
struct Controllers {
    /// Screens, by entry id: made once, reused until the entry goes away.
    var screens: [EntryID: UIViewController] = [:]
    /// Navigation controllers, by the id of the layer (or tab) whose stack they show.
    var navigation: [EntryID?: UINavigationController] = [:]
    /// Tab bar controllers and containers of your own kinds, by container id.
    var containers: [EntryID?: UIViewController] = [:]
    /// The children of each container, in order.
    var children: [EntryID?: [EntryID]] = [:]
    /// The controllers each container shows, one per child, in order.
    var childControllers: [EntryID?: [UIViewController]] = [:]
    /// The containers drawn pushed on a stack: each child shows its first screen.
    var pushedContainers: Set<EntryID?> = []
    /// The controller each modal layer is drawn with, by layer id.
    var layers: [EntryID?: UIViewController] = [:]
    /// The entry a screen or container controller shows.
    var entries: [ObjectIdentifier: EntryID] = [:]
    /// The stack each screen is on.
    var stackOf: [EntryID: EntryID?] = [:]
    /// Delegates UIKit holds weakly (rule 15: one per controller, never handed on).
    var navigationDelegates: [EntryID?: NavigationDelegate] = [:]
    var tabBarDelegates: [EntryID?: TabBarDelegate] = [:]
    var splitDelegates: [EntryID?: SplitDelegate] = [:]
    var presentationDelegates: [EntryID: PresentationDelegate] = [:]
    /// Transitioning delegates of presented layers (rule 12: UIKit's reference is weak).
    var transitioningDelegates: [EntryID: TransitioningDelegate] = [:]
    /// The alert controller the session presented, until it goes.
    var alert: (EntryID, UIAlertController)?
    /// The popover delegate of a dialog shown as a popover (UIKit's reference is weak).
    var alertDelegate: AlertDelegate?

    func entry(of controller: UIViewController) -> EntryID? {
        entries[ObjectIdentifier(controller)]
    }

    mutating func tag(_ controller: UIViewController, _ id: EntryID) {
        entries[ObjectIdentifier(controller)] = id
    }

    /// Forgets the screens and containers whose entries are no longer drawn.
    mutating func keep(only drawn: Set<EntryID>) {
        for (id, controller) in screens where !drawn.contains(id) {
            screens[id] = nil
            entries[ObjectIdentifier(controller)] = nil
            stackOf[id] = nil
        }
        for (id, controller) in containers where !(id.map(drawn.contains) ?? true) {
            containers[id] = nil
            children[id] = nil
            childControllers[id] = nil
            pushedContainers.remove(id)
            tabBarDelegates[id] = nil
            splitDelegates[id] = nil
            entries[ObjectIdentifier(controller)] = nil
        }
        for (id, controller) in navigation where !(id.map(drawn.contains) ?? true) {
            navigation[id] = nil
            navigationDelegates[id] = nil
            entries[ObjectIdentifier(controller)] = nil
        }
        for id in layers.keys where !(id.map(drawn.contains) ?? true) { layers[id] = nil }
        for id in presentationDelegates.keys where !drawn.contains(id) { presentationDelegates[id] = nil }
        for id in transitioningDelegates.keys where !drawn.contains(id) { transitioningDelegates[id] = nil }
    }
}
#endif
