public import Waypoint

/// What a screen change does, as a custom transition is chosen for it.
///
/// ```swift
/// let move = TransitionMove(.push, from: list, to: detail)
/// move.operation   // .push
/// ```
public enum TransitionOperation: String, Sendable, Hashable, CaseIterable {
    /// A screen is pushed on a navigation stack.
    case push
    /// Screens are popped off a navigation stack.
    case pop
    /// A layer is presented (a sheet, a full-screen cover).
    case present
    /// A presented layer is dismissed.
    case dismiss
}

/// One screen change a front end animates: its operation, the screen it
/// leaves and the screen it shows.
///
/// For a push or a pop, `from` is the screen on top before and `to` the one on
/// top after. For a presentation, `from` is the top screen of the presenting
/// layer and `to` the presented layer's first screen; for a dismissal, the
/// other way round.
///
/// ```swift
/// let move = TransitionMove(.pop, from: detail, to: list)
/// TransitionMatch.route(from: "detail", to: "list").matches(move)   // true
/// ```
public struct TransitionMove: Sendable, Hashable {
    /// What the change does.
    public var operation: TransitionOperation
    /// The screen it leaves, when the front end knows it.
    public var from: LayerItem?
    /// The screen it shows, when the front end knows it.
    public var to: LayerItem?

    /// Describes a screen change.
    ///
    /// - Parameters:
    ///   - operation: what the change does.
    ///   - from: the screen it leaves.
    ///   - to: the screen it shows.
    public init(_ operation: TransitionOperation, from: LayerItem?, to: LayerItem?) {
        self.operation = operation
        self.from = from
        self.to = to
    }
}

/// Which screen changes a custom transition is for: operations, and what the
/// screens left and shown must be (route names, coordinator types,
/// presentations). Unset parts match anything.
///
/// A UIKit front end picks the animator of the first rule whose match accepts
/// a move (``first(in:matching:)``); the matching itself is plain data,
/// tested without UIKit.
///
/// ```swift
/// // SwiftUICoordinator's FadeTransition: custom shapes to the star, both ways
/// let fade = TransitionMatch.route(from: "customShapes", to: "shape", operations: [.push, .pop])
/// // every screen whose route is presented `.fade`
/// let faded = TransitionMatch(to: .presentation(Presentation("fade")))
/// ```
public struct TransitionMatch: Sendable, Hashable {
    /// What one screen of a move must be: any part left `nil` matches anything.
    ///
    /// ```swift
    /// TransitionMatch.Screen.route("detail")
    /// TransitionMatch.Screen.coordinator(TodosCoordinator.self)
    /// ```
    public struct Screen: Sendable, Hashable {
        /// The route name (`LayerItem.route`).
        public var route: String?
        /// The type name of the coordinator that shows the screen (`LayerItem.coordinator`).
        public var coordinator: String?
        /// How the screen's route presents it (`LayerItem.presentation`).
        public var presentation: Presentation?

        /// Describes what a screen must be.
        ///
        /// - Parameters:
        ///   - route: the route name, or `nil` for any.
        ///   - coordinator: the coordinator's type name, or `nil` for any.
        ///   - presentation: the route's presentation, or `nil` for any.
        public init(route: String? = nil, coordinator: String? = nil, presentation: Presentation? = nil) {
            self.route = route
            self.coordinator = coordinator
            self.presentation = presentation
        }

        /// Any screen.
        public static let any = Screen()

        /// A screen of the route with this name.
        ///
        /// - Parameter name: the route name.
        /// - Returns: the screen match.
        public static func route(_ name: String) -> Screen { Screen(route: name) }

        /// A screen shown by a coordinator of this type.
        ///
        /// - Parameter type: the coordinator type.
        /// - Returns: the screen match.
        public static func coordinator(_ type: (some Coordinator).Type) -> Screen {
            Screen(coordinator: String(describing: type))
        }

        /// A screen whose route presents it this way.
        ///
        /// - Parameter presentation: the presentation.
        /// - Returns: the screen match.
        public static func presentation(_ presentation: Presentation) -> Screen {
            Screen(presentation: presentation)
        }

        /// Whether a screen is one of these; an unknown screen matches only `any`.
        ///
        /// - Parameter item: the screen, if known.
        /// - Returns: `true` if every part that is set agrees.
        public func matches(_ item: LayerItem?) -> Bool {
            guard let item else { return route == nil && coordinator == nil && presentation == nil }
            if let route, route != item.route { return false }
            if let coordinator, coordinator != item.coordinator { return false }
            if let presentation, presentation != item.presentation { return false }
            return true
        }
    }

    /// The operations it is for.
    public var operations: Set<TransitionOperation>
    /// What the screen left must be.
    public var from: Screen
    /// What the screen shown must be.
    public var to: Screen

    /// Describes the moves a transition is for.
    ///
    /// - Parameters:
    ///   - operations: the operations, all four by default.
    ///   - from: what the screen left must be.
    ///   - to: what the screen shown must be.
    public init(
        _ operations: Set<TransitionOperation> = Set(TransitionOperation.allCases),
        from: Screen = .any,
        to: Screen = .any
    ) {
        self.operations = operations
        self.from = from
        self.to = to
    }

    /// A match between two routes, by name, for a push and the pop back by
    /// default: a pop from `to` back to `from` matches as well, so that the
    /// same transition plays both ways.
    ///
    /// - Parameters:
    ///   - from: the route name of the screen below.
    ///   - to: the route name of the screen above.
    ///   - operations: the operations, push and pop by default.
    /// - Returns: the match.
    public static func route(
        from: String,
        to: String,
        operations: Set<TransitionOperation> = [.push, .pop]
    ) -> TransitionMatch {
        TransitionMatch(operations, from: .route(from), to: .route(to))
    }

    /// Whether a move is one of these. A pop or a dismissal is also matched
    /// the other way round (`to` left, `from` shown): a rule written for
    /// going forward plays back when the user goes back.
    ///
    /// - Parameter move: the screen change.
    /// - Returns: `true` if the rule applies.
    public func matches(_ move: TransitionMove) -> Bool {
        guard operations.contains(move.operation) else { return false }
        if from.matches(move.from) && to.matches(move.to) { return true }
        switch move.operation {
        case .pop, .dismiss: return from.matches(move.to) && to.matches(move.from)
        case .push, .present: return false
        }
    }

    /// The index of the first match that accepts a move.
    ///
    /// ```swift
    /// let index = TransitionMatch.first(in: rules.map(\.match), matching: move)
    /// ```
    ///
    /// - Parameters:
    ///   - matches: the matches, in order of precedence.
    ///   - move: the screen change.
    /// - Returns: the first accepting index, or `nil` when none does.
    public static func first(in matches: [TransitionMatch], matching move: TransitionMove) -> Int? {
        matches.firstIndex { $0.matches(move) }
    }
}
