/// The bounds the inspector keeps to, whatever its clients do.
///
/// Package access: the public ``Inspector`` uses ``standard``; tests pass
/// smaller ones.
package struct InspectorLimits: Sendable {
    /// The longest line a client may send, in bytes (restoration data is the
    /// largest request).
    package var maxLineLength = 1 << 20
    /// The clients served at once; one more is refused with `tooManyClients`.
    package var maxClients = 64
    /// How long a new connection has to present its token.
    package var tokenTimeout = Duration.seconds(10)
    /// The changes waiting for one client before it falls back to the latest.
    package var maxWaitingChanges = 64
    /// The bytes of changes waiting for one client before it falls back to the latest.
    package var maxWaitingBytes = 4 << 20
    /// The changes waiting for the inspector's thread before it falls back to
    /// the latest (when the app changes faster than the thread takes them):
    /// more than this many changes within one ``batchWindow`` reach clients as
    /// a `missed` notice and the latest state. Small, because every change
    /// held here keeps its snapshot alive on the app's side (measured with
    /// `waypoint-bench --filter push-pop-inspector`: 64 cost the app about 1.27×,
    /// 16 about 1.2×).
    package var maxPublished = 16
    /// The shortest time between two takes of the published changes: a burst
    /// within it reaches clients at once, when it ends.
    package var batchWindow = Duration.milliseconds(2)

    package init() {}

    /// The limits of an inspector an app starts.
    package static let standard = InspectorLimits()
}
