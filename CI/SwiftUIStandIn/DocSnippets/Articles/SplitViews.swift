// with: Tests/WaypointTests/DocSnippets/SplitViewSnippets.swift
//
// "Showing split views": its SwiftUI block shows `import SwiftUI` and
// `import WaypointSwiftUI`.
import SwiftUI
import WaypointSwiftUI

typealias ListsSplit = DocModel.ListsSplit

// snippet: split-swiftui-sidebar
struct ListsSidebar: View {
    let split: ListsSplit
    @Environment(\.sidebarSelection) private var selection

    var body: some View {
        List(split.sidebarItems, id: \.self, selection: selection.binding(for: split)) { name in
            Text(name)
        }
    }
}
// end-snippet
