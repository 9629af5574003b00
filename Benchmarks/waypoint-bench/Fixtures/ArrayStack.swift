/// The `push-pop` baseline: a plain main-actor class holding an array, yielding
/// the whole array to one latest-only `AsyncStream` continuation on every change.
@MainActor
final class ArrayStack {
    private(set) var items: [Int] = [0]
    let stream: AsyncStream<[Int]>
    private let continuation: AsyncStream<[Int]>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: [Int].self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(items)
    }

    func push(_ value: Int) {
        items.append(value)
        continuation.yield(items)
    }

    func pop() {
        items.removeLast()
        continuation.yield(items)
    }

    func finish() {
        continuation.finish()
    }
}
