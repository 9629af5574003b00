import Waypoint
import WaypointFrontEnd

/// What a flow of the walk's app is asked from code.
enum WalkFlowCall: Hashable, CustomStringConvertible {
    case push(Int)
    case pushGuarded(Int)
    case pushFlow
    case sheet, sized, cover, share, tip, editor
    case rename, sort, pick, showSort
    case popLast, popToRoot
    case root(String)

    var description: String {
        switch self {
        case .push(let number): "push page \(number)"
        case .pushGuarded(let number): "push guarded page \(number)"
        case .pushFlow: "push flow"
        case .sheet: "sheet"
        case .sized: "sized sheet"
        case .cover: "cover"
        case .share: "popover share"
        case .tip: "popover tip"
        case .editor: "editor sheet"
        case .rename: "route(to: rename)"
        case .sort: "route(to: sort)"
        case .pick: "route(to: pick)"
        case .showSort: "show sort"
        case .popLast: "pop last"
        case .popToRoot: "pop to root"
        case .root(let name): "root \(name)"
        }
    }
}

/// A programmatic call of the walk, naming flows, tab bars, splits and
/// entries by their position in the tree.
enum WalkCall: Hashable, CustomStringConvertible {
    case flow(Int, WalkFlowCall)
    case dismiss(entry: Int)
    case answer(alert: Int, button: String)
    case detent(entry: Int, SheetDetent)
    case focus(tabs: Int, second: Bool)
    case select(split: Int, item: Int?)
    case column(split: Int, SplitColumn, show: Bool)

    var description: String {
        switch self {
        case .flow(let index, let call): "flow #\(index): \(call)"
        case .dismiss(let entry): "dismiss entry #\(entry)"
        case .answer(let alert, let button): "answer alert #\(alert) with '\(button)'"
        case .detent(let entry, let detent): "detent \(detent) on entry #\(entry)"
        case .focus(let tabs, let second): "focus tab \(second ? "b" : "a") of tabs #\(tabs)"
        case .select(let split, let item): "select \(item.map(String.init) ?? "nothing") in split #\(split)"
        case .column(let split, let column, let show): "\(show ? "show" : "hide") \(column) in split #\(split)"
        }
    }

    /// Makes the call on one front end's app.
    @MainActor
    func apply(on world: WalkWorld) {
        switch self {
        case .flow(let index, let call):
            let flows = world.live(WalkFlow.self)
            guard flows.indices.contains(index) else { return }
            apply(call, on: flows[index], in: world)
        case .dismiss(let entry):
            guard let id = world.entry(at: entry) else { return }
            try? world.shown(id)?.dismiss()
        case .answer(let alert, let button):
            let alerts = world.snapshot.alerts
            guard alerts.indices.contains(alert) else { return }
            try? world.shown(alerts[alert].id)?.choose(button)
        case .detent(let entry, let detent):
            guard let id = world.entry(at: entry) else { return }
            try? world.shown(id)?.setDetent(detent)
        case .focus(let index, let second):
            let tabs = world.live(WalkTabs.self)
            guard tabs.indices.contains(index) else { return }
            _ = second ? try? tabs[index].focusFirst(\.b).id : try? tabs[index].focusFirst(\.a).id
        case .select(let index, let item):
            let splits = world.live(WalkSplit.self)
            guard splits.indices.contains(index) else { return }
            try? splits[index].select(item)
        case .column(let index, let column, let show):
            let splits = world.live(WalkSplit.self)
            guard splits.indices.contains(index) else { return }
            if show { try? splits[index].showColumn(column) } else { try? splits[index].hideColumn(column) }
        }
    }

    @MainActor
    private func apply(_ call: WalkFlowCall, on flow: WalkFlow, in world: WalkWorld) {
        switch call {
        case .push(let number): _ = try? flow.show(\.page, number)
        case .pushGuarded(let number):
            guard let id = try? flow.show(\.page, number).id else { return }
            let verdict = world.made.verdict
            try? flow.navigation.setLeaveGuard(for: id) { verdict.allows }
        case .pushFlow: _ = try? flow.show(\.pushed)
        case .sheet: _ = try? flow.show(\.sheet)
        case .sized: _ = try? flow.show(\.sized)
        case .cover: _ = try? flow.show(\.cover)
        case .share: _ = try? flow.show(\.share)
        case .tip: _ = try? flow.show(\.tip)
        case .editor: _ = try? flow.show(\.editor)
        case .rename: world.await { _ = await flow.route(to: \.rename, "draft") }
        case .sort: world.await { _ = await flow.route(to: \.sort) }
        case .pick: world.await { _ = await flow.route(to: \.pick) }
        case .showSort: _ = try? flow.show(\.sort)
        case .popLast: _ = try? flow.popLast()
        case .popToRoot: _ = try? flow.popToRoot()
        case .root(let name):
            switch name {
            case "home": _ = try? flow.root(\.home)
            case "other": _ = try? flow.root(\.other)
            case "tabs": _ = try? flow.root(\.tabs)
            default: _ = try? flow.root(\.split)
            }
        }
    }
}

/// A user's gesture of the walk; the ones that name entries name them by
/// their position in the tree, which each app resolves to its own ids.
enum WalkGesture: Hashable, CustomStringConvertible {
    case plain(UserGesture)
    case backTo(entry: Int)
    case backToRoot(entry: Int?)
    case tapTab(entry: Int)

    var description: String {
        switch self {
        case .plain(let gesture): "\(gesture)"
        case .backTo(let entry): "back to entry #\(entry)"
        case .backToRoot(let entry): "back to the root of \(entry.map { "entry #\($0)" } ?? "the base layer")"
        case .tapTab(let entry): "tap the tab entry #\(entry)"
        }
    }

    /// The gesture on one front end's app.
    @MainActor
    func gesture(in world: WalkWorld) -> UserGesture? {
        switch self {
        case .plain(let gesture): gesture
        case .backTo(let entry): world.entry(at: entry).map(UserGesture.back(to:))
        case .backToRoot(nil): .backToRoot(of: nil)
        case .backToRoot(let entry?): world.entry(at: entry).map(UserGesture.backToRoot(of:))
        case .tapTab(let entry): world.entry(at: entry).map(UserGesture.tapTab)
        }
    }
}

/// One step of the walk.
enum WalkStep: Hashable, CustomStringConvertible {
    case call(WalkCall)
    case width(LayoutWidth)
    case gesture(WalkGesture)

    var description: String {
        switch self {
        case .call(let call): "call \(call)"
        case .width(let width): "width \(width)"
        case .gesture(let gesture): "gesture \(gesture)"
        }
    }
}
