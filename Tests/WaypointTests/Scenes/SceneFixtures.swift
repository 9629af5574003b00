import Waypoint

/// A mail app's window: mailboxes, a mailbox, a message; settings and a
/// compose flow as sheets.
@MainActor
final class MailWindow: NavigationCoordinator {
    let stack = RouteStack<MailWindow>(root: \.mailboxes)
    @Root var mailboxes = makeMailboxes
    @Route(.push) var mailbox = makeMailbox
    @Route(.push) var message = makeMessage
    @Route(.sheet) var settings = makeSettings
    @Route(.sheet) var compose = makeCompose
    @Route(.sheet) var draft = makeDraft

    func makeMailboxes() -> String { "mailboxes" }
    func makeMailbox(name: String) -> String { "mailbox \(name)" }
    func makeMessage(id: Int) -> String { "message \(id)" }
    func makeSettings() -> MailSettings { MailSettings() }
    func makeCompose() -> Compose { Compose() }
    func makeDraft() -> GuardedDraft { GuardedDraft() }

    /// What a link or a notification for a message does.
    func showMessage(_ id: Int) throws(NavigationError) {
        try popToRoot()
        try show(\.mailbox, "Inbox")
        try show(\.message, id)
    }
}

/// App-wide settings: a flow that ends with whether anything changed.
@MainActor
final class MailSettings: NavigationCoordinator {
    typealias FlowValue = Bool
    let stack = RouteStack<MailSettings>(root: \.form)
    @Root var form = makeForm
    func makeForm() -> String { "settings" }
}

/// A message being written: ends with its text.
@MainActor
final class Compose: NavigationCoordinator {
    typealias FlowValue = String
    let stack = RouteStack<Compose>(root: \.editor)
    @Root var editor = makeEditor
    @Route(.push) var attachments = makeAttachments
    func makeEditor() -> String { "editor" }
    func makeAttachments() -> String { "attachments" }
}

/// A draft that asks before it is left.
@MainActor
final class GuardedDraft: NavigationCoordinator, LeaveGuarding {
    typealias FlowValue = String
    let stack = RouteStack<GuardedDraft>(root: \.editor)
    @Root var editor = makeEditor
    func makeEditor() -> String { "draft" }
    func canLeave() async -> Bool { false }
}

@MainActor
let mailLinks = DeepLinks<MailWindow>(scheme: "mail") {
    DeepLink("message/:id") {
        try $0.int("id")
    } apply: { window, id in
        try window.showMessage(id)
    }
    DeepLink("settings") { window in _ = try window.show(\.settings) }
}
