import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

/// Routes take their factory's parameters as inputs — none, one or several —
/// through one generic `show`, `route(to:)`, `root`, `focusFirst`, and are
/// matched, saved and restored element by element.
@Suite("Routes with none, one or several inputs")
@MainActor
struct RouteInputsTests {
    @Test("routes of 0, 1, 2 and 3 inputs (one a struct) show, and snapshots list their inputs")
    func showsEveryArity() throws {
        let flow = InputsCoordinator()
        try flow.show(\.plain)
        try flow.show(\.one, 7)
        try flow.show(\.two, 7, "draft")
        try flow.show(\.three, 7, Draft(text: "milk", done: false), true)
        #expect(flow.navigation.snapshot.routes == ["start", "plain", "one", "two", "three"])
        #expect(
            flow.navigation.snapshot.entries.map(\.input) == [
                "\"ada\", 3", nil, "7", "7, \"draft\"", "7, Draft(text: \"milk\", done: false), true",
            ]
        )
        #expect(flow.made == [.start("ada", 3), .plain, .one(7), .two(7, "draft"), .three(7, "milk", true)])
    }

    @Test("a double tap compares every input; a different one shows a new entry")
    func doubleTapComparesEveryInput() throws {
        let flow = InputsCoordinator()
        try flow.show(\.two, 7, "draft")
        try flow.show(\.two, 7, "draft")
        #expect(flow.navigation.snapshot.routes == ["start", "two"])
        try flow.show(\.two, 7, "other")
        try flow.show(\.three, 1, Draft(text: "a", done: true), false)
        try flow.show(\.three, 1, Draft(text: "a", done: true), false)
        #expect(flow.navigation.snapshot.routes == ["start", "two", "two", "three"])
        try flow.show(\.three, 1, Draft(text: "b", done: true), false)
        #expect(flow.navigation.snapshot.routes == ["start", "two", "two", "three", "three"])
    }

    @Test("an input that is not Equatable never matches, so a double tap shows it again")
    func nonEquatableInputsNeverMatch() throws {
        let flow = InputsCoordinator()
        try flow.show(\.opaque, 1, Unmatched())
        try flow.show(\.opaque, 1, Unmatched())
        #expect(flow.navigation.snapshot.routes == ["start", "opaque", "opaque"])
    }

    @Test("focusFirst matches every input; no match throws routeNotFound and changes nothing")
    func focusFirstMatchesEveryInput() throws {
        let flow = InputsCoordinator()
        try flow.show(\.plain)
        try flow.show(\.two, 1, "a")
        try flow.show(\.three, 1, Draft(text: "x", done: false), true)
        try flow.show(\.two, 2, "b")
        try flow.show(\.one, 9)
        let before = flow.navigation.snapshot
        #expect(throws: NavigationError.self) { try flow.focusFirst(\.two, 1, "b") }
        #expect(throws: NavigationError.self) { try flow.focusFirst(\.three, 1, Draft(text: "x", done: true), true) }
        #expect(flow.navigation.snapshot == before)

        try flow.focusFirst(\.three, 1, Draft(text: "x", done: false), true)
        #expect(flow.navigation.snapshot.routes == ["start", "plain", "two", "three"])
        try flow.focusFirst(\.two, 1, "a")
        #expect(flow.navigation.snapshot.routes == ["start", "plain", "two"])
        try flow.focusFirst(\.plain)
        #expect(flow.navigation.snapshot.routes == ["start", "plain"])
        do {
            try flow.focusFirst(\.one, 9)
            Issue.record("focused an entry that is gone")
        } catch {
            #expect(error.code == .routeNotFound)
        }
    }

    @Test("a root with inputs: the same inputs keep it, other inputs make it anew")
    func rootWithInputs() throws {
        let flow = InputsCoordinator()
        let first = try #require(flow.navigation.snapshot.entries.first?.id)
        try flow.show(\.one, 1)
        try flow.root(\.start, "ada", 3)
        #expect(flow.navigation.snapshot.entries.first?.id == first)
        #expect(flow.navigation.snapshot.routes == ["start", "one"])
        #expect(flow.isRoot(\.start))
        try flow.root(\.start, "ada", 4)
        #expect(flow.navigation.snapshot.routes == ["start"])
        #expect(flow.navigation.snapshot.entries.first?.id != first)
        #expect(flow.navigation.snapshot.entries.first?.input == "\"ada\", 4")
        try flow.root(\.bare)
        #expect(flow.isRoot(\.bare) && !flow.isRoot(\.start))
        #expect(flow.hasRoot(\.bare) == .bare)
    }

    @Test("a router and a container take several inputs too; a child flow's result comes back")
    func routersAndContainers() async throws {
        let flow = InputsCoordinator()
        let router = Router(flow)
        try router.show(\.two, 5, "via router")
        #expect(flow.navigation.snapshot.routes == ["start", "two"])
        try router.focusFirst(\.two, 5, "via router")
        try router.root(\.start, "bob", 1)
        #expect(flow.navigation.snapshot.entries.first?.input == "\"bob\", 1")

        let waiting = Task { await router.route(to: \.child, "title", 2) }
        #expect(await yieldUntil { flow.navigation.snapshot.routes == ["start", "child"] })
        #expect(flow.navigation.snapshot.entries.last?.input == "\"title\", 2")
        let child = try #require(flow.navigation.firstShown(\.child)?.destination)
        try child.finish(.done("title 2"))
        #expect(await waiting.value == .done("title 2"))

        let split = SplitInputs()
        #expect(split.navigation.snapshot.entries.map(\.input) == [nil, "1, \"a\""])
        try Router(split).show(\.detail, 2, "b", focus: true)
        try split.show(\.detail, 3, "c", at: 0)
        #expect(split.navigation.snapshot.entries.map(\.input) == ["3, \"c\"", nil, "1, \"a\"", "2, \"b\""])
    }

    @Test("routes of 0, 1, 2 and 3 inputs save and restore; equal trees save equal data")
    func savesAndRestoresEveryArity() throws {
        let flow = InputsCoordinator()
        try flow.root(\.start, "ada", 5)
        try flow.show(\.plain)
        try flow.show(\.one, 7)
        try flow.show(\.two, 7, "draft")
        try flow.show(\.three, 7, Draft(text: "milk", done: false), true)
        let state = flow.navigation.restorationState()
        #expect(state.omitted.isEmpty)
        #expect(
            state.root.entries.map(\.inputs) == [
                ["\"ada\"", "5"], [], ["7"], ["7", "\"draft\""], ["7", "{\"done\":false,\"text\":\"milk\"}", "true"],
            ])
        let data = try state.encoded()
        #expect(try flow.navigation.restorationState().encoded() == data)

        let fresh = InputsCoordinator()
        try fresh.navigation.restore(RestorationState(data: data))
        #expect(fresh.navigation.snapshot.routes == flow.navigation.snapshot.routes)
        #expect(fresh.navigation.snapshot.entries.map(\.input) == flow.navigation.snapshot.entries.map(\.input))
        #expect(fresh.made.suffix(5) == [.start("ada", 5), .plain, .one(7), .two(7, "draft"), .three(7, "milk", true)])
        #expect(try fresh.navigation.restorationState().encoded() == data)
        try fresh.focusFirst(\.three, 7, Draft(text: "milk", done: false), true)
    }

    @Test("saved inputs of the wrong count or type are rejected, the state unchanged", arguments: 0..<4)
    func wrongInputsAreRejected(index: Int) throws {
        let flow = InputsCoordinator()
        try flow.show(\.two, 7, "draft")
        var state = flow.navigation.restorationState()
        state.root.entries[1].inputs = [["7"], ["7", "\"draft\"", "1"], ["\"7\"", "\"draft\""], []][index]
        let target = InputsCoordinator()
        try target.show(\.one, 1)
        let before = target.navigation.snapshot
        do {
            try target.navigation.restore(state)
            Issue.record("restored wrong inputs")
        } catch {
            #expect(error.code == .badInput)
        }
        #expect(target.navigation.snapshot == before)
    }

    @Test("data of format 1, one input per entry, is rejected as incompatible, the state unchanged")
    func formatOneIsRejected() throws {
        let formatOne = """
            {"format":1,"omitted":[],"root":{"entries":[\
            {"awaited":false,"input":"[\\"ada\\",3]","presentation":"root","route":"start"},\
            {"awaited":false,"input":"7","presentation":"push","route":"one"}],\
            "kind":"navigation","type":"InputsCoordinator"}}
            """
        do {
            _ = try RestorationState(data: Data(formatOne.utf8))
            Issue.record("read data of format 1")
        } catch {
            #expect(error.code == .incompatibleFormat)
        }

        let flow = InputsCoordinator()
        try flow.show(\.one, 7)
        var state = flow.navigation.restorationState()
        #expect(state.format == 2 && RestorationState.currentFormat == 2)
        state.format = 1
        let target = InputsCoordinator()
        let before = target.navigation.snapshot
        do {
            try target.navigation.restore(state)
            Issue.record("restored a state of format 1")
        } catch {
            #expect(error.code == .incompatibleFormat)
        }
        #expect(target.navigation.snapshot == before)
    }

    @Test("an input's text is what String(describing:) writes, for every kind of type, the first time and after")
    func inputTextsAreStringDescribing() throws {
        let mirrors = MirrorCount()
        let values: [Any] = [
            7, "draft", Substring("sub"), Character("x"), 2.5, true, UInt8(4),
            Described?.none as Any, Int?.some(3) as Any, Int?.none as Any, String??.some(.some("deep")) as Any,
            Described?.some(Described(name: "opt")) as Any,
            Draft(text: "milk", done: false), Flavor.plain, Flavor.topped("nuts"),
            Described(name: "ada"), DebugOnly(code: 9), Streamed(word: "hi"), Both(),
            Mirrored(count: mirrors), Base(), Derived(), Loud(), Loud() as Base, Plain(),
            Box(1), Box("one"), [1, 2], ["k": 1], (1, "a"), Int.self,
        ]
        let flow = AnyInputs()
        // Twice over: the first pass finds each type's writer (unless a test
        // before wrote that type), the second uses it, from the table and,
        // for a type shown twice in a row, from the last one.
        for value in values + values {
            try flow.show(\.any, value)
            try flow.show(\.any, value)
        }
        try flow.show(\.pair, Derived() as Any, Int?.some(5) as Any)
        try flow.show(\.pair, Box(2.5) as Any, "quoted" as Any)
        let expected =
            (values + values).flatMap { [String(describing: $0), String(describing: $0)] } + [
                "\(String(describing: Derived())), \(String(describing: Int?.some(5) as Any))",
                "\(String(describing: Box(2.5))), \"quoted\"",
            ]
        #expect(flow.navigation.snapshot.entries.dropFirst().map(\.input) == expected)
        // `String(describing:)` never reads the mirror of a type that describes
        // itself, and neither does writing its input.
        #expect(mirrors.count == 0)
    }
}

// MARK: Fixtures

/// A struct input: several values that belong together.
private struct Draft: Hashable, Codable, Sendable {
    var text: String
    var done: Bool
}

/// An input that is neither `Equatable` nor `Codable`.
private struct Unmatched {}

private enum Made: Equatable {
    case start(String, Int)
    case bare, plain
    case one(Int)
    case two(Int, String)
    case three(Int, String, Bool)
}

@MainActor
private final class InputsCoordinator: NavigationCoordinator {
    let stack = RouteStack<InputsCoordinator>(root: \.start, "ada", 3)
    var made: [Made] = []

    @Root var start = makeStart
    @Root var bare = makeBare
    @Route(.push) var plain = makePlain
    @Route(.push) var one = makeOne
    @Route(.push) var two = makeTwo
    @Route(.sheet) var three = makeThree
    @Route(.push) var opaque = makeOpaque
    @Route(.sheet) var child = makeChild

    func makeStart(user: String, level: Int) -> Made { record(.start(user, level)) }
    func makeBare() -> Made { record(.bare) }
    func makePlain() -> Made { record(.plain) }
    func makeOne(id: Int) -> Made { record(.one(id)) }
    func makeTwo(id: Int, note: String) -> Made { record(.two(id, note)) }
    func makeThree(id: Int, draft: Draft, urgent: Bool) -> Made { record(.three(id, draft.text, urgent)) }
    func makeOpaque(id: Int, value: Unmatched) -> Made { .plain }
    func makeChild(title: String, count: Int) -> TitledFlow { TitledFlow() }

    private func record(_ made: Made) -> Made {
        self.made.append(made)
        return made
    }
}

@MainActor
private final class TitledFlow: NavigationCoordinator {
    typealias FlowValue = String
    let stack = RouteStack<TitledFlow>(root: \.form)
    @Root var form = makeForm
    func makeForm() -> Screen { .form }
}

@MainActor
private final class SplitInputs: ContainerCoordinator {
    let container = Container<SplitInputs>(
        kind: ContainerKind(rawValue: "split"),
        children: [.route(\.sidebar), .route(\.detail, 1, "a")],
        selected: 0
    )
    @Route(.column) var sidebar = makeSidebar
    @Route(.column) var detail = makeDetail
    func makeSidebar() -> Screen { .list }
    func makeDetail(id: Int, title: String) -> Screen { .detail(id) }
}

@MainActor
private final class AnyInputs: NavigationCoordinator {
    let stack = RouteStack<AnyInputs>(root: \.start)
    @Root var start = makeStart
    @Route(.push, duplicates: .allow) var any = makeAny
    @Route(.push, duplicates: .allow) var pair = makePair
    func makeStart() -> Screen { .list }
    func makeAny(value: Any) -> Screen { .list }
    func makePair(first: Any, second: Any) -> Screen { .list }
}

private enum Flavor {
    case plain
    case topped(String)
}

private struct Described: CustomStringConvertible {
    var name: String
    var description: String { "Described<\(name)>" }
}

private struct DebugOnly: CustomDebugStringConvertible {
    var code: Int
    var debugDescription: String { "DebugOnly#\(code)" }
}

private struct Streamed: TextOutputStreamable, CustomStringConvertible {
    var word: String
    func write<Target: TextOutputStream>(to target: inout Target) { target.write("streamed \(word)") }
    var description: String { "described \(word)" }
}

private struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "both, plainly" }
    var debugDescription: String { "both, for debugging" }
}

private class Base: CustomStringConvertible {
    var description: String { "a base" }
}

private final class Derived: Base {
    override var description: String { "a derived" }
}

private final class Plain {}

/// A subclass that adds a way of writing itself its superclass does not have.
private final class Loud: Base, TextOutputStreamable {
    func write<Target: TextOutputStream>(to target: inout Target) { target.write("LOUD") }
}

/// Counts the reads of a mirror.
private final class MirrorCount {
    var count = 0
}

/// A type that describes itself and has a custom mirror, which
/// `String(describing:)` does not read.
private struct Mirrored: CustomStringConvertible, CustomReflectable {
    let count: MirrorCount
    var description: String { "mirrored" }
    var customMirror: Mirror {
        count.count += 1
        return Mirror(self, children: [])
    }
}

private struct Box<Value>: CustomStringConvertible {
    var value: Value
    init(_ value: Value) { self.value = value }
    var description: String { "Box<\(Value.self)>(\(value))" }
}
