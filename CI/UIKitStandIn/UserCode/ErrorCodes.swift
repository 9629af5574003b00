// An app's handling of the UIKit front end's error codes, as a user writes
// it: an exhaustive-looking `switch` over every code shipped so far (with the
// `default` that the codes' struct asks for), a comparison, and a code of the
// app's own. `UIKitFrontEndError.Code` is an extensible struct, like the
// core's codes, so that adding a code to a later version keeps this compiling:
// as a public `enum`, the new case `anchorNotFound` broke such a `switch`.
import UIKit
import WaypointUIKit

@MainActor
final class ErrorReporter {
    private(set) var reports: [String] = []

    func install(on frontEnd: UIKitFrontEnd) {
        frontEnd.onError = { [weak self] error in self?.report(error) }
    }

    func report(_ error: UIKitFrontEndError) {
        switch error.code {
        case .navigationControllerOnStack:
            reports.append("the screen of \(error.route) is a navigation controller")
        case .anchorNotFound:
            reports.append("anchor missing for \(error.route)")
        default:
            reports.append("\(error.code): \(error)")
        }
        if error.code == .anchorNotFound, error.code != .navigationControllerOnStack {
            reports.append("popover of \(error.route) points at the center")
        }
        let seen: Set<UIKitFrontEndError.Code> = [error.code, .custom]
        reports.append("\(seen.count) codes, \(error.code.rawValue), \(UIKitFrontEndError.Code.custom)")
    }
}

extension UIKitFrontEndError.Code {
    /// A code an app may log with the front end's own, in its own reports.
    static let custom = Self(rawValue: "custom")
}
