// The types of Waypoint that WaypointSwiftUI's public declarations name,
// re-exported: `import WaypointSwiftUI` is enough to write what its API asks
// for (`CoordinatorView`'s `Coordinator` and `ShownEntry`, an `AnchorID`, the view-making
// `@Root`, `@Route` and `@TabRoute` with their `Presentation`,
// `DuplicatePolicy`, `TabImage` and a sheet's `SheetDetent`s, a
// `SplitCoordinator`'s sidebar selection), members included.
//
// Why `@_exported import`, though underscored: a `public typealias` names the
// type but not its members where `MemberImportVisibility` is on (a new Xcode
// 26 project, Swift 7), because a member is visible only in a file that
// imports the module declaring it. An exported import counts as that import.
// Each import names one type, not its module: a file that imports the binding
// can name these types of Waypoint's and no other.
//
// The list is checked: Scripts/check-swiftui.sh names every type of the
// package's other modules that the module's public declarations name
// (Scripts/binding-symbols.py) in a file that imports WaypointSwiftUI alone.
#if canImport(SwiftUI)
@_exported public import struct Waypoint.AnchorID
@_exported public import class Waypoint.AppScenes
@_exported public import protocol Waypoint.Coordinator
@_exported public import struct Waypoint.DeepLinks
@_exported public import enum Waypoint.DuplicatePolicy
@_exported public import struct Waypoint.ModalStyle
@_exported public import struct Waypoint.Presentation
@_exported public import struct Waypoint.Root
@_exported public import struct Waypoint.Route
@_exported public import struct Waypoint.SceneError
@_exported public import struct Waypoint.SceneID
@_exported public import struct Waypoint.SceneTarget
@_exported public import enum Waypoint.SheetDetent
@_exported public import struct Waypoint.ShownEntry
@_exported public import protocol Waypoint.SplitCoordinator
@_exported public import enum Waypoint.TabImage
@_exported public import struct Waypoint.TabRoute
@_exported public import struct WaypointFrontEnd.MissingAnchor
#endif
