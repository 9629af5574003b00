/// One deep-link pattern: how to match a URL, how to parse its parameters into
/// typed inputs, and the navigation steps that land on it.
///
/// A pattern is the URL's host and path, `/`-separated; a segment `:name` is a
/// placeholder. Parsing runs before anything changes, so a bad parameter never
/// navigates half-way; the steps run as one transaction.
///
/// ```swift
/// DeepLink<AppCoordinator>("todos/:id/edit") { parameters in
///     try parameters.int("id")
/// } apply: { app, id in
///     guard let tabs = app.hasRoot(\.signedIn) else {
///         throw NavigationError(.unavailable, "sign in first")
///     }
///     let todos = try tabs.focusFirst(\.todos).child.popToRoot()
///     try todos.show(\.todo, id)
///     try todos.show(\.edit, id)
/// }
/// ```
public struct DeepLink<Root: Coordinator>: Sendable {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// The pattern as written.
    public let pattern: String
    let segments: [Segment]
    /// `parse`, its errors reported as ``DeepLinkError``s.
    let parse: @Sendable (DeepLinkParameters) throws(DeepLinkError) -> any Sendable
    /// `apply`, its errors reported as ``DeepLinkError/Code/stepFailed``.
    let apply: @MainActor @Sendable (Root, any Sendable) throws(DeepLinkError) -> Void

    /// Declares a link whose parameters are parsed into a typed value first.
    ///
    /// Each closure throws what it throws: a closure that throws nothing, a
    /// `throws(DeepLinkError)` function, or a closure literal (which Swift types
    /// as throwing `any Error`). ``DeepLinks`` reports a ``DeepLinkError`` either
    /// way: an error of `parse` that is not one becomes
    /// ``DeepLinkError/Code/badParameter``, an error of `apply` becomes
    /// ``DeepLinkError/Code/stepFailed``.
    ///
    /// - Parameters:
    ///   - pattern: the host and path, such as `"todos/:id/edit"`.
    ///   - parse: turns the parameters into the steps' input; throw a
    ///     ``DeepLinkError`` (the accessors of ``DeepLinkParameters`` do) for bad input.
    ///   - apply: the navigation steps, run as one transaction; throw a
    ///     ``NavigationError`` when a step is not possible in the current state.
    public init<Value: Sendable, ParseFailure: Error, ApplyFailure: Error>(
        _ pattern: String,
        parse: @escaping @Sendable (DeepLinkParameters) throws(ParseFailure) -> Value,
        apply: @escaping @MainActor @Sendable (Root, Value) throws(ApplyFailure) -> Void
    ) {
        self.pattern = pattern
        self.segments = pattern.split(separator: "/").map {
            $0.hasPrefix(":") ? .placeholder(String($0.dropFirst())) : .literal(String($0))
        }
        self.parse = { parameters throws(DeepLinkError) in
            do {
                return try parse(parameters)
            } catch let error as DeepLinkError {
                throw error
            } catch {
                throw DeepLinkError(.badParameter, part: parameters.url, "\(error)")
            }
        }
        self.apply = { root, value throws(DeepLinkError) in
            // `parse` made the value, so the cast holds; a mismatch would be a no-op.
            guard let value = value as? Value else { return }
            do {
                try apply(root, value)
            } catch let error as NavigationError {
                throw DeepLinkError(.stepFailed, part: pattern, error.message, navigationError: error)
            } catch {
                throw DeepLinkError(.stepFailed, part: pattern, "\(error)")
            }
        }
    }

    /// Declares a link without parameters.
    ///
    /// ```swift
    /// DeepLink<AppCoordinator>("signin") { app in
    ///     try app.show(\.signIn)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the host and path, such as `"profile"`.
    ///   - apply: the navigation steps, run as one transaction; throw a
    ///     ``NavigationError`` when a step is not possible in the current state.
    public init<ApplyFailure: Error>(
        _ pattern: String,
        apply: @escaping @MainActor @Sendable (Root) throws(ApplyFailure) -> Void
    ) {
        self.init(pattern, parse: { _ in () }, apply: { root, _ throws(ApplyFailure) in try apply(root) })
    }

    /// The placeholder values if the URL's segments match the pattern.
    func match(_ url: DeepLinkURL) -> [String: String]? {
        guard url.segments.count == segments.count else { return nil }
        var values: [String: String] = [:]
        // (By index: a zip of the two is not specialized here, and costs more than the match.)
        for index in segments.indices {
            switch segments[index] {
            case .literal(let literal): guard literal == url.segments[index] else { return nil }
            case .placeholder(let name): values[name] = url.segments[index]
            }
        }
        return values
    }
}
