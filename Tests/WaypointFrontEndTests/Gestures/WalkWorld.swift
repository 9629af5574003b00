import Waypoint
import WaypointFrontEnd

/// One front end's copy of the walk's app: the app, what it made, the player
/// that plays gestures on it, and the tasks that await routes.
@MainActor
final class WalkWorld {
    let kind: FrontEndKind
    let app: WalkFlow
    let made: WalkMade
    let player: any GesturePlayer
    private(set) var waits: [Task<Void, Never>] = []

    init(_ kind: FrontEndKind, verdict: WalkVerdict, width: LayoutWidth) {
        self.kind = kind
        made = WalkMade(verdict: verdict)
        app = WalkFlow(made: made)
        player = makePlayer(kind, for: app, width: width)
    }

    var snapshot: CoordinatorSnapshot { app.navigation.snapshot }

    /// Every entry of the tree, depth first, each before its child's entries.
    var entries: [EntrySnapshot] { Self.entries(of: snapshot) }

    static func entries(of snapshot: CoordinatorSnapshot) -> [EntrySnapshot] {
        snapshot.entries.flatMap { [$0] + ($0.child.map(entries(of:)) ?? []) }
    }

    /// The live coordinators of a type, in the order of their first entry in
    /// the tree: the same order in every front end's app while the trees agree.
    func live<C: Coordinator>(_ type: C.Type) -> [C] {
        let order = Dictionary(entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        return made.live(type)
            .compactMap { flow in flow.navigation.snapshot.entries.first.flatMap { order[$0.id] }.map { (flow, $0) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    /// The entry a step names by its position in the tree.
    func entry(at index: Int) -> EntryID? {
        let entries = self.entries
        return entries.indices.contains(index) ? entries[index].id : nil
    }

    /// The handle of an entry anywhere in the tree.
    func shown(_ id: EntryID) -> ShownEntry<Any>? {
        for flow in live(WalkFlow.self) { if let entry = flow.navigation.entry(id) { return entry } }
        for flow in live(WalkEditor.self) { if let entry = flow.navigation.entry(id) { return entry } }
        return nil
    }

    func await(_ body: @escaping @MainActor () async -> Void) {
        waits.append(Task { await body() })
    }

    func cancelWaits() {
        for wait in waits { wait.cancel() }
        waits = []
    }
}

/// The canonical text of a tree: routes, presentations, inputs, tab items,
/// awaited and guarded marks, modal styles, detents, alerts, selections and
/// split states; no entry ids, which differ between apps.
enum WalkTree {
    static func text(_ snapshot: CoordinatorSnapshot, indent: String = "") -> String {
        var lines: [String] = []
        var head = "\(indent)\(snapshot.type) [\(snapshot.kind.rawValue)]"
        if let selected = snapshot.selected {
            head += " selected #\(snapshot.entries.firstIndex { $0.id == selected }.map(String.init) ?? "?")"
        }
        if let split = snapshot.split {
            head += " split \(split.columns) visible \(split.visibleColumns) item \(split.selectedItem ?? "-")"
        }
        if !snapshot.attributes.isEmpty { head += " \(snapshot.attributes.sorted { $0.key < $1.key })" }
        lines.append(head)
        for entry in snapshot.entries {
            var line = "\(indent)- \(entry.route) (\(entry.presentation))"
            if let input = entry.input { line += " input \(input)" }
            if let item = entry.item { line += " item \(item.title)" }
            if entry.isAwaited { line += " awaited" }
            if entry.isGuarded { line += " guarded" }
            if let style = entry.style { line += " style \(style)" }
            if let detent = entry.detent { line += " detent \(detent)" }
            if let alert = entry.alert { line += " alert \(alert)" }
            lines.append(line)
            if let child = entry.child { lines.append(text(child, indent: indent + "    ")) }
        }
        return lines.joined(separator: "\n")
    }
}
