/// How a changes stream buffers changes its subscriber has not consumed yet.
public enum ChangeBuffering: Sendable, Hashable {
    /// Keep only the newest change: for renderers, which only draw the latest state.
    case latest
    /// Keep every change in order: for tests and logs.
    case all
}
