// expect: requires that 'String' conform to 'View'
// UIHostingController hosts SwiftUI views only: a screen value that is not a
// view gets the app's own `screen` closure instead.
import SwiftUI
import UIKit

@MainActor
func host(_ title: String) -> UIViewController {
    UIHostingController(rootView: title)
}
