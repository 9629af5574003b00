#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

/// The delegate of one tab bar controller: a tap selects through the session,
/// a re-tap is answered by the container's `reselect` setting instead of
/// UIKit's own pop to the root (rule 14), and the app's delegate hears every
/// call and may refuse a selection.
final class TabBarDelegate: NSObject, UITabBarControllerDelegate {
    private weak var frontEnd: UIKitFrontEnd?
    private let container: EntryID?

    init(frontEnd: UIKitFrontEnd, container: EntryID?) {
        self.frontEnd = frontEnd
        self.container = container
    }

    private var appDelegate: (any UITabBarControllerDelegate)? { frontEnd?.tabBarControllerDelegate }

    /// The child a tab shows, by its place among the tabs.
    private func child(_ tab: UIViewController, of tabs: UITabBarController) -> EntryID? {
        guard let index = tabs.viewControllers?.firstIndex(where: { $0 === tab }),
            let children = frontEnd?.controllers.children[container], children.indices.contains(index)
        else { return nil }
        return children[index]
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        let forward: ((UITabBarController, UIViewController) -> Bool)? =
            appDelegate?.tabBarController(_:shouldSelect:)
        // The app first: a selection it refuses never reaches the core.
        guard forward?(tabBarController, viewController) ?? true else { return false }
        guard let session = frontEnd?.session, let child = child(viewController, of: tabBarController) else {
            return true
        }
        return session.shouldSelect(child, in: container)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        if let session = frontEnd?.session, let child = child(viewController, of: tabBarController) {
            session.didSelect(child, in: container)
        }
        let forward: ((UITabBarController, UIViewController) -> Void)? =
            appDelegate?.tabBarController(_:didSelect:)
        forward?(tabBarController, viewController)
    }
}
#endif
