// expect: involving the 'some' return type of another declaration
// A `some View` factory needs WaypointSwiftUI's erasing initializers: without
// `import WaypointSwiftUI`, the property's type would be the opaque type.
import SwiftUI
import Waypoint

@MainActor
final class Flow: NavigationCoordinator {
    let stack = RouteStack<Flow>(root: \.start)

    @Root var start = makeStart

    @ViewBuilder func makeStart() -> some View {
        Text("Start")
    }
}
