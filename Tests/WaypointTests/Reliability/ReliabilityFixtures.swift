import Waypoint
import WaypointTestFixtures

/// The screens of the reliability fixtures.
enum FuzzScreen: Hashable, Sendable {
    case home
    case alt(Int)
    case page(Int)
    case again(Int)
    case note, tabScreen
}

/// Learns about every coordinator the fixtures make, in the order they are
/// made, so that a test can reach them (weakly) and check they are released.
@MainActor
final class FuzzHooks {
    /// Every coordinator made, in order; held weakly.
    private(set) var made: [FuzzRef] = []
    /// Called with every coordinator made.
    var onMade: ((any Coordinator) -> Void)?

    func made(_ flow: FuzzFlow) {
        made.append(.flow(WeakBox(flow)))
        onMade?(flow)
    }

    func made(_ tabs: FuzzTabs) {
        made.append(.tabs(WeakBox(tabs)))
        onMade?(tabs)
    }

    func made(_ split: FuzzPanes) {
        made.append(.split(WeakBox(split)))
        onMade?(split)
    }

    func made(_ wrapper: FuzzWrapper) {
        made.append(.wrapper(WeakBox(wrapper)))
        onMade?(wrapper)
    }
}

/// A wrapped flow: Stinsen's `NavigationViewCoordinator`.
typealias FuzzWrapper = WrapperCoordinator<FuzzFlow>

/// A weak reference.
@MainActor
final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

/// A weak reference to one of the fixtures' coordinators.
@MainActor
enum FuzzRef {
    case flow(WeakBox<FuzzFlow>)
    case tabs(WeakBox<FuzzTabs>)
    case split(WeakBox<FuzzPanes>)
    case wrapper(WeakBox<FuzzWrapper>)

    var isAlive: Bool { coordinator != nil }

    var coordinator: (any Coordinator)? {
        switch self {
        case .flow(let box): box.object
        case .tabs(let box): box.object
        case .split(let box): box.object
        case .wrapper(let box): box.object
        }
    }

    var kindName: String {
        switch self {
        case .flow: "FuzzFlow"
        case .tabs: "FuzzTabs"
        case .split: "FuzzPanes"
        case .wrapper: "FuzzWrapper"
        }
    }
}

/// A navigation flow with every kind of route: pushed screens (one route that
/// reuses the top on a double tap, one that allows duplicates), a sheet screen,
/// child flows as sheet, cover and push, a wrapped child flow as sheet, two
/// alerts (one that allows duplicates), a sheet with two detents, and
/// roots that are a screen, a screen with input, a tab coordinator, a child
/// flow and a custom container. It ends with an `Int`.
@MainActor
final class FuzzFlow: NavigationCoordinator {
    typealias FlowValue = Int

    let stack: RouteStack<FuzzFlow>
    let hooks: FuzzHooks

    @Root var home = makeHome
    @Root var alt = makeAlt
    @Root var tabs = makeTabs
    @Root var nested = makeNested
    @Root var split = makeSplit
    @Route(.push) var page = makePage
    @Route(.push, duplicates: .allow) var again = makeAgain
    @Route(.sheet) var note = makeNote
    @Route(.sheet) var flow = makeFlow
    @Route(.fullScreenCover) var cover = makeFlow
    @Route(.push) var pushed = makeFlow
    @Route(.sheet) var wrapped = makeWrapped
    @Route(.alert) var ask = makeAsk
    @Route(.alert, duplicates: .allow) var tell = makeTell
    @Route(.sheet, style: .detents([.medium, .large])) var sized = makeNote

    /// - Parameters:
    ///   - hooks: where the coordinators made are recorded.
    ///   - startsWithTabs: whether its first root is a tab coordinator (its
    ///     initial state adopts it and its tabs) instead of the home screen.
    init(hooks: FuzzHooks, startsWithTabs: Bool = false) {
        self.hooks = hooks
        stack = startsWithTabs ? RouteStack(root: \.tabs) : RouteStack(root: \.home)
        hooks.made(self)
    }

    func makeHome() -> FuzzScreen { .home }
    func makeAlt(value: Int) -> FuzzScreen { .alt(value) }
    func makeTabs() -> FuzzTabs { FuzzTabs(hooks: hooks) }
    func makeNested() -> FuzzFlow { FuzzFlow(hooks: hooks) }
    func makePage(value: Int) -> FuzzScreen { .page(value) }
    func makeAgain(value: Int) -> FuzzScreen { .again(value) }
    func makeNote() -> FuzzScreen { .note }
    func makeFlow() -> FuzzFlow { FuzzFlow(hooks: hooks) }
    func makeSplit() -> FuzzPanes { FuzzPanes(hooks: hooks) }
    func makeWrapped() -> FuzzWrapper { FuzzWrapper.make(hooks: hooks) }
    func makeAsk(value: Int) -> AlertContent<Int> {
        AlertContent(
            title: "Ask \(value)",
            buttons: [AlertButton("Yes", value: value), AlertButton("No", role: .cancel, value: -1)]
        )
    }
    func makeTell() -> AlertContent<Int> {
        AlertContent(title: "Tell", buttons: [AlertButton("OK", value: 0)])
    }
}

extension FuzzWrapper {
    /// A wrapper around a new flow; the flow is made first, then the wrapper.
    static func make(hooks: FuzzHooks) -> FuzzWrapper {
        let wrapper = FuzzWrapper(FuzzFlow(hooks: hooks), attributes: ["style": "navigationView"])
        hooks.made(wrapper)
        return wrapper
    }
}

/// Tabs: two flows and a screen; more can be added at run time, among them a
/// wrapped flow (`w`).
@MainActor
final class FuzzTabs: TabCoordinator {
    let container = Container<FuzzTabs>(tabs: .route(\.a), .route(\.b), .route(\.c))
    let hooks: FuzzHooks

    @TabRoute("A") var a = makeA
    @TabRoute("B") var b = makeB
    @TabRoute("C") var c = makeC
    @TabRoute("W") var w = makeW

    init(hooks: FuzzHooks) {
        self.hooks = hooks
        hooks.made(self)
    }

    func makeA() -> FuzzFlow { FuzzFlow(hooks: hooks) }
    func makeB() -> FuzzFlow { FuzzFlow(hooks: hooks) }
    func makeC() -> FuzzScreen { .tabScreen }
    func makeW() -> FuzzWrapper { FuzzWrapper.make(hooks: hooks) }
}

extension Presentation {
    /// The columns of ``FuzzPanes``.
    static let fuzzColumn = Presentation("fuzzColumn")
}

/// A custom container kind: a screen column and a flow column taking an input,
/// the flow selected; more columns can be added at run time.
@MainActor
final class FuzzPanes: ContainerCoordinator {
    let container = Container<FuzzPanes>(
        kind: .panes,
        children: [.route(\.side), .route(\.detail, 1)],
        selected: 1,
        attributes: ["columns": "2"]
    )
    let hooks: FuzzHooks

    @Route(.fuzzColumn) var side = makeSide
    @Route(.fuzzColumn) var detail = makeDetail

    init(hooks: FuzzHooks) {
        self.hooks = hooks
        hooks.made(self)
    }

    func makeSide() -> FuzzScreen { .note }
    func makeDetail(value: Int) -> FuzzFlow { FuzzFlow(hooks: hooks) }
}
