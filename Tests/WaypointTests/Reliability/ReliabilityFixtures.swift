import Waypoint

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
}

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

    var isAlive: Bool {
        switch self {
        case .flow(let box): box.object != nil
        case .tabs(let box): box.object != nil
        }
    }

    var coordinator: (any Coordinator)? {
        switch self {
        case .flow(let box): box.object
        case .tabs(let box): box.object
        }
    }

    var kindName: String {
        switch self {
        case .flow: "FuzzFlow"
        case .tabs: "FuzzTabs"
        }
    }
}

/// A navigation flow with every kind of route: pushed screens (one route that
/// reuses the top on a double tap, one that allows duplicates), a sheet screen,
/// child flows as sheet, cover and push, and roots that are a screen, a screen
/// with input, a tab coordinator and a child flow. It ends with an `Int`.
@MainActor
final class FuzzFlow: NavigationCoordinator {
    typealias FlowValue = Int

    let stack = RouteStack<FuzzFlow>(root: \.home)
    let hooks: FuzzHooks

    @Root var home = makeHome
    @Root var alt = makeAlt
    @Root var tabs = makeTabs
    @Root var nested = makeNested
    @Route(.push) var page = makePage
    @Route(.push, duplicates: .allow) var again = makeAgain
    @Route(.sheet) var note = makeNote
    @Route(.sheet) var flow = makeFlow
    @Route(.fullScreenCover) var cover = makeFlow
    @Route(.push) var pushed = makeFlow

    init(hooks: FuzzHooks) {
        self.hooks = hooks
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
}

/// Tabs: two flows and a screen; more can be added at run time.
@MainActor
final class FuzzTabs: TabCoordinator {
    let container = Container<FuzzTabs>(tabs: .route(\.a), .route(\.b), .route(\.c))
    let hooks: FuzzHooks

    @TabRoute("A") var a = makeA
    @TabRoute("B") var b = makeB
    @TabRoute("C") var c = makeC

    init(hooks: FuzzHooks) {
        self.hooks = hooks
        hooks.made(self)
    }

    func makeA() -> FuzzFlow { FuzzFlow(hooks: hooks) }
    func makeB() -> FuzzFlow { FuzzFlow(hooks: hooks) }
    func makeC() -> FuzzScreen { .tabScreen }
}
