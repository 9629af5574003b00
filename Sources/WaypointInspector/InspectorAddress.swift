/// Where an ``Inspector`` listens: a TCP port on the loopback interface, or a
/// Unix-domain socket path.
///
/// The inspector never listens beyond this machine: a TCP host must be a
/// loopback address (`127.0.0.1` or another `127.x.y.z`, `::1`, or
/// `localhost`), written as numbers so that nothing is looked up. Any other
/// host is refused with ``InspectorError/Code/notLoopback``.
///
/// ```swift
/// let free = InspectorAddress.loopback()              // 127.0.0.1, a free port
/// let fixed = InspectorAddress.loopback(port: 5123)
/// let file = InspectorAddress.unix(path: "/tmp/myapp.waypoint")
/// let typed = try InspectorAddress(parsing: "127.0.0.1:5123")
/// ```
public enum InspectorAddress: Sendable, Hashable, CustomStringConvertible {
    /// A TCP port on a loopback host; port 0 picks a free port.
    case tcp(host: String, port: UInt16)
    /// A Unix-domain socket at a path; the file is made readable and writable
    /// by its owner only, and removed when the inspector stops.
    case unix(path: String)

    /// A port on `127.0.0.1`.
    ///
    /// ```swift
    /// let inspector = try Inspector.start(inspecting: app, at: .loopback(port: 5123))
    /// ```
    ///
    /// - Parameter port: the port; 0 (the default) picks a free one.
    /// - Returns: the address.
    public static func loopback(port: UInt16 = 0) -> InspectorAddress {
        .tcp(host: "127.0.0.1", port: port)
    }

    /// Reads an address as the inspector prints it: `127.0.0.1:5123`,
    /// `[::1]:5123`, `localhost:5123`, `5123` (on `127.0.0.1`) or
    /// `unix:/path/to/socket`.
    ///
    /// ```swift
    /// let address = try InspectorAddress(parsing: "unix:/tmp/myapp.waypoint")
    /// ```
    ///
    /// - Parameter text: the address.
    /// - Throws: ``InspectorError/Code/badAddress`` when the text is not an
    ///   address; the host is checked when the inspector listens or the
    ///   command connects.
    public init(parsing text: String) throws(InspectorError) {
        if text.hasPrefix("unix:") {
            let path = String(text.dropFirst("unix:".count))
            guard !path.isEmpty else { throw InspectorError(.badAddress, "'\(text)' names no socket path") }
            self = .unix(path: path)
            return
        }
        if let port = UInt16(text) {
            self = .loopback(port: port)
            return
        }
        guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]) else {
            throw InspectorError(.badAddress, "'\(text)' is not HOST:PORT, PORT or unix:PATH")
        }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { throw InspectorError(.badAddress, "'\(text)' names no host") }
        self = .tcp(host: host, port: port)
    }

    /// The address as ``init(parsing:)`` reads it: `127.0.0.1:5123`,
    /// `[::1]:5123`, `unix:/tmp/myapp.waypoint`.
    public var description: String {
        switch self {
        case .tcp(let host, let port): host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        case .unix(let path): "unix:\(path)"
        }
    }
}
