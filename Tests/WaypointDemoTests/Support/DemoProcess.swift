import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `waypoint-demo` binary, as swift-argument-parser's example
/// tests run theirs: found in the products directory next to the test bundle,
/// fed through a pipe, its output read back after it exits.
enum DemoProcess {
    struct Run: Sendable {
        let status: Int32
        let stdout: String
        let stderr: String

        /// Standard output, one element per line.
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    struct NotFound: Error, CustomStringConvertible {
        let tried: [String]
        var description: String { "waypoint-demo was not built; looked in \(tried.joined(separator: ", "))" }
    }

    /// The products directory: where SwiftPM puts the test bundle and the
    /// executables it depends on.
    static func binary() throws -> URL {
        var candidates: [URL] = []
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        #endif
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let binaries = candidates.map { $0.appendingPathComponent("waypoint-demo") }
        guard let found = binaries.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotFound(tried: binaries.map(\.path))
        }
        return found
    }

    /// Runs the demo with arguments and standard input, and waits until it exits.
    ///
    /// The input is written and closed before the demo starts, so the demo reads
    /// it to its end. Output goes to files, so nothing blocks while the demo
    /// runs; cancelling the waiting task (a test's time limit) terminates it.
    static func run(_ arguments: [String], input: String? = nil) async throws -> Run {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments

        if let input {
            let pipe = Pipe()
            try pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try pipe.fileHandleForWriting.close()
            process.standardInput = pipe
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("waypoint-demo-\(UUID().uuidString).out")
        let errURL = directory.appendingPathComponent("waypoint-demo-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err

        let (exited, exit) = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = { process in
            exit.yield(process.terminationStatus)
            exit.finish()
        }
        try process.run()
        try out.close()
        try err.close()
        let pid = process.processIdentifier
        let status = await withTaskCancellationHandler {
            var status: Int32 = -1
            for await code in exited { status = code }
            return status
        } onCancel: {
            _ = kill(pid, SIGTERM)
        }
        return Run(
            status: status,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8)
        )
    }
}

extension DemoProcess.Run {
    /// The change headers of the human output: `── change 3 · root · after “save ada”`,
    /// or, once several windows are open, `── window 2 · change 0 · initial`.
    var windowChanges: [(window: Int, version: Int, cause: String)] {
        lines.compactMap { line in
            guard line.hasPrefix("── ") else { return nil }
            var fields = line.dropFirst("── ".count).components(separatedBy: " · ")
            var window = 1
            if let first = fields.first, first.hasPrefix("window "), let number = Int(first.dropFirst("window ".count))
            {
                window = number
                fields.removeFirst()
            }
            guard fields.count >= 2, fields[0].hasPrefix("change "),
                let version = Int(fields[0].dropFirst("change ".count))
            else { return nil }
            return (window, version, fields[1])
        }
    }

    /// The change headers of window 1 (the only one, unless the input opens more).
    var changes: [(version: Int, cause: String)] {
        windowChanges.filter { $0.window == 1 }.map { ($0.version, $0.cause) }
    }

    /// The lines that report a refused command.
    var errors: [String] { lines.filter { $0.hasPrefix("error: ") } }
}
