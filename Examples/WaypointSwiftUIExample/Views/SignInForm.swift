import SwiftUI
import Waypoint

/// The sign-in form: finishes its flow with a user, or cancels it.
struct SignInForm: View {
    let flow: Router<SignInCoordinator>
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Sign in") {
                // A second tap finds the flow finished: a typed error, ignored.
                try? flow.finish(.done(User(name: name)))
            }
            .disabled(name.isEmpty)
            Button("Cancel") {
                try? flow.finish(.cancel())
            }
        }
        .navigationTitle("Sign in")
    }
}
