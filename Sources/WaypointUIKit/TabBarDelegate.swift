#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

/// The delegate of one tab bar controller: a tap selects through the session,
/// a re-tap is answered by the container's `reselect` setting instead of
/// UIKit's own pop to the root (rule 14), and the app's delegate is asked
/// `shouldSelect` first (it may refuse a selection) and told `didSelect` for
/// every tap it allowed, a re-tap included, which UIKit does not report once
/// it is refused.
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
        let appShouldSelect: ((UITabBarController, UIViewController) -> Bool)? =
            appDelegate?.tabBarController(_:shouldSelect:)
        let appDidSelect: ((UITabBarController, UIViewController) -> Void)? =
            appDelegate?.tabBarController(_:didSelect:)
        guard let session = frontEnd?.session, let child = child(viewController, of: tabBarController) else {
            return appShouldSelect?(tabBarController, viewController) ?? true
        }
        // The app first: a selection it refuses never reaches the core. A re-tap is
        // refused (rule 14), so UIKit sends no didSelect: the session tells the app's.
        return session.shouldSelect(
            child, in: container,
            appShouldSelect: { appShouldSelect?(tabBarController, viewController) ?? true },
            appDidSelect: { appDidSelect?(tabBarController, viewController) }
        )
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        let appDidSelect: ((UITabBarController, UIViewController) -> Void)? =
            appDelegate?.tabBarController(_:didSelect:)
        guard let session = frontEnd?.session, let child = child(viewController, of: tabBarController) else {
            appDidSelect?(tabBarController, viewController)
            return
        }
        session.didSelect(child, in: container) { appDidSelect?(tabBarController, viewController) }
    }
}
#endif
