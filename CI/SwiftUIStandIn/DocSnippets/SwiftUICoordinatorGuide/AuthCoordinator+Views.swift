// The guide's view factory: its block shows `import SwiftUI` and `import
// WaypointSwiftUI`. The coordinator's file (SwiftUICoordinatorGuide.swift)
// imports WaypointSwiftUI too, so that its `@Root` stores the view as `AnyView`.
import SwiftUI
import WaypointSwiftUI

extension AuthCoordinator {
    // snippet: swiftuicoordinator-view-factory
    func makeSignup() -> some View {
        SignupView(model: SignupModel(router: router))
    }
    // end-snippet
}
