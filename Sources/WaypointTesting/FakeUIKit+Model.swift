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
}

// The controllers a layer is drawn with, made and removed.
extension FakeUIKit {
    func install(_ layer: ModalLayer) {
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
        }
    }

    /// Removes the tab bars these screens showed, unless a screen of another
    /// navigation controller shows the same one (an entry that moved down
    /// when the sheet above its stack went).
    func dropTabBars(of screens: some Sequence<FakeScreen>) {
        for case let tabBar? in screens.map(\.tabBar) {
            let stillShown = navigations.values.contains { $0.screens.contains { $0.tabBar == tabBar } }
            if !stillShown { tabBars.removeValue(forKey: tabBar) }
        }
    }

    /// Tab bars pushed on a stack, named by the entry that shows them. One
    /// already shown keeps its controller, and takes the item's tabs and
    /// selection, as the binding gives them with the stack's screens.
    func installTabBars(of items: [LayerItem]) {
        for case let container? in items.map(\.container) {
            tabBars[container.id] = FakeTabBar(selected: container.selected, children: container.children.map(\.id))
        }
    }

    /// The back guards of the screens a navigation controller shows, as a
    /// binding sets them with its screens.
    func setBackGuards(of items: [LayerItem], on navigation: FakeNavigation) {
        for (screen, item) in zip(navigation.screens, items) { screen.isBackGuarded = item.isGuarded }
    }

    func screen(for item: LayerItem, reusing old: [FakeScreen] = []) -> FakeScreen {
        if let kept = old.first(where: { $0.id == item.id }) { return kept }
        let made = FakeScreen(id: item.id, tabBar: item.container?.id)
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

    /// The navigation controller the user sees, through the selected tabs.
    var visibleNavigation: EntryID?? {
        var shape = topShape
        while let current = shape {
            switch current {
            case .navigation(let id): return .some(id)
            case .tabs(let id, let children):
                let selected = tabBars[id]?.selected
                shape = children.first { child in
                    switch child {
                    case .navigation(let childID), .tabs(let childID, _): childID == selected
                    }
                }
            }
        }
        return .none
    }

    /// Whether the window takes touches: the top of the chain is still
    /// (nothing presenting or dismissing) and no tab bar changes its tabs.
    var windowIsStill: Bool {
        !rootIsChanging && (chain.last.map { $0.state == .shown } ?? true) && changingTabBars.isEmpty
    }

    /// Every navigation controller made for a shape.
    func navigationIDs(in shape: UIKitShape) -> [EntryID?] {
        switch shape {
        case .navigation(let id): [id]
        case .tabs(_, let children): children.flatMap { navigationIDs(in: $0) }
        }
    }
}
