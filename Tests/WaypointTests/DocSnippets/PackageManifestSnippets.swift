import Foundation
import Testing

// The manifest that the README and "Getting started" show, to depend on
// Waypoint. A manifest is not code of this package: it is kept in `#if false`
// (parsed, not compiled here), and `PackageManifestTests` writes it into a
// package of its own and has SwiftPM evaluate it, as it is and with the
// local-checkout line in place of the URL line.

#if false
// snippet: package-manifest
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TodoApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        // Waypoint's Git repository (its URL where you host or fetch it), at a branch or a version;
        // or a local checkout instead: .package(path: "../Waypoint")
        .package(url: "https://github.com/OWNER/Waypoint.git", branch: "main")
    ],
    targets: [
        .target(
            name: "TodoApp",
            dependencies: [
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "WaypointSwiftUI", package: "Waypoint"),  // to draw with SwiftUI
            ]
        ),
        .testTarget(
            name: "TodoAppTests",
            dependencies: ["TodoApp", .product(name: "WaypointTesting", package: "Waypoint")]
        ),
    ]
)
// end-snippet
#endif

@Suite("The manifest the docs show", .enabled(if: SwiftPM.executable != nil, "needs `swift` on PATH"))
struct PackageManifestTests {
    @Test("SwiftPM evaluates it, by URL and by path, with the products the docs name")
    func evaluates() throws {
        let region = try #require(try SnippetCatalog.regions()["package-manifest"])
        let urlLine = "        .package(url: \"https://github.com/OWNER/Waypoint.git\", branch: \"main\")"
        let lines = region.code.components(separatedBy: "\n")
        #expect(lines.contains(urlLine))
        #expect(lines.contains { $0.hasSuffix("// or a local checkout instead: .package(path: \"../Waypoint\")") })
        let byPath = lines.map { $0 == urlLine ? "        .package(path: \"../Waypoint\")" : $0 }
        for (manifest, dependency) in [(region.code, "\"remote\""), (byPath.joined(separator: "\n"), "\"fileSystem\"")]
        {
            let dump = try SwiftPM.dumpPackage(manifest + "\n")
            #expect(dump.contains("\"identity\" : \"waypoint\""), "\(dump)")
            #expect(dump.contains(dependency))
            for product in ["Waypoint", "WaypointSwiftUI", "WaypointTesting"] {
                #expect(dump.contains("\"\(product)\""), "no product \(product)")
            }
        }
    }
}

/// The `swift` driver on `PATH`, to evaluate a manifest.
enum SwiftPM {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Writes a manifest into a new package and returns `swift package dump-package`'s JSON.
    static func dumpPackage(_ manifest: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try manifest.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("dump.json")
        let errors = directory.appendingPathComponent("errors.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["package", "dump-package", "--package-path", directory.path]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(description: "dump-package failed: " + (try String(contentsOf: errors, encoding: .utf8)))
        }
        return try String(contentsOf: output, encoding: .utf8)
    }
}
