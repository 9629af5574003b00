import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

/// Random programmatic navigation against a session whose UI confirms its
/// steps late or at once: the chain it draws changes by at most one modal
/// level per report, its base is always current, and once every step is
/// confirmed it draws exactly the core's state.
@Suite("A front end's session, one modal level per step", .timeLimit(.minutes(1)))
@MainActor
struct FrontEndSessionStepTests {
    @Test("random changes of several levels at once are drawn one level per step", arguments: 0..<20)
    func randomSteps(seed: UInt64) throws {
        var random = Random(seed: seed)
        let app = AppCoordinator()
        let session = FrontEndSession(app)
        var previous = session.drawn.map(\.id)
        var steps = 0

        func check() {
            let ids = session.drawn.map(\.id)
            #expect(session.drawn.first == session.layers.layers.first, "seed \(seed), step \(steps): a stale base")
            #expect(Set(ids).count == ids.count, "seed \(seed), step \(steps): a layer drawn twice")
            let common = zip(previous, ids).prefix { $0 == $1 }.count
            #expect(
                previous.count - common + ids.count - common <= 1,
                "seed \(seed), step \(steps): \(previous) → \(ids) changes more than one level"
            )
            previous = ids
        }

        for _ in 0..<60 {
            steps += 1
            try Self.navigate(app, &random)
            session.sync()
            check()
            // The UI confirms zero, one or several steps before the next change.
            for _ in 0..<random.next(3) {
                let top = session.drawn.last?.id
                session.didPresent(top)
                check()
                session.didDismiss(presentedBy: top)
                check()
            }
        }
        var confirmations = 0
        while !session.isSettled, confirmations < 100 {
            let top = session.drawn.last?.id
            session.didPresent(top)
            session.didDismiss(presentedBy: top)
            check()
            confirmations += 1
        }
        #expect(session.isSettled, "seed \(seed): not settled")
        #expect(session.drawn == session.layers.layers, "seed \(seed): settled on another state")
    }

    /// One programmatic navigation, chosen at random, that may change several
    /// modal levels at once.
    private static func navigate(_ app: AppCoordinator, _ random: inout Random) throws {
        let top = app.navigation.snapshot
        switch random.next(7) {
        case 0:
            try app.root(\.signedOut)
        case 1:
            let tabs = try app.root(\.signedIn, User(name: "ada")).child
            try tabs.focusFirst(\.todos)
        case 2:
            // A sheet, and a sheet in it, at once.
            try app.navigation.transaction {
                let sheet = try app.show(\.create)
                try sheet.child.show(\.nested)
            }
        case 3:
            if top.entries.count > 1 { try app.popLast() }
        case 4:
            try app.popToRoot()
        case 5:
            if let todos = Self.todos(in: app) {
                if random.next(2) == 0 { try todos.show(\.create) } else { try todos.show(\.settings) }
            }
        default:
            if let todos = Self.todos(in: app) { try todos.show(\.todo, Int(random.next(100))) }
        }
    }

    /// The todos tab's coordinator, when the app is signed in.
    private static func todos(in app: AppCoordinator) -> TodosCoordinator? {
        guard let tabs = app.navigation.snapshot.entries.first?.child,
            let tab = tabs.entries.first(where: { $0.route == "todos" })?.child?.entries.first
        else { return nil }
        return app.navigation.entry(tab.id)?.router(TodosCoordinator.self)?.coordinator
    }
}

/// SplitMix64, so that a failing seed replays.
private struct Random {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A number below `bound`.
    mutating func next(_ bound: UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return (z ^ (z >> 31)) % bound
    }
}
