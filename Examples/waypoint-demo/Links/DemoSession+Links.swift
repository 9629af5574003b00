import Waypoint

extension DemoSession {
    /// Opens a `todos://` link with Waypoint's deep links: checked first, then
    /// applied as one transaction, or refused with nothing changed.
    ///
    /// The link goes to a window by the scenes' standard rule: the window that
    /// shows the todo it opens (brought forward, not duplicated), else the
    /// window it was opened from — the one the terminal drives.
    func open(_ url: String) -> Bool {
        let plan: DeepLinkPlan<AppCoordinator>
        do throws(DeepLinkError) {
            plan = try DemoLinks.router.parse(url)
        } catch {
            refuse(url, error)
            return false
        }
        let target = DemoLinks.target(of: url)
        let landing: SceneLanding
        do throws(SceneError) {
            landing = try scenes.open(plan, showing: target, from: window.id)
        } catch {
            if let linkError = error.deepLinkError {
                refuse(url, linkError)
            } else {
                fail("cannot open \(url): \(error.message)")
            }
            return false
        }
        guard windows.count > 1, let landed = self.window(of: landing.scene) else {
            say("  ↳ opened \(url) with the link “\(plan.pattern)”, as one change")
            return true
        }
        let why =
            landing.choice == .showing
            ? "it shows \(target?.identifier ?? "the link's item") already"
            : "the link was opened there"
        say("  ↳ opened \(url) with the link “\(plan.pattern)” in window \(landed.number) (\(why)), as one change")
        if landed !== window {
            bringForward(landed)
            say("  ↳ window \(landed.number) comes forward; the terminal drives it")
        }
        return true
    }

    /// Says why a link did not open.
    private func refuse(_ url: String, _ error: DeepLinkError) {
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
    }
}
