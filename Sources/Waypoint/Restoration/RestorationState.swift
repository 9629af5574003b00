#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The whole navigation tree as a versioned, `Codable` value: roots, tabs,
/// stacks, child flows and their routes' `Codable` inputs.
///
/// Make one with ``FlowNavigation/restorationState()``, store its ``encoded()``
/// data, and later ``FlowNavigation/restore(_:)`` it into fresh coordinators.
public struct RestorationState: Sendable, Hashable, Codable {
    /// The format this version of Waypoint writes and reads.
    ///
    /// Format 2 saves a route's inputs as a list, one JSON text per input; data
    /// of format 1 (one input per entry) is rejected with
    /// ``RestorationError/Code/incompatibleFormat``. A sheet's detent
    /// (``Entry/detent``) was added to format 2 as an optional field: data
    /// saved before it reads as before, and reads the same in earlier versions.
    /// So were a split view's visible columns and sidebar selection
    /// (``Node/visibleColumns``, ``Node/selectedItem``).
    public static let currentFormat = 2

    /// One coordinator: its type and kind, its entries in order, and the index of
    /// its selected entry (containers only).
    public struct Node: Sendable, Hashable, Codable {
        /// The coordinator's type name, checked when restoring.
        public var type: String
        /// The coordinator's kind, such as ``ContainerKind/navigation`` or
        /// ``ContainerKind/tabs``; encoded as its name, `"navigation"`.
        public var kind: ContainerKind
        /// The index of the selected entry, for containers; `nil` for stacks.
        public var selected: Int?
        /// The entries, root first.
        public var entries: [Entry]
        /// A split view's visible columns; `nil` for every other kind, and in
        /// data saved before split views existed (all columns are then shown).
        public var visibleColumns: [SplitColumn]?
        /// A split view's selected sidebar item, as JSON text; `nil` when
        /// nothing is selected. Restoring checks that the sidebar still lists it.
        public var selectedItem: String?
    }

    /// One entry: its route's name, its presentation, its inputs each encoded as
    /// JSON (none for routes without input), whether its result was awaited, and
    /// the child flow it shows.
    public struct Entry: Sendable, Hashable, Codable {
        /// The name of the route that made the entry.
        public var route: String
        /// How the entry was presented; checked against the route when restoring.
        public var presentation: Presentation
        /// The route's inputs in the factory's order, each as JSON text; empty for
        /// routes without input.
        public var inputs: [String]
        /// Whether the entry was awaited when the state was saved (its
        /// ``EntrySnapshot/isAwaited``: `route(to:)` showed it and awaits it);
        /// restoring it returns a ``ShownEntry`` for it.
        public var awaited: Bool
        /// The state of the child flow the entry shows, if it shows one.
        public var child: Node?
        /// The detent the sheet rested at, for a route that declares detents;
        /// restoring checks that the route still declares it. Data saved
        /// before sheet sizes existed has none: the sheet opens at its first
        /// detent.
        public var detent: SheetDetent?
    }

    /// The format the state was written in.
    public var format: Int
    /// The top coordinator.
    public var root: Node
    /// The entries left out, as paths of route names (`"signedIn/todos/todo"`):
    /// those whose inputs are not `Codable` (everything stacked on such an
    /// entry is left out with it), and every alert and confirmation dialog,
    /// which are never saved.
    public var omitted: [String]

    /// The state as JSON data.
    ///
    /// ```swift
    /// let data = try app.navigation.restorationState().encoded()
    /// ```
    ///
    /// - Returns: the JSON encoding of the state.
    /// - Throws: ``RestorationError/Code/encodingFailed`` if the encoder fails;
    ///   with the inputs already encoded as JSON strings, it is not expected to.
    public func encoded() throws(RestorationError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // equal states give equal data
        do {
            return try encoder.encode(self)
        } catch {
            throw RestorationError(.encodingFailed, at: "", "the state does not encode: \(error)")
        }
    }

    /// Reads a state from JSON data.
    ///
    /// - Parameter data: data made by ``encoded()``.
    /// - Throws: ``RestorationError/Code/corruptData`` for data that does not
    ///   decode, ``RestorationError/Code/incompatibleFormat`` for another format.
    public init(data: Data) throws(RestorationError) {
        // The format first: data of another format need not decode as this one.
        let format: Int
        do {
            format = try JSONDecoder().decode(Header.self, from: data).format
        } catch {
            throw RestorationError(.corruptData, at: "", "the data does not decode: \(error)")
        }
        guard format == Self.currentFormat else {
            throw RestorationError(
                .incompatibleFormat,
                at: "",
                "format \(format) is not the supported format \(Self.currentFormat)"
            )
        }
        do {
            self = try JSONDecoder().decode(RestorationState.self, from: data)
        } catch {
            throw RestorationError(.corruptData, at: "", "the data does not decode: \(error)")
        }
    }

    /// The part of the data every format shares.
    private struct Header: Decodable {
        var format: Int
    }

    init(format: Int = currentFormat, root: Node, omitted: [String]) {
        self.format = format
        self.root = root
        self.omitted = omitted
    }
}
