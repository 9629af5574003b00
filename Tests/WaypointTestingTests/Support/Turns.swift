/// Lets the main actor run until a condition holds: at most `turns` turns and
/// `limit` of time; never a sleep.
@MainActor
func yieldUntil(turns: Int = 1_000, limit: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let end = ContinuousClock.now.advanced(by: limit)
    for _ in 0..<turns {
        if condition() { return true }
        if ContinuousClock.now >= end { break }
        await Task.yield()
    }
    return condition()
}
