import Waypoint

/// What the inspector watches, as the main actor hands it to the thread: a
/// client attaching, or the watch moving to another scene.
struct InspectorWatch: Sendable {
    /// The watched tree's current state; `nil` when no scene is left to watch.
    var initial: NavigationChange?
    /// The watched scene, for an inspector of scenes.
    var scene: InspectorEvent.Scene?
}

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
/// An inspector of the app's scenes watches one scene's tree at a time: the
/// one a client chose, else the active one (what
/// `scenes.scene(for: nil, rule: SceneRule(.active))` picks), else the first.
/// While a client is attached it also reads the scenes' changes, to move to
/// another scene when the watched one is discarded (or to the first that
/// connects when none is left); a move probes the new root in the same turn
/// that lets the old one go, and hands the hub the new scene's state.
///
/// ```swift
/// let initial = app.attach()    // nil once the coordinator is gone
/// app.detach()
/// ```
@MainActor
final class InspectedApp {
    /// One coordinator's tree: its state, its probe, its commands.
    struct Tree {
        let current: @MainActor () -> NavigationChange?
        let observe: @MainActor (ChangeProbe) -> Void
        let run: @MainActor (InspectorCommand) -> InspectorEvent
    }

    /// The app's scenes, for an inspector of scenes; each closure holds the
    /// scenes weakly.
    struct Scenes {
        /// The live scenes, in the order they were made; empty once the
        /// scenes are gone.
        let list: @MainActor () -> [ScenesChange.Scene]
        /// A scene's tree, or the error that says why there is none.
        let tree: @MainActor (SceneID) throws(SceneError) -> Tree
        /// The scene to watch by default: the active one, else the first.
        let pick: @MainActor () -> SceneID?
        /// The scenes' changes.
        let changes: @MainActor () -> AsyncStream<ScenesChange>?
    }

    private let hub: InspectorHub
    /// The tree watched: the one coordinator's, or the watched scene's.
    private var tree: Tree?
    private let scenes: Scenes?
    /// The scene watched, for an inspector of scenes.
    private(set) var watched: SceneID?
    /// Reads the scenes' changes while a client is attached.
    private var sceneWatch: Task<Void, Never>?
    private var probe: ChangeProbe?
    /// The clients attached through ``attach()`` and not detached yet.
    private var watchers = 0
    private var closed = false

    init<Root: Coordinator>(_ root: Root, links: DeepLinks<Root>?, hub: InspectorHub) {
        self.hub = hub
        tree = Self.tree(root, links: links)
        scenes = nil
    }

    init<Root: Coordinator>(scenes: AppScenes<Root>, links: DeepLinks<Root>?, hub: InspectorHub) {
        self.hub = hub
        self.scenes = Scenes(
            list: { [weak scenes] in scenes?.summary ?? [] },
            tree: { [weak scenes] (id: SceneID) throws(SceneError) -> Tree in
                guard let scenes else { throw SceneError(.noScene, scene: id, "the app's scenes are gone") }
                let tree = Self.tree(try scenes.root(of: id), links: links)
                // A command acts on a scene that still lives: one discarded
                // since is refused with the scene's error, whoever holds its root.
                return Tree(current: tree.current, observe: tree.observe) { [weak scenes] command in
                    do throws(SceneError) {
                        guard let scenes else { throw SceneError(.noScene, scene: id, "the app's scenes are gone") }
                        _ = try scenes.root(of: id)
                    } catch {
                        return .failed(command.id, .init(error))
                    }
                    return tree.run(command)
                }
            },
            pick: { [weak scenes] in
                guard let scenes else { return nil }
                let active = try? scenes.scene(for: nil, rule: SceneRule(.active))
                return active?.scene ?? scenes.ids.first
            },
            changes: { [weak scenes] in scenes?.changes() }
        )
    }

    /// Whether the coordinator (or the scenes) are observed: a client is attached.
    var isObserving: Bool { probe != nil || sceneWatch != nil }

    /// A client attaches: the probe is attached if it is the first.
    ///
    /// - Returns: what the client watches: the current state, its first
    ///   change (every change published from now on is newer), and the
    ///   watched scene; no state when no scene is left to watch. `nil` when
    ///   the coordinator is gone or the inspector stopped; the client is not
    ///   counted then.
    func attach() -> InspectorWatch? {
        guard !closed else { return nil }
        if let scenes, watchers == 0 {
            // The scene a client chose before stays watched while it lives.
            if watched.flatMap({ try? scenes.tree($0) }) == nil { bind(scenes.pick()) }
            watchScenes(scenes)
        }
        guard let tree else {
            guard scenes != nil else { return nil }
            watchers += 1
            return InspectorWatch(initial: nil, scene: nil)
        }
        guard let initial = tree.current() else {
            if watchers == 0 { stopWatchingScenes() }
            return nil
        }
        if probe == nil { observe(tree) }
        watchers += 1
        return InspectorWatch(initial: initial, scene: watchedScene)
    }

    /// A client that ``attach()`` counted went; the probe goes with the last.
    func detach() {
        watchers = max(0, watchers - 1)
        if watchers == 0 {
            probe = nil
            stopWatchingScenes()
        }
    }

    /// The inspector stopped: the probe goes, and no client attaches again.
    func close() {
        closed = true
        probe = nil
        stopWatchingScenes()
    }

    /// Carries out a command and says how it went.
    ///
    /// - Parameter command: the command.
    /// - Returns: its reply.
    func execute(_ command: InspectorCommand) -> InspectorEvent {
        switch command {
        case .scenes(let id):
            guard let scenes else { return Self.noScenes(id) }
            return .answered(id, scenes: scenes.list().map { summary($0) })
        case .scene(let id, let scene):
            guard let scenes else { return Self.noScenes(id) }
            do throws(SceneError) {
                let tree = try scenes.tree(scene)
                if scene != watched { move(to: scene, tree, because: "a client chose scene '\(scene)'") }
                return .answered(id, scene: watchedScene)
            } catch {
                return .failed(id, .init(error))
            }
        default:
            guard let tree else {
                return .failed(
                    command.id, .init(SceneError(.noScene, scene: nil, "no scene is left to act on; none is watched")))
            }
            return tree.run(command)
        }
    }

    // MARK: - Scenes

    /// The watched scene as the protocol lists it.
    private var watchedScene: InspectorEvent.Scene? {
        guard let watched, let scenes else { return nil }
        return scenes.list().first { $0.id == watched }.map { summary($0) }
    }

    private func summary(_ scene: ScenesChange.Scene) -> InspectorEvent.Scene {
        InspectorEvent.Scene(id: scene.id, activity: scene.activity, watched: scene.id == watched)
    }

    private static func noScenes(_ id: Int?) -> InspectorEvent {
        .failed(
            id,
            .init(
                InspectorError(
                    .noScenes, "the app inspects one coordinator, not its scenes: there are no scenes to list or watch"
                )))
    }

    /// Watches a scene's tree (or none) from now on, without telling anyone.
    private func bind(_ scene: SceneID?) {
        watched = scene
        tree = scene.flatMap { try? scenes?.tree($0) }
    }

    /// Probes a tree for the hub.
    private func observe(_ tree: Tree) {
        let probe = ChangeProbe { [hub] change in hub.publish(change) }
        tree.observe(probe)
        self.probe = probe
    }

    /// Moves the watch to another scene (or none) while clients are attached:
    /// the old root's probe goes and the new root's comes in this one turn,
    /// and the hub gets the new scene's state, for every client.
    private func move(to scene: SceneID?, _ newTree: Tree?, because reason: String) {
        probe = nil
        watched = scene
        tree = newTree
        let initial = newTree?.current()
        if let newTree, initial != nil, watchers > 0 { observe(newTree) }
        if initial == nil {
            watched = nil
            tree = nil
        }
        guard watchers > 0 else { return }
        hub.switched(InspectorWatch(initial: initial, scene: watchedScene), reason: reason)
    }

    /// Reads the scenes' changes while a client is attached: the watched
    /// scene discarded, the watch moves to the scene picked by default; with
    /// none watched, to the first scene that is made or connects.
    private func watchScenes(_ scenes: Scenes) {
        guard sceneWatch == nil, let changes = scenes.changes() else { return }
        sceneWatch = Task { [weak self] in
            for await change in changes {
                guard let self, !Task.isCancelled else { return }
                self.sceneChanged(change)
            }
        }
    }

    private func stopWatchingScenes() {
        sceneWatch?.cancel()
        sceneWatch = nil
    }

    private func sceneChanged(_ change: ScenesChange) {
        guard let scenes, watchers > 0, !closed else { return }
        if let watched, change.event == .discarded, change.scene == watched {
            let next = scenes.pick()
            move(
                to: next, next.flatMap { try? scenes.tree($0) },
                because: "scene '\(watched)' was discarded")
        } else if watched == nil, let scene = change.scene, change.event == .created || change.event == .connected {
            move(to: scene, try? scenes.tree(scene), because: "scene '\(scene)' came")
        }
    }

    // MARK: - A tree's commands

    private static func tree<Root: Coordinator>(_ root: Root, links: DeepLinks<Root>?) -> Tree {
        Tree(
            current: { [weak root] in root?.currentChange },
            observe: { [weak root] probe in root?.attach(probe) },
            run: commandRunner(root, links: links)
        )
    }

    private static func commandRunner<Root: Coordinator>(
        _ root: Root,
        links: DeepLinks<Root>?
    ) -> @MainActor (InspectorCommand) -> InspectorEvent {
        { [weak root] command in
            guard let root else {
                return .failed(
                    command.id, .init(InspectorError(.coordinatorGone, "the inspected coordinator is gone")))
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
            case .scenes(let id), .scene(let id, _):
                return noScenes(id)
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
    /// - Returns: `entryNotFound`, `notAnAlert`, `unknownField`, `unknownButton`
    ///   or `buttonDisabled`, or `nil`.
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
        return alert.disabledError(choosing: button, texts: texts, route: found.route)
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
