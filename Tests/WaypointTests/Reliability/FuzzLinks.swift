import Waypoint

/// The deep links of the model-based test, opened in any `FuzzFlow`.
///
/// Each link's steps are mirrored by ``ReferenceModel/openLink(_:at:)``.
enum FuzzLinks {
    static let links = DeepLinks<FuzzFlow>(scheme: "fuzz") {
        DeepLink<FuzzFlow>("page/:n") {
            try $0.int("n")
        } apply: { flow, n in
            try flow.show(\.page, n)
        }
        DeepLink<FuzzFlow>("sheet/:n") {
            try $0.int("n")
        } apply: { flow, n in
            try flow.show(\.flow).child.show(\.page, n)
        }
        DeepLink<FuzzFlow>("tab/:t") {
            try $0.int("t")
        } apply: { flow, t in
            let tabs = try flow.root(\.tabs).child
            switch t {
            case 0: try tabs.focusFirst(\.a)
            case 1: try tabs.focusFirst(\.b)
            case 2: try tabs.focusFirst(\.c)
            default: throw NavigationError(.routeNotFound, "no tab \(t)")
            }
        }
        DeepLink<FuzzFlow>("fail/:n") {
            try $0.int("n")
        } apply: { flow, n in
            try flow.show(\.page, n)
            throw NavigationError(.unavailable, "the link fails after its first step")
        }
        DeepLink<FuzzFlow>("back") { flow in
            try flow.popLast()
        }
    }
}

/// A deep link the model-based test opens: a valid one, or one that fails to parse.
enum FuzzLink: Hashable, CustomStringConvertible {
    case page(Int)
    case sheet(Int)
    case tab(Int)
    case fail(Int)
    case back
    case badParameter
    case otherScheme
    case unknownPath

    var url: String {
        switch self {
        case .page(let n): "fuzz://page/\(n)"
        case .sheet(let n): "fuzz://sheet/\(n)"
        case .tab(let t): "fuzz://tab/\(t)"
        case .fail(let n): "fuzz://fail/\(n)"
        case .back: "fuzz://back"
        case .badParameter: "fuzz://page/x"
        case .otherScheme: "mail://page/1"
        case .unknownPath: "fuzz://nowhere"
        }
    }

    var description: String { url }

    /// A link from random numbers; `deep` links (a sheet, tabs) only where the tree is small.
    static func random(_ a: UInt64, _ b: UInt64, small: Bool) -> FuzzLink {
        let n = b.pick(3)
        switch a.pick(10) {
        case 0, 1: return .page(n)
        case 2: return small ? .sheet(n) : .page(n)
        case 3: return small ? .tab(b.pick(4)) : .back
        case 4: return .fail(n)
        case 5, 6: return .back
        case 7: return .badParameter
        case 8: return .otherScheme
        default: return .unknownPath
        }
    }
}

extension ReferenceModel {
    /// `FuzzLinks.links.open(link, in: flow at path)`: parsed first, then its
    /// steps as one transaction with cause `.deepLink`; any failure changes nothing.
    ///
    /// - Returns: the error the call throws, if any.
    mutating func openLink(_ link: FuzzLink, at path: [Int]) -> DeepLinkError.Code? {
        switch link {
        case .badParameter: return .badParameter
        case .otherScheme: return .unsupportedScheme
        case .unknownPath: return .unknownPath
        default: break
        }
        var trial = self
        trial.effects = ModelEffects()
        var changed = false
        func step(_ body: (inout ReferenceModel) throws(ModelError) -> Void) throws(ModelError) {
            trial.effects.change = nil
            try body(&trial)
            if trial.effects.change != nil { changed = true }
        }
        do throws(ModelError) {
            switch link {
            case .page(let n):
                try step { model throws(ModelError) in try model.show(at: path, route: "page", input: n, awaiter: nil) }
            case .sheet(let n):
                try step { model throws(ModelError) in try model.show(at: path, route: "flow", input: nil, awaiter: nil)
                }
                // The sheet is the top entry below the stack's alerts.
                let child = path + [trial.node(at: path)?.entries.lastIndex { !$0.isAlert } ?? 0]
                try step { model throws(ModelError) in try model.show(at: child, route: "page", input: n, awaiter: nil)
                }
            case .tab(let t):
                try step { model throws(ModelError) in try model.root("tabs", input: nil, at: path) }
                guard t < 3 else { throw ModelError(.routeNotFound) }
                try step { model throws(ModelError) in try model.focusTab(["a", "b", "c"][t], at: path + [0]) }
            case .fail(let n):
                try step { model throws(ModelError) in try model.show(at: path, route: "page", input: n, awaiter: nil) }
                throw ModelError(.unavailable)
            default:
                try step { model throws(ModelError) in try model.popLast(at: path) }
            }
        } catch {
            drop(trial)
            return .stepFailed
        }
        adopt(trial, change: changed ? .deepLink : nil)
        return nil
    }
}
