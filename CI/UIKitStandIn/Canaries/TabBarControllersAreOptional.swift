// expect: value of optional type '[UIViewController]?' must be unwrapped to refer to member 'firstIndex'
// A tab bar controller's `viewControllers` is nullable.
import UIKit

@MainActor
func index(of child: UIViewController, in tabs: UITabBarController) -> Int? {
    tabs.viewControllers.firstIndex { $0 === child }
}
