import Foundation
import Testing
import WaypointTestFixtures

/// Counts the member names a user's coordinator gains from Waypoint, by reading
/// the sources: the associated types and the public members of every extension
/// of the coordinator protocols, in `Waypoint` and `WaypointSwiftUI` (whose
/// `view()` a SwiftUI app adds). Requirements without a default (`stack`,
/// `container`) are the user's own declarations and are not counted.
@Suite("The names a user's coordinator gains")
struct CoordinatorMembersTests {
    /// The names Waypoint must never add to a user's coordinator: they are the
    /// names of users' own methods and types.
    static let forbidden: Set<String> = ["Result", "cancel", "send", "select", "add", "remove", "node"]

    @Test("a navigation coordinator gains at most 16 names, none of them a user's")
    func navigationCoordinator() throws {
        let names = try Self.gainedNames(by: ["Coordinator", "NavigationCoordinator"])
        // The scan finds what is known to be there, so that it cannot pass by
        // finding nothing.
        #expect(names.isSuperset(of: ["FlowValue", "navigation", "finish", "router", "route", "show", "popLast"]))
        #expect(names.count <= 16, "\(names.sorted())")
        #expect(names.isDisjoint(with: Self.forbidden), "\(names.intersection(Self.forbidden).sorted())")
    }

    @Test("a tab coordinator gains at most 16 names, none of them a user's")
    func tabCoordinator() throws {
        let names = try Self.gainedNames(by: ["Coordinator", "ContainerCoordinator", "TabCoordinator"])
        #expect(names.isSuperset(of: ["FlowValue", "navigation", "finish", "router", "show", "focusFirst"]))
        #expect(names.count <= 16, "\(names.sorted())")
        #expect(names.isDisjoint(with: Self.forbidden), "\(names.intersection(Self.forbidden).sorted())")
    }

    @Test("the scan sees a public member added to a coordinator extension")
    func scanCountsWhatItShould() {
        let source = """
            extension Coordinator {
                /// A doc comment with braces: { }
                public func cancel() throws(NavigationError) { try finish(.cancel()) }
                package var hidden: Int { 1 }
                func internalOnly() {}
            }
            public protocol Coordinator: AnyObject {
                associatedtype FlowValue: Sendable = Void
                var navigation: FlowNavigation<Self> { get }
            }
            extension NavigationCoordinator where Self: Sendable {
                @discardableResult
                public func show() {}
                public var stackDepth: Int { 0 }
            }
            """
        let names = Self.gainedNames(in: [source], by: ["Coordinator", "NavigationCoordinator"])
        #expect(names == ["cancel", "FlowValue", "show", "stackDepth"])
    }

    // MARK: The scan

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Surface
        .deletingLastPathComponent()  // WaypointTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func gainedNames(by protocols: Set<String>) throws -> Set<String> {
        gainedNames(in: try sources(), by: protocols)
    }

    /// The public members declared in the extensions (and the declaration) of
    /// the named types, without associated types.
    static func declaredNames(in types: Set<String>) throws -> Set<String> {
        gainedNames(in: try sources(), by: types, includingTypes: true).subtracting(["FlowValue"])
    }

    static func sources() throws -> [String] {
        var sources: [String] = []
        for directory in ["Sources/Waypoint", "Sources/WaypointSwiftUI"] {
            let base = root.appendingPathComponent(directory)
            guard let files = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let file = files.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                sources.append(try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8))
            }
        }
        #expect(sources.count > 50, "the sources were not found under \(root.path)")
        return sources
    }

    /// The associated types of the protocols, and the public members declared
    /// at the top level of their extensions.
    static func gainedNames(
        in sources: [String],
        by protocols: Set<String>,
        includingTypes: Bool = false
    ) -> Set<String> {
        var names: Set<String> = []
        for source in sources {
            var depth = 0
            // The kind of block open at depth 1: an extension of one of the
            // protocols, the declaration of one, or something else.
            var block: Block = .other
            for rawLine in source.components(separatedBy: "\n") {
                let line = rawLine.components(separatedBy: "//").first ?? ""
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if depth == 0 {
                    block = .other
                    if let name = declared(trimmed, after: "extension "), protocols.contains(name) {
                        block = .extension
                    } else if let name = declared(trimmed, after: "public protocol "), protocols.contains(name) {
                        block = .protocol
                    } else if includingTypes, let name = declared(trimmed, after: "public struct "),
                        protocols.contains(name)
                    {
                        block = .extension
                    }
                } else if depth == 1 {
                    switch block {
                    case .extension:
                        if trimmed.hasPrefix("public "), let name = memberName(trimmed) { names.insert(name) }
                    case .protocol:
                        if let name = declared(trimmed, after: "associatedtype ") { names.insert(name) }
                    case .other:
                        break
                    }
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            }
        }
        return names
    }

    enum Block { case `extension`, `protocol`, other }

    /// The identifier following `keyword` at the start of a line.
    static func declared(_ line: String, after keyword: String) -> String? {
        guard line.hasPrefix(keyword) else { return nil }
        let name = line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The name a public member declaration introduces.
    static func memberName(_ line: String) -> String? {
        let words = line.split(separator: " ")
        for (index, word) in words.enumerated()
        where ["func", "var", "let", "typealias", "subscript"].contains(word) && index + 1 < words.count {
            if word == "subscript" { return "subscript" }
            let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }
}
