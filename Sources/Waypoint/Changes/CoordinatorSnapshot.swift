/// The navigation state of one coordinator and its whole subtree, as a value.
///
/// Snapshots are `Sendable`, `Equatable` and `Codable`: a front end draws them, a
/// test compares them, a log prints them. For a navigation coordinator the first
/// entry is the root and the rest are stacked on top of it in order.
///
/// ```swift
/// for await change in coordinator.navigation.changes() {
///     print(change.snapshot)   // a readable tree
/// }
/// ```
public struct CoordinatorSnapshot: Sendable, Hashable, Codable {
    /// The kind of container, such as ``ContainerKind/navigation``.
    public var kind: ContainerKind {
        get { storage.kind }
        set { update { $0.kind = newValue } }
    }
    /// The coordinator's type name, such as `"TodosCoordinator"`.
    public var type: String {
        get { storage.type }
        set { update { $0.type = newValue } }
    }
    /// The entries, root first.
    ///
    /// Successive snapshots share the storage of their entries (a push onto a
    /// deep stack copies a few dozen references, not the stack); reading this
    /// property makes an array of them.
    public var entries: [EntrySnapshot] {
        get { Array(entryList) }
        set { entryList = EntryList(newValue) }
    }
    /// The entries, in storage shared with earlier and later snapshots.
    package var entryList: EntryList {
        get { storage.entryList }
        set { update { $0.entryList = newValue } }
    }
    /// The selected entry of a container such as a tab coordinator; `nil` for a
    /// navigation stack.
    public var selected: EntryID? {
        get { storage.selected }
        set { update { $0.selected = newValue } }
    }
    /// Presentation data for front ends, such as a wrapper's style.
    public var attributes: [String: String] {
        get { storage.attributes }
        set { update { $0.attributes = newValue } }
    }
    /// A split view's columns, their visibility and the sidebar's selection
    /// (``ContainerKind/split``); `nil` for every other kind.
    public var split: SplitSnapshot? {
        get { storage.split }
        set { update { $0.split = newValue } }
    }

    /// The fields, in one immutable shared box: every change yields a snapshot
    /// to each subscriber's buffer and keeps one in its node, and copying or
    /// dropping a snapshot is then one reference count, not one per field.
    private var storage: Storage

    private final class Storage: Sendable {
        let kind: ContainerKind
        let type: String
        let entryList: EntryList
        let selected: EntryID?
        let attributes: [String: String]
        let split: SplitSnapshot?

        init(
            kind: ContainerKind,
            type: String,
            entryList: EntryList,
            selected: EntryID?,
            attributes: [String: String],
            split: SplitSnapshot?
        ) {
            self.kind = kind
            self.type = type
            self.entryList = entryList
            self.selected = selected
            self.attributes = attributes
            self.split = split
        }
    }

    /// The fields as plain values, to change one and box them again.
    private struct Fields {
        var kind: ContainerKind
        var type: String
        var entryList: EntryList
        var selected: EntryID?
        var attributes: [String: String]
        var split: SplitSnapshot?
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = Fields(
            kind: storage.kind,
            type: storage.type,
            entryList: storage.entryList,
            selected: storage.selected,
            attributes: storage.attributes,
            split: storage.split
        )
        change(&fields)
        storage = Storage(
            kind: fields.kind,
            type: fields.type,
            entryList: fields.entryList,
            selected: fields.selected,
            attributes: fields.attributes,
            split: fields.split
        )
    }

    /// Creates a snapshot, for tests and custom front ends.
    ///
    /// - Parameters:
    ///   - kind: the kind of container, such as ``ContainerKind/navigation``.
    ///   - type: the coordinator's type name.
    ///   - entries: the entries, root first.
    ///   - selected: the selected entry of a container, or `nil`.
    ///   - attributes: presentation data for front ends.
    ///   - split: a split view's own state, for ``ContainerKind/split``.
    public init(
        kind: ContainerKind,
        type: String,
        entries: [EntrySnapshot],
        selected: EntryID? = nil,
        attributes: [String: String] = [:],
        split: SplitSnapshot? = nil
    ) {
        self.init(
            kind: kind, type: type, entryList: EntryList(entries), selected: selected, attributes: attributes,
            split: split)
    }

    /// Creates a snapshot whose entries share storage with other snapshots'.
    init(
        kind: ContainerKind,
        type: String,
        entryList: EntryList,
        selected: EntryID? = nil,
        attributes: [String: String] = [:],
        split: SplitSnapshot? = nil
    ) {
        self.storage = Storage(
            kind: kind,
            type: type,
            entryList: entryList,
            selected: selected,
            attributes: attributes,
            split: split
        )
    }

    /// Whether two snapshots hold equal fields, whatever storage they share.
    ///
    /// - Parameters:
    ///   - lhs: a snapshot.
    ///   - rhs: another snapshot.
    /// - Returns: `true` if every field is equal.
    public static func == (lhs: CoordinatorSnapshot, rhs: CoordinatorSnapshot) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.kind == rhs.kind && lhs.type == rhs.type && lhs.entryList == rhs.entryList
                && lhs.selected == rhs.selected && lhs.attributes == rhs.attributes && lhs.split == rhs.split)
    }

    /// Whether two snapshots are the same value in memory: a test that takes
    /// constant time, whatever the size of the subtree.
    ///
    /// `true` means the snapshots are equal. `false` says nothing: equal
    /// snapshots made separately (decoded, or built by hand) are not identical.
    /// The engine keeps a coordinator's snapshot while nothing in its subtree
    /// changes, so the snapshots of successive changes share every subtree
    /// the change did not touch: a front end that keeps what it drew of each
    /// subtree can skip the identical ones and redraw only what changed, as
    /// `ModalLayers.init(_:reusing:)` does.
    ///
    /// ```swift
    /// let before = tabs.navigation.snapshot
    /// try firstTab.show(\.detail)
    /// let after = tabs.navigation.snapshot
    /// after.isIdentical(to: before)                                       // false
    /// after.entries[1].child!.isIdentical(to: before.entries[1].child!)   // true: the second tab did not change
    /// ```
    ///
    /// - Parameter other: another snapshot.
    /// - Returns: `true` if both are the same value in memory, and so equal.
    public func isIdentical(to other: CoordinatorSnapshot) -> Bool {
        storage === other.storage
    }

    /// Whether both are snapshots of coordinators of the same kind and
    /// type, compared where the snapshots hold them (no copy of either name).
    ///
    /// - Parameter other: another snapshot.
    /// - Returns: `true` if ``kind`` and ``type`` are equal.
    package func hasSameKindAndType(as other: CoordinatorSnapshot) -> Bool {
        storage === other.storage || (storage.kind == other.storage.kind && storage.type == other.storage.type)
    }

    /// Hashes every field.
    ///
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(type)
        hasher.combine(entryList)
        hasher.combine(selected)
        hasher.combine(attributes)
        hasher.combine(split)
    }

    /// The selected entry, if any.
    public var selectedEntry: EntrySnapshot? { entryList.first { $0.id == selected } }

    /// The root entry, if the coordinator has one.
    public var root: EntrySnapshot? { entryList.first { $0.presentation == .root } }

    /// The entryList stacked on top of the root, bottom first.
    public var stack: [EntrySnapshot] { entryList.filter { $0.presentation != .root } }

    /// The route names of every entry, root first: a compact form for assertions.
    public var routes: [String] { entryList.map(\.route) }

    /// The entry with the given id anywhere in this subtree.
    ///
    /// - Parameter id: the entry's id.
    /// - Returns: the entry, or `nil` if no entry of this subtree has that id.
    public func entry(_ id: EntryID) -> EntrySnapshot? {
        for entry in entryList {
            if entry.id == id { return entry }
            if let found = entry.child?.entry(id) { return found }
        }
        return nil
    }

    /// Every alert and confirmation dialog of this subtree, in the order they
    /// were asked: the first is the one a front end shows, the others wait
    /// for it to end (see <doc:AlertsDialogsAndSheetSizes>).
    ///
    /// ```swift
    /// if let alert = app.navigation.snapshot.alerts.first {
    ///     print(alert.alert?.title ?? "", alert.alert?.buttons.map(\.label) ?? [])
    /// }
    /// ```
    public var alerts: [EntrySnapshot] {
        var found: [EntrySnapshot] = []
        collectAlerts(into: &found)
        // Ids increase in the order entries join the tree.
        return found.sorted { $0.id < $1.id }
    }

    private func collectAlerts(into found: inout [EntrySnapshot]) {
        for entry in entryList {
            if entry.presentation.isAlert { found.append(entry) }
            entry.child?.collectAlerts(into: &found)
        }
    }

    /// The number of entryList in this subtree, children's included.
    public var entryCount: Int {
        entryList.reduce(0) { $0 + 1 + ($1.child?.entryCount ?? 0) }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, type, selected, attributes, split
        case entryList = "entries"
    }

    /// Reads a snapshot. Data written before ``attributes`` existed decodes
    /// with no attributes; data written before ``split`` existed, with none.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: the decoder's error if the data is not a snapshot.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(ContainerKind.self, forKey: .kind),
            type: try container.decode(String.self, forKey: .type),
            entryList: try container.decode(EntryList.self, forKey: .entryList),
            selected: try container.decodeIfPresent(EntryID.self, forKey: .selected),
            attributes: try container.decodeIfPresent([String: String].self, forKey: .attributes) ?? [:],
            split: try container.decodeIfPresent(SplitSnapshot.self, forKey: .split)
        )
    }

    /// Writes the snapshot's fields; `selected` and `split` only when there is one.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(type, forKey: .type)
        try container.encode(entryList, forKey: .entryList)
        try container.encodeIfPresent(selected, forKey: .selected)
        try container.encode(attributes, forKey: .attributes)
        try container.encodeIfPresent(split, forKey: .split)
    }
}
