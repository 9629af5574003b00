// with: Tests/WaypointTests/DocSnippets/AlertSnippets.swift
//
// "Alerts, dialogs, popovers and sheet sizes": its SwiftUI blocks show
// SwiftUI, Waypoint and WaypointSwiftUI.
import SwiftUI
import Waypoint
import WaypointSwiftUI

typealias InboxCoordinator = DocModel.InboxCoordinator

// snippet: alerts-swiftui-routes
extension AnchorID {
    static let info = AnchorID("info")
}

@MainActor
final class PlacesCoordinator: NavigationCoordinator {
    let stack = RouteStack<PlacesCoordinator>(root: \.map)

    @Root var map = makeMap
    @Route(.sheet, style: .detents([.medium, .large], undimmedThrough: .medium)) var details = makeDetails
    @Route(.popover, style: .anchored(.info, adaptsToSheet: false)) var info = makeInfo

    @ViewBuilder func makeMap() -> some View { Text("Map") }
    @ViewBuilder func makeDetails() -> some View { Text("Details") }
    @ViewBuilder func makeInfo() -> some View { Text("About this place") }
}
// end-snippet

// snippet: alerts-swiftui-anchors
struct InboxActions: View {
    let inbox: Router<InboxCoordinator>

    var body: some View {
        VStack {
            Button("Sort") {
                Task { _ = await inbox.route(to: \.sortOrder) }
            }
            .waypointAnchor(.sort)
            Button("Share") {
                _ = try? inbox.show(\.share, 1)
            }
            .waypointAnchor(.share)
        }
    }
}
// end-snippet

// snippet: alerts-swiftui-missing-anchor
struct InboxRoot: View {
    let inbox: InboxCoordinator

    var body: some View {
        CoordinatorView(inbox)
            .onMissingAnchor { missing in
                print("Waypoint:", missing)
            }
    }
}
// end-snippet
