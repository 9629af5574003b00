import SwiftUI
import WaypointSwiftUI

/// The todo app of `waypoint-demo`, drawn by SwiftUI: `app.view()` draws the
/// whole coordinator tree — stacks, sheets, tabs — and reports swipes back,
/// sheets swiped down and tab taps to the coordinators.
@main
struct TodoExampleApp: App {
    @State private var app = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            app.view()
                .onOpenURL { url in app.open(url) }
        }
    }
}
