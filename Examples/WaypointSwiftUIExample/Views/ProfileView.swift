import SwiftUI
import Waypoint
import WaypointSwiftUI

/// The profile tab. Signing out switches the app's root: every flow awaited
/// in the signed-in tree resumes with `.cancel`.
struct ProfileView: View {
    let user: User
    @Environment(\.shownEntry) private var shown

    var body: some View {
        VStack {
            Text("Signed in as \(user.name)")
            Button("Sign out") {
                // The nearest AppCoordinator above this screen.
                _ = try? shown?.router(AppCoordinator.self)?.root(\.signedOut)
            }
        }
        .navigationTitle("Profile")
    }
}
