/// The bounds the inspector keeps to, whatever its clients do.
///
/// Package access: the public ``Inspector`` uses ``standard``; tests pass
/// smaller ones.
package struct InspectorLimits: Sendable {
    /// The longest line an attached client may send, in bytes (restoration
    /// data is the largest request).
    package var maxLineLength = 1 << 20
    /// The longest line a connection may send before it has finished the
    /// handshake: a `hello` or a `proof` is about a hundred bytes.
    package var maxHandshakeLineLength = 512
    /// The clients attached at once; one more that proves it knows the token
    /// is refused with `tooManyClients`.
    package var maxClients = 64
    /// The connections that have not finished the handshake, apart from the
    /// attached clients; one more drops the one that has waited longest
    /// (with `tooManyClients`), so that silent connections cannot keep a
    /// client with the token out.
    package var maxHandshakes = 16
    /// How long a new connection has to finish the handshake.
    package var tokenTimeout = Duration.seconds(10)
    /// The changes waiting for one client before it falls back to the latest.
    package var maxWaitingChanges = 64
    /// The bytes of changes waiting for one client before it falls back to
    /// the latest; and the bytes of other lines (replies, errors) waiting for
    /// it past which it is not read until it has read them.
    package var maxWaitingBytes = 4 << 20
    /// The bytes waiting for all clients together beyond each one's latest
    /// state (its newest change). Past it, clients that wait for more than one
    /// change fall back to the latest, then the client that waits for the most
    /// beyond its latest state (unread replies and errors) is disconnected,
    /// until the rest fits.
    package var maxQueuedBytes = 32 << 20
    /// The changes waiting for the inspector's thread before it falls back to
    /// the latest (when the app changes faster than the thread takes them):
    /// more than this many changes within one ``batchWindow`` reach clients as
    /// a `missed` notice and the latest state. Once it fell back, each later
    /// change of the window replaces the one before it, so that the app keeps
    /// one change alive, not this many. Small, because every change held here
    /// keeps its snapshot alive on the app's side (measured with
    /// `waypoint-bench --filter push-pop-inspector`: 64 cost the app about 1.27×,
    /// 16 about 1.2×, before the fallback kept only the latest).
    package var maxPublished = 16
    /// The shortest time between two takes of the published changes: a burst
    /// within it reaches clients at once, when it ends. Replies to commands
    /// do not wait for it.
    package var batchWindow = Duration.milliseconds(2)

    package init() {}

    /// The limits of an inspector an app starts.
    package static let standard = InspectorLimits()
}
