import Waypoint

/// The core's side of the model-based runs: random navigation calls, deep
/// links, restorations and guards on a ``Shell`` app, chosen from a seeded
/// generator. Each returns a line for the run's trace, or `nil` if it did nothing.
@MainActor
struct ShellDriver {
    let app: Shell
    let made: Made
    var saved: RestorationState?
    /// The tasks that await routes (``awaitedRoute(_:)``), to cancel at the end of a run.
    private(set) var waits: [Task<Void, Never>] = []

    init(app: Shell, made: Made) {
        self.app = app
        self.made = made
    }

    /// A navigation call on a random live flow: a push, a sheet, a cover, a
    /// pushed flow or tabs, a pop, a root switch, a tab focus, a tab added or
    /// removed.
    func coreOperation(_ random: inout SplitMix) -> String? {
        let crowded = Self.entryCount(app.navigation.snapshot) > 24
        guard let flow = liveShells.randomElement(using: &random) else { return nil }
        let operation = Int.random(in: 0..<(crowded ? 4 : 16), using: &random)
        let line = "core \(operation) on \(flow.navigation.snapshot.entries.first?.id.description ?? "?")"
        switch operation {
        case 0: _ = try? flow.popLast()
        case 1: _ = try? flow.popToRoot()
        case 2:
            switch Int.random(in: 0..<3, using: &random) {
            case 0: _ = try? flow.root(\.home)
            case 1: _ = try? flow.root(\.other)
            default: _ = try? flow.root(\.tabs)
            }
        case 3:
            if let tabs = liveTabs.randomElement(using: &random) {
                _ = Bool.random(using: &random) ? try? tabs.focusFirst(\.a).id : try? tabs.focusFirst(\.b).id
            }
        case 4...7: _ = try? flow.show(\.page, Int.random(in: 0..<100, using: &random))
        case 8: _ = try? flow.show(\.note)
        case 9: _ = try? flow.show(\.sheet)
        case 10: _ = try? flow.show(\.cover)
        case 11: _ = try? flow.show(\.pushed)
        case 12: _ = try? flow.show(\.pushedTabs)
        case 13: return addTab(&random).map { line + "\n" + $0 } ?? line
        case 14: return removeTab(&random).map { line + "\n" + $0 } ?? line
        default: _ = try? app.root(\.tabs)
        }
        return line
    }

    /// A tab added to a live tab bar (under a sheet, pushed, in a sheet, wherever it is).
    func addTab(_ random: inout SplitMix) -> String? {
        guard let tabs = liveTabs.randomElement(using: &random) else { return nil }
        let count = tabs.navigation.snapshot.entries.count
        let index = Int.random(in: 0...count, using: &random)
        let focus = Bool.random(using: &random)
        _ = try? tabs.show(\.d, at: index, focus: focus)
        return "  add tab at \(index)\(focus ? ", focused" : "")"
    }

    /// A tab removed from a live tab bar, selected or not; a tab bar keeps one tab at least.
    func removeTab(_ random: inout SplitMix) -> String? {
        guard let tabs = liveTabs.randomElement(using: &random) else { return nil }
        let children = tabs.navigation.snapshot.entries
        guard children.count > 1, let child = children.randomElement(using: &random) else { return nil }
        let line = "  remove tab \(child.id)\(child.id == tabs.navigation.selection ? " (selected)" : "")"
        _ = try? tabs.navigation.remove(child.id)
        return line
    }

    /// An alert asked for, answered or dismissed from code; a sheet with
    /// detents shown or moved to another detent.
    func alertOperation(_ random: inout SplitMix) -> String? {
        guard let flow = liveShells.randomElement(using: &random) else { return nil }
        let name = flow.navigation.snapshot.entries.first?.id.description ?? "?"
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            _ = try? flow.show(\.ask)
            return "ask on \(name)"
        case 1:
            _ = try? flow.show(\.sized)
            return "sized sheet on \(name)"
        case 2, 3:
            guard let alert = app.navigation.snapshot.alerts.randomElement(using: &random),
                let entry = liveShells.lazy.compactMap({ $0.navigation.entry(alert.id) }).first
            else { return nil }
            _ = try? entry.choose(Bool.random(using: &random) ? "OK" : "No")
            return "answer \(alert.id)"
        default:
            let sheets = liveShells.flatMap { shell in
                shell.navigation.snapshot.entries.filter { $0.detent != nil }.map { (shell, $0.id) }
            }
            guard let (shell, id) = sheets.randomElement(using: &random), let entry = shell.navigation.entry(id)
            else { return nil }
            let detent: SheetDetent = Bool.random(using: &random) ? .medium : .large
            _ = try? entry.setDetent(detent)
            return "detent \(detent) on \(id)"
        }
    }

    /// A split view made a root or shown in a sheet, an item selected or
    /// deselected in a sidebar, a route shown in a detail column from code,
    /// a column hidden or shown. Not in ``coreOperation(_:)``: a run that
    /// draws split views adds it to its alphabet.
    func splitOperation(_ random: inout SplitMix) -> String? {
        let panes = livePanes
        switch Int.random(in: 0..<(panes.isEmpty ? 3 : 9), using: &random) {
        case 2:
            // A deep link into a split's detail, under a sheet, as one change.
            let item = Int.random(in: 1...3, using: &random)
            let app = self.app
            _ = try? app.navigation.transaction { () throws(NavigationError) in
                let split = try app.root(\.panes).child
                try split.select(item)
                let detail = try split.show(\.detail, item).child
                try detail.show(\.page, item)
                try detail.show(\.note)
            }
            return "deep link into split detail \(item)"
        case 0:
            guard let flow = liveShells.randomElement(using: &random) else { return nil }
            _ = try? flow.root(\.panes)
            return "split root on \(flow.navigation.snapshot.entries.first?.id.description ?? "?")"
        case 1:
            guard let flow = liveShells.randomElement(using: &random) else { return nil }
            _ = try? flow.show(\.panesSheet)
            return "split sheet on \(flow.navigation.snapshot.entries.first?.id.description ?? "?")"
        default:
            guard let split = panes.randomElement(using: &random) else { return nil }
            let name = split.navigation.snapshot.entries.first?.id.description ?? "?"
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                let item = Int.random(in: 1...3, using: &random)
                _ = try? split.select(item)
                return "select \(item) in \(name)"
            case 2:
                _ = try? split.select(nil)
                return "deselect in \(name)"
            case 3:
                let number = Int.random(in: 0..<100, using: &random)
                _ = try? split.show(\.detailPage, number)
                return "detail page \(number) in \(name)"
            default:
                let column = split.split.columns.randomElement(using: &random) ?? .sidebar
                if split.split.isVisible(column) {
                    _ = try? split.hideColumn(column)
                    return "hide \(column) in \(name)"
                }
                _ = try? split.showColumn(column)
                return "show \(column) in \(name)"
            }
        }
    }

    /// A deep link: back to the root, then somewhere new, as one change.
    func deepLink(_ random: inout SplitMix) -> String {
        let kind = Int.random(in: 0..<4, using: &random)
        let number = Int.random(in: 0..<100, using: &random)
        let app = self.app
        _ = try? app.navigation.transaction { () throws(NavigationError) in
            try app.popToRoot()
            switch kind {
            case 0:
                try app.show(\.page, number)
                try app.show(\.page, number + 1)
            case 1:
                try app.show(\.page, number)
                try app.show(\.sheet).child.show(\.page, number)
            case 2:
                let tabs = try app.root(\.tabs).child
                try tabs.focusFirst(\.b).child.popToRoot().show(\.page, number)
            default:
                try app.root(\.home)
                try app.show(\.cover).child.show(\.note)
            }
        }
        return "deep link \(kind)"
    }

    /// A route awaited by a task of its own, as `route(to:)` awaits it: a new
    /// destination, or, for a route already on top, the entry there, which
    /// becomes awaited.
    mutating func awaitedRoute(_ random: inout SplitMix) -> String? {
        guard let flow = liveShells.randomElement(using: &random) else { return nil }
        let kind = Int.random(in: 0..<4, using: &random)
        let task = Task {
            switch kind {
            case 0: _ = await flow.route(to: \.pushed)
            case 1: _ = await flow.route(to: \.sheet)
            case 2: _ = await flow.route(to: \.pushedTabs)
            default: _ = await flow.route(to: \.note)
            }
        }
        waits.append(task)
        return "awaited route \(kind) on \(flow.navigation.snapshot.entries.first?.id.description ?? "?")"
    }

    /// Cancels the tasks that await routes.
    func cancelWaits() {
        for wait in waits { wait.cancel() }
    }

    /// Saves the state, or restores the one saved.
    mutating func restoration(_ random: inout SplitMix) -> String {
        if saved == nil || Bool.random(using: &random) {
            saved = app.navigation.restorationState()
        } else if let saved {
            _ = try? app.navigation.restore(saved)
        }
        return "restoration"
    }

    /// Sets a guard that says yes or no on a random entry, or removes one.
    func setGuard(_ random: inout SplitMix) -> String? {
        guard let flow = liveShells.randomElement(using: &random) else { return nil }
        let entries = flow.navigation.snapshot.entries.dropFirst()
        guard let entry = entries.randomElement(using: &random) else { return nil }
        if Bool.random(using: &random) {
            let answer = Bool.random(using: &random)
            try? flow.navigation.setLeaveGuard(for: entry.id) { answer }
        } else {
            try? flow.navigation.setLeaveGuard(for: entry.id, nil)
        }
        return "guard \(entry.id)"
    }

    var liveShells: [Shell] {
        made.flows.compactMap { $0.object as? Shell }.filter { $0.navigation.isActive }
    }

    var livePanes: [Panes] {
        made.flows.compactMap { $0.object as? Panes }.filter { $0.navigation.isActive }
    }

    var liveTabs: [Tabs] {
        made.flows.compactMap { $0.object as? Tabs }.filter { $0.navigation.isActive }
    }

    static func entryCount(_ snapshot: CoordinatorSnapshot) -> Int {
        snapshot.entries.reduce(0) { $0 + 1 + ($1.child.map(entryCount) ?? 0) }
    }
}
