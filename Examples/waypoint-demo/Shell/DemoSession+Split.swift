import Waypoint
import WaypointFrontEnd
import WaypointInspector

extension DemoSession {
    /// The lists' split view, when it is open: its coordinator, its
    /// container as the UI-free cut draws it, and whether a layer (a sheet, a
    /// cover) stands above it, so that its sidebar cannot be reached.
    var lists: (split: ListsSplit, container: LayerContainer, isCovered: Bool)? {
        let layers = ModalLayers(app.navigation.snapshot).layers
        for (index, layer) in layers.enumerated() {
            for item in [layer.root] + layer.path {
                guard let container = item?.container, container.split != nil, let id = container.id,
                    let split = app.navigation.entry(id)?.destination as? ListsSplit
                else { continue }
                return (split, container, index < layers.count - 1)
            }
        }
        return nil
    }

    /// Opens the todo lists in a split view over the tabs.
    func openLists() -> Bool {
        guard tabs != nil else {
            fail("lists works once signed in; signin first")
            return false
        }
        if let top = ModalLayers(app.navigation.snapshot).top, top.isModal {
            fail("\(place.name) is open; save, cancel or go back first")
            return false
        }
        do throws(NavigationError) {
            try app.show(\.lists)
            return true
        } catch {
            fail("cannot open the lists: \(error)")
            return false
        }
    }

    /// Taps a list in the sidebar: the app selects it, and the detail shows
    /// its todo stack.
    func select(_ name: String) -> Bool {
        guard let (split, _, isCovered) = lists else {
            fail("select works in the lists' split view; lists opens it")
            return false
        }
        guard !isCovered else {
            fail("\(place.name) is open over the lists; save, cancel or go back first")
            return false
        }
        guard let list = ListsSplit.names.first(where: { $0.lowercased() == name.lowercased() }) else {
            fail("no list '\(name)'; the lists are \(ListsSplit.names.joined(separator: ", "))")
            return false
        }
        guard split.selectedItem != list else {
            fail("\(list) is selected already")
            return false
        }
        do throws(NavigationError) {
            try split.select(list)
            return true
        } catch {
            fail("cannot select \(list): \(error)")
            return false
        }
    }

    /// Hides or shows the sidebar as its button or the user's swipe does,
    /// reported as the user's intent: the columns left visible.
    func sidebar(shown: Bool) -> Bool {
        // The intent names the split by an entry one of its columns shows.
        guard let (split, container, isCovered) = lists, let column = container.children.first?.id else {
            fail("the sidebar is the lists' split view's; lists opens it")
            return false
        }
        guard width == .regular else {
            fail("the sidebar shows and hides beside the detail; width regular first")
            return false
        }
        guard !isCovered else {
            fail("\(place.name) is open over the lists; save, cancel or go back first")
            return false
        }
        let state = split.split
        guard state.isVisible(.sidebar) != shown else {
            fail("the sidebar is \(shown ? "shown" : "hidden") already")
            return false
        }
        let visible = state.columns.filter { $0 == .sidebar ? shown : state.isVisible($0) }
        let intent = UserIntent.showedColumns(visible, of: column)
        say("  ↳ receive(\(intent)) → \(app.navigation.receive(intent))")
        return true
    }

    /// Draws in another width. The width is not navigation state: nothing
    /// changes, the split is drawn again from the same state.
    func change(to width: LayoutWidth) -> Bool {
        guard self.width != width else {
            fail("the width is \(width) already")
            return false
        }
        self.width = width
        say("width \(width): \(width == .regular ? "a split's columns side by side" : "a split as one stack")")
        // Standard output holds nothing but changes with --jsonl.
        if mode == .human { drawSplit(of: app.navigation.snapshot) }
        return true
    }

    /// The intents of the back command in the split view on top, or `nil`
    /// when the split is not on top: in a compact width, back to the screen
    /// below in the one stack (popping a column, or leaving it, which
    /// deselects its list); side by side, a pop in the last column that has
    /// one. At the bottom, the cover is dismissed as any layer is.
    func intentsForBackInSplit(_ layers: ModalLayers) -> [UserIntent]? {
        guard layers.alert == nil, let top = layers.top, top.path.isEmpty, let split = top.container,
            split.split != nil
        else { return nil }
        switch width {
        case .compact:
            let screens = split.collapsedStack
            guard screens.count > 1 else { return nil }
            return split.intentsForCollapsedBack(to: screens[screens.count - 2].item.id)
        case .regular:
            let columns = split.expandedColumns.compactMap { $0.isVisible ? $0.child : nil }
            guard let column = columns.last(where: { !$0.stack.path.isEmpty }) else { return nil }
            return layers.intents(forPath: Array(column.stack.pathIDs.dropLast()), in: column.id)
        }
    }

    /// Draws the split view on screen below the tree, if one is open: its
    /// columns side by side in a regular width, as one stack in a compact one.
    func drawSplit(of snapshot: CoordinatorSnapshot) {
        guard let split = lists, let state = split.container.split else { return }
        let onScreen = ModalLayers(snapshot).topScreen?.id
        let text = { (item: LayerItem) -> String in
            var line = item.route + (item.input.map { "(\($0))" } ?? "")
            if let id = item.input.flatMap({ Int($0) }), let todo = self.store.todo(id) { line += " “\(todo.title)”" }
            return Terminal.escaped(line) + (item.id == onScreen ? "  ◀" : "")
        }
        let selected = split.split.selectedItem
        let listRows = ListsSplit.names.map { "  \($0 == selected ? "●" : "○") \($0)" }
        switch width {
        case .compact:
            Terminal.out("┌ \(split.container.type) · compact width: one stack")
            for screen in split.container.collapsedStack {
                let column = screen.column.rawValue
                Terminal.out("│ \(column)\(String(repeating: " ", count: 8 - column.count))\(text(screen.item))")
                if screen.column == .sidebar {
                    for row in listRows { Terminal.out("│ \(String(repeating: " ", count: 8))\(row)") }
                }
            }
            Terminal.out("└ back leaves the top screen; width regular draws the columns side by side")
        case .regular:
            var columns: [[String]] = []
            for (column, child, isVisible) in split.container.expandedColumns where isVisible {
                var lines = [column.rawValue]
                let items = child.map { ($0.stack.root.map { [$0] } ?? []) + $0.stack.path } ?? []
                lines += items.isEmpty ? ["(no list selected)"] : items.map(text)
                if column == .sidebar { lines += listRows }
                columns.append(lines)
            }
            let widths = columns.map { $0.map(\.count).max() ?? 0 }
            Terminal.out("┌ \(split.container.type) · regular width: columns side by side")
            for row in 0..<(columns.map(\.count).max() ?? 0) {
                let cells = columns.indices.map { index in
                    let cell = row < columns[index].count ? columns[index][row] : ""
                    return cell + String(repeating: " ", count: widths[index] - cell.count)
                }
                let line = "│ " + cells.joined(separator: " │ ")
                Terminal.out(String(line.reversed().drop { $0 == " " }.reversed()))
            }
            let hidden = state.columns.filter { !state.isVisible($0) }
            let note = hidden.isEmpty ? "" : "; hidden: \(hidden.map(\.rawValue).joined(separator: ", "))"
            Terminal.out("└ width compact draws them as one stack\(note)")
        }
    }
}
