import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// The four places a user's gesture is played: the core's functions, the
/// headless front end, `FakeUIKit` through its UIKit-like calls (which a
/// `UIKitSession` hears), and a `FrontEndSession` through the bindings
/// SwiftUI writes.
enum FrontEndKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case core
    case headless
    case fakeUIKit
    case swiftUISession

    var testDescription: String { rawValue }
}

/// What became of a gesture on one front end.
enum Played: Equatable, CustomStringConvertible {
    /// It was made, and its intents were sent.
    case taken
    /// It was refused, for this reason of the gestures' table; `nil`: the
    /// platform makes no such report at all (the gesture is off there).
    case refused(GestureRefusal.Reason?)

    var description: String {
        switch self {
        case .taken: "taken"
        case .refused(let reason): "refused (\(reason?.rawValue ?? "no report"))"
        }
    }
}

/// A front end a test plays gestures on, in a width, and lets settle.
@MainActor
protocol GesturePlayer: AnyObject {
    /// The width it draws in; set it as a rotation would.
    func setWidth(_ width: LayoutWidth)
    /// Plays the gesture as that front end's platform reports it.
    func play(_ gesture: UserGesture) async -> Played
    /// Lets what the gesture started end: guards answer, animations finish, the drawing follows.
    func settle() async
    /// What it draws differs from what the core's layers say, in words; empty when it agrees.
    func drawingDifferences() -> [String]
}

@MainActor
func makePlayer(_ kind: FrontEndKind, for root: any Coordinator, width: LayoutWidth) -> any GesturePlayer {
    let player: any GesturePlayer =
        switch kind {
        case .core: CorePlayer(root)
        case .headless: HeadlessPlayer(root)
        case .fakeUIKit: FakePlayer(root)
        case .swiftUISession: SessionPlayer(root)
        }
    player.setWidth(width)
    return player
}

/// Gives the main actor turns, so that a guard asked by a gesture answers.
@MainActor
func letGuardsAnswer() async {
    for _ in 0..<40 { await Task.yield() }
}

/// Reads a coordinator's snapshot.
@MainActor
func snapshotReader(_ root: some Coordinator) -> @MainActor () -> CoordinatorSnapshot {
    { root.navigation.snapshot }
}

/// The core's functions alone: `ModalLayers.intents(for:width:)`, received as one change.
@MainActor
final class CorePlayer: GesturePlayer {
    let snapshot: @MainActor () -> CoordinatorSnapshot
    let receive: @MainActor ([UserIntent]) -> Void
    var width = LayoutWidth.compact

    init(_ root: some Coordinator) {
        snapshot = { root.navigation.snapshot }
        receive = { root.navigation.receive($0) }
    }

    func setWidth(_ width: LayoutWidth) { self.width = width }

    func play(_ gesture: UserGesture) async -> Played {
        switch ModalLayers(snapshot()).intents(for: gesture, width: width) {
        case .success(let intents):
            receive(intents)
            return .taken
        case .failure(let refusal):
            return .refused(refusal.reason)
        }
    }

    func settle() async { await letGuardsAnswer() }

    func drawingDifferences() -> [String] { [] }
}

/// `HeadlessFrontEnd`: `perform(_:)`, or its refusal.
@MainActor
final class HeadlessPlayer: GesturePlayer {
    let frontEnd: HeadlessFrontEnd

    init(_ root: any Coordinator) { frontEnd = HeadlessFrontEnd(root) }

    func setWidth(_ width: LayoutWidth) { frontEnd.width = width }

    func play(_ gesture: UserGesture) async -> Played {
        await frontEnd.settle()
        if let refusal = await frontEnd.refusal(of: gesture) { return .refused(refusal.reason) }
        await frontEnd.perform(gesture)
        return .taken
    }

    func settle() async {
        await letGuardsAnswer()
        await frontEnd.settle()
    }

    func drawingDifferences() -> [String] {
        frontEnd.snapshot == frontEnd.snapshot ? [] : ["unreachable"]
    }
}

/// `FakeUIKit`: the gesture played through its UIKit-like calls, which a
/// `UIKitSession` hears as UIKit's delegates report them.
@MainActor
final class FakePlayer: GesturePlayer {
    let fake: FakeUIKit
    let snapshot: @MainActor () -> CoordinatorSnapshot

    init(_ root: any Coordinator) {
        snapshot = snapshotReader(root)
        fake = FakeUIKit(root)
        fake.finishAnimations()
    }

    func setWidth(_ width: LayoutWidth) {
        fake.width = width
        fake.finishAnimations()
    }

    func play(_ gesture: UserGesture) async -> Played {
        await settle()
        if let refusal = fake.refusal(of: gesture) { return .refused(refusal.reason) }
        return fake.perform(gesture) ? .taken : .refused(nil)
    }

    /// Stops at the first round in which the app did not change and the drawing is the one the layers say.
    func settle() async {
        for _ in 0..<8 {
            let before = snapshot()
            await letGuardsAnswer()
            fake.sync()
            fake.finishAnimations()
            if snapshot() == before, drawingDifferences().isEmpty { return }
        }
    }

    func drawingDifferences() -> [String] {
        fake.differences(from: fake.session.target)
    }
}

/// A `FrontEndSession`, written as SwiftUI's bindings write it: a
/// `NavigationStack`'s shorter path, a sheet's item set to `nil`, a tab
/// view's selection, an alert's button, a detent's selection, a split's
/// column visibility or sidebar selection. A gesture SwiftUI cannot report
/// now (no back button at a root, a guarded screen's back hidden, a guarded
/// sheet's swipe disabled) writes nothing: `.refused(nil)`.
@MainActor
final class SessionPlayer: GesturePlayer {
    let session: FrontEndSession
    let snapshot: @MainActor () -> CoordinatorSnapshot

    init(_ root: any Coordinator) {
        snapshot = snapshotReader(root)
        session = FrontEndSession(root)
        session.sync()
        settleDrawing()
    }

    func setWidth(_ width: LayoutWidth) {
        session.setWidth(width)
        session.finishWidthChange()
        settleDrawing()
    }

    func play(_ gesture: UserGesture) async -> Played {
        await settle()
        // A write the session takes for an echo (the path, detent or columns drawn already) never
        // asks the table: the mark stays, and nothing was sent.
        let unasked = GestureRefusal(.init(rawValue: "unasked"), gesture: gesture, "")
        session.lastRefusal = unasked
        guard write(gesture) else { return .refused(nil) }
        settleDrawing()
        if session.lastRefusal == unasked { return .refused(nil) }
        if let refusal = session.lastRefusal { return .refused(refusal.reason) }
        return .taken
    }

    /// Stops at the first round in which the app did not change and the session is settled.
    func settle() async {
        for _ in 0..<8 {
            let before = snapshot()
            await letGuardsAnswer()
            session.sync()
            settleDrawing()
            if snapshot() == before, session.isSettled { return }
        }
    }

    func drawingDifferences() -> [String] {
        session.isSettled ? [] : ["the session is not settled"]
    }

    /// Confirms each presentation and dismissal at once, as a UI does.
    private func settleDrawing() {
        for _ in 0..<10 where !session.isSettled {
            session.didPresent(session.drawn.last?.id)
            session.didDismiss(presentedBy: session.drawn.last?.id)
            session.finishAlertDismissal()
        }
    }

    private var layers: ModalLayers { session.layers }

    /// Writes what SwiftUI writes for the gesture; `false` if it writes nothing.
    private func write(_ gesture: UserGesture) -> Bool {
        let layers = self.layers
        if let alert = layers.alert {
            switch gesture.kind {
            case .answerAlert(let button, let texts):
                for (field, text) in texts { session.setText(text, ofField: field, in: alert.id) }
                session.answerAlert(button, of: alert.id)
                return true
            case .tapOutsideAlert:
                session.dismissAlert(boundTo: alert.id)
                session.finishAlertDismissal()
                return true
            default:
                // The alert covers the screen: SwiftUI reports nothing behind it.
                return false
            }
        }
        guard let top = layers.top else { return false }
        switch gesture.kind {
        case .backButton, .swipeBack, .backTo, .backToRoot:
            return writeBack(gesture, on: top)
        case .swipeDown:
            // A guarded sheet cannot be swiped (`interactiveDismissDisabled`), and SwiftUI reports no attempt.
            guard let id = top.id, top.presentation(in: session.width) == .sheet, !top.isGuarded else { return false }
            session.dismissPresented(by: presenter(of: id), boundTo: id)
            return true
        case .tapOutsidePopover:
            guard let id = top.id, top.presentation(in: session.width) == .popover, !top.isGuarded else { return false }
            session.dismissPresented(by: presenter(of: id), boundTo: id)
            return true
        case .dragSheet(let detent):
            guard let id = top.id else { return false }
            session.setDetent(detent, of: id)
            return true
        case .tapTab(let name):
            guard let (container, child) = tab(on: top, where: { $0.route == name || $0.item?.title == name }) else {
                return false
            }
            session.select(child, in: container)
            return true
        case .tapTabEntry(let entry):
            guard let (container, child) = tab(on: top, where: { $0.id == entry }) else { return false }
            session.select(child, in: container)
            return true
        case .tapSelectedTab:
            guard let container = tabBars(on: top).last else { return false }
            session.select(container.selected, in: container.id)
            return true
        case .backToSidebar:
            // Only a collapsed split has a back to its sidebar; an expanded one shows it.
            // A list whose selection is already empty writes nothing.
            guard session.width == .compact, let split = layers.splitOnTop, split.split?.selectedItem != nil else {
                return false
            }
            session.deselect(in: split.id)
            return true
        case .showColumns(let columns):
            // A collapsed split shows no columns: SwiftUI writes no column visibility.
            guard session.width == .regular, let split = layers.splitOnTop, let state = split.split else {
                return false
            }
            let visibility: SplitVisibility =
                columns.contains(.sidebar) ? .all : columns.contains(.content) ? .doubleColumn : .detailOnly
            guard split.columns(shownBy: visibility) == state.columns.filter(columns.contains) else { return false }
            session.setColumnVisibility(visibility, of: split.id)
            return true
        case .answerAlert, .tapOutsideAlert:
            return false
        }
    }

    /// The presenting layer of a modal layer, as the session draws it.
    private func presenter(of layer: EntryID) -> EntryID? {
        guard let index = session.drawn.firstIndex(where: { $0.id == layer }), index > 0 else { return nil }
        return session.drawn[index - 1].id
    }

    /// The back gestures: a collapsed split's `goBack(to:inCollapsed:)`, a
    /// guarded screen's own back button (`goBack(from:onStackOf:)`), or the
    /// shorter path of the `NavigationStack` on screen.
    private func writeBack(_ gesture: UserGesture, on top: ModalLayer) -> Bool {
        if session.width == .compact, let split = layers.splitOnTop {
            let stack = split.collapsedStack
            let target: EntryID?
            switch gesture.kind {
            case .backTo(let entry):
                // A screen of the collapsed stack below its top: the back menu lists no other.
                target = stack.dropLast().contains { $0.item.id == entry } ? entry : nil
            default: target = stack.count > 1 ? stack[stack.count - 2].item.id : nil
            }
            guard let target, let top = stack.last else { return false }
            if case .swipeBack = gesture.kind, top.item.isGuarded { return false }
            session.goBack(to: target, inCollapsed: split.id)
            return true
        }
        guard let (stack, screens) = visibleStack(on: top), !screens.isEmpty else { return false }
        let ids = screens.map(\.id)
        let kept: Int
        switch gesture.kind {
        case .backTo(let entry):
            if stack.root?.id == entry {
                kept = 0
            } else if let index = ids.firstIndex(of: entry) {
                kept = index + 1
            } else {
                return false
            }
        case .backToRoot(let id):
            guard stack.id == id else { return false }
            kept = 0
        default:
            kept = ids.count - 1
        }
        guard kept < ids.count else { return false }
        let leaving = screens[kept...]
        if leaving.contains(where: \.isGuarded) {
            // SwiftUI hides a guarded screen's back button and swipe; the binding draws its own button.
            guard case .backButton = gesture.kind, let guarded = screens.last, guarded.isGuarded else { return false }
            session.goBack(from: guarded.id, onStackOf: stack.id)
            return true
        }
        session.setPath(Array(ids.prefix(kept)), of: stack.id)
        return true
    }

    /// The `NavigationStack` the user sees on a layer, and its path: the
    /// layer's, or the selected tab's when that one has a screen pushed (or
    /// the layer none); in an expanded split, the last visible column with a
    /// screen pushed.
    private func visibleStack(on layer: ModalLayer) -> (ModalLayer, [LayerItem])? {
        let shown = layer.path.isEmpty ? layer.container : layer.path.last?.container
        if let split = shown, split.split != nil {
            guard
                let column = split.expandedColumns.last(where: { $0.isVisible && $0.child?.stack.path.isEmpty == false }
                )?
                .child
            else { return nil }
            return (column.stack, column.stack.navigationPath)
        }
        if let child = shown?.selectedChild, let inner = visibleStack(on: child.stack),
            !inner.1.isEmpty || layer.path.isEmpty
        {
            return inner
        }
        return (layer, layer.navigationPath)
    }

    /// The tab bars on top of a layer's stack, outermost first.
    private func tabBars(on layer: ModalLayer) -> [LayerContainer] {
        var found: [LayerContainer] = []
        var stack: ModalLayer? = layer
        while let current = stack,
            let container = current.path.isEmpty ? current.container : current.path.last?.container
        {
            if container.split == nil { found.append(container) }
            stack = container.selectedChild?.stack
        }
        return found
    }

    private func tab(on layer: ModalLayer, where matches: (LayerChild) -> Bool) -> (EntryID?, EntryID)? {
        for container in tabBars(on: layer).reversed() {
            if let child = container.children.first(where: matches) { return (container.id, child.id) }
        }
        return nil
    }
}
