/// The parts of a matched deep link, with typed accessors that report a bad
/// or missing parameter as a ``DeepLinkError``.
///
/// ```swift
/// DeepLink("todos/:id/edit") { parameters in
///     try parameters.int("id")
/// } apply: { app, id in … }
/// ```
public struct DeepLinkParameters: Sendable, Hashable {
    /// The link as given.
    public let url: String
    /// The host and path segments, percent-decoded.
    public let segments: [String]
    /// The values of the pattern's `:name` placeholders.
    public let values: [String: String]
    private let queryItems: [QueryItem]

    private struct QueryItem: Sendable, Hashable {
        let name: String
        let value: String
    }

    init(url: String, segments: [String], values: [String: String], query: [(name: String, value: String)]) {
        self.url = url
        self.segments = segments
        self.values = values
        self.queryItems = query.map { QueryItem(name: $0.name, value: $0.value) }
    }

    /// A placeholder's value.
    ///
    /// - Parameter name: the placeholder's name, without its colon.
    /// - Returns: the percent-decoded value.
    /// - Throws: ``DeepLinkError/Code/missingParameter`` if the pattern has no such placeholder.
    public func string(_ name: String) throws(DeepLinkError) -> String {
        guard let value = values[name] else {
            throw DeepLinkError(.missingParameter, part: name, "the link has no parameter '\(name)'")
        }
        return value
    }

    /// A placeholder's value as an `Int`.
    ///
    /// ```swift
    /// DeepLink<AppCoordinator>("todos/:id") { try $0.int("id") } apply: { app, id in … }
    /// ```
    ///
    /// - Parameter name: the placeholder's name, without its colon.
    /// - Returns: the value.
    /// - Throws: ``DeepLinkError/Code/badParameter`` if it is not an integer.
    public func int(_ name: String) throws(DeepLinkError) -> Int {
        try value(name, as: Int.self)
    }

    /// A placeholder's value parsed as any type that can be made from a string.
    ///
    /// ```swift
    /// let id = try parameters.value("id", as: UInt64.self)
    /// ```
    ///
    /// - Parameters:
    ///   - name: the placeholder's name, without its colon.
    ///   - as: the type to parse the value as.
    /// - Returns: the value.
    /// - Throws: ``DeepLinkError/Code/missingParameter`` or ``DeepLinkError/Code/badParameter``.
    public func value<Value: LosslessStringConvertible>(_ name: String, as _: Value.Type) throws(DeepLinkError) -> Value
    {
        let text = try string(name)
        guard let value = Value(text) else {
            throw DeepLinkError(.badParameter, part: text, "'\(name)' is not a valid \(Value.self)")
        }
        return value
    }

    /// The first value of a query item, or `nil` if the link has none.
    ///
    /// - Parameter name: the query item's name.
    /// - Returns: the percent-decoded value; an empty string for an item without
    ///   a value (`?draft`).
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The first value of a query item parsed as a type, or `nil` if absent.
    ///
    /// ```swift
    /// let page = try parameters.query("page", as: Int.self) ?? 1
    /// ```
    ///
    /// - Parameters:
    ///   - name: the query item's name.
    ///   - as: the type to parse the value as.
    /// - Returns: the value, or `nil` if the link has no such item.
    /// - Throws: ``DeepLinkError/Code/badParameter`` if present but not parsable.
    public func query<Value: LosslessStringConvertible>(_ name: String, as _: Value.Type) throws(DeepLinkError)
        -> Value?
    {
        guard let text = query(name) else { return nil }
        guard let value = Value(text) else {
            throw DeepLinkError(.badParameter, part: text, "query item '\(name)' is not a valid \(Value.self)")
        }
        return value
    }
}
