import Foundation

/// Reads the code blocks of the documentation and the compiled regions of the
/// tests, so that `DocSnippetTests` can hold them to each other.
///
/// A Markdown code block is marked by an HTML comment on the line before it
/// (DocC and GitHub show neither):
///
/// - `<!-- snippet: name -->`: the block is compiled; a region of the same
///   name in `Tests/WaypointTests/DocSnippets/*.swift` (for WaypointTesting's
///   catalog, `Tests/WaypointTestingTests/DocSnippets/*.swift`; for SwiftUI
///   code, `CI/SwiftUICheck/DocSnippets/*.swift`, compiled by
///   `Scripts/check-swiftui.sh` against a SwiftUI stand-in; for UIKit code,
///   `CI/UIKitCheck/DocSnippets/*.swift`, compiled by `Scripts/check-uikit.sh`
///   against a UIKit stand-in), between
///   `// snippet: name` and `// end-snippet`, holds the same code (less the
///   block's leading `import` lines, and indentation aside);
/// - `<!-- output: name -->`: the block is what a test prints;
/// - `<!-- not-compiled: reason -->`: the block is another library's code,
///   and is not compiled.
///
/// In the guides (`Docs/`) and the DocC catalog every Swift block carries one
/// of these markers; in the README only the marked blocks are checked.
enum SnippetCatalog {
    enum Marker: Equatable {
        case none
        case snippet(String)
        case output(String)
        case notCompiled(String)
    }

    struct Block {
        let path: String
        let line: Int
        let language: String
        let marker: Marker
        let code: String

        var location: String { "\(path):\(line)" }
    }

    struct Document {
        let path: String
        let blocks: [Block]
        /// Whether every Swift block must carry a marker.
        let requiresMarkers: Bool
    }

    struct Region {
        let path: String
        let line: Int
        let code: String

        var location: String { "\(path):\(line)" }
    }

    struct CatalogError: Error, CustomStringConvertible {
        let description: String
    }

    /// The repository's root directory.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DocSnippets
        .deletingLastPathComponent()  // WaypointTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The documents whose code blocks are checked.
    static func documents() throws -> [Document] {
        var documents: [Document] = []
        documents.append(try document("README.md", requiresMarkers: false))
        documents.append(try document("CONTRIBUTING.md", requiresMarkers: true))
        for path in try markdownFiles(under: "Docs") where path != "Docs/Performance.md" {
            documents.append(try document(path, requiresMarkers: true))
        }
        for catalog in [
            "Sources/Waypoint/Waypoint.docc", "Sources/WaypointFrontEnd/WaypointFrontEnd.docc",
            "Sources/WaypointTesting/Documentation.docc", "Sources/WaypointSwiftUI/WaypointSwiftUI.docc",
            "Sources/WaypointInspector/WaypointInspector.docc",
            "Sources/WaypointUIKit/WaypointUIKit.docc",
        ] {
            for path in try markdownFiles(under: catalog) {
                documents.append(try document(path, requiresMarkers: true))
            }
        }
        return documents
    }

    /// The directories of compiled regions: both test targets', the SwiftUI code
    /// that `Scripts/check-swiftui.sh` compiles, and the UIKit code that
    /// `Scripts/check-uikit.sh` compiles.
    static let regionDirectories = [
        "Tests/WaypointTests/DocSnippets", "Tests/WaypointTestingTests/DocSnippets", "CI/SwiftUICheck/DocSnippets",
        "Tests/WaypointInspectorTests/DocSnippets",
        "CI/UIKitCheck/DocSnippets",
    ]

    /// The compiled regions, by name.
    static func regions() throws -> [String: Region] {
        var regions: [String: Region] = [:]
        for directory in regionDirectories {
            try collectRegions(in: directory, into: &regions)
        }
        return regions
    }

    private static func collectRegions(in directory: String, into regions: inout [String: Region]) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(directory).path)
        for name in names.sorted() where name.hasSuffix(".swift") {
            let path = "\(directory)/\(name)"
            let lines = try read(path).components(separatedBy: "\n")
            var open: (name: String, line: Int, lines: [String])?
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// snippet: ") {
                    guard open == nil else {
                        throw CatalogError(description: "\(path):\(index + 1): a region opens inside another")
                    }
                    open = (String(trimmed.dropFirst("// snippet: ".count)), index + 1, [])
                } else if trimmed == "// end-snippet" {
                    guard let region = open else {
                        throw CatalogError(description: "\(path):\(index + 1): `// end-snippet` without a region")
                    }
                    guard regions[region.name] == nil else {
                        throw CatalogError(description: "\(path):\(region.line): a second region `\(region.name)`")
                    }
                    regions[region.name] = Region(
                        path: path,
                        line: region.line,
                        code: region.lines.joined(separator: "\n")
                    )
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            }
            if let region = open {
                throw CatalogError(description: "\(path):\(region.line): the region `\(region.name)` never ends")
            }
        }
    }

    /// The text of an output block, without its final newline.
    static func output(named name: String) throws -> String {
        for document in try documents() {
            for block in document.blocks where block.marker == .output(name) {
                return block.code
            }
        }
        throw CatalogError(description: "no `<!-- output: \(name) -->` block in the documents")
    }

    /// Code without the lines and indentation that don't matter: leading
    /// `import` lines (a document shows them, a region can't hold them),
    /// blank lines around it, and the indentation common to all lines.
    static func normalized(_ code: String, droppingImports: Bool) -> String {
        var lines = code.components(separatedBy: "\n").map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        if droppingImports {
            while let first = lines.first,
                first.isEmpty || first.hasPrefix("import ")
            {
                lines.removeFirst()
            }
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(Swift.min(indent, $0.count))) }.joined(separator: "\n")
    }

    /// Where two texts first differ, for a failure message.
    static func firstDifference(_ shown: String, _ compiled: String) -> String {
        let left = shown.components(separatedBy: "\n")
        let right = compiled.components(separatedBy: "\n")
        for index in 0..<Swift.max(left.count, right.count) {
            let a = index < left.count ? left[index] : "(nothing)"
            let b = index < right.count ? right[index] : "(nothing)"
            if a != b {
                return "at its line \(index + 1):\n  shown:    \(a)\n  compiled: \(b)"
            }
        }
        return ""
    }

    // MARK: Reading

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private static func markdownFiles(under directory: String) throws -> [String] {
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else {
            throw CatalogError(description: "cannot list \(directory)")
        }
        var paths: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(".md") { paths.append("\(directory)/\(next)") }
        }
        return paths.sorted()
    }

    private static func document(_ path: String, requiresMarkers: Bool) throws -> Document {
        let lines = try read(path).components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        var lastMarker = Marker.none
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let fence = String(trimmed.prefix { $0 == trimmed.first })
                let language = trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces).lowercased()
                var code: [String] = []
                let start = index + 1
                index += 1
                while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix(fence) {
                    code.append(lines[index])
                    index += 1
                }
                blocks.append(
                    Block(
                        path: path,
                        line: start,
                        language: language,
                        marker: lastMarker,
                        code: code.joined(separator: "\n")
                    )
                )
                lastMarker = .none
            } else if !trimmed.isEmpty {
                lastMarker = marker(in: trimmed)
            }
            index += 1
        }
        return Document(path: path, blocks: blocks, requiresMarkers: requiresMarkers)
    }

    private static func marker(in line: String) -> Marker {
        guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return .none }
        let body = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        for (prefix, make) in [
            ("snippet:", Marker.snippet),
            ("output:", Marker.output),
            ("not-compiled:", Marker.notCompiled),
        ] as [(String, (String) -> Marker)] where body.hasPrefix(prefix) {
            return make(body.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces))
        }
        return .none
    }
}
