/// Lets guarded requests on one tree run one at a time, in the order they
/// arrived.
@MainActor
final class RequestGate {
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    var isIdle: Bool { !isBusy }

    func enter() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            isBusy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
