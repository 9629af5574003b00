// "Restoring state": its SwiftUI block shows SwiftUI and Waypoint.
import SwiftUI
import Waypoint

struct RootView: View {
    let app: AppCoordinator
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Todos")
            // snippet: restoring-save-on-background
            .onChange(of: scenePhase) { _, phase in
                if phase == .background, let data = try? app.navigation.restorationState().encoded() {
                    UserDefaults.standard.set(data, forKey: "navigation")
                }
            }
            // end-snippet
    }
}
