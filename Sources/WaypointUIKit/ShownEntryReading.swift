#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
public import UIKit
public import Waypoint
import WaypointFrontEnd

/// A view controller that reads the handle of the entry it draws, as a
/// SwiftUI screen reads `@Environment(\.shownEntry)`: to complete or dismiss
/// itself, get a router for its coordinator, guard its leaving.
///
/// Adopt it in a screen's controller that a route's factory makes (or the
/// `screen` closure of ``UIKitFrontEnd/init(_:screen:)``), or in a controller
/// of your own inside one (a child controller):
///
/// ```swift
/// final class SummaryController: UIViewController, ShownEntryReading {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let done = UIAction(title: "Done") { [weak self] _ in try? self?.shownEntry?.complete() }
///         view.addSubview(UIButton(primaryAction: done))
///     }
/// }
/// ```
///
/// `shownEntry` is the handle of the entry the controller draws or, for one
/// that draws none, of the nearest controller it is inside (through
/// `parent`) that does: a screen, a hosted SwiftUI screen, or the tab bar or
/// split view controller of a container shown by an entry. It is `nil` until the front end has
/// drawn the controller (in the factory, or in `init`), once the
/// controller's entry is gone (a popped screen still sliding out gets `nil`,
/// never its container's handle), and for a controller the front end did not
/// make and that is in none it made (one you present yourself). From
/// `viewDidLoad` on, a drawn screen reads it.
///
/// Read it when you need it, as you read `navigationController`: the handle
/// holds the screen's value, which is the controller itself, so a controller
/// that kept it (a stored property, a closure of its own views) would keep
/// itself alive after its entry goes. Capture `[weak self]`, not the handle.
/// Nothing is stored in the controller: the front end finds it by walking up
/// its parents and presenters to the front end's root view controller, and
/// neither it nor the handle keeps a coordinator alive.
@MainActor
public protocol ShownEntryReading: UIViewController {}

extension ShownEntryReading {
    /// The handle of the entry this controller draws, or of the nearest one
    /// drawn by a controller it is inside; `nil` when there is none (see
    /// ``ShownEntryReading``).
    public var shownEntry: ShownEntry<Any>? {
        UIKitFrontEnd.drawing(self)?.handle(for: self)
    }
}

extension UIKitFrontEnd {
    /// The front end whose root view controller the controller is under:
    /// through its parents, and the presenters of the presented ones.
    static func drawing(_ controller: UIViewController) -> UIKitFrontEnd? {
        var current: UIViewController? = controller
        while let shown = current {
            if let root = shown as? RootViewController { return root.frontEnd }
            current = shown.parent ?? shown.presentingViewController
        }
        return nil
    }

    /// The handle of the entry a controller draws, or the nearest one its
    /// parents draw, as the session decides
    /// (`UIKitSession.shownEntry(along:)`); the walk stops at the root.
    func handle(for controller: UIViewController) -> ShownEntry<Any>? {
        let chain = sequence(first: controller, next: \.parent)
            .prefix { !($0 is RootViewController) }
            .map { controllers.entry(of: $0) }
        return session?.shownEntry(along: chain)
    }
}
#endif
