// expect: instance method 'view()' is not available due to missing import of defining module 'WaypointSwiftUI'
// with: CI/SwiftUIStandIn/Canaries/With/ImportsWaypointSwiftUI.swift
// A snippet that shows `import SwiftUI` and `import Waypoint` and calls
// `view()`, a member WaypointSwiftUI adds to coordinators: with
// MemberImportVisibility (on in every compile of the docs' code) it fails,
// though another file of its module imports WaypointSwiftUI. Without it, an
// extension member leaks from any file's imports to the whole module, and a
// snippet could lean on an import the reader is not shown.
import SwiftUI
import Waypoint

@MainActor
func drawnAgain(_ app: some Coordinator) -> some View {
    app.view()
}
