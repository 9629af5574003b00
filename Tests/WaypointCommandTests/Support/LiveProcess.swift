import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A built executable of this package running beside the test: its standard
/// input open for writing, its output going to files that are read as it
/// comes, every wait bounded by a deadline (polling the output), and killed at
/// the end.
final class LiveProcess: @unchecked Sendable {
    // @unchecked Sendable: every property is set once in `init`; `Process` and
    // `Pipe` are used as Foundation allows from any thread.

    private let process = Process()
    private let input = Pipe()
    /// A copy of the read end of standard input's pipe, kept here (and not
    /// inherited by the process) to see whether the process read what was typed.
    private let inputProbe: Int32
    private let outURL: URL
    private let errURL: URL

    /// Starts `name` (`waypoint-demo`, `waypoint`) from the products directory.
    init(_ name: String, _ arguments: [String]) throws {
        // Writing to the input of a process that has exited must fail the
        // write, not end the test run with SIGPIPE.
        _ = signal(SIGPIPE, SIG_IGN)
        process.executableURL = try Self.binary(name)
        process.arguments = arguments
        process.standardInput = input
        inputProbe = fcntl(input.fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        let directory = FileManager.default.temporaryDirectory
        outURL = directory.appendingPathComponent("\(name)-\(UUID().uuidString).out")
        errURL = directory.appendingPathComponent("\(name)-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        try out.close()
        try err.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        if inputProbe >= 0 { _ = close(inputProbe) }
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }

    var stdout: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: errURL, encoding: .utf8)) ?? "" }
    var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }
    var isRunning: Bool { process.isRunning }

    /// Writes a line to the process's standard input.
    func type(_ line: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Waits until the process has read every line typed so far, or the deadline.
    ///
    /// - Returns: whether nothing typed waits unread in the pipe.
    @discardableResult
    func waitUntilInputIsRead(within limit: Duration = .seconds(60)) async -> Bool {
        guard inputProbe >= 0 else { return false }
        return await wait(within: limit) { process in
            var unread = pollfd(fd: process.inputProbe, events: Int16(POLLIN), revents: 0)
            return poll(&unread, 1, 0) == 0
        }
    }

    /// Closes standard input.
    func endInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits until `condition` holds for what was collected, or the deadline.
    ///
    /// - Returns: whether it held.
    @discardableResult
    func wait(within limit: Duration = .seconds(60), until condition: (LiveProcess) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if condition(self) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition(self)
    }

    /// Waits until the process exits, or the deadline (then kills it).
    ///
    /// - Returns: its exit status, or `nil` if it had to be killed.
    func exitStatus(within limit: Duration = .seconds(60)) async -> Int32? {
        guard await wait(within: limit, until: { !$0.isRunning }) else {
            kill()
            return nil
        }
        return process.terminationStatus
    }

    /// Kills the process at once (SIGKILL), as a crash or `kill -9` would.
    func kill() {
        guard process.isRunning else { return }
        _ = sendSignal(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The inspector's address and token, from the line it printed.
    var inspector: (address: String, token: String)? {
        guard
            let line = stderr.split(separator: "\n").first(where: { $0.hasPrefix("waypoint-inspector: listening on ") })
        else { return nil }
        let words = line.split(separator: " ")
        guard let on = words.firstIndex(of: "on"), let token = words.firstIndex(of: "token"), token + 1 < words.count
        else { return nil }
        return (String(words[on + 1]), String(words[token + 1]))
    }

    private static func binary(_ name: String) throws -> URL {
        var candidates: [URL] = []
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        #endif
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let binaries = candidates.map { $0.appendingPathComponent(name) }
        guard let found = binaries.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotBuilt(name: name)
        }
        return found
    }

    struct NotBuilt: Error {
        let name: String
    }
}

private func sendSignal(_ pid: Int32, _ signal: Int32) -> Int32 { kill(pid, signal) }
