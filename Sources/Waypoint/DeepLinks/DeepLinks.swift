/// Maps URLs to navigation: a scheme and a list of ``DeepLink`` patterns.
///
/// ``parse(_:)`` matches and validates a link without changing anything — for
/// tests and previews. ``open(_:in:)`` parses, then applies the link's steps as
/// one transaction with cause ``ChangeCause/deepLink``: the tree changes once,
/// or, on any failure, not at all.
///
/// ```swift
/// let links = DeepLinks<AppCoordinator>(scheme: "todos") {
///     DeepLink("todos") { app in … }
///     DeepLink("todos/:id") { try $0.int("id") } apply: { app, id in … }
/// }
/// try links.open("todos://todos/42", in: app)
/// ```
public struct DeepLinks<Root: Coordinator>: Sendable {
    /// The schemes handled, lowercased.
    public let schemes: Set<String>
    /// The patterns, tried in order.
    public let links: [DeepLink<Root>]
    /// The longest link accepted, in UTF-8 bytes.
    public let maxLength: Int

    /// Creates the links of one or more schemes.
    ///
    /// - Parameters:
    ///   - schemes: the URL schemes handled, such as `"todos"`.
    ///   - maxLength: the longest link accepted, in bytes; 2,048 by default.
    ///   - links: the patterns, tried in order.
    public init(schemes: Set<String>, maxLength: Int = 2_048, links: [DeepLink<Root>]) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.maxLength = maxLength
        self.links = links
    }

    /// Creates the links of one scheme.
    ///
    /// ```swift
    /// let links = DeepLinks<AppCoordinator>(scheme: "todos") {
    ///     DeepLink("todos/:id") { try $0.int("id") } apply: { app, id in … }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scheme: the URL scheme handled, such as `"todos"`.
    ///   - maxLength: the longest link accepted, in bytes; 2,048 by default.
    ///   - links: the patterns, tried in order.
    public init(scheme: String, maxLength: Int = 2_048, @DeepLinkBuilder<Root> links: () -> [DeepLink<Root>]) {
        self.init(schemes: [scheme], maxLength: maxLength, links: links())
    }

    /// Matches a link and parses its parameters, changing nothing.
    ///
    /// ```swift
    /// let plan = try links.parse("todos://todos/42")
    /// print(plan.pattern, plan.value)          // todos/:id 42
    /// ```
    ///
    /// - Parameter url: the link, such as `"todos://todos/42?from=mail"`.
    /// - Returns: the plan that ``open(_:in:)`` would apply.
    /// - Throws: a ``DeepLinkError`` for a malformed or too long URL, an unknown
    ///   scheme or path, or a missing or bad parameter.
    public func parse(_ url: String) throws(DeepLinkError) -> DeepLinkPlan<Root> {
        let parsed = try DeepLinkURL(parsing: url, maxLength: maxLength)
        guard schemes.contains(parsed.scheme) else {
            throw DeepLinkError(.unsupportedScheme, part: parsed.scheme, "this app handles \(schemes.sorted())")
        }
        for link in links {
            guard let values = link.match(parsed) else { continue }
            let parameters = DeepLinkParameters(
                url: url,
                segments: parsed.segments,
                values: values,
                query: parsed.query
            )
            let value = try link.parse(parameters)
            return DeepLinkPlan(link: link, parameters: parameters, value: value)
        }
        throw DeepLinkError(.unknownPath, part: parsed.segments.joined(separator: "/"), "no link matches")
    }

    /// Parses a link and applies it as one transaction.
    ///
    /// ```swift
    /// do {
    ///     try links.open("todos://todos/42", in: app)
    /// } catch {
    ///     print(error.code, error.part)         // the tree is as it was
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: the link.
    ///   - root: the coordinator the link's steps start from.
    /// - Returns: the plan that was applied.
    /// - Throws: as ``parse(_:)``, or ``DeepLinkError/Code/stepFailed`` if a step
    ///   is not possible in the current state. Nothing changes then.
    @MainActor
    @discardableResult
    public func open(_ url: String, in root: Root) throws(DeepLinkError) -> DeepLinkPlan<Root> {
        let plan = try parse(url)
        try plan.apply(to: root)
        return plan
    }
}

/// A matched and parsed deep link, ready to apply.
public struct DeepLinkPlan<Root: Coordinator>: Sendable {
    let link: DeepLink<Root>
    /// The link's parameters.
    public let parameters: DeepLinkParameters
    /// The value the link's `parse` step made from them.
    public let value: any Sendable

    /// The pattern that matched.
    public var pattern: String { link.pattern }

    /// Applies the link's steps as one transaction with cause ``ChangeCause/deepLink``.
    ///
    /// - Parameter root: the coordinator the link's steps start from.
    /// - Throws: ``DeepLinkError/Code/stepFailed`` if a step fails; nothing changes then.
    @MainActor
    public func apply(to root: Root) throws(DeepLinkError) {
        try root.navigation.transaction(cause: .deepLink) { () throws(DeepLinkError) in try link.apply(root, value) }
    }
}

/// Builds the list of patterns of a ``DeepLinks``.
///
/// The builder accepts ``DeepLink`` values, `if`, `if`-`else`, `switch` and
/// `for` loops:
///
/// ```swift
/// DeepLinks<AppCoordinator>(scheme: "todos") {
///     DeepLink("todos") { app in … }
///     if debugLinks {
///         DeepLink("debug/reset") { app in … }
///     }
/// }
/// ```
@resultBuilder
public enum DeepLinkBuilder<Root: Coordinator> {
    /// One link.
    ///
    /// - Parameter link: a link.
    /// - Returns: a list holding the link.
    public static func buildExpression(_ link: DeepLink<Root>) -> [DeepLink<Root>] { [link] }
    /// The links of a block, in order.
    ///
    /// - Parameter links: the lists of the block's statements.
    /// - Returns: the lists joined.
    public static func buildBlock(_ links: [DeepLink<Root>]...) -> [DeepLink<Root>] { links.flatMap { $0 } }
    /// The links of an `if` without `else`.
    ///
    /// - Parameter links: the links if the condition held, else `nil`.
    /// - Returns: the links, or none.
    public static func buildOptional(_ links: [DeepLink<Root>]?) -> [DeepLink<Root>] { links ?? [] }
    /// The links of the first branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter links: the branch's links.
    /// - Returns: the links.
    public static func buildEither(first links: [DeepLink<Root>]) -> [DeepLink<Root>] { links }
    /// The links of the second branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter links: the branch's links.
    /// - Returns: the links.
    public static func buildEither(second links: [DeepLink<Root>]) -> [DeepLink<Root>] { links }
    /// The links of a `for` loop, in order.
    ///
    /// - Parameter links: the links of each iteration.
    /// - Returns: the lists joined.
    public static func buildArray(_ links: [[DeepLink<Root>]]) -> [DeepLink<Root>] { links.flatMap { $0 } }
}
