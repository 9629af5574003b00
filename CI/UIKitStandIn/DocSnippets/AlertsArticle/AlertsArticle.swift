// with: Tests/WaypointTests/DocSnippets/DocModel.swift
// with: Tests/WaypointTests/DocSnippets/AlertSnippets.swift
//
// The UIKit code of the article "Alerts, dialogs, popovers and sheet sizes"
// (Sources/Waypoint/Waypoint.docc/Articles/AlertsDialogsAndSheetSizes.md),
// compiled by Scripts/check-uikit.sh against the UIKit stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK where it is present), together
// with the article's Waypoint code (the files named above): the files of this
// folder are one module. Each `// snippet:` region is a code block of the
// article, word for word, in a file that imports only what the block shows.

// What the article declares in its Waypoint code.
typealias InboxCoordinator = DocModel.InboxCoordinator
typealias Todo = DocModel.Todo
