import Waypoint

/// Calls on containers (tabs and the custom `split` kind) and deep links.
extension ModelRun {
    func performContainerCall(_ operation: FuzzOperation) -> (String, ModelResult, ModelResult)? {
        let (a, b, c) = (operation.a, operation.b, operation.c)
        let paths = model.nodePaths { $0.isContainer }
        guard !paths.isEmpty else { return nil }
        let path = paths[a.pick(paths.count)]
        guard let node = model.node(at: path), let container = coordinator(at: path) as? any ContainerCoordinator
        else { return nil }
        let ids = node.entries.compactMap(\.id)
        // A wrapped tab (`w`) is added most often.
        let routes = node.kind == .split ? ["side", "detail"] : ["a", "b", "c", "w", "w", "w"]
        let route = routes[b.pick(routes.count)]
        switch operation.kind {
        case .tabSelect, .tabRemove:
            guard let id = c.pick(6) == 0 || ids.isEmpty ? deadIDs.randomElement(pick: b) : ids[b.pick(ids.count)]
            else { return nil }
            if operation.kind == .tabSelect {
                let expected = Self.expectation { () throws(ModelError) in try model.select(id, at: path) }
                let actual = Self.outcome { () throws(NavigationError) in try opened(container).select(id) }
                return ("select(\(id), \(path))", expected, actual)
            }
            let expected = Self.expectation { () throws(ModelError) in try model.removeTab(id, at: path) }
            let actual = Self.outcome { () throws(NavigationError) in try opened(container).remove(id) }
            return ("remove(\(id), \(path))", expected, actual)
        case .tabFocus:
            let expected = Self.expectation { () throws(ModelError) in try model.focusTab(route, at: path) }
            let actual = Self.outcome { () throws(NavigationError) in
                if let tabs = container as? FuzzTabs {
                    switch route {
                    case "a": try tabs.focusFirst(\.a)
                    case "b": try tabs.focusFirst(\.b)
                    case "c": try tabs.focusFirst(\.c)
                    default: try tabs.focusFirst(\.w)
                    }
                } else if let split = container as? FuzzPanes {
                    if route == "side" { try split.focusFirst(\.side) } else { try split.focusFirst(\.detail) }
                }
            }
            return ("focusFirst(\(path), \(route))", expected, actual)
        default:
            guard node.entries.count < 6, model.depth < 5 else { return nil }
            let index = c.pick(4)
            let select = c.second.pick(2) == 0
            let input = c.second.second.pick(3)
            let expected = Self.expectation { () throws(ModelError) in
                try model.addTab(route, input: input, at: index, select: select, path: path)
            }
            let actual = Self.outcome { () throws(NavigationError) in
                if let tabs = container as? FuzzTabs {
                    switch route {
                    case "a": try tabs.show(\.a, at: index, focus: select)
                    case "b": try tabs.show(\.b, at: index, focus: select)
                    case "c": try tabs.show(\.c, at: index, focus: select)
                    default: try tabs.show(\.w, at: index, focus: select)
                    }
                } else if let split = container as? FuzzPanes {
                    if route == "side" {
                        try split.show(\.side, at: index, focus: select)
                    } else {
                        try split.show(\.detail, input, at: index, focus: select)
                    }
                }
            }
            return ("add(\(path), \(route), at: \(index), select: \(select))", expected, actual)
        }
    }

    /// `FuzzLinks.links.open(_:in:)` on a random flow.
    func performDeepLink(a: UInt64, b: UInt64, c: UInt64) -> (String, ModelResult, ModelResult)? {
        let path = flowPaths[c.pick(flowPaths.count)]
        guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
        let small = model.depth < 3 && model.entryCount < 30
        let link = FuzzLink.random(a, b, small: small)
        let expected = model.openLink(link, at: path).map(ModelResult.deepLinkError) ?? .ok
        let actual: ModelResult
        do throws(DeepLinkError) {
            try FuzzLinks.links.open(link.url, in: flow)
            actual = .ok
        } catch {
            actual = .deepLinkError(error.code)
        }
        return ("open(\(link)) in \(path)", expected, actual)
    }
}

extension ReferenceModel {
    /// Whether a user's tap on a selected tab would pop a wrapped flow: today's
    /// engine does nothing then (issue 11, case 7).
    func reselectsWrappedStack(_ intent: UserIntent) -> Bool {
        guard case .selected(let id) = intent, let (path, index) = locate(id), let node = node(at: path),
            !node.isStack, node.selected == index, let child = node.entries[index].child, child.kind == .wrapper,
            let inner = child.entries.first?.child
        else { return false }
        return inner.entries.count > 1
    }
}
