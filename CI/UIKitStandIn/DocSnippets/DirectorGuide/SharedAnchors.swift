// The guide's anchor, which its text declares (`static let share = AnchorID("share")`
// in an `extension AnchorID`); in the tests it comes from the alerts article's
// code (Tests/WaypointTests/DocSnippets/AlertSnippets.swift), in the same module.
import Waypoint

extension AnchorID {
    static let share = AnchorID("share")
}
