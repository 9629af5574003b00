package import Waypoint

/// The mailboxes a split's sidebar lists.
package enum Mailbox: String, Hashable, Codable, Sendable {
    case inbox, sent, archive
}

/// A split view: a sidebar of mailboxes, a content column of messages (three
/// columns only) and a detail; a guarded editor can show in the detail.
@MainActor
package final class MailSplit: SplitCoordinator {
    package let container: Container<MailSplit>
    private let style: SplitStyle

    /// What the sidebar lists; a test changes it to make items go away.
    package var sidebarItems: [Mailbox] = [.inbox, .sent]

    @Route(.sidebarColumn) package var mailboxes = makeMailboxes
    @Route(.contentColumn) package var messages = makeMessages
    @Route(.detailColumn) package var mailbox = makeMailbox
    @Route(.detailColumn) package var message = makeMessage
    @Route(.detailColumn) package var editor = makeEditor
    @Route(.push) package var stray = makeStray

    package init(_ style: SplitStyle = .doubleColumn, detail: Bool = false) {
        self.style = style
        container = Container(split: style, sidebar: .route(\.mailboxes), detail: detail ? .route(\.message, 0) : nil)
    }

    package func destination(for item: Mailbox) -> ContainerChild<MailSplit> {
        style == .tripleColumn ? .route(\.messages, item) : .route(\.mailbox, item)
    }

    package func makeMailboxes() -> TodosCoordinator { TodosCoordinator() }
    package func makeMessages(in mailbox: Mailbox) -> TodosCoordinator { TodosCoordinator() }
    /// How many mailbox flows the detail's factory made.
    package private(set) var mailboxesMade = 0

    package func makeMailbox(_ mailbox: Mailbox) -> TodosCoordinator {
        mailboxesMade += 1
        return TodosCoordinator()
    }
    package func makeMessage(id: Int) -> TodosCoordinator { TodosCoordinator() }
    package func makeEditor() -> EditorCoordinator { EditorCoordinator() }
    package func makeStray() -> Screen { .form }
}

/// A split whose sidebar's items open a route of the wrong column.
@MainActor
package final class MisdeclaredSplit: SplitCoordinator {
    package init() {}

    package let container = Container<MisdeclaredSplit>(split: .tripleColumn, sidebar: .route(\.side))
    package var sidebarItems: [String] { ["a"] }
    @Route(.sidebarColumn) package var side = makeScreen
    @Route(.detailColumn) package var detail = makeScreen

    package func destination(for item: String) -> ContainerChild<MisdeclaredSplit> { .route(\.detail) }
    package func makeScreen() -> Screen { .list }
}
