// with: Tests/WaypointTests/DocSnippets/DocModel.swift
// with: Tests/WaypointTests/DocSnippets/ArticleSnippets.swift
//
// The SwiftUI code of the DocC articles of Sources/Waypoint/Waypoint.docc,
// compiled by Scripts/check-swiftui.sh against the SwiftUI stand-in, together
// with the articles' Waypoint code (the files named above): the files of this
// folder are one module. Each `// snippet:` region is a code block of an
// article, word for word, in a file that imports only what the block shows.

typealias AppCoordinator = DocModel.AppCoordinator
typealias TodoLinks = DocModel.TodoLinks
