import Waypoint

/// The inspector's side on the main actor: it carries out clients' commands,
/// and it attaches the inspector's change probe while a client is attached,
/// and only then.
///
/// With no client attached the coordinator has no probe: its changes are not
/// handed to the inspector at all, so an inspector nobody watches costs the
/// app nothing. The first client attaches the probe and reads the current
/// state in the same turn of the main actor, so every change after that state
/// reaches the hub; the last client to go lets the probe go (the core forgets
/// a probe that was let go at its next change).
///
/// ```swift
/// let initial = app.attach()    // nil once the coordinator is gone
/// app.detach()
/// ```
@MainActor
final class InspectedApp {
    private let hub: InspectorHub
    private let current: @MainActor () -> NavigationChange?
    private let observe: @MainActor (ChangeProbe) -> Void
    private let run: @MainActor (InspectorCommand) -> InspectorEvent
    private var probe: ChangeProbe?
    /// The clients attached through ``attach()`` and not detached yet.
    private var watchers = 0
    private var closed = false

    init<Root: Coordinator>(_ root: Root, links: DeepLinks<Root>?, hub: InspectorHub) {
        self.hub = hub
        current = { [weak root] in root?.currentChange }
        observe = { [weak root] probe in root?.attach(probe) }
        run = Self.commandRunner(root, links: links)
    }

    /// Whether the coordinator is observed: a client is attached.
    var isObserving: Bool { probe != nil }

    /// A client attaches: the probe is attached if it is the first.
    ///
    /// - Returns: the current state, the client's first change; every change
    ///   published from now on is newer. `nil` when the coordinator is gone or
    ///   the inspector stopped; the client is not counted then.
    func attach() -> NavigationChange? {
        guard !closed, let initial = current() else { return nil }
        if probe == nil {
            let probe = ChangeProbe { [hub] change in hub.publish(change) }
            observe(probe)
            self.probe = probe
        }
        watchers += 1
        return initial
    }

    /// A client that ``attach()`` counted went; the probe goes with the last.
    func detach() {
        watchers = max(0, watchers - 1)
        if watchers == 0 { probe = nil }
    }

    /// The inspector stopped: the probe goes, and no client attaches again.
    func close() {
        closed = true
        probe = nil
    }

    /// Carries out a command and says how it went.
    ///
    /// - Parameter command: the command.
    /// - Returns: its reply.
    func execute(_ command: InspectorCommand) -> InspectorEvent {
        run(command)
    }

    private static func commandRunner<Root: Coordinator>(
        _ root: Root,
        links: DeepLinks<Root>?
    ) -> @MainActor (InspectorCommand) -> InspectorEvent {
        { [weak root] command in
            guard let root else {
                return .failed(command.id, .init(InspectorError(.coordinatorGone, "the inspected coordinator is gone")))
            }
            switch command {
            case .open(let id, let url):
                guard let links else {
                    return .failed(
                        id, .init(InspectorError(.noDeepLinks, "the app started the inspector without links")))
                }
                do throws(DeepLinkError) {
                    return .done(id, outcome: try links.open(url, in: root).pattern)
                } catch {
                    return .failed(id, .init(error))
                }
            case .intents(let id, let intents):
                return Self.receive(intents, id: id, by: root)
            case .choose(let id, let entry, let button, let texts):
                let snapshot = root.navigation.snapshot
                if let problem = Self.problem(choosing: button, texts: texts, of: entry, in: snapshot) {
                    return .failed(id, .init(problem))
                }
                return Self.receive([.answered(entry, button: button, texts: texts)], id: id, by: root)
            case .resize(let id, let entry, let detent):
                if let problem = Self.problem(resizing: entry, to: detent, in: root.navigation.snapshot) {
                    return .failed(id, .init(problem))
                }
                return Self.receive([.resized(entry, to: detent)], id: id, by: root)
            case .restore(let id, let state):
                do throws(RestorationError) {
                    _ = try root.navigation.restore(state)
                    return .done(id)
                } catch {
                    return .failed(id, .init(error))
                }
            case .restoration(let id):
                return .done(id, restoration: root.navigation.restorationState())
            }
        }
    }

    /// Hands intents to the core as a front end does, and says what became of them.
    private static func receive(_ intents: [UserIntent], id: Int?, by root: some Coordinator) -> InspectorEvent {
        switch root.navigation.receive(intents) {
        case .applied: .done(id, outcome: "applied")
        case .unchanged: .done(id, outcome: "unchanged")
        case .pending: .done(id, outcome: "pending")
        default:
            .failed(id, .init(InspectorError(.intentIgnored, "no entry can take \(intents); nothing changed")))
        }
    }

    /// Why the current tree cannot take a tap on an alert's button, as the
    /// error `ShownEntry.choose(_:texts:)` throws; `nil` when it can.
    ///
    /// - Parameters:
    ///   - button: the button's label.
    ///   - texts: the fields' texts, by name.
    ///   - entry: the alert's entry.
    ///   - snapshot: the current tree.
    /// - Returns: `entryNotFound`, `notAnAlert`, `unknownField` or `unknownButton`, or `nil`.
    static func problem(
        choosing button: String,
        texts: [String: String],
        of entry: EntryID,
        in snapshot: CoordinatorSnapshot
    ) -> NavigationError? {
        guard let found = snapshot.entry(entry) else {
            return NavigationError(.entryNotFound, "entry \(entry) is no longer shown (answered, dismissed or removed)")
        }
        guard let alert = found.alert else {
            return NavigationError(.notAnAlert, "entry \(entry) ('\(found.route)') is not an alert")
        }
        let names = Set(alert.fields.map(\.name))
        if let unknown = texts.keys.sorted().first(where: { !names.contains($0) }) {
            return NavigationError(.unknownField, "the alert '\(found.route)' has no field '\(unknown)'")
        }
        guard alert.button(button) != nil else {
            let labels = alert.buttons.map { "'\($0.label)'" }.joined(separator: ", ")
            return NavigationError(
                .unknownButton, "the alert '\(found.route)' has no button '\(button)'; it has \(labels)")
        }
        return nil
    }

    /// Why the current tree cannot move a sheet to a detent, as the error
    /// `ShownEntry.setDetent(_:)` throws; `nil` when it can.
    ///
    /// - Parameters:
    ///   - entry: the sheet's entry.
    ///   - detent: the detent.
    ///   - snapshot: the current tree.
    /// - Returns: `entryNotFound` or `invalidDetent`, or `nil`.
    static func problem(resizing entry: EntryID, to detent: SheetDetent, in snapshot: CoordinatorSnapshot)
        -> NavigationError?
    {
        guard let found = snapshot.entry(entry) else {
            return NavigationError(.entryNotFound, "entry \(entry) is no longer shown")
        }
        let detents = found.style?.detents ?? []
        guard !detents.isEmpty else {
            return NavigationError(.invalidDetent, "entry \(entry) ('\(found.route)') declares no sheet detents")
        }
        guard detents.contains(detent) else {
            let declared = detents.map(\.description).joined(separator: ", ")
            return NavigationError(.invalidDetent, "'\(found.route)' declares the detents \(declared), not \(detent)")
        }
        return nil
    }
}
