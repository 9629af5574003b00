// WaypointSwiftUI: the SwiftUI front end of Waypoint.
//
// It draws any coordinator tree: `coordinator.view()` or `CoordinatorView`
// cuts each snapshot into modal layers with `ModalLayers` (in WaypointFrontEnd, tested
// on Linux), draws each layer as a `NavigationStack` with a path, presents the
// next layer with `.sheet` or `.fullScreenCover`, draws tabs with a `TabView`,
// and reports what the user did (a shorter path, a sheet swiped down, a tab
// tapped) back to the core as `UserIntent`s computed by `ModalLayers`.
//
// What to draw now and what a report means is decided by `FrontEndSession`
// (in WaypointFrontEnd, tested on Linux): one modal level per update, kept content for
// dismissing sheets, guarded screens without removing gestures, one change per
// gesture, no change for echoed writes, one re-tap per tap.
//
// Everything here compiles only where SwiftUI exists (Apple platforms); on
// Linux this module is empty. CI type-checks it anyway, against a stand-in of
// SwiftUI's declarations (`Scripts/check-swiftui.sh`, `CI/SwiftUIStandIn`): a
// SwiftUI API used here that the stand-in lacks must be added there. The files
// stay thin: the logic they bind is in `Sources/WaypointFrontEnd`.
//
// Platforms: the package's floor (iOS 17, macOS 14, tvOS 17, watchOS 10,
// visionOS 1) covers every call made here; each call names its own. `NavigationStack(path:root:)` and
// `navigationDestination(for:destination:)` need iOS 16 / macOS 13 / tvOS 16 /
// watchOS 9; `@Observable` needs iOS 17 / macOS 14 / tvOS 17 / watchOS 10;
// `fullScreenCover(item:onDismiss:content:)` is not on macOS, where covers are
// presented as sheets; `ToolbarItemPlacement.navigation` is not on watchOS,
// where a guarded screen gets no back button of ours.
