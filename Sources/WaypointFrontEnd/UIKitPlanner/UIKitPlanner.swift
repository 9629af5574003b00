import Waypoint

/// Decides the next UIKit operations from what UIKit shows and what it should
/// show: a pure function, so that every rule UIKit imposes is tested without
/// UIKit.
///
/// The plan keeps UIKit's rules (see <doc:PlanningForUIKit>):
///
/// - **One operation per lane.** A navigation controller, a tab bar and the
///   presentation chain each carry out one operation at a time; a busy lane
///   (a step in flight, or the user's gesture) gets nothing new. A whole stack
///   change is one `setViewControllers`, however many levels it pushes or pops.
/// - **Dismissals first, from the deepest presenter that stays.** One
///   `dismiss` removes every layer above it; presentations follow bottom
///   first, each planned only once the one before has completed.
/// - **The window's root is replaced only while nothing is presented.**
/// - **A tab bar whose tabs change stays.** One `setTabs` gives it its new
///   tabs (and selection); the layers it presents stay up. Tabs a step would
///   remove wait while they carry out a step or the user's gesture.
/// - **Only the last visible step animates.** A stack that is covered (by a
///   layer that stays, or while the chain still changes) changes without
///   animation; a dismissal animates only when nothing is presented after it,
///   a presentation only when it is the last one.
/// - **The alert comes last, from the top.** The target's alert
///   (``UIKitScene/alert``) is presented from the top of the chain once the
///   chain shows the target's layers: after a sheet's dismissal has
///   completed, after the sheets presented meanwhile. A layer to present
///   below a shown alert takes it down first (it stays in the core), and it
///   is presented again on top (rules 18, 19).
/// - **A split view stays.** Expanded, a column whose child changed keeps
///   its navigation controller and gets the new child's screens
///   (``UIKitStep/setColumns(_:animated:)``, one UIKit operation per changed
///   column), a change inside a column is one `setViewControllers` on that
///   column's navigation controller, and the columns' visibility follows the
///   core with `show(_:)`/`hide(_:)`. Collapsed, the split's one
///   `.compact` navigation controller shows ``LayerContainer/collapsedStack``
///   and changes with one `setViewControllers` too.
/// - **Sheet sizes follow the core.** A presented sheet whose detent differs
///   from the target's is moved with ``UIKitStep/setDetent(_:layer:animated:)``. `animated: false` (for a
///   restoration or the first drawing) turns every animation off.
///
/// ```swift
/// let steps = UIKitPlanner.steps(from: shown, to: target, busy: [], animated: true)
/// // [.dismiss(above: nil, animated: false), .setStack([list, todo], of: nil, animated: false)]
/// ```
public enum UIKitPlanner {
    /// The operations to start now, at most one per free lane.
    ///
    /// - Parameters:
    ///   - shown: what UIKit shows.
    ///   - target: what it should show.
    ///   - busy: the lanes that carry out an operation or a user's gesture now.
    ///   - animated: whether the change that led here animates at all.
    /// - Returns: the steps to perform now, in any order (each in its own
    ///   lane); empty when UIKit shows the target, or when every lane that
    ///   differs is busy.
    public static func steps(
        from shown: UIKitScene,
        to target: UIKitScene,
        busy: Set<UIKitLane>,
        animated: Bool
    ) -> [UIKitStep] {
        plan(from: shown, to: target, busy: busy, animated: animated).steps
    }

    /// The operations to start now (``steps(from:to:busy:animated:)``), and
    /// whether they are all there is to do: whether, once each has completed
    /// as planned, a plan toward the same target finds nothing. A plan is
    /// final when no lane is busy, the chain shows the target's layers, and
    /// only navigation controllers' screens differ, the tab bars pushed on
    /// them selecting as the target does; a session then need not plan again.
    static func plan(
        from shown: UIKitScene,
        to target: UIKitScene,
        busy: Set<UIKitLane>,
        animated: Bool
    ) -> (steps: [UIKitStep], isFinal: Bool) {
        var steps: [UIKitStep] = []
        let chain = chainDifference(from: shown, to: target)
        // Whether something differs that the steps planned now leave as it is.
        var leavesMore = !busy.isEmpty || chain != nil
        if !busy.contains(.presentations), let step = chainStep(chain, shown: shown, target: target, animated: animated)
        {
            steps.append(step)
        }
        // The stack the user sees, once the chain shows the target's layers: read for the first animated stack step.
        var visible: EntryID?? = nil
        var visibleRead = false
        // While the chain changes, only the layers that stay get steps: the others go.
        let kept = chain.map { Self.staying(in: shown, common: $0) }
        var pushedTabBars: Set<EntryID?> = []
        // The navigation controllers whose screens differ: the tab bars pushed on the others are the same.
        var changed: [EntryID?] = []
        var shared = 0
        for (id, items) in target.stacks {
            let current = shown.stacks[id]
            if current != nil { shared += 1 }
            // The same screens (a session's scenes share their storage): nothing to do, and nothing to compare.
            if let current, current == items { continue }
            changed.append(id)
            guard let current, !busy.contains(.stack(id)), kept?.stacks.contains(id) ?? true else { continue }
            if !current.elementsEqual(items, by: { $0.id == $1.id }) {
                if animated, chain == nil, !visibleRead {
                    (visible, visibleRead) = (target.visibleStack.map(\.id), true)
                }
                steps.append(.setStack(items, of: id, animated: animated && chain == nil && visible == .some(id)))
                // A tab bar pushed on it (or in a tab of one) may go with this step: select in it afterwards.
                for item in current where item.showsContainer {
                    for container in item.pushedTabBars { pushedTabBars.insert(container.id) }
                }
                continue
            }
            for (now, wanted) in zip(current, items) where now.isGuarded != wanted.isGuarded {
                guard !busy.contains(.guarded(wanted.id)) else { continue }
                steps.append(.setBackGuarded(wanted.isGuarded, item: wanted.id))
            }
        }
        // Every shown navigation controller is one of the target's when as many are shared.
        if shared < shown.stacks.count {
            for id in shown.stacks.keys where target.stacks[id] == nil { changed.append(id) }
        }
        let tabBars = shown.tabBars(pushedOn: changed)
        let (tabSteps, retabbed) = tabSteps(
            from: shown, tabBars, to: target, target.tabBars(pushedOn: changed), busy: busy, skipping: pushedTabBars,
            kept: kept?.tabs, animated: animated && chain == nil)
        steps += tabSteps
        if target.drawsSplit {
            steps += splitSteps(
                from: shown, to: target, busy: busy, kept: kept?.tabs, animated: animated && chain == nil)
        }
        // Every tab bar shown, read only if a selection differs.
        var allTabBars: [EntryID?: (container: LayerContainer, pushed: Bool)]?
        for (container, child) in target.selections {
            // A tab bar whose tabs change is selected in with its new tabs; one that no
            // stack shows now (on its way to another, in flight) once it is there.
            guard let current = shown.selections[container], current != child else { continue }
            leavesMore = true
            guard !busy.contains(.tabs(container)),
                kept?.tabs.contains(container) ?? true, !pushedTabBars.contains(container),
                !retabbed.contains(container)
            else { continue }
            if tabBars[container] == nil {
                if allTabBars == nil { allTabBars = shown.tabBars }
                guard allTabBars?[container] != nil else { continue }
            }
            steps.append(.select(child, in: container))
        }
        for (now, wanted) in zip(shown.presented, target.presented) {
            guard now.isSameController(as: wanted) else { break }
            guard let id = wanted.id else { continue }
            if let detent = wanted.layer.detent, now.layer.detent != detent, !busy.contains(.sheet(id)) {
                steps.append(.setDetent(detent, layer: id, animated: animated))
            }
            guard now.isModalInPresentation != wanted.isModalInPresentation, !busy.contains(.guarded(id))
            else { continue }
            steps.append(.setModalInPresentation(wanted.isModalInPresentation, layer: id))
        }
        // A tab bar's new tabs take away the lanes of the tabs it loses (a tab bar pushed on
        // one may be on its way to another stack): nothing else is planned on them now.
        let taken = steps.reduce(into: Set<UIKitLane>()) { lanes, step in
            if case .setTabs(let container, _) = step { lanes.formUnion(shown.lanes(losing: container)) }
            if case .setColumns(let container, _) = step { lanes.formUnion(shown.lanes(losingColumnsTo: container)) }
        }
        if !taken.isEmpty { steps.removeAll { taken.contains($0.lane) } }
        let isFinal =
            !leavesMore && retabbed.isEmpty
            && steps.allSatisfy { step in
                // The tab bars pushed on a stack it sets (and those in their tabs) are selected as their
                // items say: as the target's.
                guard case .setStack(let items, _, _) = step else { return false }
                return items.allSatisfy { item in
                    item.pushedTabBars.allSatisfy { target.selections[$0.id] == $0.selected }
                }
            }
        guard steps.count > 1 else { return (steps, isFinal) }
        // One order for the same scenes, whatever the dictionaries' order, so that runs replay.
        steps.sort { $0.lane.order < $1.lane.order }
        // One step per lane (a sheet's root screen and the sheet share a guard lane).
        var lanes: Set<UIKitLane> = []
        return (steps.filter { lanes.insert($0.lane).inserted }, isFinal)
    }

    /// The tab bars whose tabs changed, each given its new tabs in one step:
    /// the tab bar stays, and so does what its layer presents.
    ///
    /// A tab bar gets none while its lane is busy, while it may be on its way
    /// out (a layer that goes, a stack it is pushed on that changes), or while
    /// a tab it would remove carries out a step or the user's gesture.
    ///
    /// - Parameters:
    ///   - current: the shown scene's ``UIKitScene/tabBars``, or those
    ///     drawn alone and pushed on the navigation controllers whose screens
    ///     differ (``UIKitScene/tabBars(pushedOn:)``).
    ///   - wanted: the same of the target.
    /// - Returns: the steps, and every tab bar whose tabs differ, with a step
    ///   now or not: its selection waits for its tabs.
    static func tabSteps(
        from shown: UIKitScene,
        _ current: [EntryID?: (container: LayerContainer, pushed: Bool)],
        to target: UIKitScene,
        _ wanted: [EntryID?: (container: LayerContainer, pushed: Bool)],
        busy: Set<UIKitLane>,
        skipping leaving: Set<EntryID?>,
        kept: Set<EntryID?>?,
        animated: Bool
    ) -> (steps: [UIKitStep], retabbed: Set<EntryID?>) {
        var visible: Set<EntryID?>?
        var steps: [UIKitStep] = []
        var retabbed: Set<EntryID?> = []
        for (id, wanted) in wanted {
            guard let now = current[id], now.pushed == wanted.pushed else { continue }
            let before = now.container.slots(pushed: now.pushed)
            let after = wanted.container.slots(pushed: wanted.pushed)
            guard before != after else { continue }
            retabbed.insert(id)
            guard !busy.contains(.tabs(id)), !leaving.contains(id), kept?.contains(id) ?? true,
                shown.lanes(losing: wanted.container).isDisjoint(with: busy)
            else { continue }
            var container = wanted.container
            container.selected = target.selections[id] ?? container.selected
            if animated, visible == nil { visible = target.visibleTabBars }
            steps.append(.setTabs(container, animated: visible?.contains(id) ?? false))
        }
        return (steps, retabbed)
    }

    /// How the chains differ: `nil` when the root and every presented layer
    /// match; otherwise how many presented layers they share (`-1` when the
    /// root itself differs).
    static func chainDifference(from shown: UIKitScene, to target: UIKitScene) -> Int? {
        guard let targetRoot = target.root else { return nil }
        guard let root = shown.root, root.isSameController(as: targetRoot) else { return -1 }
        var common = 0
        while common < shown.presented.count, common < target.presented.count,
            shown.presented[common].isSameController(as: target.presented[common])
        {
            common += 1
        }
        if common == shown.presented.count, common == target.presented.count { return nil }
        return common
    }

    /// The navigation controllers and tab bars of the layers that stay while
    /// the chain changes: the root, if it stays, and the presented layers the
    /// scenes share.
    static func staying(in shown: UIKitScene, common: Int) -> (stacks: Set<EntryID?>, tabs: Set<EntryID?>) {
        guard common >= 0, let root = shown.root else { return ([], []) }
        var stacks: Set<EntryID?> = []
        var tabs: Set<EntryID?> = []
        func collect(_ shape: UIKitShape) {
            switch shape {
            case .navigation(let id):
                stacks.insert(id)
                for item in shown.stacks[id] ?? [] where item.showsContainer {
                    for container in item.pushedTabBars { tabs.insert(container.id) }
                }
            case .tabs(let id, let children):
                tabs.insert(id)
                children.forEach(collect)
            case .split(let id, let columns):
                // A split's id names its collapsed stack and its lane (kept with the tab bars').
                tabs.insert(id)
                collect(.navigation(id))
                columns.forEach(collect)
            }
        }
        collect(root.shape)
        for layer in shown.presented.prefix(common) { collect(layer.shape) }
        return (stacks, tabs)
    }

    /// The one step of the presentation chain: replace the root once nothing
    /// is presented, else dismiss what differs from its deepest presenter that
    /// stays, else present the next layer; the alert last, from the top.
    ///
    /// An alert shown goes first when it is not the target's, and when a
    /// layer is to be presented, or the root replaced, below it: UIKit
    /// presents nothing from a controller that presents one (rule 18). It
    /// stays in the core, and is presented again once the chain shows the
    /// target. A dismissal below it takes it along (rule 10).
    static func chainStep(_ difference: Int?, shown: UIKitScene, target: UIKitScene, animated: Bool) -> UIKitStep? {
        if let alert = shown.alert {
            let dismissesBelow = difference.map { $0 < 0 ? !shown.presented.isEmpty : shown.presented.count > $0 }
            if dismissesBelow != true, difference != nil || alert.id != target.alert?.id {
                return .dismissAlert(alert.id, animated: animated && difference == nil)
            }
        }
        guard let common = difference, let targetRoot = target.root else {
            // The chain shows the target's layers: the alert, from its top (rule 19).
            guard difference == nil, shown.alert == nil, let alert = target.alert,
                let top = shown.presented.last ?? shown.root
            else { return nil }
            return .presentAlert(alert, from: top.id, animated: animated)
        }
        guard common >= 0 else {
            // A dismissal before the root goes, so that no modal outlives it (rule 16).
            if !shown.presented.isEmpty { return .dismiss(above: shown.root?.id, animated: false) }
            return .setRoot(targetRoot.layer)
        }
        let presenter = common == 0 ? shown.root?.id : shown.presented[common - 1].id
        if shown.presented.count > common {
            return .dismiss(above: presenter, animated: animated && target.presented.count == common)
        }
        let next = target.presented[common]
        return .present(next.layer, from: presenter, animated: animated && common == target.presented.count - 1)
    }
}

extension UIKitLane {
    /// A stable order of lanes: the chain first, then by kind and id.
    var order: String {
        switch self {
        case .presentations: "0"
        case .stack(let id): "1 \(id.map { "\($0)" } ?? "")"
        case .tabs(let id): "2 \(id.map { "\($0)" } ?? "")"
        case .guarded(let id): "3 \(id)"
        case .sheet(let id): "4 \(id)"
        case .split(let id): "5 \(id.map { "\($0)" } ?? "")"
        }
    }
}
