import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The UI-free half of a SwiftUI window, played as a `WindowGroup(for: SceneID.self)`
/// plays its windows: each window has a value (its id) and a scene storage.
@Suite("Scene windows (the SwiftUI front end)")
@MainActor
struct SceneWindowTests {
    /// One window as SwiftUI keeps it.
    @MainActor
    final class Window {
        var value: SceneID
        var storage: Data?
        let half: SceneWindow<ReaderWindow>
        var root: ReaderWindow?
        var errors: [SceneError] = []

        init(_ scenes: AppScenes<ReaderWindow>, value: SceneID = .unique(), storage: Data? = nil) {
            self.value = value
            self.storage = storage
            half = SceneWindow(scenes)
        }

        /// What `SceneView` does on appear (and when its value changes).
        func appear(_ activity: SceneActivity = .foregroundActive) {
            guard let shown = half.appear(value, restoring: storage, activity: activity) else { return }
            storage = shown.saved
            errors += shown.errors
            root = shown.root
            value = shown.scene
        }

        /// What `SceneView` does when `scenePhase` changes.
        func phase(_ activity: SceneActivity) throws {
            if let data = try half.setActivity(activity) { storage = data }
        }

        func disappear() {
            if let data = half.disappear() { storage = data }
            root = nil
        }
    }

    @Test("two windows, each deep in its own stack, restored each from its own scene storage after relaunch")
    func twoWindowsRestored() throws {
        var scenes = AppScenes { _ in ReaderWindow() }
        let first = Window(scenes)
        let second = Window(scenes)
        first.appear()
        second.appear()
        try first.root?.showMessage(1)
        _ = try second.root?.show(\.settings)
        #expect(first.root !== second.root)
        try first.phase(.background)
        try second.phase(.background)

        scenes = AppScenes { _ in ReaderWindow() }  // relaunch: SwiftUI restores values and storage
        let firstAgain = Window(scenes, value: first.value, storage: first.storage)
        let secondAgain = Window(scenes, value: second.value, storage: second.storage)
        firstAgain.appear()
        secondAgain.appear()
        #expect(firstAgain.root?.navigation.snapshot.routes == ["inbox", "message"])
        #expect(secondAgain.root?.navigation.snapshot.routes == ["inbox", "settings"])
        #expect(firstAgain.errors.isEmpty && secondAgain.errors.isEmpty)
    }

    @Test("a window's corrupt storage starts it fresh, says why, and is dropped")
    func corruptStorage() throws {
        let scenes = AppScenes { _ in ReaderWindow() }
        let window = Window(scenes, storage: Data("{".utf8))
        window.appear()
        #expect(window.errors.map(\.code) == [.restorationFailed])
        #expect(window.storage == nil)
        #expect(window.root?.navigation.snapshot.routes == ["inbox"])
    }

    @Test("another window's storage is refused; the window starts fresh")
    func otherWindowsStorage() throws {
        let scenes = AppScenes { _ in ReaderWindow() }
        let first = Window(scenes)
        first.appear()
        try first.root?.showMessage(3)
        let second = Window(scenes, storage: first.half.save())
        second.appear()
        #expect(second.errors.map(\.code) == [.otherScene])
        #expect(second.root?.navigation.snapshot.routes == ["inbox"])
    }

    @Test("a link that needs a new window asks the group to open it; the window shows the tree made for it")
    func linkOpensANewWindow() throws {
        let scenes = AppScenes { _ in ReaderWindow() }
        let first = Window(scenes)
        first.appear()
        let landing = try first.half.open(
            "reader://message/8", with: readerLinks, showing: SceneTarget(route: "message", 8))
        #expect(landing.choice == .showing || landing.choice == .origin)
        // The standard rule keeps it in the window it was opened in; a new
        // window is asked for by a rule that says so.
        let elsewhere = try scenes.open("reader://message/9", with: readerLinks, rule: SceneRule(.newScene))
        let requests = scenes.takeWaitingRequests()
        #expect(requests == [SceneRequest(.open, scene: elsewhere.scene)])
        #expect(requests.map(SceneWindow<ReaderWindow>.opensWindow(for:)) == [true])
        let second = Window(scenes, value: elsewhere.scene)  // openWindow(value:)
        second.appear()
        #expect(second.value == elsewhere.scene)
        #expect(second.root?.navigation.snapshot.entries.map(\.input) == [nil, "9"])
        #expect(second.errors.isEmpty)
    }

    @Test("a window whose scene was discarded gets a new scene; the group is asked to close the discarded one")
    func discardedWindow() throws {
        let scenes = AppScenes { _ in ReaderWindow() }
        let window = Window(scenes)
        window.appear()
        let old = window.value
        try scenes.discard(old)
        #expect(scenes.takeWaitingRequests().map(SceneWindow<ReaderWindow>.opensWindow(for:)) == [false])
        window.disappear()
        window.appear()
        #expect(window.value != old)
        #expect(window.errors.map(\.code) == [.discardedScene])
    }

    @Test("a window given another value leaves its scene, keeps none of its data, and shows the other")
    func valueChanged() throws {
        let scenes = AppScenes { _ in ReaderWindow() }
        let window = Window(scenes)
        window.appear()
        let old = window.value
        try window.root?.showMessage(4)
        try window.phase(.background)
        #expect(window.storage != nil)
        window.value = .unique()
        window.appear()
        #expect(try scenes.activity(of: old) == .unattached)
        #expect(window.storage == nil)
        #expect(window.errors.isEmpty)
        #expect(window.root?.navigation.snapshot.routes == ["inbox"])
    }

    @Test("scenePhase: active saves nothing, leaving it saves; appearing twice with one value changes nothing")
    func phases() throws {
        let scenes = AppScenes { _ in ReaderWindow() }
        let window = Window(scenes)
        window.appear(.foregroundInactive)
        #expect(try window.half.setActivity(.foregroundActive) == nil)
        #expect(try window.half.setActivity(.foregroundInactive) != nil)
        let root = window.root
        window.appear()
        #expect(window.root === root)
        window.disappear()
        #expect(window.half.scene == nil)
        #expect(try window.half.setActivity(.background) == nil)
        #expect(window.half.save() == nil)
    }
}
