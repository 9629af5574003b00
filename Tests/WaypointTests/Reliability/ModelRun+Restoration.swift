import Foundation
import Waypoint

/// Restoration: the state of a random coordinator saved, perhaps spoiled, and
/// restored into itself or another coordinator.
extension ModelRun {
    func performRestore(a: UInt64, b: UInt64, c: UInt64) async -> (String, ModelResult, ModelResult)? {
        let paths = model.isFinished ? [[]] : model.nodePaths()
        let sourcePath = paths[a.pick(paths.count)]
        guard let source = coordinator(at: sourcePath) ?? (model.isFinished ? top : nil) else { return nil }
        let targetPath: [Int]
        switch c.pick(4) {
        case 0, 1: targetPath = sourcePath
        case 2:
            let kind = model.node(at: sourcePath)?.kind
            let same = paths.filter { model.node(at: $0)?.kind == kind }
            targetPath = same[c.second.pick(same.count)]
        default: targetPath = paths[c.second.pick(paths.count)]
        }
        guard let target = coordinator(at: targetPath) ?? (model.isFinished ? top : nil) else { return nil }

        var state = opened(source).restorationState()
        // Saving the same tree twice gives equal data.
        let again = opened(source).restorationState()
        // Only alerts are left out (every input of the fixtures is Codable).
        let omitted = model.node(at: sourcePath).map { model.omittedAlerts(of: $0) } ?? []
        if !omitted.isEmpty { note("restore leaves out alerts") }
        guard state == again, state.omitted == omitted else {
            return ("restorationState() of \(sourcePath) twice", .flag(true), .flag(false))
        }
        // Equal data, byte for byte (issue 11, case 10: today the encoding's key order varies).
        if Coverage.covers(.unequalEncodings), (try? state.encoded()) != (try? again.encoded()) {
            return ("restorationState() of \(sourcePath) twice, encoded", .flag(true), .flag(false))
        }
        if !Coverage.covers(.restoredWaits) {
            // Restored waits never show as awaited on today's engine (issue 11, case 10).
            Self.clearAwaited(&state.root)
        }
        var expectedCode: RestorationError.Code?
        var corruption: RestorationCorruption?
        let corruptions = RestorationCorruption.available
        if b.pick(4) == 0 {
            let picked = corruptions[b.second.pick(corruptions.count)]
            expectedCode = picked.apply(to: &state, pick: b.second.second)
            corruption = expectedCode == nil ? nil : picked
        }
        let sourceNode = model.node(at: sourcePath)
        let targetNode = model.node(at: targetPath)
        // The data is read first, then the root's type, then whether the target is active.
        let readsData = corruption != .corruptData && corruption != .otherFormat
        if readsData, model.isFinished {
            expectedCode = corruption == .otherType ? .typeMismatch : .coordinatorFinished
        } else if readsData, let sourceNode, sourceNode.kind != targetNode?.kind {
            expectedCode = .typeMismatch
        }
        let description =
            "restore(state of \(sourcePath)\(corruption.map { ", \($0)" } ?? "")) into \(targetPath)"

        // Through its data, as an app stores it.
        let data = corruption == .corruptData ? Data("{\"format\":".utf8) : (try? state.encoded()) ?? Data()
        let actual: ModelResult
        var restored: [ShownEntry<Any>] = []
        do throws(RestorationError) {
            let decoded = try RestorationState(data: data)
            guard decoded == state else { return (description + " decoded", .flag(true), .flag(false)) }
            restored = try opened(target).restore(decoded)
            actual = .ok
        } catch {
            actual = .restorationError(error.code)
        }
        if expectedCode != nil {
            // A restoration that fails may have made coordinators before it found
            // the fault: they must all be released.
            for ref in model.made..<hooks.made.count { model.effects.removedRefs.append(ref) }
            model.made = max(model.made, hooks.made.count)
        }
        guard let sourceNode, expectedCode == nil else {
            return (description, expectedCode.map(ModelResult.restorationError) ?? .ok, actual)
        }
        model.restore(sourceNode, into: targetPath, keepsAwaited: Coverage.covers(.restoredWaits))
        guard actual == .ok else { return (description, .ok, actual) }
        if let problem = learnIDs(&model.top, from: top.navigation.snapshot) {
            return (description + ": \(problem)", .ok, .flag(false))
        }
        // Take up the waits of the destinations that were awaited.
        let awaited = model.restoredAwaitedWithoutAwaiter()
        guard Set(restored.map(\.id)) == Set(awaited), restored.count == awaited.count else {
            return (description + ": restored waits \(restored.map(\.id)), model \(awaited)", .ok, .flag(false))
        }
        for flow in restored {
            let awaiter = model.newAwaiter()
            model.addAwaiter(awaiter, to: flow.id)
            let isFlow = model.locate(flow.id).flatMap { model.node(at: $0.path)?.entries[$0.index].child } != nil
            let log = self.log
            tasks[awaiter] = Task {
                log.start(awaiter)
                let outcome =
                    isFlow
                    ? ModelOutcome(await flow.result(as: Int.self)) : ModelOutcome(await flow.result(as: Void.self))
                log.resume(awaiter, outcome)
            }
            _ = await yieldUntil { log.started.contains(awaiter) }
        }
        // Saved again, the restored tree gives the data it was restored from.
        let resaved = opened(target).restorationState()
        guard resaved.root == state.root, resaved.omitted.isEmpty else {
            return (description + ": saved again differs", .ok, .flag(false))
        }
        return (description, .ok, actual)
    }

    private static func clearAwaited(_ node: inout RestorationState.Node) {
        for index in node.entries.indices {
            node.entries[index].awaited = false
            if var child = node.entries[index].child {
                clearAwaited(&child)
                node.entries[index].child = child
            }
        }
    }
}
