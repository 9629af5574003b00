// "Opening deep links": its SwiftUI block shows SwiftUI, Waypoint and WaypointSwiftUI.
import SwiftUI
import Waypoint
import WaypointSwiftUI

struct TodoApp: App {
    @State private var app = AppCoordinator()

    var body: some Scene {
        // snippet: links-open-url
        WindowGroup {
            app.view()
                .onOpenURL { url in
                    _ = try? TodoLinks.links.open(url.absoluteString, in: app)
                }
        }
        // end-snippet
    }
}
