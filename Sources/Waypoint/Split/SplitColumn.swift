/// A column of a split view: the sidebar, the optional content column between
/// it and the detail, and the detail.
///
/// A ``SplitCoordinator`` has two columns (`sidebar`, `detail`) or three
/// (`sidebar`, `content`, `detail`), always in this order. A route shows its
/// destination in a column when it is declared with that column's
/// presentation (``Presentation/column(_:)``):
///
/// ```swift
/// @Route(.sidebarColumn) var mailboxes = makeMailboxes
/// @Route(.contentColumn) var mailbox = makeMailbox      // input: Mailbox.ID
/// @Route(.detailColumn) var message = makeMessage       // input: Message.ID
/// ```
public enum SplitColumn: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// The leading column, which lists what the user can pick.
    case sidebar
    /// The middle column of a three-column split.
    case content
    /// The trailing column: what the user picked.
    case detail

    /// The columns' order, leading first.
    ///
    /// - Parameters:
    ///   - lhs: a column.
    ///   - rhs: another column.
    /// - Returns: whether `lhs` comes before `rhs`.
    public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .sidebar: 0
        case .content: 1
        case .detail: 2
        }
    }

    /// The column's name: `sidebar`.
    public var description: String { rawValue }
}

/// How many columns a split view has.
public enum SplitStyle: String, Sendable, Hashable, Codable {
    /// A sidebar and a detail.
    case doubleColumn
    /// A sidebar, a content column and a detail.
    case tripleColumn

    /// The style's columns, in order.
    public var columns: [SplitColumn] {
        switch self {
        case .doubleColumn: [.sidebar, .detail]
        case .tripleColumn: [.sidebar, .content, .detail]
        }
    }
}

extension Presentation {
    /// Shown as the content of a split view's sidebar (``SplitColumn/sidebar``).
    public static let sidebarColumn = Presentation("sidebarColumn")
    /// Shown as the content of a split view's middle column (``SplitColumn/content``).
    public static let contentColumn = Presentation("contentColumn")
    /// Shown as the content of a split view's detail column (``SplitColumn/detail``).
    public static let detailColumn = Presentation("detailColumn")

    /// The presentation that shows a destination in a column of a split view.
    ///
    /// ```swift
    /// Presentation.column(.detail) == .detailColumn   // true
    /// ```
    ///
    /// - Parameter column: the column.
    /// - Returns: `.sidebarColumn`, `.contentColumn` or `.detailColumn`.
    public static func column(_ column: SplitColumn) -> Presentation {
        switch column {
        case .sidebar: .sidebarColumn
        case .content: .contentColumn
        case .detail: .detailColumn
        }
    }

    /// The split-view column this presentation shows a destination in, if it
    /// is a column's.
    public var column: SplitColumn? {
        switch self {
        case .sidebarColumn: .sidebar
        case .contentColumn: .content
        case .detailColumn: .detail
        default: nil
        }
    }
}
