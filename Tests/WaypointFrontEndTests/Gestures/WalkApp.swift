import Waypoint

/// The screens of the differential walk's app.
enum WalkScreen: Hashable, Sendable {
    case home, other, tip, form
    case page(Int)
}

/// What every guard of one walk answers now; the walk sets it before each step,
/// from its seed, the same for every front end's app.
@MainActor
final class WalkVerdict {
    var allows = false
}

/// Holds the walk app's coordinators weakly, so that a step can name "the
/// k-th flow" of the tree, which is the same flow in every front end's app.
@MainActor
final class WalkMade {
    let verdict: WalkVerdict
    private(set) var objects: [WeakFlow] = []

    init(verdict: WalkVerdict) { self.verdict = verdict }

    func add(_ object: AnyObject) { objects.append(WeakFlow(object: object)) }

    func live<C: Coordinator>(_: C.Type) -> [C] {
        objects.compactMap { $0.object as? C }.filter { $0.navigation.isActive }
    }
}

/// The walk's flow: every way to show something. Roots: a screen, two tabs of
/// stacks, a split view; pushed screens (guarded ones get an entry leave
/// guard from the walk), sheets with and without detents, a full-screen
/// cover, a popover that adapts to a sheet and one that does not, an alert
/// with a text field, a confirmation dialog with a cancel button and one
/// without, and a `LeaveGuarding` editor sheet.
@MainActor
final class WalkFlow: NavigationCoordinator {
    let stack = RouteStack<WalkFlow>(root: \.home)
    let made: WalkMade

    @Root var home = makeHome
    @Root var other = makeOther
    @Root var tabs = makeTabs
    @Root var split = makeSplit
    @Route(.push) var page = makePage
    @Route(.push) var pushed = makeFlow
    @Route(.sheet) var sheet = makeFlow
    @Route(.sheet, style: .detents([.medium, .large])) var sized = makeFlow
    @Route(.fullScreenCover) var cover = makeFlow
    @Route(.popover, style: .anchored(AnchorID("share"))) var share = makeFlow
    @Route(.popover, style: .anchored(AnchorID("tip"), adaptsToSheet: false)) var tip = makeTip
    @Route(.sheet) var editor = makeEditor
    @Route(.alert) var rename = makeRename
    @Route(.confirmationDialog, style: .anchored(AnchorID("sort"))) var sort = makeSort
    @Route(.confirmationDialog) var pick = makePick

    init(made: WalkMade) {
        self.made = made
        made.add(self)
    }

    func makeHome() -> WalkScreen { .home }
    func makeOther() -> WalkScreen { .other }
    func makeTip() -> WalkScreen { .tip }
    func makePage(number: Int) -> WalkScreen { .page(number) }
    func makeFlow() -> WalkFlow { WalkFlow(made: made) }
    func makeTabs() -> WalkTabs { WalkTabs(made: made) }
    func makeSplit() -> WalkSplit { WalkSplit(made: made) }
    func makeEditor() -> WalkEditor { WalkEditor(made: made) }

    func makeRename(title: String) -> AlertContent<String> {
        AlertContent(
            title: "Rename",
            fields: [AlertField("name", placeholder: "Name", text: title)],
            buttons: [
                AlertButton("Rename") { texts in texts["name"] },
                AlertButton("Cancel", role: .cancel, value: ""),
            ]
        )
    }

    func makeSort() -> AlertContent<String> {
        AlertContent(
            title: "Sort",
            buttons: [
                AlertButton("By date", value: "date"), AlertButton("Cancel", role: .cancel, value: "none"),
            ]
        )
    }

    func makePick() -> AlertContent<Int> {
        AlertContent(title: "Pick", buttons: [AlertButton("One", value: 1), AlertButton("Two", value: 2)])
    }
}

/// Two tabs, each a stack.
@MainActor
final class WalkTabs: TabCoordinator {
    let container: Container<WalkTabs>
    let made: WalkMade

    @TabRoute("A") var a = makeFlow
    @TabRoute("B") var b = makeFlow

    init(made: WalkMade) {
        self.made = made
        container = Container(tabs: .route(\.a), .route(\.b))
        made.add(self)
    }

    func makeFlow() -> WalkFlow { WalkFlow(made: made) }
}

/// A split view, MailSplit-like: a sidebar of two items, a detail flow per item.
@MainActor
final class WalkSplit: SplitCoordinator {
    let container: Container<WalkSplit>
    let made: WalkMade

    var sidebarItems: [Int] { [1, 2] }

    @Route(.sidebarColumn) var side = makeFlow
    @Route(.detailColumn) var detail = makeDetail

    init(made: WalkMade) {
        self.made = made
        container = Container(split: .doubleColumn, sidebar: .route(\.side))
        made.add(self)
    }

    func destination(for item: Int) -> ContainerChild<WalkSplit> { .route(\.detail, item) }

    func makeFlow() -> WalkFlow { WalkFlow(made: made) }
    func makeDetail(item: Int) -> WalkFlow { WalkFlow(made: made) }
}

/// An editor with unsaved changes: its guard answers the walk's verdict.
@MainActor
final class WalkEditor: NavigationCoordinator, LeaveGuarding {
    let stack = RouteStack<WalkEditor>(root: \.form)
    let made: WalkMade

    @Root var form = makeForm
    @Route(.push) var page = makePage

    init(made: WalkMade) {
        self.made = made
        made.add(self)
    }

    func makeForm() -> WalkScreen { .form }
    func makePage(number: Int) -> WalkScreen { .page(number) }

    func canLeave() async -> Bool { made.verdict.allows }
}
