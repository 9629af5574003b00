#if canImport(SwiftUI)
import SwiftUI
import Waypoint
import WaypointFrontEnd

/// A split view: a `NavigationSplitView` with a `NavigationStack` per column
/// that shows something, its column visibility bound to the state.
///
/// The same view in every width: SwiftUI collapses it into one stack in a
/// compact width and expands it in a regular one, from the same column
/// stacks, so that no screen is made anew (a root that swapped a split for a
/// stack by size class would lose every pushed screen). Each column's stack
/// binds its path as any other stack; the sheets of every column are
/// presented by the top layer, one presentation per view.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct SplitView<Screen: View>: View {
    let model: NavigationModel
    let container: LayerContainer
    let screen: (ShownEntry<Any>) -> Screen
    /// horizontalSizeClass: iOS 13, macOS 10.15 (back-deployed before macOS 14),
    /// tvOS 13, watchOS 6, visionOS 1.
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        splitView
            // onChange(of:initial:_:): iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1.
            .onChange(of: sizeClass, initial: true) { @MainActor in
                model.setWidth(sizeClass == .compact ? .compact : .regular)
            }
    }

    @ViewBuilder
    private var splitView: some View {
        // NavigationSplitView(columnVisibility:sidebar:content:detail:) and
        // (columnVisibility:sidebar:detail:): iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
        if container.split?.has(.content) == true {
            NavigationSplitView(columnVisibility: visibility) {
                column(.sidebar)
            } content: {
                column(.content)
            } detail: {
                column(.detail)
            }
        } else {
            NavigationSplitView(columnVisibility: visibility) {
                column(.sidebar)
            } detail: {
                column(.detail)
            }
        }
    }

    /// A column: its own navigation stack, or nothing for an empty column.
    @ViewBuilder
    private func column(_ column: SplitColumn) -> some View {
        if let stack = model.stack(of: column, in: container) {
            StackView(model: model, layer: stack, screen: screen)
                .environment(\.sidebarSelection, SidebarSelection(model: model, container: container))
        }
    }

    /// The columns shown: SwiftUI sets it when the user shows or hides a
    /// column, and as it collapses or expands; the session sends the user's
    /// only, by the width reported to it when the size class changes.
    private var visibility: Binding<NavigationSplitViewVisibility> {
        _ = model.revision  // rebuilt after every change the session reports
        let model = self.model
        let container = self.container
        return Binding(
            get: { @MainActor in model.columnVisibility(of: container).swiftUI },
            set: { @MainActor in model.setColumnVisibility(SplitVisibility($0), of: container.id) }
        )
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SplitVisibility {
    /// SwiftUI's visibility for one of Waypoint's.
    fileprivate var swiftUI: NavigationSplitViewVisibility {
        switch self {
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        case .automatic: .automatic
        }
    }

    /// Waypoint's visibility for one of SwiftUI's.
    fileprivate init(_ visibility: NavigationSplitViewVisibility) {
        self = Self.allCases.first { $0.swiftUI == visibility } ?? .automatic
    }
}
#endif
