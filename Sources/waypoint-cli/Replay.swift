import Foundation
import Waypoint
import WaypointInspector

/// `waypoint replay FILE`: draws a recorded session again, change by change.
@MainActor
struct Replay {
    let file: String
    let step: Bool

    /// - Returns: the exit status.
    func run() -> Int32 {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            Output.err("waypoint: cannot read \(file)")
            return 66
        }
        let coding = LineCoding()
        var view = ChangeView()
        var drawn = 0
        for (number, line) in text.split(separator: "\n").enumerated() {
            guard let event = coding.decode(InspectorEvent.self, from: Array(line.utf8)) else {
                Output.err("waypoint: line \(number + 1) of \(file) is not a recorded change")
                return 65
            }
            switch event.type {
            case .change:
                guard let change = event.change else { continue }
                if step, drawn > 0 {
                    Output.err("(Enter for the next change)")
                    guard readLine() != nil else { return 0 }
                }
                Output.out(view.draw(change))
                Output.out("")
                drawn += 1
            case .missed:
                Output.out("… \(event.count ?? 0) changes were missed here")
            case .welcome:
                // An app of several windows: the scene watched when the session began.
                view.watch(event.scene?.id)
            case .scene:
                view.watch(event.scene?.id)
                let reason = (event.reason ?? "").escapingControlCharacters
                Output.out(
                    event.scene.map { "watching scene \($0.id.rawValue.escapingControlCharacters) (\(reason))" }
                        ?? "no scene left to watch (\(reason))")
            default:
                continue
            }
        }
        Output.out("replayed \(drawn) change\(drawn == 1 ? "" : "s") from \(file)")
        return 0
    }
}
