// The catalog's app: its block shows `import SwiftUI` and `import WaypointSwiftUI`.
import SwiftUI
import WaypointSwiftUI

// snippet: swiftui-app
@main
struct TodoApp: App {
    @State private var app = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            app.view()
        }
    }
}
// end-snippet
