import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// The screens of the UIKit tests' app.
enum Page: Hashable, Sendable {
    case home, other, note, tab
    case page(Int)
}

/// Counts the coordinators the fixtures make and holds them weakly, so that a
/// test can check that removed flows are released.
@MainActor
final class Made {
    private(set) var flows: [WeakFlow] = []

    func add(_ flow: AnyObject) {
        flows.append(WeakFlow(object: flow))
    }

    /// How many of the coordinators made are still alive.
    var alive: Int { flows.filter { $0.object != nil }.count }
}

/// A weak reference to a coordinator.
@MainActor
struct WeakFlow {
    weak var object: AnyObject?
}

/// A navigation flow with every way to show something: pushed screens, a
/// sheet screen, child flows as sheet, cover and push, tabs pushed on the
/// stack, roots that are a screen, tabs or a split view, an alert, a sheet with
/// detents and a split view in a sheet.
@MainActor
final class Shell: NavigationCoordinator {
    let stack = RouteStack<Shell>(root: \.home)
    let made: Made
    let reselect: ReselectBehavior

    @Root var home = makeHome
    @Root var other = makeOther
    @Root var tabs = makeTabs
    @Root var panes = makePanes
    @Route(.push) var page = makePage
    @Route(.sheet) var note = makeNote
    @Route(.sheet) var sheet = makeFlow
    @Route(.fullScreenCover) var cover = makeFlow
    @Route(.push) var pushed = makeFlow
    @Route(.push) var pushedTabs = makeTabs
    @Route(.alert) var ask = makeAsk
    @Route(.sheet, style: .detents([.medium, .large])) var sized = makeNote
    @Route(.sheet) var panesSheet = makeTripleColumns

    init(made: Made = Made(), reselect: ReselectBehavior = .popToRoot) {
        self.made = made
        self.reselect = reselect
        made.add(self)
    }

    func makeHome() -> Page { .home }
    func makeOther() -> Page { .other }
    func makeTabs() -> Tabs { Tabs(made: made, reselect: reselect) }
    func makePanes() -> Panes { Panes(.doubleColumn, made: made) }
    func makeTripleColumns() -> Panes { Panes(.tripleColumn, made: made) }
    func makePage(number: Int) -> Page { .page(number) }
    func makeNote() -> Page { .note }
    func makeFlow() -> Shell { Shell(made: made, reselect: reselect) }
    func makeAsk() -> AlertContent<Bool> {
        AlertContent(
            title: "Sure?", buttons: [AlertButton("OK", value: true), AlertButton("No", role: .cancel, value: false)])
    }
}

/// Tabs: two flows and a screen, and a flow to add at run time (`show(\.d)`).
@MainActor
final class Tabs: TabCoordinator {
    let container: Container<Tabs>
    let made: Made
    let reselect: ReselectBehavior

    @TabRoute("A") var a = makeA
    @TabRoute("B") var b = makeB
    @TabRoute("C") var c = makeC
    @TabRoute("D") var d = makeB

    init(made: Made, reselect: ReselectBehavior) {
        self.made = made
        self.reselect = reselect
        container = Container(tabs: .route(\.a), .route(\.b), .route(\.c), reselect: reselect)
        made.add(self)
    }

    func makeA() -> Shell { Shell(made: made, reselect: reselect) }
    func makeB() -> Shell { Shell(made: made, reselect: reselect) }
    func makeC() -> Page { .tab }
}

/// A split view whose columns are ``Shell`` flows: the sidebar lists three
/// items; the next column shows a flow per item; the detail can show a flow or
/// a screen.
@MainActor
final class Panes: SplitCoordinator {
    let container: Container<Panes>
    let made: Made
    let style: SplitStyle

    var sidebarItems: [Int] { [1, 2, 3] }

    @Route(.sidebarColumn) var side = makeFlow
    @Route(.contentColumn) var list = makeList
    @Route(.detailColumn) var detail = makeDetail
    @Route(.detailColumn) var detailPage = makePage

    init(_ style: SplitStyle, made: Made) {
        self.style = style
        self.made = made
        container = Container(split: style, sidebar: .route(\.side))
        made.add(self)
    }

    func destination(for item: Int) -> ContainerChild<Panes> {
        style == .tripleColumn ? .route(\.list, item) : .route(\.detail, item)
    }

    func makeFlow() -> Shell { Shell(made: made) }
    func makeList(item: Int) -> Shell { Shell(made: made) }
    func makeDetail(item: Int) -> Shell { Shell(made: made) }
    func makePage(number: Int) -> Page { .page(number) }
}

extension FakeUIKit {
    /// A fake UIKit that shows an app, its first drawing finished.
    static func settled(_ app: some Coordinator, sourceLocation: SourceLocation = #_sourceLocation) -> FakeUIKit {
        let uikit = FakeUIKit(app, sourceLocation: sourceLocation)
        uikit.finishAnimations()
        return uikit
    }

    /// Reads the coordinator's state as a change with this cause, and lets
    /// every animation finish.
    func settle(_ cause: ChangeCause = .push, _ coordinator: some Coordinator) {
        apply(cause, coordinator)
        finishAnimations()
    }

    /// Reads the coordinator's state as a change with this cause.
    func apply(_ cause: ChangeCause, _ coordinator: some Coordinator) {
        session.apply(NavigationChange(snapshot: coordinator.navigation.snapshot, cause: cause, version: 0))
    }
}

extension Shell {
    /// The ids of the base stack: root, then pushed entries.
    var ids: [EntryID] { navigation.snapshot.entries.map(\.id) }
}

/// A leave guard a test answers, counting how often it is asked.
@MainActor
final class GuardAnswer {
    var answer = false
    private(set) var asked = 0

    /// The guard's closure.
    var closure: @MainActor () async -> Bool {
        { [self] in
            asked += 1
            return answer
        }
    }
}
