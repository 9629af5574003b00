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
///   code, `CI/SwiftUIStandIn/DocSnippets/*.swift`, compiled by
///   `Scripts/check-swiftui.sh` against a SwiftUI stand-in; for UIKit code,
///   `CI/UIKitStandIn/DocSnippets/*.swift`, compiled by `Scripts/check-uikit.sh`
///   against a UIKit stand-in), between
///   `// snippet: name` and `// end-snippet`, holds the same code (less the
///   block's leading `import` lines, and indentation aside);
/// - `<!-- output: name -->`: the block is what a test prints;
/// - `<!-- not-compiled: reason -->`: the block is another library's code,
///   and is not compiled.
///
/// In the guides (`Docs/`) and the DocC catalog every Swift block carries one
/// of these markers; in the README only the marked blocks are checked.
///
/// A compiled block is compiled with no import it does not show: the file that
/// holds its region imports only modules the block shows (its leading `import`
/// lines) or, when it shows none, modules its page shows (any of its blocks'
/// `import` lines, and, on a page of a DocC catalog, the catalog's module),
/// as a reader who copies the block into a file with the imports they were
/// shown would compile it. `import UIKit` and `import SwiftUI` also bring
/// Foundation, as Apple's modules re-export it. A region that holds its own
/// `import` lines (the package manifest, not compiled with its file) is
/// compiled with those. Swift looks top-level names up in the importing file's
/// imports only, and, with `MemberImportVisibility` (on in every compile of
/// the snippets), members too, so another file of the same module that
/// imports more changes nothing.
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

        /// The modules of the block's leading `import` lines.
        var shownImports: Set<String> { SnippetCatalog.leadingImports(of: code) }
    }

    struct Document {
        let path: String
        let blocks: [Block]
        /// Whether every Swift block must carry a marker.
        let requiresMarkers: Bool
        /// The module a page of a DocC catalog is about, imported by every
        /// block of the page as far as a reader knows.
        var catalogModule: String? = nil

        /// The modules the page shows: its blocks' `import` lines, and its
        /// catalog's module.
        var shownImports: Set<String> {
            blocks.reduce(into: Set(catalogModule.map { [$0] } ?? [])) { $0.formUnion($1.shownImports) }
        }
    }

    struct Region {
        let path: String
        let line: Int
        let code: String
        /// The modules it is compiled with: its file's `import` lines, or its
        /// own when it holds some.
        var imports: Set<String> = []

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
            let module = catalog.split(separator: "/")[1]
            for path in try markdownFiles(under: catalog) {
                var page = try document(path, requiresMarkers: true)
                page.catalogModule = String(module)
                documents.append(page)
            }
        }
        return documents
    }

    /// The directories of compiled regions (their subdirectories included):
    /// the test targets', the SwiftUI code that `Scripts/check-swiftui.sh`
    /// compiles, and the UIKit code that `Scripts/check-uikit.sh` compiles.
    static let regionDirectories = [
        "Tests/WaypointTests/DocSnippets", "Tests/WaypointTestingTests/DocSnippets", "CI/SwiftUIStandIn/DocSnippets",
        "Tests/WaypointInspectorTests/DocSnippets",
        "CI/UIKitStandIn/DocSnippets",
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
        for path in try files(under: directory, suffix: ".swift") {
            let text = try read(path)
            let lines = text.components(separatedBy: "\n")
            let fileImports = topLevelImports(of: text)
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
                    let code = region.lines.joined(separator: "\n")
                    let own = topLevelImports(of: normalized(code, droppingImports: false))
                    regions[region.name] = Region(
                        path: path,
                        line: region.line,
                        code: code,
                        imports: own.isEmpty ? fileImports : own
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

    // MARK: Imports

    /// What `import UIKit` and `import SwiftUI` bring besides themselves: Apple's
    /// modules re-export Foundation (UIKit's module map exports what `UIKit.h`
    /// imports; SwiftUI through SwiftUICore), and so do the stand-ins.
    static let impliedImports: [String: Set<String>] = ["UIKit": ["Foundation"], "SwiftUI": ["Foundation"]]

    /// The modules a block may be compiled with: those it shows, or, if it shows
    /// none, those its page shows; with what they imply.
    static func allowedImports(for block: Block, in document: Document) -> Set<String> {
        let shown = block.shownImports.isEmpty ? document.shownImports : block.shownImports
        return shown.reduce(into: shown) { $0.formUnion(impliedImports[$1] ?? []) }
    }

    /// Every compiled block whose region is compiled with an import the block
    /// does not show, as messages.
    static func importViolations(in documents: [Document], regions: [String: Region]) -> [String] {
        var violations: [String] = []
        for document in documents {
            for block in document.blocks {
                guard case .snippet(let name) = block.marker, let region = regions[name] else { continue }
                let allowed = allowedImports(for: block, in: document)
                let unshown = region.imports.subtracting(allowed)
                guard !unshown.isEmpty else { continue }
                let shown = block.shownImports.isEmpty ? "its page shows" : "it shows"
                violations.append(
                    """
                    \(block.location): the block `\(name)` is compiled (\(region.location)) with \
                    \(unshown.sorted().map { "`import \($0)`" }.joined(separator: ", ")), which the reader is not shown \
                    (\(shown) \(allowed.sorted().joined(separator: ", "))). Show the import, or compile the region \
                    in a file that imports only what is shown
                    """
                )
            }
        }
        return violations
    }

    /// The modules of the `import` lines a block starts with (blank lines and
    /// comments between them aside).
    static func leadingImports(of code: String) -> Set<String> {
        var modules: Set<String> = []
        for line in code.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            guard let module = importedModule(trimmed) else { break }
            modules.insert(module)
        }
        return modules
    }

    /// The modules of a file's top-level `import` lines, wherever they are.
    static func topLevelImports(of text: String) -> Set<String> {
        Set(text.components(separatedBy: "\n").compactMap(importedModule))
    }

    /// The module an import declaration names (`import Waypoint`,
    /// `@testable import X`, `public import struct X.Y`), or `nil` for
    /// another line; an indented line is not at the top level.
    private static func importedModule(_ line: String) -> String? {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal"].contains(first) {
            words.removeFirst()
        }
        guard line.first != " ", words.count >= 2, words[0] == "import" else { return nil }
        let path = words.count >= 3 ? words[2] : words[1]  // `import struct X.Y`
        return path.split(separator: ".").first.map(String.init)
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
        try files(under: directory, suffix: ".md")
    }

    private static func files(under directory: String, suffix: String) throws -> [String] {
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else {
            throw CatalogError(description: "cannot list \(directory)")
        }
        var paths: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(suffix) { paths.append("\(directory)/\(next)") }
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
