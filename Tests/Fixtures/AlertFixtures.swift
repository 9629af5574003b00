package import Waypoint

/// The screens of ``NotesCoordinator``.
package enum NoteScreen: Hashable, Sendable {
    case list
    case note(Int)
    case filters
    case share
}

/// A note list with every presentation issue 25 adds: alerts (awaited,
/// queued, with text fields), a confirmation dialog, sheets with detents, a
/// popover, and the misuses a test needs (an alert without buttons, two
/// cancel buttons, an alert pushed).
@MainActor
package final class NotesCoordinator: NavigationCoordinator {
    package init() {}

    package typealias FlowValue = Int

    package let stack = RouteStack<NotesCoordinator>(root: \.list)

    @Root package var list = makeList
    @Route(.push) package var note = makeNote
    @Route(.alert) package var confirmDelete = makeConfirmDelete
    @Route(.alert, duplicates: .allow) package var notice = makeNotice
    @Route(.alert) package var rename = makeRename
    @Route(.confirmationDialog, style: .anchored(AnchorID("sort"))) package var sortOrder = makeSortOrder
    @Route(.sheet, style: .detents([.medium, .large], showsGrabber: true, undimmedThrough: .medium))
    package var filters = makeFilters
    @Route(.sheet, style: .detents([.fraction(0.3), .height(200), .large])) package var details = makeChild
    @Route(.sheet) package var child = makeChild
    @Route(.popover, style: .anchored(AnchorID("share"))) package var share = makeShare
    @Route(.popover, style: .anchored(AnchorID("tip"), adaptsToSheet: false)) package var tip = makeChild
    @Route(.alert) package var noButtons = makeNoButtons
    @Route(.alert) package var twoCancels = makeTwoCancels
    @Route(.alert) package var sameLabels = makeSameLabels
    @Route(.alert) package var newList = makeNewList
    @Route(.alert) package var badConditions = makeBadConditions
    @Route(.push) package var pushedAlert = makeConfirmDelete
    @Route(.alert) package var notAnAlert = makeNote
    @Route(.push, style: .detents([.medium])) package var sizedPush = makeNote
    @Route(.sheet, style: .detents([.fraction(1.5)])) package var badFraction = makeFilters

    package func makeList() -> NoteScreen { .list }
    package func makeNote(id: Int) -> NoteScreen { .note(id) }
    package func makeFilters() -> NoteScreen { .filters }
    package func makeShare() -> NoteScreen { .share }
    package func makeChild() -> NotesCoordinator { NotesCoordinator() }

    package func makeConfirmDelete(id: Int) -> AlertContent<Bool> {
        AlertContent(
            title: "Delete note \(id)?",
            message: "This cannot be undone.",
            buttons: [
                AlertButton("Delete", role: .destructive, accessibilityLabel: "Delete the note", value: true),
                AlertButton("Cancel", role: .cancel, value: false),
            ]
        )
    }

    package func makeNotice(text: String) -> AlertContent<Int> {
        AlertContent(title: text, buttons: [AlertButton("OK", value: text.count)])
    }

    package func makeRename(id: Int, title: String) -> AlertContent<String?> {
        AlertContent(
            title: "Rename note \(id)",
            fields: [
                AlertField("title", placeholder: "Title", text: title),
                AlertField("pin", placeholder: "PIN", text: "1234", isSecure: true),
            ],
            buttons: [
                AlertButton("Rename") { texts in texts["title"] + (texts["pin"].isEmpty ? "" : "#" + texts["pin"]) },
                AlertButton("Cancel", role: .cancel, value: nil),
            ]
        )
    }

    package func makeSortOrder() -> AlertContent<String> {
        AlertContent(
            title: "",
            buttons: [
                AlertButton("By date", value: "date"),
                AlertButton("By title", value: "title"),
                AlertButton("Cancel", role: .cancel, value: "none"),
            ]
        )
    }

    package func makeNoButtons() -> AlertContent<Bool> {
        AlertContent(title: "Nothing to tap", buttons: [])
    }

    package func makeTwoCancels() -> AlertContent<Bool> {
        AlertContent(
            title: "Two ways out",
            buttons: [
                AlertButton("No", role: .cancel, value: false), AlertButton("Never", role: .cancel, value: false),
            ]
        )
    }

    /// Issue 40: a rename alert whose Create button stays disabled while its
    /// field is empty, the preferred one, its field capitalizing words.
    package func makeNewList() -> AlertContent<String?> {
        AlertContent(
            title: "New list",
            fields: [AlertField("name", placeholder: "Name").capitalization(.words)],
            buttons: [
                AlertButton("Cancel", role: .cancel, value: nil),
                AlertButton("Create") { texts in texts["name"] }.enabled(when: .nonEmpty("name")).preferred(),
            ]
        )
    }

    /// An alert whose buttons' conditions or preference break a rule of
    /// `AlertSnapshot.problem`, by name: `twoPreferred`, `unknownField`,
    /// `conditionalCancel`, `noWayOut`.
    package func makeBadConditions(rule: String) -> AlertContent<Bool> {
        let code = AlertField("code")
        let ok = AlertButton("OK", value: true)
        let cancel = AlertButton("Cancel", role: .cancel, value: false)
        switch rule {
        case "twoPreferred": return AlertContent(title: rule, buttons: [ok.preferred(), cancel.preferred()])
        case "unknownField":
            return AlertContent(title: rule, fields: [code], buttons: [ok.enabled(when: .nonEmpty("name")), cancel])
        case "conditionalCancel":
            return AlertContent(title: rule, fields: [code], buttons: [ok, cancel.enabled(when: .nonEmpty("code"))])
        default:
            return AlertContent(title: rule, fields: [code], buttons: [ok.enabled(when: .nonEmpty("code"))])
        }
    }

    package func makeSameLabels() -> AlertContent<Int> {
        AlertContent(title: "Twins", buttons: [AlertButton("OK", value: 1), AlertButton("OK", value: 2)])
    }
}
