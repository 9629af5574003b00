import Waypoint

// The code of the article "Alerts, dialogs, popovers and sheet sizes",
// compiled; `DocSnippetTests` checks each region against the article and runs
// it.

// snippet: alerts-anchors
extension AnchorID {
    static let sort = AnchorID("sort")
    static let share = AnchorID("share")
}
// end-snippet

extension DocModel {
    // snippet: alerts-declare
    enum SortOrder: Sendable, Hashable {
        case date, title
    }

    @MainActor
    final class InboxCoordinator: NavigationCoordinator {
        let stack = RouteStack<InboxCoordinator>(root: \.list)

        @Root var list = makeList
        @Route(.alert) var confirmDelete = makeConfirmDelete  // input: a Todo
        @Route(.alert) var rename = makeRename  // input: a Todo
        @Route(.confirmationDialog, style: .anchored(.sort)) var sortOrder = makeSortOrder
        @Route(.sheet, style: .detents([.medium, .large], showsGrabber: true)) var filters = makeFilters
        @Route(.popover, style: .anchored(.share)) var share = makeShare  // input: a todo's id

        func makeList() -> Screen { .list }
        func makeFilters() -> Screen { .settings }
        func makeShare(id: Int) -> Screen { .detail(id) }

        func makeConfirmDelete(todo: Todo) -> AlertContent<Bool> {
            AlertContent(
                title: "Delete “\(todo.title)”?",
                message: "This cannot be undone.",
                buttons: [
                    AlertButton("Delete", role: .destructive, value: true),
                    AlertButton("Cancel", role: .cancel, value: false),
                ]
            )
        }

        func makeRename(todo: Todo) -> AlertContent<String?> {
            AlertContent(
                title: "Rename",
                fields: [AlertField("title", placeholder: "Title", text: todo.title)],
                buttons: [
                    AlertButton("Rename") { texts in texts["title"] },
                    AlertButton("Cancel", role: .cancel, value: nil),
                ]
            )
        }

        func makeSortOrder() -> AlertContent<SortOrder> {
            AlertContent(
                title: "Sort by",
                buttons: [
                    AlertButton("Date", value: .date),
                    AlertButton("Title", value: .title),
                    AlertButton("Cancel", role: .cancel, value: .date),
                ]
            )
        }
    }
    // end-snippet

    // snippet: alerts-await
    @MainActor
    static func confirmDelete(_ todo: Todo, in inbox: InboxCoordinator) async -> Bool {
        switch await inbox.route(to: \.confirmDelete, todo) {
        case .done(let confirmed):
            return confirmed
        case .cancel(.userDismissed):
            return false  // dismissed without a choice
        case .cancel:
            return false  // removed in another way: popped, its flow ended, its task cancelled
        }
    }
    // end-snippet

    @MainActor
    static func renamed(_ todo: Todo, in inbox: InboxCoordinator) async -> String? {
        // snippet: alerts-rename
        if case .done(let title?) = await inbox.route(to: \.rename, todo) {
            return title
        }
        return nil
        // end-snippet
    }

    // snippet: alerts-new-list
    @MainActor
    final class ListsCoordinator: NavigationCoordinator {
        let stack = RouteStack<ListsCoordinator>(root: \.lists)

        @Root var lists = makeLists
        @Route(.alert) var newList = makeNewList
        @Route(.alert) var verify = makeVerify

        func makeLists() -> Screen { .list }

        func makeNewList() -> AlertContent<String?> {
            AlertContent(
                title: "New list",
                fields: [AlertField("name", placeholder: "Name").capitalization(.words)],
                buttons: [
                    AlertButton("Cancel", role: .cancel, value: nil),
                    AlertButton("Create") { texts in texts["name"] }
                        .enabled(when: .nonEmpty("name"))  // disabled while the name is empty
                        .preferred(),  // bold, and the Return key's
                ]
            )
        }

        func makeVerify() -> AlertContent<String?> {
            AlertContent(
                title: "Enter the code we sent you",
                fields: [
                    AlertField("code", placeholder: "6 digits")
                        .keyboard(.numberPad)
                        .contentType(.oneTimeCode)  // AutoFill offers the code from the message
                ],
                buttons: [
                    AlertButton("Cancel", role: .cancel, value: nil),
                    AlertButton("Verify") { texts in texts["code"] }.enabled(when: .minLength("code", 6)).preferred(),
                ]
            )
        }
    }
    // end-snippet

    @MainActor
    static func answerFromCode(_ inbox: InboxCoordinator, _ todo: Todo) async throws -> FlowResult<Bool> {
        // snippet: alerts-choose
        let confirm = try inbox.show(\.confirmDelete, todo)
        try confirm.choose("Delete")
        let result = await confirm.result()  // .done(true)
        // end-snippet
        return result
    }

    @MainActor
    static func answerAsTheUser(_ inbox: InboxCoordinator) {
        // snippet: alerts-intents
        if let alert = inbox.navigation.snapshot.alerts.first {
            inbox.navigation.receive(.answered(alert.id, button: "Delete"))
        }
        // end-snippet
    }

    // snippet: alerts-detents-from-input
    enum ShareKind: Sendable, Hashable, Codable {
        case link, form
    }

    @MainActor
    final class ShareCoordinator: NavigationCoordinator {
        let stack = RouteStack<ShareCoordinator>(root: \.list)

        @Root var list = makeList
        @Route(.sheet, detents: { (kind: ShareKind) in kind == .link ? [.medium] : [.medium, .large] })
        var share = makeShare  // one route: a short sheet for a link, a tall one for a form

        func makeList() -> Screen { .list }
        func makeShare(kind: ShareKind) -> Screen { .settings }
    }
    // end-snippet

    @MainActor
    static func resize(_ inbox: InboxCoordinator) throws {
        // snippet: alerts-detent
        let filters = try inbox.show(\.filters)  // opens at .medium
        try filters.setDetent(.large)
        // end-snippet
    }
}
