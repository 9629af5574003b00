import Waypoint

/// The screens the fixtures show.
enum Page: Hashable, Sendable {
    case list, form, review, profile, settings
    case note(Int)
}

/// A notes list: pushed notes, a compose sheet that returns a title, a cover,
/// a pushed child flow, a pushed tab bar, a delete confirmation, a sheet
/// with two detents, a sort dialog and two popovers (one that stays a popover
/// in a compact width).
@MainActor
final class NotesCoordinator: NavigationCoordinator {
    let stack = RouteStack<NotesCoordinator>(root: \.list)

    @Root var list = makeList
    @Route(.push) var note = makeNote
    @Route(.sheet) var compose = makeCompose
    @Route(.fullScreenCover) var settings = makeSettings
    @Route(.push) var drafts = makeDrafts
    @Route(.push) var home = makeHome
    @Route(.alert) var confirmDelete = makeConfirmDelete
    @Route(.sheet, style: .detents([.medium, .large])) var filters = makeSettings
    @Route(.confirmationDialog, style: .anchored(AnchorID("sort"))) var sortOrder = makeSortOrder
    @Route(.popover, style: .anchored(AnchorID("share"))) var share = makeNotes
    @Route(.popover, style: .anchored(AnchorID("tip"), adaptsToSheet: false)) var tip = makeSettings
    @Route(.popover, style: ModalStyle(anchor: AnchorID("info"), detents: [.medium, .large])) var info = makeSettings

    func makeList() -> Page { .list }
    func makeConfirmDelete(id: Int) -> AlertContent<Bool> {
        AlertContent(
            title: "Delete note \(id)?",
            buttons: [
                AlertButton("Delete", role: .destructive, value: true),
                AlertButton("Cancel", role: .cancel, value: false),
            ]
        )
    }
    func makeSortOrder() -> AlertContent<String> {
        AlertContent(
            title: "Sort by",
            buttons: [AlertButton("By date", value: "date"), AlertButton("By title", value: "title")]
        )
    }
    func makeNotes() -> NotesCoordinator { NotesCoordinator() }
    func makeNote(id: Int) -> Page { .note(id) }
    func makeCompose() -> ComposeCoordinator { ComposeCoordinator() }
    func makeSettings() -> Page { .settings }
    func makeDrafts() -> ComposeCoordinator { ComposeCoordinator() }
    func makeHome() -> HomeTabs { HomeTabs() }
}

/// A flow that ends with a title.
@MainActor
final class ComposeCoordinator: NavigationCoordinator {
    typealias FlowValue = String
    let stack = RouteStack<ComposeCoordinator>(root: \.form)

    @Root var form = makeForm
    @Route(.push) var review = makeReview
    @Route(.sheet) var nested = makeNested

    func makeForm() -> Page { .form }
    func makeReview() -> Page { .review }
    func makeNested() -> ComposeCoordinator { ComposeCoordinator() }
}

/// Two tabs: the notes stack and a profile screen.
@MainActor
final class HomeTabs: TabCoordinator {
    let container = Container<HomeTabs>(tabs: .route(\.notes), .route(\.profile))

    @TabRoute("Notes", image: "note") var notes = makeNotes
    @TabRoute("Profile", image: "person") var profile = makeProfile

    func makeNotes() -> NotesCoordinator { NotesCoordinator() }
    func makeProfile() -> Page { .profile }
}
