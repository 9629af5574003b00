/// A typed error for navigation requests that cannot be carried out.
///
/// Every misuse of the API — popping past the root, routing on a coordinator that
/// was removed, finishing twice, a router whose coordinator is gone — is reported
/// as a `NavigationError` and leaves the navigation state unchanged. Switch over
/// ``code`` to react; ``message`` is for people. Two errors are equal when their
/// codes are: the message and the ``underlying`` error do not take part.
///
/// ```swift
/// do {
///     try coordinator.popLast()
/// } catch where error.code == .nothingToPop {
///     // already at the root
/// }
/// ```
public struct NavigationError: Error, Sendable, Hashable, Codable {
    /// What went wrong, as a stable, switchable value.
    ///
    /// Codes are static members, so that later versions can add codes without
    /// breaking a `switch` over them; a `switch` needs a `default` case. A code
    /// encodes as its raw value, the string `"nothingToPop"`, … .
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The code's name, as encoded: `"nothingToPop"`, … .
        public let rawValue: String

        /// Creates a code with a name.
        ///
        /// - Parameter rawValue: the code's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name: `nothingToPop`.
        public var description: String { rawValue }

        /// The coordinator has finished or was removed from its tree.
        public static let coordinatorFinished = Code(rawValue: "coordinatorFinished")
        /// The router's coordinator has been deallocated.
        public static let routerStale = Code(rawValue: "routerStale")
        /// Only the root is left: there is nothing to pop.
        public static let nothingToPop = Code(rawValue: "nothingToPop")
        /// No entry with that id is in the coordinator's stack.
        public static let entryNotFound = Code(rawValue: "entryNotFound")
        /// No entry of that route (and input) is in the coordinator's stack.
        public static let routeNotFound = Code(rawValue: "routeNotFound")
        /// The coordinator is its parent's root: switch the parent's root instead.
        public static let cannotFinishRoot = Code(rawValue: "cannotFinishRoot")
        /// The flow has already finished.
        public static let alreadyFinished = Code(rawValue: "alreadyFinished")
        /// The child coordinator returned by a factory is already part of a tree,
        /// has finished, is an ancestor of the coordinator showing it, or makes its
        /// container anew on every read (a computed `stack` rather than a stored `let`).
        public static let invalidChild = Code(rawValue: "invalidChild")
        /// The entry is a root, which only a root switch can replace.
        public static let cannotRemoveRoot = Code(rawValue: "cannotRemoveRoot")
        /// The route cannot be used this way (a route declared with `.root` presentation).
        public static let invalidRoute = Code(rawValue: "invalidRoute")
        /// A guard vetoed the request: the state is unchanged.
        public static let vetoed = Code(rawValue: "vetoed")
        /// The request's task was cancelled before its turn: nothing changed.
        public static let cancelled = Code(rawValue: "cancelled")
        /// A step is not possible in the current state (for example, a deep link
        /// that needs a signed-in root while signed out).
        public static let unavailable = Code(rawValue: "unavailable")
        /// The entry shows a child flow, which ends with `finish(_:)`, not as a screen.
        public static let notAScreen = Code(rawValue: "notAScreen")
        /// A step of a guarded request (``FlowNavigation/navigate(cause:_:)``)
        /// threw an error that is not a `NavigationError`; the error is in
        /// ``NavigationError/underlying``.
        public static let stepFailed = Code(rawValue: "stepFailed")
        /// An alert or confirmation dialog cannot be shown: it has no buttons,
        /// several cancel or preferred buttons, two buttons with one label or
        /// two fields with one name, a button enabled by a field it lacks, or
        /// a condition on the cancel button or, without one, on every button
        /// (``AlertSnapshot/problem``); or the route's factory did not return
        /// an ``AlertDescribing`` value, or a container was asked to show it.
        public static let invalidAlert = Code(rawValue: "invalidAlert")
        /// The entry is not an alert or a confirmation dialog, so it has no
        /// buttons to choose.
        public static let notAnAlert = Code(rawValue: "notAnAlert")
        /// The alert has no button with that label.
        public static let unknownButton = Code(rawValue: "unknownButton")
        /// The answer gives a text for a field the alert does not have.
        public static let unknownField = Code(rawValue: "unknownField")
        /// The answer names a button that is disabled for the fields' texts:
        /// its condition (``AlertButton/enabledWhen``) does not hold. The
        /// alert stays up.
        public static let buttonDisabled = Code(rawValue: "buttonDisabled")
        /// A sheet detent the route does not declare, or one a sheet cannot
        /// rest at (a fraction outside (0, 1], a height of 0), or a detent for
        /// an entry that declares none.
        public static let invalidDetent = Code(rawValue: "invalidDetent")
        /// The split view's sidebar does not list that item
        /// (``SplitCoordinator/sidebarItems``).
        public static let itemNotFound = Code(rawValue: "itemNotFound")
        /// The split view has no such column (a content column in a
        /// two-column split), or the route is not declared for a column.
        public static let columnNotFound = Code(rawValue: "columnNotFound")
        /// Hiding the column would leave the split view with none shown.
        public static let lastVisibleColumn = Code(rawValue: "lastVisibleColumn")
        /// A split view was asked to place a child at an index or to focus it
        /// (``ContainerCoordinator/show(_:_:at:focus:)``): a split places a
        /// child by its route's column, and selects with its sidebar
        /// (``SplitCoordinator/select(_:)``).
        public static let invalidPlacement = Code(rawValue: "invalidPlacement")
        /// The stack's top is not an entry of the route a replacement names
        /// (``NavigationCoordinator/replace(_:with:_:)``): it shows another screen,
        /// an alert, or its root alone.
        public static let notOnTop = Code(rawValue: "notOnTop")
    }

    /// What went wrong.
    public let code: Code
    /// A readable explanation, naming the route or entry involved.
    public let message: String
    /// The error of your own that a step threw, for ``Code/stepFailed``; `nil`
    /// for every other code.
    ///
    /// It takes no part in equality or hashing, and is not encoded: an error
    /// decoded from data has none.
    ///
    /// ```swift
    /// do {
    ///     try await todos.navigation.navigate { try todos.store.checkSaved() }
    /// } catch where error.code == .stepFailed {
    ///     print(error.underlying ?? error)   // your own error
    /// }
    /// ```
    public let underlying: (any Error)?

    /// Creates an error with a code and a readable message.
    ///
    /// Throw one from a deep link's steps, or from your own container kind, when
    /// a step is not possible in the current state:
    ///
    /// ```swift
    /// throw NavigationError(.unavailable, "sign in first")
    /// ```
    ///
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - message: a readable explanation, naming the route or entry involved.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
        self.underlying = nil
    }

    /// Wraps an error of the user's own that a step threw.
    init(stepFailed error: any Error) {
        self.code = .stepFailed
        self.message = "a step threw \(type(of: error)): \(error)"
        self.underlying = error
    }
}

extension NavigationError {
    private enum CodingKeys: String, CodingKey {
        case code, message
    }

    /// Reads an error encoded as its code and message; it has no
    /// ``underlying`` error.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: the decoder's error if the data is not an encoded error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Code.self, forKey: .code),
            try container.decode(String.self, forKey: .message)
        )
    }

    /// Writes the code and the message; the ``underlying`` error, which need
    /// not be encodable, is left out.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
    }
}

extension NavigationError {
    /// Whether two errors have the same code; their messages, written for
    /// people, and their underlying errors do not take part.
    ///
    /// - Parameters:
    ///   - lhs: an error.
    ///   - rhs: another error.
    /// - Returns: `true` if the codes are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code
    }

    /// Hashes the code, the part of the error that equality compares.
    ///
    /// - Parameter hasher: the hasher to combine the code into.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}

extension NavigationError: CustomStringConvertible {
    /// The code and the message: `nothingToPop: TodosCoordinator shows only its root`.
    public var description: String { "\(code.rawValue): \(message)" }
}
