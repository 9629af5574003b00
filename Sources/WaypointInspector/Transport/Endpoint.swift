#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An ``InspectorAddress`` as a C socket address, checked: a TCP host must be
/// a loopback address written as numbers (or `localhost`), so that nothing is
/// looked up and nothing listens beyond this machine.
struct Endpoint {
    private enum Storage {
        case ipv4(sockaddr_in)
        case ipv6(sockaddr_in6)
        case unix(sockaddr_un)
    }

    private let storage: Storage

    /// The address family: `AF_INET`, `AF_INET6` or `AF_UNIX`.
    var family: Int32 {
        switch storage {
        case .ipv4: AF_INET
        case .ipv6: AF_INET6
        case .unix: AF_UNIX
        }
    }

    /// Checks and converts an address.
    ///
    /// - Parameter address: the address.
    /// - Throws: ``InspectorError/Code/notLoopback`` for a host that is not a
    ///   loopback address; ``InspectorError/Code/badAddress`` for a socket path
    ///   that is empty or too long.
    init(_ address: InspectorAddress) throws(InspectorError) {
        switch address {
        case .tcp(let host, let port):
            let name = host == "localhost" ? "127.0.0.1" : host
            var ipv4 = in_addr()
            var ipv6 = in6_addr()
            if inet_pton(AF_INET, name, &ipv4) == 1 {
                // 127.0.0.0/8, in network byte order.
                guard UInt32(bigEndian: ipv4.s_addr) >> 24 == 127 else { throw Self.notLoopback(host) }
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = port.bigEndian
                address.sin_addr = ipv4
                storage = .ipv4(address)
            } else if inet_pton(AF_INET6, name, &ipv6) == 1 {
                let bytes = withUnsafeBytes(of: &ipv6) { Array($0) }
                guard bytes == Array(repeating: 0, count: 15) + [1] else { throw Self.notLoopback(host) }
                var address = sockaddr_in6()
                address.sin6_family = sa_family_t(AF_INET6)
                address.sin6_port = port.bigEndian
                address.sin6_addr = ipv6
                storage = .ipv6(address)
            } else {
                throw Self.notLoopback(host)
            }
        case .unix(let path):
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            let capacity = MemoryLayout.size(ofValue: address.sun_path)
            guard !bytes.isEmpty, bytes.count < capacity, !bytes.contains(0) else {
                throw InspectorError(
                    .badAddress, "a socket path needs 1 to \(capacity - 1) bytes; '\(path)' has \(bytes.count)")
            }
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                raw.copyBytes(from: bytes)
            }
            storage = .unix(address)
        }
    }

    /// Calls `body` with the C address and its length.
    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        switch storage {
        case .ipv4(var address):
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        case .ipv6(var address):
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        case .unix(var address):
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
        }
    }

    private static func notLoopback(_ host: String) -> InspectorError {
        InspectorError(
            .notLoopback,
            "the inspector listens on this machine only: '\(host)' is not a loopback address (127.0.0.1, ::1, localhost)"
        )
    }
}
