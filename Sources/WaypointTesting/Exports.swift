// The types of WaypointFrontEnd that WaypointTesting's API takes, re-exported
// so that a test that imports WaypointTesting can name them without also
// importing WaypointFrontEnd: `HeadlessFrontEnd(app, width: .compact)`.
@_exported public import enum WaypointFrontEnd.LayoutWidth
