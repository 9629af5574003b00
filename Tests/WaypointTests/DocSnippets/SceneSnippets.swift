import Waypoint

// The code of the article "Several windows", compiled; `DocSnippetTests`
// checks each region against the article and runs it.

extension DocModel {
    // snippet: scenes-window
    @MainActor
    final class MailWindow: NavigationCoordinator {
        let stack = RouteStack<MailWindow>(root: \.mailboxes)

        @Root var mailboxes = makeMailboxes
        @Route(.push) var message = makeMessage  // input: a message's id
        @Route(.sheet) var settings = makeSettings  // app-wide: shown once

        func makeMailboxes() -> Screen { .list }
        func makeMessage(id: Int) -> Screen { .detail(id) }
        func makeSettings() -> SettingsFlow { SettingsFlow() }

        func showMessage(_ id: Int) throws(NavigationError) {
            try popToRoot()
            try show(\.message, id)
        }
    }

    @MainActor
    final class SettingsFlow: NavigationCoordinator {
        typealias FlowValue = Bool  // whether anything changed
        let stack = RouteStack<SettingsFlow>(root: \.form)
        @Root var form = makeForm
        func makeForm() -> Screen { .settings }
    }

    @MainActor
    final class MailApp {
        let scenes = AppScenes { _ in MailWindow() }  // a tree per window
        let links = DeepLinks<MailWindow>(scheme: "mail") {
            DeepLink("message/:id") {
                try $0.int("id")
            } apply: { window, id in
                try window.showMessage(id)
            }
        }
    }
    // end-snippet

    @MainActor
    static func scenesLife(_ app: MailApp, _ sessionID: String) throws -> SceneConnection<MailWindow>? {
        // snippet: scenes-connect
        guard let id = SceneID(rawValue: sessionID) else { return nil }
        let window = try app.scenes.connect(id, activity: .foregroundActive)
        if let error = window.restorationError {
            print("started fresh:", error)
        }
        // draw window.root in the window; later, as the system says:
        try app.scenes.setActivity(.background, of: id)
        // end-snippet
        return window
    }

    @MainActor
    static func scenesSave(_ app: MailApp, _ id: SceneID) throws -> SceneConnection<MailWindow> {
        // snippet: scenes-save
        let saved = try app.scenes.restoration(of: id).encoded()  // keep it with the window's session
        // … the app is quit and launched again, with a new `AppScenes` …
        let window = try app.scenes.connect(id, restoring: saved)
        // end-snippet
        return window
    }

    @MainActor
    static func scenesLink(_ app: MailApp, from window: SceneID) throws -> SceneLanding {
        // snippet: scenes-link
        let landing = try app.scenes.open(
            "mail://message/42",
            with: app.links,
            showing: SceneTarget(route: "message", 42),  // what it opens
            from: window  // where it was opened
        )
        print(landing.scene, landing.choice)  // the window showing message 42, showing
        // end-snippet
        return landing
    }

    @MainActor
    static func scenesNotification(_ app: MailApp, id: Int) throws -> SceneLanding {
        // snippet: scenes-notification
        let landing = try app.scenes.open(showing: SceneTarget(route: "message", id)) { window in
            try window.showMessage(id)
        }
        // end-snippet
        return landing
    }

    @MainActor
    static func scenesSettings(_ app: MailApp, from window: SceneID) async throws(SceneError) -> Bool {
        // snippet: scenes-app-wide
        let changed = try await app.scenes.route(to: \.settings, from: window)
        // end-snippet
        return changed == .done(true)
    }

    @MainActor
    static func scenesRequests(_ app: MailApp) async {
        // snippet: scenes-requests
        for await request in app.scenes.requests() {
            switch request.action {
            case .open: print("open a window for", request.scene)
            case .activate: print("bring forward", request.scene)
            case .close: print("close", request.scene)
            default: break
            }
        }
        // end-snippet
    }
}
