#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A stream socket or a pipe end, through the platform's C library: the one
/// transport the inspector and the `waypoint` command use.
///
/// Package access: not part of the public API. A value is a file descriptor;
/// whoever opened it closes it once, with ``close()``. Reads and writes never
/// raise `SIGPIPE` (a peer that went away is ``IOResult/closed``), and a
/// socket made non-blocking reports ``IOResult/wouldBlock`` instead of waiting.
/// A TCP connection, connected or accepted, sends each write at once, without
/// Nagle's algorithm (``sendsWithoutDelay``).
///
/// ```swift
/// let (listener, bound) = try Socket.listen(on: .loopback())
/// let client = try Socket.connect(to: bound)
/// ```
package struct Socket: Sendable, Hashable {
    /// The file descriptor.
    package let descriptor: Int32

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// What a read or a write did.
    package enum IOResult: Sendable, Equatable {
        /// This many bytes moved (more than zero).
        case moved(Int)
        /// Nothing can move now; poll and try again.
        case wouldBlock
        /// The peer closed its end, or the connection broke.
        case closed
    }

    // MARK: Opening

    /// Listens on a loopback address or a Unix-domain socket path.
    ///
    /// - Parameter address: where to listen; a TCP port 0 picks a free port.
    /// - Returns: the listening socket (non-blocking) and the address it is bound
    ///   to, with the port picked.
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/notLoopback`` for a
    ///   host that is not loopback, or ``InspectorError/Code/transport`` when the
    ///   system refuses.
    package static func listen(on address: InspectorAddress) throws(InspectorError) -> (Socket, InspectorAddress) {
        let endpoint = try Endpoint(address)
        let socket = try open(family: endpoint.family)
        do throws(InspectorError) {
            var on: Int32 = 1
            if endpoint.family != AF_UNIX {
                _ = setsockopt(socket.descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            } else if case .unix(let path) = address {
                removeStaleSocket(at: path)
            }
            let bound = endpoint.withSockaddr { bind(socket.descriptor, $0, $1) }
            guard bound == 0 else { throw failure("cannot listen on \(address)") }
            if case .unix(let path) = address {
                // Only the user who started the app may connect.
                _ = chmod(path, 0o600)
            }
            guard cListen(socket.descriptor, 64) == 0 else {
                throw failure("cannot listen on \(address)")
            }
            try socket.makeNonBlocking()
            return (socket, try socket.boundAddress(asked: address))
        } catch {
            socket.close()
            throw error
        }
    }

    /// Connects to an inspector, blocking until connected.
    ///
    /// - Parameter address: the inspector's address.
    /// - Returns: a connected, blocking socket; over TCP, one that sends each
    ///   write at once (``sendsWithoutDelay``).
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/transport`` when the
    ///   connection is refused.
    package static func connect(to address: InspectorAddress) throws(InspectorError) -> Socket {
        let endpoint = try Endpoint(address)
        let socket = try open(family: endpoint.family)
        let connected = endpoint.withSockaddr { cConnect(socket.descriptor, $0, $1) }
        guard connected == 0 else {
            let error = failure("cannot connect to \(address)")
            socket.close()
            throw error
        }
        if endpoint.family != AF_UNIX { socket.sendWithoutDelay() }
        return socket
    }

    /// A connected pair of Unix-domain sockets, for waking a thread blocked in
    /// ``poll(_:timeout:)``: both ends non-blocking. (A pair rather than a pipe:
    /// `send` and `recv`, which never raise `SIGPIPE`, work on sockets only.)
    ///
    /// - Returns: the read end and the write end.
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/transport``.
    package static func pair() throws(InspectorError) -> (read: Socket, write: Socket) {
        var descriptors: [Int32] = [0, 0]
        guard cSocketpair(AF_UNIX, Socket.streamType, 0, &descriptors) == 0 else {
            throw failure("cannot create a socket pair")
        }
        let ends = (read: Socket(descriptor: descriptors[0]), write: Socket(descriptor: descriptors[1]))
        ends.read.suppressSigpipe()
        ends.write.suppressSigpipe()
        do throws(InspectorError) {
            try ends.read.makeNonBlocking()
            try ends.write.makeNonBlocking()
        } catch {
            ends.read.close()
            ends.write.close()
            throw error
        }
        return ends
    }

    // MARK: Using

    /// Accepts a pending connection, non-blocking.
    ///
    /// - Returns: the connection, made non-blocking (and, over TCP, sending
    ///   each write at once: ``sendsWithoutDelay``), or `nil` when none is pending.
    package func accept() -> Socket? {
        let accepted = cAccept(descriptor, nil, nil)
        guard accepted >= 0 else { return nil }
        let socket = Socket(descriptor: accepted)
        socket.suppressSigpipe()
        socket.sendWithoutDelay()
        guard (try? socket.makeNonBlocking()) != nil else {
            socket.close()
            return nil
        }
        return socket
    }

    /// Reads what is there, up to the buffer's size.
    ///
    /// - Parameter buffer: where the bytes go.
    /// - Returns: the bytes read, ``IOResult/wouldBlock`` or ``IOResult/closed``.
    package func read(into buffer: UnsafeMutableRawBufferPointer) -> IOResult {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .moved(count) }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .closed
            }
        }
    }

    /// Writes what the socket takes now, never raising `SIGPIPE`.
    ///
    /// - Parameter bytes: the bytes to write.
    /// - Returns: how many were written, ``IOResult/wouldBlock`` or ``IOResult/closed``.
    package func write(_ bytes: UnsafeRawBufferPointer) -> IOResult {
        guard !bytes.isEmpty else { return .moved(0) }
        while true {
            let count = send(descriptor, bytes.baseAddress, bytes.count, Socket.sendFlags)
            if count >= 0 { return .moved(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .closed
            }
        }
    }

    /// Writes every byte, blocking (for a blocking socket: the command's side).
    ///
    /// - Parameter bytes: the bytes to write.
    /// - Returns: whether every byte was written.
    package func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let result = bytes.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[offset...])) }
            switch result {
            case .moved(let count): offset += count
            case .wouldBlock: _ = Socket.poll([(self, Int16(POLLOUT))], timeout: 1_000)
            case .closed: return false
            }
        }
        return true
    }

    /// Whether the socket sends each write at once, without Nagle's algorithm
    /// (`TCP_NODELAY`): `false` for a socket that is not TCP.
    ///
    /// With Nagle's algorithm, a small write waits while an earlier one is
    /// not acknowledged, and a peer delays its acknowledgement (by 40 ms on
    /// Linux) until it has something to send: the reply the inspector writes
    /// after a command's delta waited for it, and a command that changes the
    /// tree took 44 ms instead of a fraction of a millisecond.
    package var sendsWithoutDelay: Bool {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &length) == 0 else { return false }
        return value != 0
    }

    /// Shuts both directions down: the peer reads the end of the stream, and a
    /// thread blocked reading this socket returns.
    package func shutdown() {
        _ = cShutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Shuts the writing direction down: the peer reads the end of the stream
    /// after what was written, and can still send.
    package func shutdownWriting() {
        _ = cShutdown(descriptor, Int32(SHUT_WR))
    }

    /// Closes the descriptor. Call once.
    package func close() {
        _ = cClose(descriptor)
    }

    /// Waits until one of the sockets is ready, or the timeout passes.
    ///
    /// - Parameters:
    ///   - sockets: each socket with the events it waits for (`POLLIN`, `POLLOUT`).
    ///   - timeout: milliseconds; -1 waits without end.
    /// - Returns: the events that happened, one per socket, in order (`POLLHUP`
    ///   and `POLLERR` included); all zero after a timeout.
    package static func poll(_ sockets: [(Socket, Int16)], timeout: Int32) -> [Int16] {
        var descriptors = sockets.map { pollfd(fd: $0.0.descriptor, events: $0.1, revents: 0) }
        let ready = descriptors.withUnsafeMutableBufferPointer { buffer in
            cPoll(buffer.baseAddress, nfds_t(buffer.count), timeout)
        }
        guard ready > 0 else { return Array(repeating: 0, count: sockets.count) }
        return descriptors.map(\.revents)
    }

    // MARK: Private

    private static func open(family: Int32) throws(InspectorError) -> Socket {
        let descriptor = cSocket(family, Socket.streamType, 0)
        guard descriptor >= 0 else { throw failure("cannot open a socket") }
        let socket = Socket(descriptor: descriptor)
        socket.suppressSigpipe()
        return socket
    }

    private func makeNonBlocking() throws(InspectorError) {
        let flags = fcntl(descriptor, F_GETFL, 0)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
            throw Socket.failure("cannot make a socket non-blocking")
        }
    }

    /// Turns Nagle's algorithm off (``sendsWithoutDelay``). A socket that is
    /// not TCP (a Unix-domain one) refuses the option, and is left as it is.
    private func sendWithoutDelay() {
        var on: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    private func suppressSigpipe() {
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// The address the socket is bound to, with the port the system picked.
    private func boundAddress(asked: InspectorAddress) throws(InspectorError) -> InspectorAddress {
        guard case .tcp(let host, _) = asked else { return asked }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw Socket.failure("cannot read the bound address") }
        let port: UInt16 =
            Int32(storage.ss_family) == AF_INET6
            ? withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
            : withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            }
        return .tcp(host: host, port: port)
    }

    /// Removes a socket file a previous run left behind; never a file of
    /// another kind.
    private static func removeStaleSocket(at path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFSOCK else { return }
        _ = unlink(path)
    }

    static func failure(_ what: String) -> InspectorError {
        let reason = String(cString: strerror(errno))
        return InspectorError(.transport, "\(what): \(reason)")
    }

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #elseif canImport(Musl)
    private static let streamType = SOCK_STREAM
    private static let sendFlags = MSG_NOSIGNAL
    #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #endif
}

// The C library's functions under names of their own: inside `Socket`, its
// methods of the same names would hide them.
private func cListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { listen(descriptor, backlog) }
private func cConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}
private func cAccept(
    _ descriptor: Int32,
    _ address: UnsafeMutablePointer<sockaddr>?,
    _ length: UnsafeMutablePointer<socklen_t>?
) -> Int32 {
    accept(descriptor, address, length)
}
private func cSocketpair(_ family: Int32, _ type: Int32, _ proto: Int32, _ descriptors: UnsafeMutablePointer<Int32>)
    -> Int32
{
    socketpair(family, type, proto, descriptors)
}
private func cShutdown(_ descriptor: Int32, _ how: Int32) -> Int32 { shutdown(descriptor, how) }
private func cClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func cPoll(_ descriptors: UnsafeMutablePointer<pollfd>?, _ count: nfds_t, _ timeout: Int32) -> Int32 {
    poll(descriptors, count, timeout)
}
private func cSocket(_ family: Int32, _ type: Int32, _ proto: Int32) -> Int32 { socket(family, type, proto) }
