import Foundation
import Waypoint
import WaypointFrontEnd
import WaypointInspector

/// The demo app, driven by commands: it runs a command, then waits until every
/// change it caused is drawn and every flow it ended has handled its result,
/// so that output follows input in order.
///
/// The app is an `AppScenes` of its root: each window is a scene with its own
/// tree (`window new` opens one). The terminal draws every window's changes,
/// naming the window once there are several, and drives one: the active
/// window (`window <n>` switches), the one links are opened from.
@MainActor
final class DemoSession {
    /// How the session writes.
    enum Mode: Sendable {
        /// A tree per change, messages and errors, on standard output.
        case human
        /// One JSON line per change on standard output; messages and errors on
        /// standard error.
        case jsonl
    }

    /// What became of a command.
    enum Outcome: Equatable, Sendable {
        case done
        case failed
        case quit
    }

    /// A flow the app awaits: the entry that shows it, and what to do once it
    /// has ended (await the task's result, then handle it).
    private struct Flow {
        let entry: EntryID?
        /// The root of the window that shows the flow.
        let root: AppCoordinator
        let end: @MainActor () async -> Void
    }

    let store: TodoStore
    /// The app's windows, each a scene with its own tree.
    let scenes: AppScenes<AppCoordinator>
    /// The windows, in the order they opened.
    private(set) var windows: [DemoWindow]
    /// The window the terminal draws and drives: the active one.
    private(set) var window: DemoWindow
    /// The driven window's root.
    var app: AppCoordinator { window.root }
    let mode: Mode
    /// Whether to echo each command (when the input is not a person typing).
    let echo: Bool
    /// The width the demo draws in: a split view as one stack (compact, as on
    /// an iPhone) or its columns side by side (regular, as on an iPad). Not
    /// navigation state: changing it changes nothing but the drawing.
    var width: LayoutWidth = .compact

    private var flows: [Flow] = []
    private var waiter: CheckedContinuation<Void, Never>?
    /// The command whose changes are being drawn.
    private var trigger: String?
    private let encoder: JSONEncoder

    init(mode: Mode, echo: Bool) {
        self.mode = mode
        self.echo = echo
        let store = TodoStore(titles: ["Buy milk", "Call the plumber"])
        self.store = store
        scenes = AppScenes { _ in AppCoordinator(store: store) }
        let first = SceneID(rawValue: "1") ?? .unique()
        // A fresh scene's id, never used or discarded: connecting cannot fail.
        let root = (try? scenes.connect(first, activity: .foregroundActive).root) ?? AppCoordinator(store: store)
        window = DemoWindow(number: 1, id: first, root: root)
        windows = [window]
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// Starts drawing the changes stream and draws the first state.
    func start() async {
        startDrawing(window)
        await settle()
    }

    /// Starts drawing a window's changes stream.
    private func startDrawing(_ window: DemoWindow) {
        let changes = window.root.navigation.changes(buffering: .all)
        window.renderer = Task { [weak self, weak window] in
            for await change in changes {
                guard let window else { return }
                self?.draw(change, in: window)
            }
        }
    }

    // MARK: Windows

    /// Opens a new window: a scene of its own, connected and active; the
    /// terminal draws and drives it from now on.
    func openWindow() async -> Bool {
        let number = windows.count + 1
        guard let id = SceneID(rawValue: "\(number)") else { return false }
        do throws(SceneError) {
            let connection = try scenes.connect(id, activity: .foregroundActive)
            try scenes.setActivity(.foregroundInactive, of: window.id)
            let opened = DemoWindow(number: number, id: id, root: connection.root)
            windows.append(opened)
            window = opened
            say("  ↳ opened window \(number): a scene of its own, its own tree; the terminal drives it")
            startDrawing(opened)
            return true
        } catch {
            fail("cannot open a window: \(error.message)")
            return false
        }
    }

    /// Makes another window the active one, which the terminal drives.
    func activate(_ number: Int) -> Bool {
        guard let chosen = windows.first(where: { $0.number == number }) else {
            let numbers = windows.map { "\($0.number)" }.joined(separator: ", ")
            fail("no window \(number); the windows are \(numbers)")
            return false
        }
        guard chosen !== window else {
            say("  ↳ window \(number) is the active window already")
            return true
        }
        bringForward(chosen)
        say("  ↳ window \(number) comes forward; the terminal drives it")
        redraw()
        return true
    }

    /// Makes a window the active one, the one before it inactive.
    func bringForward(_ chosen: DemoWindow) {
        guard chosen !== window else { return }
        // Both scenes are connected and live: these calls cannot fail.
        try? scenes.setActivity(.foregroundInactive, of: window.id)
        try? scenes.setActivity(.foregroundActive, of: chosen.id)
        window = chosen
    }

    /// Lists the windows: each one's activity and what it shows.
    func listWindows() {
        for summary in scenes.summary {
            guard let listed = windows.first(where: { $0.id == summary.id }) else { continue }
            let mark = listed === window ? "  ◀ this terminal" : ""
            say("  window \(listed.number) · \(summary.activity) · shows \(listed.showing)\(mark)")
        }
    }

    /// The window of a scene.
    func window(of scene: SceneID) -> DemoWindow? {
        windows.first { $0.id == scene }
    }

    /// Runs one line of input.
    func run(_ line: String) async -> Outcome {
        let command: Command
        switch Command.parse(line) {
        case .success(nil):
            return .done
        case .success(let parsed?):
            command = parsed
        case .failure(let error):
            if echo { say("› \(line)") }
            fail(error.message)
            return .failed
        }
        if echo { say("› \(line)") }
        trigger = line.trimmingCharacters(in: .whitespaces)
        let succeeded = await execute(command)
        await settle()
        trigger = nil
        if command == .quit { return .quit }
        return succeeded ? .done : .failed
    }

    // MARK: Output

    /// A message for the person at the terminal.
    func say(_ text: String) {
        switch mode {
        case .human: Terminal.out(text)
        case .jsonl: Terminal.err(text)
        }
    }

    /// A command that did not run; nothing changed.
    func fail(_ text: String) {
        say("error: \(text)")
    }

    private func draw(_ change: NavigationChange, in window: DemoWindow) {
        switch mode {
        case .human:
            // One window draws as it always did; with several, each header names its window.
            let name = windows.count > 1 ? "window \(window.number) · " : ""
            var header = "── \(name)change \(change.version) · \(change.cause.rawValue)"
            if let trigger, change.cause != .initial { header += " · after “\(trigger)”" }
            Terminal.blank()
            Terminal.out(header)
            Terminal.out(TreeDrawing(store: store).draw(change.snapshot))
            drawSplit(of: change.snapshot)
            drawAlert(of: change.snapshot)
            Terminal.blank()
        case .jsonl:
            if let data = try? encoder.encode(change) {
                Terminal.out(String(decoding: data, as: UTF8.self))
            }
        }
        window.drawn = change.snapshot
        if let waiter, windows.allSatisfy(\.isDrawn) {
            self.waiter = nil
            waiter.resume()
        }
    }

    /// Draws the alert on screen, if one is asking, below the tree: its title,
    /// message, fields with what was typed in them (what `type <text>`
    /// fills), numbered buttons (what `choose <n>` taps) with their roles,
    /// the preferred one and their conditions, `disabled` while the typed
    /// texts do not meet them, and how many others wait their turn.
    func drawAlert(of snapshot: CoordinatorSnapshot) {
        let layers = ModalLayers(snapshot)
        guard let alert = layers.alert else { return }
        let content = alert.content
        let typed = window.typed(in: alert.id)
        Terminal.out("┌ \(alert.isDialog ? "dialog" : "alert") “\(Terminal.escaped(content.title))”")
        if let message = content.message { Terminal.out("│ \(Terminal.escaped(message))") }
        for field in content.fields {
            let text = content.texts(typed: typed)[field.name]
            let shown = text.isEmpty ? "empty (placeholder “\(field.placeholder)”)" : "“\(text)”"
            Terminal.out("│ field \(Terminal.escaped(field.name)): \(Terminal.escaped(shown))")
        }
        for (index, button) in content.buttons.enumerated() {
            let notes = button.notes
            var line = "│ \(index + 1). \(button.label)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
            if !content.isEnabled(button.label, texts: typed) { line += " · disabled" }
            Terminal.out(Terminal.escaped(line))
        }
        let waiting = layers.alerts.count - 1
        let queue = waiting > 0 ? "; \(waiting) more waiting" : ""
        let typing = content.fields.isEmpty ? "" : "type <text>, "
        Terminal.out("└ \(typing)choose 1–\(content.buttons.count), or back to dismiss\(queue)")
    }

    /// Draws the current tree again, without a change.
    func redraw() {
        switch mode {
        case .human:
            if windows.count > 1 { Terminal.out("── window \(window.number)") }
            Terminal.out(TreeDrawing(store: store).draw(app.navigation.snapshot))
            drawSplit(of: app.navigation.snapshot)
            drawAlert(of: app.navigation.snapshot)
            Terminal.blank()
        case .jsonl:
            Terminal.err(TreeDrawing(store: store).draw(app.navigation.snapshot))
        }
    }

    // MARK: Flows

    /// Starts a task that awaits a flow, and returns once the flow is shown.
    ///
    /// The task only awaits: the result is handled by ``settle()``, after every
    /// change that ended the flow is drawn, so output is in the same order on
    /// every run.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator that shows the flow.
    ///   - route: awaits the flow, such as `{ await todos.route(to: \.create) }`.
    ///   - handle: acts on the result, once the flow has ended.
    func startFlow<Result: Sendable>(
        on coordinator: some Coordinator,
        _ route: @escaping @MainActor @Sendable () async -> Result,
        then handle: @escaping @MainActor (Result) -> Void
    ) async {
        let before = coordinator.navigation.snapshot.entries.last?.id
        var started: Task<Result, Never>?
        await withCheckedContinuation { (shown: CheckedContinuation<Void, Never>) in
            started = Task { @MainActor in
                // `route(to:)` shows the flow before it first suspends, so once
                // the caller resumes the flow is on screen.
                shown.resume()
                return await route()
            }
        }
        guard let task = started else { return }
        let entry = coordinator.navigation.snapshot.entries.last?.id
        flows.append(Flow(entry: entry == before ? nil : entry, root: app) { handle(await task.value) })
    }

    /// Waits until every change is drawn, then lets each flow that has ended
    /// handle its result (which may change more), until nothing is left to do.
    private func settle() async {
        while true {
            if !windows.allSatisfy(\.isDrawn) {
                await withCheckedContinuation { waiter = $0 }
            }
            guard
                let index = flows.firstIndex(where: { flow in
                    flow.entry.map { flow.root.navigation.snapshot.entry($0) == nil } ?? true
                })
            else { return }
            await flows.remove(at: index).end()
        }
    }

    // MARK: Where the user is

    /// The screen on top, as the demo's commands see it.
    enum Place {
        case welcome
        case signInForm(SignInCoordinator)
        case todoList(TodosCoordinator)
        case todoDetail(TodosCoordinator, Int)
        case todoEditor(ShownEntry<Any>, Int)
        case todoForm(NewTodoCoordinator)
        case profile
        case lists(ListsSplit)
        case unknown
    }

    /// The screen on top of the top layer, found with the UI-free front-end
    /// functions a SwiftUI app uses too; in a split view, the top of its last
    /// column that shows something.
    var place: Place {
        guard let top = ModalLayers(app.navigation.snapshot).topScreen, let shown = app.navigation.entry(top.id) else {
            return .unknown
        }
        // A screen is drawn with its handle; its coordinator is the one its
        // router leads to.
        let todos = shown.router(TodosCoordinator.self)?.coordinator
        switch shown.destination as? Screen {
        case .welcome?: return .welcome
        case .signInForm?: return shown.router(SignInCoordinator.self)?.coordinator.map(Place.signInForm) ?? .unknown
        case .todoList?: return todos.map(Place.todoList) ?? .unknown
        case .todoDetail(let id)?: return todos.map { .todoDetail($0, id) } ?? .unknown
        case .todoEditor(let id)?: return .todoEditor(shown, id)
        case .todoForm?: return shown.router(NewTodoCoordinator.self)?.coordinator.map(Place.todoForm) ?? .unknown
        case .profile?: return .profile
        case .lists?: return shown.router(ListsSplit.self)?.coordinator.map(Place.lists) ?? .unknown
        default: return .unknown
        }
    }

    /// The signed-in tabs, if signed in.
    var tabs: HomeTabs? { app.hasRoot(\.signedIn) }
}

extension DemoSession.Place {
    /// The place, for messages: "the todo list", "todo #1".
    var name: String {
        switch self {
        case .welcome: "the welcome screen"
        case .signInForm: "the sign-in form"
        case .todoList: "the todo list"
        case .todoDetail(_, let id): "todo #\(id)"
        case .todoEditor(_, let id): "the editor of todo #\(id)"
        case .todoForm: "the new-todo form"
        case .profile: "the profile"
        case .lists: "the lists' sidebar"
        case .unknown: "an unknown screen"
        }
    }
}
