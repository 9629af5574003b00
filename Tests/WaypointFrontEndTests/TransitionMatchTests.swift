import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

@Suite("Transition matches")
@MainActor
struct TransitionMatchTests {
    private static var nextID: UInt64 = 0

    /// A screen as a layer shows it, with an id of its own.
    private func item(_ route: String, coordinator: String = "Shapes", presentation: Presentation = .push) -> LayerItem
    {
        Self.nextID += 1
        return LayerItem(
            id: EntryID(rawValue: Self.nextID), route: route, coordinator: coordinator, presentation: presentation,
            lineage: [])
    }

    @Test("a route match plays on the push and on the pop back, and on nothing else")
    func routeMatchBothWays() {
        let list = item("customShapes")
        let star = item("shape")
        let other = item("settings")
        let fade = TransitionMatch.route(from: "customShapes", to: "shape")
        #expect(fade.matches(TransitionMove(.push, from: list, to: star)))
        #expect(fade.matches(TransitionMove(.pop, from: star, to: list)))
        #expect(!fade.matches(TransitionMove(.push, from: star, to: list)))
        #expect(!fade.matches(TransitionMove(.push, from: list, to: other)))
        #expect(!fade.matches(TransitionMove(.present, from: list, to: star)))
    }

    @Test("unset parts match anything; set parts must all agree")
    func partsAgree() {
        let faded = item("detail", coordinator: "Todos", presentation: Presentation("fade"))
        #expect(TransitionMatch().matches(TransitionMove(.dismiss, from: nil, to: nil)))
        #expect(
            TransitionMatch(to: .presentation(Presentation("fade"))).matches(
                TransitionMove(.push, from: nil, to: faded)))
        #expect(!TransitionMatch(to: .presentation(.sheet)).matches(TransitionMove(.push, from: nil, to: faded)))
        let both = TransitionMatch.Screen(route: "detail", coordinator: "Todos")
        #expect(both.matches(faded))
        #expect(!TransitionMatch.Screen(route: "detail", coordinator: "Shapes").matches(faded))
        // An unknown screen matches only a screen match that asks nothing.
        #expect(TransitionMatch.Screen.any.matches(nil))
        #expect(!TransitionMatch.Screen.route("detail").matches(nil))
    }

    @Test("a coordinator match names the type the layers name")
    func coordinatorMatch() throws {
        let app = Shell()
        try app.show(\.page, 1)
        let layers = ModalLayers(app.navigation.snapshot)
        let top = try #require(layers.topItem)
        #expect(TransitionMatch.Screen.coordinator(Shell.self).matches(top))
        #expect(!TransitionMatch.Screen.coordinator(Tabs.self).matches(top))
    }

    @Test("the first accepting match wins; none is nil")
    func firstMatchWins() {
        let list = item("customShapes")
        let star = item("shape")
        let matches = [
            TransitionMatch([.present]),
            TransitionMatch.route(from: "customShapes", to: "shape"),
            TransitionMatch(),
        ]
        #expect(TransitionMatch.first(in: matches, matching: TransitionMove(.push, from: list, to: star)) == 1)
        #expect(TransitionMatch.first(in: matches, matching: TransitionMove(.present, from: list, to: star)) == 0)
        #expect(TransitionMatch.first(in: matches, matching: TransitionMove(.pop, from: list, to: list)) == 2)
        #expect(TransitionMatch.first(in: [], matching: TransitionMove(.pop, from: list, to: star)) == nil)
    }
}
