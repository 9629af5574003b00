// The guide's custom transition: its block shows no import, the guide shows UIKit, Waypoint, WaypointUIKit.
import UIKit
import Waypoint
import WaypointUIKit

@MainActor
func fadeUsers(_ frontEnd: UIKitFrontEnd) {
    // snippet: xc-uikit-transition
    frontEnd.transitions = [
        TransitionRule(.route(from: "home", to: "users")) { _ in FadeAnimator() }
    ]
    // end-snippet
}
