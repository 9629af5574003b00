import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// Issue 40, item 3: a sheet's detents computed from its input.
@Suite("Detents from the input")
@MainActor
struct DetentsFromInputTests {
    enum Length: String, Sendable, Hashable, Codable {
        case short, long, broken
    }

    @MainActor
    final class Forms: NavigationCoordinator {
        let stack = RouteStack<Forms>(root: \.list)
        @Root var list = makeList
        @Route(
            .sheet,
            style: ModalStyle(showsGrabber: true),
            detents: { (length: Length) in
                switch length {
                case .short: [.medium]
                case .long: [.medium, .large]
                case .broken: [.large, .large]
                }
            }
        )
        var form = makeForm

        func makeList() -> String { "list" }
        func makeForm(length: Length) -> String { "form \(length)" }
    }

    @Test("each entry rests at the detents its input gives, opening at the first, its style kept")
    func detentsPerEntry() throws {
        let forms = Forms()
        let short = try forms.show(\.form, .short)
        var entry = try #require(forms.navigation.snapshot.entries.last)
        #expect(entry.style?.detents == [.medium])
        #expect(entry.style?.showsGrabber == true)
        #expect(entry.detent == .medium)
        try short.dismiss()
        try forms.show(\.form, .long)
        entry = try #require(forms.navigation.snapshot.entries.last)
        #expect(entry.style?.detents == [.medium, .large])
        #expect(entry.detent == .medium)
    }

    @Test("a list the route cannot take is refused with invalidDetent, and nothing is shown")
    func invalidDetents() async throws {
        let forms = Forms()
        #expect(throws: NavigationError(.invalidDetent, "")) { try forms.show(\.form, .broken) }
        #expect(await forms.route(to: \.form, .broken) == .cancel(.notShown(NavigationError(.invalidDetent, ""))))
        #expect(forms.navigation.snapshot.routes == ["list"])
    }

    @Test("a drag goes only to a detent of this entry's list, on every test front end")
    func dragWithinTheEntrysDetents() async throws {
        let forms = Forms()
        let frontEnd = HeadlessFrontEnd(forms)
        try forms.show(\.form, .short)
        await frontEnd.settle()
        #expect(await frontEnd.refusal(of: .dragSheet(to: .large))?.reason == .nothingThere)
        #expect(forms.navigation.snapshot.entries.last?.detent == .medium)

        let other = Forms()
        let uikit = FakeUIKit(other)
        let long = try other.show(\.form, .long)
        uikit.sync()
        uikit.finishAnimations()
        #expect(uikit.detent(of: long.id) == .medium)
        #expect(uikit.dragSheet(to: .large))
        #expect(other.navigation.snapshot.entries.last?.detent == .large)
        #expect(uikit.breaches.isEmpty)
    }

    @Test("restoration brings back the computed detents and the selected one")
    func restorationKeepsTheSelectedDetent() throws {
        let forms = Forms()
        let long = try forms.show(\.form, .long)
        try long.setDetent(.large)
        let data = try forms.navigation.restorationState().encoded()

        let fresh = Forms()
        try fresh.navigation.restore(RestorationState(data: data))
        let entry = try #require(fresh.navigation.snapshot.entries.last)
        #expect(entry.style?.detents == [.medium, .large])
        #expect(entry.detent == .large)
    }

    @Test("data whose selected detent the input no longer gives is refused; nothing changes")
    func restorationOfAnUnknownDetent() throws {
        let forms = Forms()
        let long = try forms.show(\.form, .long)
        try long.setDetent(.large)
        var state = forms.navigation.restorationState()
        state.root.entries[1].inputs = [#""short""#]  // a short form rests at medium only
        let fresh = Forms()
        #expect(throws: RestorationError.self) { try fresh.navigation.restore(state) }
        #expect(fresh.navigation.snapshot.routes == ["list"])
    }
}
