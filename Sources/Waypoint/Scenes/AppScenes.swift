#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The app's windows, each its own navigation: a root coordinator and tree per
/// scene, with its own changes stream and restoration data.
///
/// An app with one window needs none of it: it keeps its root coordinator as
/// before. An app with several makes one `AppScenes` and hands each window's
/// id to it as the window connects; links, notifications and app-wide screens
/// then go to a window by a documented rule (``SceneRule``), never to "the
/// first scene":
///
/// ```swift
/// let scenes = AppScenes { _ in AppCoordinator() }
/// let window = try scenes.connect(sessionID, restoring: savedData)   // each window as it connects
/// CoordinatorView(window.root)                                        // draws its own tree
/// try scenes.open(url, with: links, showing: SceneTarget(route: "todo", 42), from: sessionID)
/// ```
///
/// A scene lives from its first ``connect(_:restoring:activity:)`` (or a
/// request that opens a new window) until ``discard(_:)``: a window that
/// disconnects (UIKit frees a window in the background) keeps its scene,
/// and connects to the same tree again. Only discarding ends the scene's
/// flows — once, with ``CancelReason/sceneDiscarded`` — and releases its tree.
///
/// Nothing here watches the scenes' trees: a change in one scene costs the
/// same with 1 or 20 scenes connected. The scenes' own changes — connected,
/// activity, discarded — come from ``changes()``; what a front end must do
/// with its windows from ``requests()``.
@MainActor
public final class AppScenes<Root: Coordinator> {
    /// One scene's record.
    private struct Record {
        let root: Root
        var activity: SceneActivity
        /// When the scene last came to the foreground or connected, for
        /// ``SceneChoice/active``.
        var stamp: UInt64
    }

    private let makeRoot: @MainActor (SceneID) -> Root
    private var records: [SceneID: Record] = [:]
    /// The live scenes, in the order they were made.
    private var order: [SceneID] = []
    private var discarded: Set<SceneID> = []
    private var clock: UInt64 = 0
    private var changeObservers: [UInt64: AsyncStream<ScenesChange>.Continuation] = [:]
    private var requestObservers: [UInt64: AsyncStream<SceneRequest>.Continuation] = [:]
    /// Requests made while no front end listened: the first to listen gets them.
    private var waitingRequests: [SceneRequest] = []
    private var nextObserver: UInt64 = 0

    /// Creates the app's scenes, none connected.
    ///
    /// - Parameter makeRoot: makes a scene's root coordinator, once per scene,
    ///   when the scene is made; the scene's id is passed for logs and
    ///   per-window services.
    public init(root makeRoot: @escaping @MainActor (SceneID) -> Root) {
        self.makeRoot = makeRoot
    }

    /// Whether the front end can open windows: `true` by default; the UIKit
    /// binding and the SwiftUI binding set it from the platform
    /// (`UIApplication.supportsMultipleScenes`, the environment's
    /// `supportsMultipleWindows`): an iPhone app cannot open one. While it is
    /// `false`, ``SceneChoice/newScene`` does not apply, so a rule never makes
    /// a scene no window can show; a rule with nothing else that applies
    /// throws ``SceneError/Code/noScene``.
    public var opensWindows = true

    // MARK: - The scenes

    /// The live scenes' ids, in the order they were made.
    public var ids: [SceneID] { order }

    /// Every live scene and its activity, in the order they were made.
    public var summary: [ScenesChange.Scene] {
        order.compactMap { id in records[id].map { ScenesChange.Scene(id: id, activity: $0.activity) } }
    }

    /// A scene's root coordinator.
    ///
    /// - Parameter scene: the scene's id.
    /// - Returns: its root.
    /// - Throws: ``SceneError/Code/unknownScene`` or ``SceneError/Code/discardedScene``.
    public func root(of scene: SceneID) throws(SceneError) -> Root {
        try record(scene).root
    }

    /// Where a scene's window is in its life.
    ///
    /// - Parameter scene: the scene's id.
    /// - Returns: its activity; ``SceneActivity/unattached`` while no window shows it.
    /// - Throws: ``SceneError/Code/unknownScene`` or ``SceneError/Code/discardedScene``.
    public func activity(of scene: SceneID) throws(SceneError) -> SceneActivity {
        try record(scene).activity
    }

    /// Whether a scene was discarded: its id is not used again.
    ///
    /// - Parameter scene: the scene's id.
    /// - Returns: `true` once ``discard(_:)`` ended it.
    public func isDiscarded(_ scene: SceneID) -> Bool {
        discarded.contains(scene)
    }

    // MARK: - A window's life

    /// A window connected: its scene's tree, made now (and restored from the
    /// window's saved data), or the scene's live tree if the scene was made
    /// for a request or its window disconnected.
    ///
    /// Data that does not restore — corrupt, of another format, saved by
    /// another scene, or not fitting the tree — leaves the new scene fresh,
    /// and ``SceneConnection/restorationError`` says why. A live tree is
    /// never replaced by saved data: it is newer.
    ///
    /// ```swift
    /// guard let id = SceneID(rawValue: session.persistentIdentifier) else { return }
    /// let window = try scenes.connect(id, restoring: data)
    /// if let error = window.restorationError { log(error) }   // started fresh
    /// ```
    ///
    /// - Parameters:
    ///   - scene: the window's id.
    ///   - data: the window's saved data (``SceneRestoration/encoded()``), if any.
    ///   - activity: the window's activity; a window that connects is coming
    ///     to the foreground.
    /// - Returns: the scene's root and what the restoration did.
    /// - Throws: ``SceneError/Code/alreadyConnected`` if a window shows the
    ///   scene already, ``SceneError/Code/discardedScene`` for a discarded id,
    ///   ``SceneError/Code/invalidActivity`` for ``SceneActivity/unattached``.
    ///   Nothing changes then.
    @discardableResult
    public func connect(
        _ scene: SceneID,
        restoring data: Data? = nil,
        activity: SceneActivity = .foregroundInactive
    ) throws(SceneError) -> SceneConnection<Root> {
        guard !discarded.contains(scene) else {
            throw SceneError(.discardedScene, scene: scene, "the scene was discarded; its id is not used again")
        }
        guard activity != .unattached else {
            throw SceneError(.invalidActivity, scene: scene, "a connected window is not unattached")
        }
        if var record = records[scene] {
            guard record.activity == .unattached else {
                throw SceneError(.alreadyConnected, scene: scene, "a window shows this scene already")
            }
            clock += 1
            record.activity = activity
            record.stamp = clock
            records[scene] = record
            publish(.connected, scene)
            return SceneConnection(
                scene: scene, root: record.root, isResumed: true, restored: [], restorationError: nil)
        }
        clock += 1
        let root = makeRoot(scene)
        var restored: [ShownEntry<Any>] = []
        var failure: SceneError?
        if let data {
            do throws(SceneError) {
                restored = try Self.restore(data, into: root, for: scene)
            } catch {
                failure = error
            }
        }
        records[scene] = Record(root: root, activity: activity, stamp: clock)
        order.append(scene)
        publish(.connected, scene)
        return SceneConnection(
            scene: scene,
            root: root,
            isResumed: false,
            restored: restored,
            restorationError: failure
        )
    }

    /// Reads a window's data and restores it into a fresh root.
    private static func restore(_ data: Data, into root: Root, for scene: SceneID) throws(SceneError)
        -> [ShownEntry<Any>]
    {
        let saved: SceneRestoration
        do throws(RestorationError) {
            saved = try SceneRestoration(data: data)
        } catch {
            throw SceneError(
                .restorationFailed, scene: scene, "the data does not read: \(error)", restorationError: error)
        }
        guard saved.scene == scene else {
            throw SceneError(
                .otherScene,
                scene: scene,
                "the data was saved by scene '\(saved.scene)'",
                restorationScene: saved.scene
            )
        }
        do throws(RestorationError) {
            return try root.navigation.restore(saved.state)
        } catch {
            throw SceneError(
                .restorationFailed, scene: scene, "the data does not restore: \(error)", restorationError: error)
        }
    }

    /// A window's activity changed: it came to the foreground, became active,
    /// or went to the background.
    ///
    /// - Parameters:
    ///   - activity: the new activity.
    ///   - scene: the scene's id.
    /// - Throws: ``SceneError/Code/unknownScene``, ``SceneError/Code/discardedScene``;
    ///   ``SceneError/Code/invalidActivity`` for ``SceneActivity/unattached``
    ///   (call ``disconnect(_:)``) or a scene no window shows (connect it
    ///   first). Nothing changes then.
    public func setActivity(_ activity: SceneActivity, of scene: SceneID) throws(SceneError) {
        var record = try record(scene)
        guard activity != .unattached else {
            throw SceneError(.invalidActivity, scene: scene, "a window becomes unattached by disconnecting")
        }
        guard record.activity != .unattached else {
            throw SceneError(.invalidActivity, scene: scene, "no window shows the scene: connect it first")
        }
        guard record.activity != activity else { return }
        if activity != .background {
            clock += 1
            record.stamp = clock
        }
        record.activity = activity
        records[scene] = record
        publish(.activity, scene)
    }

    /// A window disconnected: the scene lives on, unattached, and connects to
    /// the same tree when a window shows it again. Its flows go on.
    ///
    /// - Parameter scene: the scene's id.
    /// - Throws: ``SceneError/Code/unknownScene`` or ``SceneError/Code/discardedScene``.
    public func disconnect(_ scene: SceneID) throws(SceneError) {
        var record = try record(scene)
        guard record.activity != .unattached else { return }
        record.activity = .unattached
        records[scene] = record
        publish(.disconnected, scene)
    }

    /// Closes a scene for good: its root's flow and every flow in its tree end
    /// once with ``CancelReason/sceneDiscarded``, its tree is released, its id
    /// is not used again, and the front end is asked to close its window if one
    /// shows it (``SceneRequest/Action/close``).
    ///
    /// Call it when the system discards the window's session (UIKit's
    /// `application(_:didDiscardSceneSessions:)`), or to close a window
    /// yourself — a room's windows when the user leaves the room. Its saved
    /// data is yours to drop: ``restoration(of:)`` refuses it from now on.
    ///
    /// - Parameter scene: the scene's id.
    /// - Throws: ``SceneError/Code/unknownScene`` or ``SceneError/Code/discardedScene``.
    public func discard(_ scene: SceneID) throws(SceneError) {
        let record = try record(scene)
        records[scene] = nil
        order.removeAll { $0 == scene }
        discarded.insert(scene)
        record.root.navigation.node.end(.cancel(.sceneDiscarded), cascade: .sceneDiscarded)
        if record.activity != .unattached { request(.close, scene) }
        publish(.discarded, scene)
    }

    // MARK: - Restoration

    /// A scene's navigation as restoration data, to save with its window.
    ///
    /// ```swift
    /// let data = try scenes.restoration(of: id).encoded()
    /// ```
    ///
    /// - Parameter scene: the scene's id.
    /// - Returns: the scene's id and its tree's ``RestorationState``.
    /// - Throws: ``SceneError/Code/unknownScene`` or ``SceneError/Code/discardedScene``.
    public func restoration(of scene: SceneID) throws(SceneError) -> SceneRestoration {
        SceneRestoration(scene: scene, state: try record(scene).root.navigation.restorationState())
    }

    // MARK: - Streams

    /// The scenes' changes: first the current scenes (``ScenesChange/Event/initial``),
    /// then one element per scene made, connected, changing activity,
    /// disconnected or discarded. Every element is kept until read.
    ///
    /// - Returns: a new, independent stream; it ends when its task is cancelled.
    public func changes() -> AsyncStream<ScenesChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: ScenesChange.self)
        let key = nextObserver
        nextObserver += 1
        changeObservers[key] = continuation
        continuation.yield(ScenesChange(event: .initial, scene: nil, scenes: summary))
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.changeObservers[key] = nil }
        }
        return stream
    }

    /// What the front end must do with its windows: open one for a new scene,
    /// bring one forward, close one.
    ///
    /// Each request goes to one stream, the newest that is still read, so
    /// that one window carries it out even when every window listens (in
    /// SwiftUI each window's view asks for a stream; when that window goes,
    /// the next newest takes over). Requests made while no stream was read
    /// are kept, and the next stream made gets them first: a link taken at a
    /// cold launch, before the front end listens, still opens its window.
    ///
    /// - Returns: a new stream; it ends when its task is cancelled.
    public func requests() -> AsyncStream<SceneRequest> {
        let (stream, continuation) = AsyncStream.makeStream(of: SceneRequest.self)
        let key = nextObserver
        nextObserver += 1
        requestObservers[key] = continuation
        for waiting in waitingRequests { continuation.yield(waiting) }
        waitingRequests = []
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.requestObservers[key] = nil }
        }
        return stream
    }

    /// Takes the requests kept while no stream was read, for a stand-in of
    /// the system's windows that carries them out when a test says.
    package func takeWaitingRequests() -> [SceneRequest] {
        defer { waitingRequests = [] }
        return waitingRequests
    }

    // MARK: - Internals

    /// The live record of a scene, or the error that says why there is none.
    private func record(_ scene: SceneID) throws(SceneError) -> Record {
        if let record = records[scene] { return record }
        if discarded.contains(scene) {
            throw SceneError(.discardedScene, scene: scene, "the scene was discarded")
        }
        throw SceneError(.unknownScene, scene: scene, "no scene has this id")
    }

    /// Tells the changes streams.
    private func publish(_ event: ScenesChange.Event, _ scene: SceneID) {
        guard !changeObservers.isEmpty else { return }
        let change = ScenesChange(event: event, scene: scene, scenes: summary)
        for observer in changeObservers.values { observer.yield(change) }
    }

    /// Asks the front end, or keeps the request for the first that listens.
    func request(_ action: SceneRequest.Action, _ scene: SceneID) {
        let request = SceneRequest(action, scene: scene)
        // A stream whose reader went may not have been taken out yet: its
        // yield says so, and the next newest takes the request.
        while let newest = requestObservers.keys.max(), let observer = requestObservers[newest] {
            if case .terminated = observer.yield(request) {
                requestObservers[newest] = nil
            } else {
                return
            }
        }
        waitingRequests.append(request)
    }

    /// Makes a scene for a request that opens a new window: its tree now, its
    /// window when the front end opens it. Announced by ``announceScene(_:)``
    /// once the request went through.
    func makeScene() -> SceneID {
        let scene = SceneID.unique()
        clock += 1
        records[scene] = Record(root: makeRoot(scene), activity: .unattached, stamp: clock)
        order.append(scene)
        return scene
    }

    /// Announces a scene made for a request, and asks for its window.
    func announceScene(_ scene: SceneID) {
        publish(.created, scene)
        request(.open, scene)
    }

    /// Takes back a scene made for a request that failed: it never was.
    func unmakeScene(_ scene: SceneID) {
        guard let record = records.removeValue(forKey: scene) else { return }
        order.removeAll { $0 == scene }
        record.root.navigation.node.end(.cancel(.sceneDiscarded), cascade: .sceneDiscarded)
    }

    /// The live scenes other than discarded ones, as (id, root).
    func live() -> [(id: SceneID, root: Root, activity: SceneActivity, stamp: UInt64)] {
        order.compactMap { id in records[id].map { (id, $0.root, $0.activity, $0.stamp) } }
    }
}

/// What connecting a window gave: the scene's root, and what its restoration did.
@MainActor
public struct SceneConnection<Root: Coordinator> {
    /// The scene's id.
    public let scene: SceneID
    /// The scene's root coordinator: draw it in the window.
    public let root: Root
    /// Whether the scene lived already (made for a request, or its window
    /// disconnected before) and the window shows its live tree.
    public let isResumed: Bool
    /// The restored destinations whose results had been awaited
    /// (``FlowNavigation/restore(_:)``).
    public let restored: [ShownEntry<Any>]
    /// Why the window's saved data did not restore; the scene started fresh.
    public let restorationError: SceneError?
}
