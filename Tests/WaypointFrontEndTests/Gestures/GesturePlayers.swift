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
    /// The user types in a field of the alert on screen: its whole text after typing.
    func enterText(_ text: String, inAlertField field: String) async
    /// Whether a button of the alert on screen takes a tap, as that front end draws it.
    func isAlertButtonEnabled(_ label: String) -> Bool
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
    /// What the user typed in the alert's fields, which a tap on its button answers with.
    var typed: [String: String] = [:]

    init(_ root: some Coordinator) {
        snapshot = { root.navigation.snapshot }
        receive = { root.navigation.receive($0) }
    }

    func setWidth(_ width: LayoutWidth) { self.width = width }

    func play(_ gesture: UserGesture) async -> Played {
        var gesture = gesture
        if case .answerAlert(let button, let texts) = gesture.kind {
            gesture = .answerAlert(button, texts: typed.merging(texts) { _, given in given })
        }
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

    func enterText(_ text: String, inAlertField field: String) async { typed[field] = text }

    func isAlertButtonEnabled(_ label: String) -> Bool {
        ModalLayers(snapshot()).alert?.content.isEnabled(label, texts: typed) ?? false
    }
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

    func enterText(_ text: String, inAlertField field: String) async {
        await frontEnd.enterText(text, inAlertField: field)
    }

    func isAlertButtonEnabled(_ label: String) -> Bool { frontEnd.isAlertButtonEnabled(label) }
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

    func enterText(_ text: String, inAlertField field: String) async {
        #expect(fake.enterText(text, inAlertField: field))
    }

    func isAlertButtonEnabled(_ label: String) -> Bool { fake.isAlertButtonEnabled(label) }
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

    /// What a text field's binding writes as the user types.
    func enterText(_ text: String, inAlertField field: String) async {
        guard let alert = layers.alert else { return }
        session.setText(text, ofField: field, in: alert.id)
    }

    /// What the binding's `.disabled(_:)` reads.
    func isAlertButtonEnabled(_ label: String) -> Bool {
        guard let alert = layers.alert else { return false }
        return session.isEnabled(label, in: alert)
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
        case .zoomBack:
            // The zoom's pop shortens the path, as a back does (a guarded screen's guard is asked);
            // a zoomed sheet or cover's dismissal writes `nil`, off on a guarded one.
            if let screen = layers.poppedScreen(width: session.width) {
                return screen.transition?.kind == .zoom && writeBack(.backButton, on: top)
            }
            guard let id = top.id, top.style?.transition?.kind == .zoom,
                top.presentation(in: session.width) != .popover,
                !top.isGuarded
            else { return false }
            session.dismissPresented(by: presenter(of: id), boundTo: id)
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
    /// shorter path of a `NavigationStack` on screen.
    private func writeBack(_ gesture: UserGesture, on top: ModalLayer) -> Bool {
        let split = layers.splitOnTop
        if session.width == .compact, let split {
            let stack = split.collapsedStack
            let target: EntryID?
            switch gesture.kind {
            case .backTo(let entry):
                // A screen of the collapsed stack below its top: the back menu lists no other.
                target = stack.dropLast().contains { $0.item.id == entry } ? entry : nil
            case .backToRoot(let id):
                // The root of a column's stack, from the same menu, or the tab bar pushed there that shows it.
                let root = layers.layer(id)?.root?.id
                target =
                    stack.dropLast().contains { $0.item.id == root }
                    ? root : stack.dropLast().last { Self.shows(id, $0.item) }?.item.id
            default: target = stack.count > 1 ? stack[stack.count - 2].item.id : nil
            }
            if let target, let last = stack.last {
                if case .swipeBack = gesture.kind, last.item.isGuarded { return false }
                session.goBack(to: target, inCollapsed: split.id)
                return true
            }
        }
        // A split with no screen of its own to pop: a swipe in it pops nothing; its back button and
        // back menu are the stack's below it, if the split is pushed on one.
        if let split, case .swipeBack = gesture.kind, !hasScreenPushed(split) { return false }
        let stacks = stacksShown(on: top)
        let found: (ModalLayer, [LayerItem])?
        switch gesture.kind {
        case .backTo(let entry):
            found = stacks.first { $0.0.root?.id == entry || $0.1.contains { $0.id == entry } }
        case .backToRoot(let id):
            // A pushed tab bar's tab has no stack of its own: back to the tab bar's screen.
            found = stacks.first { $0.0.id == id } ?? stacks.first { $0.1.contains { Self.shows(id, $0) } }
        default:
            // The back button the user sees: of the last stack shown with a screen pushed.
            found = stacks.last { !$0.1.isEmpty }
        }
        guard let (stack, screens) = found, !screens.isEmpty else { return false }
        let ids = screens.map(\.id)
        let kept: Int
        switch gesture.kind {
        case .backTo(let entry): kept = stack.root?.id == entry ? 0 : (ids.firstIndex(of: entry) ?? ids.count) + 1
        case .backToRoot(let id):
            kept = stack.id == id ? 0 : (screens.firstIndex { Self.shows(id, $0) } ?? ids.count) + 1
        default: kept = ids.count - 1
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

    /// Whether an item is a tab bar pushed on a stack that shows this
    /// stack as its selected tab (or in a tab bar at that tab's root).
    private static func shows(_ stack: EntryID?, _ item: LayerItem) -> Bool {
        var container = item.container
        while let child = container?.selectedChild, container?.split == nil {
            if child.stack.id == stack { return true }
            container = child.stack.path.isEmpty ? child.stack.root?.container : nil
        }
        return false
    }

    /// Whether a split has a screen to pop in the session's width: above
    /// the root of its collapsed stack, or pushed in a shown column (in its
    /// selected tab, for a column that shows a tab bar).
    private func hasScreenPushed(_ split: LayerContainer) -> Bool {
        if session.width == .compact { return split.collapsedStack.count > 1 }
        return split.expandedColumns.filter(shown).compactMap(\.child).flatMap { stacksShown(on: $0.stack) }
            .contains { !$0.1.isEmpty }
    }

    /// An expanded split shows its visible columns, and its detail always.
    private func shown(_ column: (column: SplitColumn, child: LayerChild?, isVisible: Bool)) -> Bool {
        column.isVisible || column.column == .detail
    }

    /// The `NavigationStack`s the user sees on a layer, with their paths,
    /// outermost first: the selected tab's for a layer drawn as its tab bar
    /// alone, else the layer's (a tab bar pushed on it draws no stack of
    /// its own: what its tabs push joins the layer's path, `StackView`);
    /// for a split drawn alone in a regular width, each shown column's (a
    /// collapsed split is one stack, which `writeBack` handles).
    private func stacksShown(on layer: ModalLayer) -> [(ModalLayer, [LayerItem])] {
        // A container pushed on the stack (a split too, which neither platform nests) is drawn bare.
        guard layer.drawsContainerOnly, let shownContainer = layer.container else {
            return [(layer, layer.navigationPath)]
        }
        if shownContainer.split != nil {
            guard session.width == .regular else { return [] }
            let columns = shownContainer.expandedColumns.filter(shown).compactMap(\.child)
            return columns.flatMap { stacksShown(on: $0.stack) }
        }
        if let child = shownContainer.selectedChild { return stacksShown(on: child.stack) }
        return [(layer, layer.navigationPath)]
    }

    /// The tab bars the user sees on a layer, outermost first, as SwiftUI
    /// draws the layers (`ModalLayers.tabBars(onTopOf:width:)`): not one
    /// a screen pushed above it covers.
    private func tabBars(on layer: ModalLayer) -> [LayerContainer] {
        ModalLayers.tabBars(onTopOf: layer, width: session.width)
    }

    private func tab(on layer: ModalLayer, where matches: (LayerChild) -> Bool) -> (EntryID?, EntryID)? {
        for container in tabBars(on: layer).reversed() {
            if let child = container.children.first(where: matches) { return (container.id, child.id) }
        }
        return nil
    }
}
