// Compiled with the canary SnippetUsesAMemberItDoesNotImport: another file of
// the snippet's module that imports WaypointSwiftUI, as the support files of a
// document's code do (CI/SwiftUIStandIn/DocSnippets).
import SwiftUI
import Waypoint
import WaypointSwiftUI

@MainActor
func drawn(_ app: some Coordinator) -> some View {
    app.view()
}
