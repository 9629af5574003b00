import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

/// A container's selected child left out of saved data (its input is not
/// `Codable`) does not make the data unrestorable.
@Suite("A container's saved selection", .timeLimit(.minutes(1)))
@MainActor
struct ContainerSelectionRestorationTests {
    @Test("a selected tab left out of saved data: the first saved tab is saved as selected, and the data restores")
    func omittedSelectedTab() throws {
        let tabs = LiveTabs()
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "live")
        let state = tabs.navigation.restorationState()
        #expect(state.omitted == ["live"])
        #expect(state.root.selected == 0)
        let data = try state.encoded()
        let restored = LiveTabs()
        _ = try restored.navigation.restore(try RestorationState(data: data))
        #expect(restored.navigation.snapshot.routes == ["home"])
        #expect(restored.navigation.snapshot.selectedEntry?.route == "home")
    }
}

/// An input that cannot be saved.
struct Feed: Equatable {
    let url: URL
}

/// Tabs whose selected tab takes an input that is not `Codable`.
@MainActor
final class LiveTabs: TabCoordinator {
    let container = Container<LiveTabs>(
        tabs: .route(\.home), .route(\.live, Feed(url: URL(fileURLWithPath: "/live"))),
        selected: 1
    )

    @TabRoute("Home", image: "house") var home = makeHome
    @Route(.tab) var live = makeLive

    func makeHome() -> Screen { .list }
    func makeLive(feed: Feed) -> Screen { .settings }
}
