// with: Tests/WaypointTests/DocSnippets/SwiftUICoordinatorGuideSnippets.swift
//
// The SwiftUI code of Docs/Migrating-from-SwiftUICoordinator.md, compiled by
// Scripts/check-swiftui.sh against the SwiftUI stand-in, together with the
// guide's Waypoint code (the file named above): the files of this folder are
// one module. Each `// snippet:` region is a code block of the guide, word for
// word, in a file that imports only what the block shows (or, if it shows
// nothing, what the guide shows).
import SwiftUI
import Waypoint
import WaypointSwiftUI

typealias AppCoordinator = SwiftUICoordinatorGuide.AppCoordinator

/// The guide's sign-up screen and its model, described in words.
@MainActor
final class SignupModel {
    let router: Router<AuthCoordinator>

    init(router: Router<AuthCoordinator>) {
        self.router = router
    }
}

struct SignupView: View {
    let model: SignupModel

    var body: some View { Text("Sign up") }
}

/// The guide's AuthCoordinator, with a factory that makes a view.
@MainActor
final class AuthCoordinator: NavigationCoordinator {
    let stack = RouteStack<AuthCoordinator>(root: \.signup)

    @Root var signup = makeSignup
}

// snippet: swiftuicoordinator-app
@main
struct ShapesApp: App {
    @State private var app = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            app.view()
        }
    }
}
// end-snippet
