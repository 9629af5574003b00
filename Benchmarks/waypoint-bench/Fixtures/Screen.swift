/// The screens the benchmark coordinators show: plain values, as in a headless app.
enum Screen: Hashable, Sendable {
    case home
    case detail
    case item(Int)
}
