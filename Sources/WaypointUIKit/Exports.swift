// The types of Waypoint and WaypointFrontEnd that WaypointUIKit's public
// declarations name, re-exported: `import WaypointUIKit` is enough to write
// what its API asks for (a `TransitionRule`'s `TransitionMatch` and
// `TransitionMove`, `register(_:make:)`'s `ContainerKind` and
// `LayerContainer`, an `EntryID` for the escape hatches, a `ShownEntry` for
// the `screen` closure), members included.
//
// Why `@_exported import`, though underscored: a `public typealias` names the
// type but not its members where `MemberImportVisibility` is on (a new Xcode
// 26 project, Swift 7), because a member is visible only in a file that
// imports the module declaring it: `.route(from:to:)` would be "not available
// due to missing import of defining module 'WaypointFrontEnd'". An exported
// import counts as that import. Each import names one type, not its module:
// a file that imports the binding can name these types of theirs and no other.
//
// The list is checked: Scripts/check-uikit.sh names every type of the
// package's other modules that the module's public declarations name
// (Scripts/binding-symbols.py) in a file that imports WaypointUIKit alone.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
@_exported public import struct Waypoint.AnchorID
@_exported public import class Waypoint.AppScenes
@_exported public import protocol Waypoint.Coordinator
@_exported public import struct Waypoint.ContainerKind
@_exported public import struct Waypoint.DeepLinks
@_exported public import struct Waypoint.EntryID
@_exported public import struct Waypoint.SceneID
@_exported public import struct Waypoint.ShownEntry
@_exported public import struct WaypointFrontEnd.LayerContainer
@_exported public import class WaypointFrontEnd.SceneSessions
@_exported public import struct WaypointFrontEnd.TransitionMatch
@_exported public import struct WaypointFrontEnd.TransitionMove
@_exported public import protocol WaypointFrontEnd.UIKitHost
@_exported public import enum WaypointFrontEnd.UIKitStep
#endif
