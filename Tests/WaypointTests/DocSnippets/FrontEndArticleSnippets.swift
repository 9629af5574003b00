import Waypoint
import WaypointFrontEnd

// The fragments of "Writing a front end" and of WaypointFrontEnd's landing
// page, which show `import WaypointFrontEnd`. See ArticleSnippets.swift.

@MainActor
extension DocModel {
    static func gesturesOneMeaning(_ app: AppCoordinator) {
        // snippet: gestures-one-meaning
        let layers = ModalLayers(app.navigation.snapshot)
        switch layers.intents(for: .swipeDown, width: .compact) {
        case .success(let intents): app.navigation.receive(intents)
        case .failure(let refusal): print(refusal.reason)  // .notInThisPresentation for a cover
        }
        // end-snippet
    }

    static func frontEndModalLayers(_ app: AppCoordinator) {
        // snippet: front-end-modal-layers
        let layers = ModalLayers(app.navigation.snapshot)
        if let top = layers.top {
            print(top.presentation, top.pathIDs)  // the stack the user sees
        }
        // end-snippet
    }

    // snippet: front-end-landing
    @MainActor
    func drawTop(of app: some Coordinator) {
        let layers = ModalLayers(app.navigation.snapshot)
        if let top = layers.top {
            print(top.presentation, top.pathIDs)  // the stack the user sees
        }
    }
    // end-snippet

    static func frontEndSession(_ app: AppCoordinator) {
        // snippet: front-end-session
        let session = FrontEndSession(app)
        Task { await session.follow() }
        let path = session.path(of: nil)  // the base stack's path, to draw
        if path.count > 1 {
            session.setPath(Array(path.dropLast()), of: nil)  // the user swiped back
        }
        // end-snippet
    }

    static func frontEndShown(_ app: AppCoordinator, itemID: EntryID) {
        // snippet: front-end-shown
        if let shown = app.navigation.entry(itemID), let screen = shown.destination as? Screen {
            // The screen's view model gets the handle (to complete or dismiss
            // its screen) and a router (to navigate its coordinator).
            let router = shown.router(TodosCoordinator.self)
            print(screen, shown.isShown, router?.isValid == true)
        }
        // end-snippet
    }
}

extension DocModel {
    /// The functions of the Writing a front end article.
    struct FrontEndArticle {
        // snippet: front-end-render
        @MainActor
        func render(_ app: AppCoordinator) async {
            for await change in app.navigation.changes() {
                print("\(change.cause) (version \(change.version))")
                print(change.snapshot)
            }
        }
        // end-snippet

        // snippet: front-end-layers
        /// The modal layers of a tree of navigation stacks, bottom first: each layer
        /// lists the screens of one stack, its bottom first.
        func modalLayers(of snapshot: CoordinatorSnapshot) -> [[EntrySnapshot]] {
            var layers: [[EntrySnapshot]] = [[]]
            func walk(_ node: CoordinatorSnapshot) {
                for entry in node.entries {
                    if entry.presentation.isModal {
                        layers.append([])  // a sheet or a cover starts a new layer
                    }
                    if let child = entry.child {
                        walk(child)  // a child flow continues where its entry stands
                    } else {
                        layers[layers.count - 1].append(entry)
                    }
                }
            }
            walk(snapshot)
            return layers
        }
        // end-snippet

        // snippet: front-end-intents
        @MainActor
        func userSwipedBack(in app: AppCoordinator, path: [EntryID]) {
            guard let top = path.last else { return }
            switch app.navigation.receive(.popped(to: top)) {
            case .applied, .unchanged:
                break  // the change that follows is what to draw
            case .ignored:
                break  // a stale gesture: the next snapshot puts the screen right
            case .pending:
                break  // a guard is asking; a .user or a .vetoed change follows
            }
        }
        // end-snippet
    }
}
