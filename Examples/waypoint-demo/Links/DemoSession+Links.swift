import Waypoint

extension DemoSession {
    /// Opens a `todos://` link with Waypoint's deep links: checked first, then
    /// applied as one transaction, or refused with nothing changed.
    func open(_ url: String) -> Bool {
        do throws(DeepLinkError) {
            let plan = try DemoLinks.router.open(url, in: app)
            say("  ↳ opened \(url) with the link “\(plan.pattern)”, as one change")
            return true
        } catch {
            switch error.code {
            case .unsupportedScheme:
                fail("cannot open \(url): only todos:// links open here; the links are \(DemoLinks.examples)")
            case .unknownPath, .malformedURL:
                fail("cannot open \(url): \(error.message); the links are \(DemoLinks.examples)")
            case .stepFailed:
                fail("cannot open \(url): \(error.navigationError?.message ?? error.message)")
            default:
                fail("cannot open \(url): \(error.message)")
            }
            return false
        }
    }
}
