import Waypoint
import WaypointFrontEnd

/// One fake view controller for a screen: an object, so that a test can see
/// that a screen kept its state (the same object) or was released.
@MainActor
final class FakeScreen {
    let id: EntryID
    /// The tab bar the screen shows, for a container pushed on a stack.
    let tabBar: EntryID?
    /// Whether its back gesture is refused and its back button calls `backAction`.
    var isBackGuarded = false
    /// Its `preferredTransition`, as the binding sets it from its route (iOS 18).
    var transition: TransitionStyle?
    init(id: EntryID, tabBar: EntryID?) {
        self.id = id
        self.tabBar = tabBar
    }
}

/// A weak reference to a screen the fake made.
@MainActor
struct WeakScreen {
    weak var screen: FakeScreen?
    let id: EntryID
}

/// A fake navigation controller.
@MainActor
final class FakeNavigation {
    /// What runs on it.
    enum Transition: Equatable {
        /// A step of the session's, until its animation finishes.
        case programmatic
        /// The user's swipe back, until it is finished or cancelled.
        case interactive
        /// A pop the user asked for with the back button or its menu.
        case userPop
    }

    var screens: [FakeScreen]
    var transition: Transition?

    init(screens: [FakeScreen]) { self.screens = screens }

    var ids: [EntryID] { screens.map(\.id) }
}

/// A fake tab bar controller.
struct FakeTabBar {
    var selected: EntryID?
    var children: [EntryID]
    /// For a tab bar drawn bare (pushed on a stack, or in a tab of one that
    /// is), whose tabs are its children's first screens: the tab bar
    /// controller a tab shows when its first screen shows a container, by
    /// child, in order. Empty for a tab bar drawn alone.
    var tabBarsInTabs: [(child: EntryID, tabBar: EntryID?)] = []
}

/// A fake presented controller: one modal layer.
struct FakePresented {
    /// Where it is in its life.
    enum State: Equatable {
        case presenting, shown, dismissing, userDismissing
    }

    var id: EntryID
    var style: Presentation
    var shape: UIKitShape
    var state: State
    var isModalInPresentation: Bool
    /// The layer as presented: its sizes and anchor.
    var layer: ModalLayer
    /// The detent its sheet presentation controller rests at.
    var detent: SheetDetent?
    /// What it points at, for a popover.
    var anchor: UIKitAnchor?
}

/// A fake `UIAlertController`, presented from the top of the chain.
struct FakeAlert {
    var alert: LayerAlert
    /// The layer that presents it.
    var presenter: EntryID?
    var state: FakePresented.State
    /// What it points at, for a dialog (an action sheet).
    var anchor: UIKitAnchor?
    /// The texts of the fields the user edited (`.editingChanged`), by name;
    /// the others hold the text they were drawn with.
    var edited: [String: String] = [:]

    /// Every text field's text, as `UIAlertController.textFields` hold them.
    var texts: [String: String] { alert.content.texts(typed: edited).values }

    /// Whether the action of a button is enabled (`UIAlertAction.isEnabled`),
    /// as the UIKit binding sets it on presenting and on every edit.
    func isEnabled(_ label: String) -> Bool { alert.content.isEnabled(label, texts: edited) }
}

// The controllers a layer is drawn with, made and removed.
extension FakeUIKit {
    func install(_ layer: ModalLayer) {
        if layer.drawsContainerOnly, let container = layer.container, container.split != nil {
            installSplit(container)
            return
        }
        if layer.drawsContainerOnly, let container = layer.container {
            tabBars[container.id] = FakeTabBar(selected: container.selected, children: container.children.map(\.id))
            for child in container.children { install(child.stack) }
            return
        }
        let navigation = FakeNavigation(screens: layer.stackItems.map { screen(for: $0) })
        navigations[layer.id] = navigation
        installTabBars(of: layer.stackItems)
        setBackGuards(of: layer.stackItems, on: navigation)
    }

    func uninstall(_ shape: UIKitShape) {
        switch shape {
        case .navigation(let id):
            if let navigation = navigations.removeValue(forKey: id) { dropTabBars(of: navigation.screens) }
        case .tabs(let id, let children):
            tabBars.removeValue(forKey: id)
            for child in children { uninstall(child) }
        case .split(let id, let columns):
            uninstall(.navigation(id))
            for column in columns { uninstall(column) }
            splits.removeValue(forKey: id)
        }
    }

    /// Removes the tab bars these screens showed, with the tab bars in their
    /// tabs, unless a screen of another navigation controller shows the same
    /// one (an entry that moved down when the sheet above its stack went).
    func dropTabBars(of screens: some Sequence<FakeScreen>) {
        for case let tabBar? in screens.map(\.tabBar) {
            let stillShown = navigations.values.contains { $0.screens.contains { $0.tabBar == tabBar } }
            if !stillShown { dropBareTabBar(tabBar) }
        }
    }

    /// Removes a tab bar drawn bare, and the tab bars in its tabs.
    func dropBareTabBar(_ id: EntryID?) {
        guard let bar = tabBars.removeValue(forKey: id) else { return }
        for inner in bar.tabBarsInTabs { dropBareTabBar(inner.tabBar) }
    }

    /// Tab bars pushed on a stack, named by the entry that shows them, with
    /// the tab bars in their tabs (`LayerItem.pushedTabBars`). One already
    /// shown keeps its controller, and takes the item's tabs and selection,
    /// as the binding gives them with the stack's screens.
    func installTabBars(of items: [LayerItem]) {
        for case let container? in items.map(\.container) { installBareTabBar(container) }
    }

    /// A tab bar drawn bare, pushed on a stack or in a tab of one that is:
    /// its tabs are its children's first screens, and a child whose first
    /// screen shows a container shows that tab bar, made here too. One
    /// already shown takes the container's tabs and selection, and the tab
    /// bars its tabs no longer show go.
    func installBareTabBar(_ container: LayerContainer) {
        let before = tabBars[container.id]?.tabBarsInTabs ?? []
        var bar = FakeTabBar(selected: container.selected, children: container.children.map(\.id))
        for child in container.children {
            guard let inner = child.stack.root?.container else { continue }
            bar.tabBarsInTabs.append((child.id, inner.id))
            installBareTabBar(inner)
        }
        for old in before where !bar.tabBarsInTabs.contains(where: { $0.tabBar == old.tabBar }) {
            dropBareTabBar(old.tabBar)
        }
        tabBars[container.id] = bar
    }

    /// The back guards of the screens a navigation controller shows, as a
    /// binding sets them with its screens.
    func setBackGuards(of items: [LayerItem], on navigation: FakeNavigation) {
        for (screen, item) in zip(navigation.screens, items) { screen.isBackGuarded = item.isGuarded }
    }

    func screen(for item: LayerItem, reusing old: [FakeScreen] = []) -> FakeScreen {
        if let kept = old.first(where: { $0.id == item.id }) { return kept }
        for split in splits.values {
            if let kept = split.parked.first(where: { $0.id == item.id }) { return kept }
        }
        let made = FakeScreen(id: item.id, tabBar: item.container?.id)
        made.transition = item.transition
        madeScreens.append(WeakScreen(screen: made, id: item.id))
        return made
    }

    /// The presenter's index in the chain: -1 for the window's root.
    func presenterIndex(_ id: EntryID?) -> Int? {
        if rootShape != nil, id == nil { return -1 }
        return chain.firstIndex { $0.id == id }
    }

    /// The shape on top: the top presented controller, or the window's root.
    var topShape: UIKitShape? { chain.last?.shape ?? rootShape }

    /// The navigation controller the user sees, through the selected tabs:
    /// the one whose back button and swipe the user reaches. In an expanded
    /// split, the last shown column with a screen pushed (its navigation bar
    /// has the back button), else the detail-most one, as the gestures'
    /// table says.
    var visibleNavigation: EntryID?? {
        topShape.flatMap(visibleNavigation(in:))
    }

    private func visibleNavigation(in shape: UIKitShape) -> EntryID?? {
        switch shape {
        case .navigation(let id):
            return .some(id)
        case .tabs(let id, let children):
            return selectedShape(of: id, in: children).flatMap(visibleNavigation(in:))
        case .split(let id, let columns):
            // Collapsed, the `.compact` column's navigation controller.
            if isCompactWidth { return .some(id) }
            let split = splits[id]
            let shown = zip(split?.order ?? [], columns).filter { column, _ in
                column == .detail || split?.visible.contains(column) == true
            }
            let shownNavigations = shown.compactMap { visibleNavigation(in: $0.1) }
            if let pushed = shownNavigations.last(where: { (navigations[$0]?.screens.count ?? 0) > 1 }) {
                return .some(pushed)
            }
            return shownNavigations.last ?? columns.last.flatMap(visibleNavigation(in:))
        }
    }

    /// The shape of a tab bar controller's selected tab: the tab's navigation
    /// controller, or the tab bar or split its child draws alone (named by
    /// its container's id, not the tab's).
    func selectedShape(of tabBar: EntryID?, in children: [UIKitShape]) -> UIKitShape? {
        guard let bar = tabBars[tabBar], let selected = bar.selected else { return nil }
        if bar.children.count == children.count, let index = bar.children.firstIndex(of: selected) {
            return children[index]
        }
        return children.first { child in
            switch child {
            case .navigation(let childID), .tabs(let childID, _), .split(let childID, _): childID == selected
            }
        }
    }

    /// Whether the window takes touches: the top of the chain is still
    /// (nothing presenting or dismissing) and no tab bar changes its tabs.
    var windowIsStill: Bool {
        !rootIsChanging && (chain.last.map { $0.state == .shown } ?? true) && changingTabBars.isEmpty
            && (alert.map { $0.state == .shown } ?? true)
    }

    /// Whether the screens under the chain's top take touches: the window is
    /// still and no alert covers them.
    var takesTouches: Bool { windowIsStill && alert == nil }

    /// How UIKit draws a presented layer now: a popover as a sheet in a
    /// compact width unless its route says otherwise.
    func drawn(_ presented: FakePresented) -> Presentation {
        presented.layer.drawnPresentation(compact: isCompactWidth)
    }

    /// What a popover or dialog presented from `presenter` points at, as the
    /// binding resolves it: an anchor registered by a screen of the presenting
    /// layer, or the fallback, the missing one reported as `onError` would.
    func resolveAnchor(_ name: AnchorID?, presenter: EntryID?) -> UIKitAnchor {
        let screens = Set(screensOfLayer(presenter))
        let (anchor, missing) = UIKitAnchor.resolve(name) { name in
            anchors.contains { screens.contains($0.key) && $0.value.contains(name) }
        }
        if let missing { missingAnchors.append(missing) }
        return anchor
    }

    /// The screens of the layer with this id (the root for `nil`).
    func screensOfLayer(_ layer: EntryID?) -> [EntryID] {
        navigationIDs(layer).flatMap { navigations[$0]?.ids ?? [] }
    }

    /// The navigation controllers of the layer with this id (the root for `nil`).
    private func navigationIDs(_ layer: EntryID?) -> [EntryID?] {
        if layer == nil { return rootShape.map { navigationIDs(in: $0) } ?? [] }
        return chain.first { $0.id == layer }.map { navigationIDs(in: $0.shape) } ?? []
    }

    /// Records a breach of rule 20 for a popover or action sheet drawn as a
    /// popover without anything to point at.
    func checkAnchors() {
        guard !isCompactWidth else { return }
        for presented in chain where drawn(presented) == .popover && presented.anchor == nil {
            breach(20, "popover \(presented.id) presented in a regular width without a source view or item")
        }
        if let alert, alert.alert.isDialog, alert.anchor == nil {
            breach(20, "action sheet \(alert.alert.id) presented in a regular width without a source view or item")
        }
    }

    /// Every navigation controller made for a shape.
    func navigationIDs(in shape: UIKitShape) -> [EntryID?] {
        switch shape {
        case .navigation(let id): [id]
        case .tabs(_, let children): children.flatMap { navigationIDs(in: $0) }
        case .split(let id, let columns): [id] + columns.flatMap { navigationIDs(in: $0) }
        }
    }
}
