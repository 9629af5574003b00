extension Container {
    /// Creates a split view's container: a sidebar, an optional content
    /// column and a detail, each showing one of the owner's routes declared
    /// for its column.
    ///
    /// ```swift
    /// let container = Container<MailSplit>(
    ///     split: .tripleColumn, sidebar: .route(\.mailboxes), detail: .route(\.empty))
    /// ```
    ///
    /// A column given no child starts empty (a front end shows its
    /// placeholder); every column starts visible and the sidebar selects
    /// nothing. A child whose route is not declared for its column
    /// (``Presentation/column(_:)``), or a content child of a two-column
    /// split, is left out.
    ///
    /// - Parameters:
    ///   - style: two columns or three.
    ///   - sidebar: what the sidebar shows at first.
    ///   - content: what the content column of a three-column split shows at first.
    ///   - detail: what the detail shows at first; nothing by default.
    public convenience init(
        split style: SplitStyle = .doubleColumn,
        sidebar: ContainerChild<Owner>,
        content: ContainerChild<Owner>? = nil,
        detail: ContainerChild<Owner>? = nil
    ) {
        let slots: [(SplitColumn, ContainerChild<Owner>?)] = [
            (.sidebar, sidebar), (.content, content), (.detail, detail),
        ]
        let children = slots.compactMap { column, child -> ContainerChild<Owner>? in
            guard let child, style.columns.contains(column) else { return nil }
            // Checked before the route's factory runs: nothing is made for a
            // child that is left out.
            return ContainerChild(
                make: { owner, node in
                    guard child.presentation(owner) == .column(column) else {
                        return .failure(
                            NavigationError(.columnNotFound, "the route is not declared for the \(column) column"))
                    }
                    return child.make(owner, node)
                },
                presentation: child.presentation
            )
        }
        self.init(kind: .split, children: children)
        node.state.split = SplitSnapshot(columns: style.columns)
    }
}
