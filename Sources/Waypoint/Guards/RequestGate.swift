/// Lets guarded requests on one tree run one at a time, in the order they
/// arrived.
///
/// A request takes its turn synchronously with ``reserve()`` (so its place in
/// the line is fixed at once) and waits for it with ``wait(for:)``.
@MainActor
final class RequestGate {
    /// A place in the line.
    final class Turn {
        fileprivate var isGranted = false
        fileprivate var continuation: CheckedContinuation<Void, Never>?
    }

    private var isBusy = false
    private var line: [Turn] = []

    var isIdle: Bool { !isBusy }

    /// Takes the next place in the line.
    func reserve() -> Turn {
        let turn = Turn()
        if isBusy {
            line.append(turn)
        } else {
            isBusy = true
            turn.isGranted = true
        }
        return turn
    }

    /// Waits until the turn comes.
    func wait(for turn: Turn) async {
        guard !turn.isGranted else { return }
        await withCheckedContinuation { turn.continuation = $0 }
    }

    /// Takes a place and waits for it.
    func enter() async {
        await wait(for: reserve())
    }

    /// Ends the current turn and grants the next one.
    func leave() {
        guard !line.isEmpty else {
            isBusy = false
            return
        }
        let next = line.removeFirst()
        next.isGranted = true
        next.continuation?.resume()
        next.continuation = nil
    }
}
