import SwiftUI
import Waypoint

/// The signed-out root.
struct WelcomeView: View {
    let app: Router<AppCoordinator>

    var body: some View {
        VStack {
            Text("Welcome to Waypoint Todos")
            Button("Sign in") {
                Task { await app.coordinator?.signInAndSwitch() }
            }
        }
        .navigationTitle("Welcome")
    }
}
