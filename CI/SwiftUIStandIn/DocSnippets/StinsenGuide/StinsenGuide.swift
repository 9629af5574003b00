// with: Tests/WaypointTests/DocSnippets/StinsenGuideSnippets.swift
//
// The SwiftUI code of Docs/Migrating-from-Stinsen.md, compiled by
// Scripts/check-swiftui.sh against the SwiftUI stand-in, together with the
// guide's Waypoint code (the file named above). Each `// snippet:` region is a
// code block of the guide, word for word; `DocSnippetTests` checks that the two
// copies match.
import Foundation
import SwiftUI
import Waypoint
import WaypointSwiftUI

// The guide's coordinators, from its Waypoint code.
typealias MainCoordinator = StinsenGuide.MainCoordinator
typealias TodosCoordinator = StinsenGuide.TodosCoordinator
typealias AuthenticatedCoordinator = StinsenGuide.AuthenticatedCoordinator
typealias RegistrationCoordinator = StinsenGuide.RegistrationCoordinator
typealias AppLinks = StinsenGuide.AppLinks

// The screens the guide describes in words.
struct LoginScreen: View {
    var body: some View { Text("Log in") }
}

struct ForgotPasswordScreen: View {
    var body: some View { Text("Forgot password") }
}

// snippet: stinsen-define-views
@MainActor
final class UnauthenticatedCoordinator: NavigationCoordinator {
    let stack = RouteStack<UnauthenticatedCoordinator>(root: \.start)

    @Root var start = makeStart
    @Route(.modal) var forgotPassword = makeForgotPassword
    @Route(.push) var registration = makeRegistration

    func makeRegistration() -> RegistrationCoordinator {
        RegistrationCoordinator()
    }

    @ViewBuilder func makeForgotPassword() -> some View {
        ForgotPasswordScreen()
    }

    @ViewBuilder func makeStart() -> some View {
        LoginScreen()
    }
}
// end-snippet

// snippet: stinsen-app
@main
struct TodoApp: App {
    @State private var main = MainCoordinator()

    var body: some Scene {
        WindowGroup {
            main.view()
        }
    }
}
// end-snippet

// snippet: stinsen-view-router
struct TodosScreen: View {
    @Environment(\.shownEntry) private var shown

    var body: some View {
        List {
            /* ... */
        }
        .toolbar {
            Button("New", systemImage: "doc.badge.plus") {
                Task { await shown?.router(TodosCoordinator.self)?.route(to: \.createTodo) }
            }
        }
    }
}
// end-snippet

// snippet: stinsen-customize
extension AuthenticatedCoordinator: ViewCustomizing {
    func customize(_ content: AnyView) -> some View {
        content.tint(.orange)
    }
}
// end-snippet

struct LinkedApp: App {
    @State private var main = MainCoordinator()

    var body: some Scene {
        WindowGroup {
            // snippet: stinsen-open-url
            main.view()
                .onOpenURL { url in
                    _ = try? AppLinks.links.open(url.absoluteString, in: main)
                }
            // end-snippet
        }
    }
}
