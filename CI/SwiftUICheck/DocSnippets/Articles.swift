// with: Tests/WaypointTests/DocSnippets/DocModel.swift
// with: Tests/WaypointTests/DocSnippets/ArticleSnippets.swift
//
// The SwiftUI code of the DocC articles of Sources/Waypoint/Waypoint.docc,
// compiled by Scripts/check-swiftui.sh against the SwiftUI stand-in, together
// with the articles' Waypoint code (the files named above). Each
// `// snippet:` region is a code block of an article, word for word.
import Foundation
import SwiftUI
import Waypoint
import WaypointSwiftUI

typealias AppCoordinator = DocModel.AppCoordinator
typealias TodoLinks = DocModel.TodoLinks

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

struct RootView: View {
    let app: AppCoordinator
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        app.view()
            // snippet: restoring-save-on-background
            .onChange(of: scenePhase) { _, phase in
                if phase == .background, let data = try? app.navigation.restorationState().encoded() {
                    UserDefaults.standard.set(data, forKey: "navigation")
                }
            }
            // end-snippet
    }
}
