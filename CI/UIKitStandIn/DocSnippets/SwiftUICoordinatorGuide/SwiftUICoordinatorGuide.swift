// with: Tests/WaypointTests/DocSnippets/SwiftUICoordinatorGuideSnippets.swift
//
// The UIKit code of Docs/Migrating-from-SwiftUICoordinator.md, compiled by
// Scripts/check-uikit.sh against the UIKit stand-in (and by
// Scripts/check-ios-sdk.sh against Apple's SDK where it is present), together
// with the guide's Waypoint code (the file named above): the files of this
// folder are one module. Each `// snippet:` region is a code block of the
// guide, word for word, in a file that imports only what the block shows (or,
// if it shows nothing, what the guide shows).

typealias AppCoordinator = SwiftUICoordinatorGuide.AppCoordinator
typealias ShapeLinks = SwiftUICoordinatorGuide.ShapeLinks
