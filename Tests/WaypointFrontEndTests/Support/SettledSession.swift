import Testing
import WaypointFrontEnd

/// A session whose modal layers are all presented (a few steps at most), as
/// a UI that confirms each presentation at once would draw it.
@MainActor
func settled(_ session: FrontEndSession) -> FrontEndSession {
    for _ in 0..<10 where !session.isSettled {
        session.didPresent(session.drawn.last?.id)
    }
    #expect(session.isSettled)
    return session
}
