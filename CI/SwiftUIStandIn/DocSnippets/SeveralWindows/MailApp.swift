// The SwiftUI code of Sources/WaypointSwiftUI/WaypointSwiftUI.docc/SeveralWindows.md,
// compiled by Scripts/check-swiftui.sh against the SwiftUI stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK): a complete multi-window app.
// Its block shows `import SwiftUI`, `import Waypoint` and `import WaypointSwiftUI`.
import SwiftUI
import Waypoint
import WaypointSwiftUI

// snippet: swiftui-several-windows
@MainActor
final class MailCoordinator: NavigationCoordinator {
    let stack = RouteStack<MailCoordinator>(root: \.inbox)

    @Root var inbox = makeInbox
    @Route(.push) var message = makeMessage
    @Route(.sheet) var settings = makeSettings

    @ViewBuilder func makeInbox() -> some View { Text("Inbox") }
    @ViewBuilder func makeMessage(id: Int) -> some View { Text("Message \(id)") }
    @ViewBuilder func makeSettings() -> some View { Text("Settings") }

    func showMessage(_ id: Int) throws(NavigationError) {
        try popToRoot()
        try show(\.message, id)
    }
}

@MainActor
let mailLinks = DeepLinks<MailCoordinator>(scheme: "mail") {
    DeepLink("message/:id") {
        try $0.int("id")
    } apply: { mail, id in
        try mail.showMessage(id)
    }
    DeepLink("settings") { mail in _ = try mail.show(\.settings) }
}

@main
struct MailApp: App {
    // Held by the App, so shared by every window: the app's scenes.
    @State private var scenes = AppScenes { _ in MailCoordinator() }

    var body: some Scene {
        // Per window: its id, which SwiftUI keeps with the window and restores.
        WindowGroup(for: SceneID.self) { $id in
            SceneView(scenes, scene: $id, links: mailLinks) { mail in
                mail.view()
            }
            .linkTarget { url in
                // mail://message/42 shows message(42): a window showing it takes it.
                url.absoluteString.hasPrefix("mail://message/")
                    ? SceneTarget(identifier: "message(\(url.lastPathComponent))") : nil
            }
            .onSceneError { error in print(error) }
        } defaultValue: {
            SceneID.unique()
        }
    }
}
// end-snippet
