import Waypoint
import WaypointTesting

/// Alerts and sheet detents: shown (awaited or not) on random flows, answered,
/// dismissed and resized from code and as the user's intents, with the
/// misuses, against the model's rules (one shown at a time in the order asked,
/// on top of their stack, removed alone).
extension ModelRun {
    static let alertRoutes = ["ask", "tell", "sized"]

    func performAlert(a: UInt64, b: UInt64, c: UInt64) async -> (String, ModelResult, ModelResult)? {
        let path = flowPaths[a.pick(flowPaths.count)]
        guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
        let route = Self.alertRoutes[b.pick(Self.alertRoutes.count)]
        let input = c.pick(3)
        guard c.second.pick(2) == 0 else {
            let expected = Self.expectation { () throws(ModelError) in
                try model.show(at: path, route: route, input: input, awaiter: nil)
            }
            let actual = Self.outcome { () throws(NavigationError) in try Self.showAlert(flow, route, input) }
            return ("show(\(path), \(route), \(input))", expected, actual)
        }
        let awaiter = model.newAwaiter()
        expectAwaitedShow(at: path, route: route, input: input, awaiter: awaiter)
        await startAwaiter(awaiter) { await Self.routeAlert(flow, route, input) }
        return ("route(\(path), \(route), \(input)) as awaiter \(awaiter)", .ok, .ok)
    }

    /// What the model expects of `route(to:)` by `awaiter`: the route shown
    /// and awaited, or `.cancel(.notShown(error))` at once.
    func expectAwaitedShow(at path: [Int], route: String, input: Int, awaiter: Int) {
        do throws(ModelError) {
            try model.show(at: path, route: route, input: input, awaiter: awaiter)
        } catch {
            model.effects.resolutions.append((awaiter, .cancel(.notShown(NavigationError(error.code, "")))))
        }
    }

    /// Starts the task of `awaiter`, which awaits `route`, and returns once it waits.
    func startAwaiter(
        _ awaiter: Int,
        cancelledBefore: Bool = false,
        _ route: @escaping @MainActor () async -> ModelOutcome
    ) async {
        let log = self.log
        tasks[awaiter] = Task {
            if cancelledBefore { withUnsafeCurrentTask { $0?.cancel() } }
            log.start(awaiter)
            log.resume(awaiter, await route())
        }
        _ = await yieldUntil { log.started.contains(awaiter) }
    }

    func performAnswer(a: UInt64, b: UInt64, c: UInt64) -> (String, ModelResult, ModelResult)? {
        let alerts = model.liveAlerts()
        // Mostly a button of the alert shown; sometimes one it lacks.
        let shown = alerts.first.flatMap { model.node(at: $0.path)?.entries[$0.index].route }
        let labels = c.second.pick(4) == 0 ? ["Yes", "No", "OK", "Maybe"] : shown == "tell" ? ["OK"] : ["Yes", "No"]
        let label = labels[c.pick(labels.count)]
        switch b.pick(8) {
        case 0, 1, 2:
            // Through the handle: the shown alert mostly, any alert sometimes.
            guard let target = a.pick(3) == 0 ? alerts.randomElement(pick: a.second) : alerts.first,
                let handle = top.navigation.entry(target.id)
            else { return nil }
            alertHandles.append(handle)
            if alertHandles.count > 16 { alertHandles.removeFirst() }
            let expected = Self.expectation { () throws(ModelError) in try model.choose(target.id, label) }
            let actual = Self.outcome { () throws(NavigationError) in try handle.choose(label) }
            return ("choose(\(target.id), \(label))", expected, actual)
        case 3, 4:
            // The user taps a button of the alert on screen.
            guard let target = alerts.first else { return nil }
            let intent = UserIntent.answered(target.id, button: label)
            let expected = receiveGuarded(intent, at: [])
            return ("receive(\(intent))", .intent(expected), .intent(frontEnd.send(intent)))
        case 5:
            // The user dismisses it without a choice.
            guard let target = alerts.first else { return nil }
            let intent = UserIntent.dismissed(target.id)
            let expected = receiveGuarded(intent, at: [])
            return ("receive(\(intent))", .intent(expected), .intent(frontEnd.send(intent)))
        case 6:
            // A gone alert: its handle throws, its intent is stale.
            guard let handle = alertHandles.randomElement(pick: a), !handle.isShown else { return nil }
            let expected = Self.expectation { () throws(ModelError) in try model.choose(handle.id, label) }
            let actual = Self.outcome { () throws(NavigationError) in try handle.choose(label) }
            let stale = frontEnd.send(.answered(handle.id, button: label))
            guard stale == .ignored else { return ("a stale answer", .intent(.ignored), .intent(stale)) }
            return ("choose(gone \(handle.id), \(label))", expected, actual)
        default:
            // A screen is not an alert.
            let ids = model.liveIDs()
            guard let id = ids.randomElement(pick: a), let handle = top.navigation.entry(id) else { return nil }
            let expected = Self.expectation { () throws(ModelError) in try model.choose(id, label) }
            let actual = Self.outcome { () throws(NavigationError) in try handle.choose(label) }
            return ("choose(\(id), \(label))", expected, actual)
        }
    }

    func performDetent(a: UInt64, b: UInt64, c: UInt64) -> (String, ModelResult, ModelResult)? {
        let detents: [SheetDetent] = [.medium, .large, .fraction(0.5)]
        let detent = detents[c.pick(detents.count)]
        let sized = model.liveSizedSheets()
        let ids = b.pick(4) == 3 ? model.liveIDs() + deadIDs : sized
        guard let id = ids.randomElement(pick: a) else { return nil }
        if b.second.pick(3) == 0 {
            // The user drags it.
            let intent = UserIntent.resized(id, to: detent)
            let expected = receiveGuarded(intent, at: [])
            return ("receive(\(intent))", .intent(expected), .intent(frontEnd.send(intent)))
        }
        let expected = Self.expectation { () throws(ModelError) in try model.setDetent(id, detent) }
        guard let handle = top.navigation.entry(id) else {
            return ("setDetent(gone \(id), \(detent))", expected, .error(.entryNotFound))
        }
        let actual = Self.outcome { () throws(NavigationError) in try handle.setDetent(detent) }
        return ("setDetent(\(id), \(detent))", expected, actual)
    }

    static func showAlert(_ flow: FuzzFlow, _ route: String, _ input: Int) throws(NavigationError) {
        switch route {
        case "ask": try flow.show(\.ask, input)
        case "tell": try flow.show(\.tell)
        default: try flow.show(\.sized)
        }
    }

    static func routeAlert(_ flow: FuzzFlow, _ route: String, _ input: Int) async -> ModelOutcome {
        switch route {
        case "ask": ModelOutcome(await flow.route(to: \.ask, input))
        case "tell": ModelOutcome(await flow.route(to: \.tell))
        default: ModelOutcome(await flow.route(to: \.sized))
        }
    }
}
