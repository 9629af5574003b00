import Foundation
import Waypoint

// The fragments of the articles that show `import Foundation`, or a SwiftUI
// block (SwiftUI brings Foundation): "Observing changes" and "Restoring
// state". See ArticleSnippets.swift.

@MainActor
extension DocModel {
    static func observingJSON(_ todos: TodosCoordinator) async throws {
        // snippet: observing-json
        let encoder = JSONEncoder()
        for await change in todos.navigation.changes(buffering: .all) {
            let line = try encoder.encode(change)
            print(String(decoding: line, as: UTF8.self))
        }
        // end-snippet
    }

    static func restoringSave(_ app: AppCoordinator) throws -> Data {
        // snippet: restoring-save
        let data = try app.navigation.restorationState().encoded()
        // end-snippet
        return data
    }

    static func restoringRestore(_ data: Data) -> AppCoordinator {
        // snippet: restoring-restore
        let fresh = AppCoordinator()
        do throws(RestorationError) {
            let pending = try fresh.navigation.restore(RestorationState(data: data))
            for flow in pending {
                Task { _ = await flow.result(as: Todo.self) }
            }
        } catch {
            print(error.code, error.path)  // start from the first root instead
        }
        // end-snippet
        return fresh
    }

    static func restoringOmitted(_ app: AppCoordinator) {
        // snippet: restoring-omitted
        let state = app.navigation.restorationState()
        if !state.omitted.isEmpty {
            print("not saved:", state.omitted)  // entries whose inputs are not Codable
        }
        // end-snippet
    }
}
