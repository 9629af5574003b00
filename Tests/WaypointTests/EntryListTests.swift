import Foundation
import Testing
import Waypoint

@Suite("EntryList")
struct EntryListTests {
    private func entry(_ n: Int) -> EntrySnapshot {
        EntrySnapshot(id: EntryID(rawValue: UInt64(n)), route: "r\(n)", presentation: .push)
    }

    @Test("behaves like an array through appends, truncations and updates, across chunk boundaries")
    func matchesArray() {
        var list = EntryList()
        var array: [EntrySnapshot] = []
        var generator = SystemRandomNumberGenerator()
        var shared: [EntryList] = []  // older versions must not change
        var sharedArrays: [[EntrySnapshot]] = []
        for step in 0..<3_000 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6:
                list.append(entry(step))
                array.append(entry(step))
            case 6..<8:
                let count = Int.random(in: 0...array.count, using: &generator)
                list.truncate(to: count)
                array.removeLast(array.count - count)
            default:
                if !array.isEmpty {
                    let index = Int.random(in: 0..<array.count, using: &generator)
                    list[index] = entry(100_000 + step)
                    array[index] = entry(100_000 + step)
                }
            }
            #expect(list.count == array.count)
            if step.isMultiple(of: 97) {
                shared.append(list)
                sharedArrays.append(array)
            }
        }
        #expect(Array(list) == array)
        for (old, oldArray) in zip(shared, sharedArrays) {
            #expect(Array(old) == oldArray)
        }
    }

    @Test("deep lists keep their order, equality and Codable form")
    func deep() throws {
        let list = EntryList((0..<5_000).map(entry))
        #expect(list[4_321] == entry(4_321))
        #expect(list == EntryList((0..<5_000).map(entry)))
        var shorter = list
        shorter.truncate(to: 1_025)
        #expect(shorter.count == 1_025 && shorter.last == entry(1_024))
        #expect(list.count == 5_000)
        let data = try JSONEncoder().encode(shorter)
        #expect(try JSONDecoder().decode(EntryList.self, from: data) == shorter)
        #expect(EntryList([entry(1)]) == [entry(1)])
    }

    @Test("an entry whose child alone changes reads as the whole entry, and versions compare by what they share")
    func replacingChildren() {
        func child(_ n: Int) -> CoordinatorSnapshot {
            CoordinatorSnapshot(kind: .navigation, type: "Child\(n)", entries: [entry(n)])
        }
        var list = EntryList()
        var array: [EntrySnapshot] = []
        var generator = SystemRandomNumberGenerator()
        var versions: [(list: EntryList, array: [EntrySnapshot])] = []
        for step in 0..<3_000 {
            let before = list
            let beforeArray = array
            var replaced: Int?
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<3:
                list.append(entry(step))
                array.append(entry(step))
            case 3:
                let count = Int.random(in: 0...array.count, using: &generator)
                list.truncate(to: count)
                array.removeLast(array.count - count)
            case 4:
                if !array.isEmpty {
                    let index = Int.random(in: 0..<array.count, using: &generator)
                    list[index] = entry(100_000 + step)
                    array[index] = entry(100_000 + step)
                }
            default:
                // Most often the same entry, as an ancestor's snapshots do.
                if !array.isEmpty {
                    let index =
                        Int.random(in: 0..<4, using: &generator) == 0
                        ? Int.random(in: 0..<array.count, using: &generator) : array.count / 2
                    let snapshot = child(step)
                    list.replaceChild(at: index, with: snapshot)
                    array[index].child = snapshot
                    replaced = index
                }
            }
            #expect(list.count == array.count)
            #expect(list.last == array.last)
            // An identical entry is an equal one; where two versions share
            // their storage, the entries outside their patches are identical.
            let shared = list.patchedPositions(sharingStorageWith: before)
            for index in array.indices where index < beforeArray.count {
                let identical = list.isIdentical(at: index, to: before, at: index)
                if identical { #expect(array[index] == beforeArray[index]) }
                if let (mine, theirs) = shared, index != mine, index != theirs { #expect(identical) }
            }
            if let replaced {
                // The replaced entry, and at most the one patched before it,
                // are not the entries of the version before.
                #expect(!list.isIdentical(at: replaced, to: before, at: replaced))
                let others = array.indices.filter { $0 != replaced && !list.isIdentical(at: $0, to: before, at: $0) }
                #expect(others.count <= 1)
                #expect(Array(before) == beforeArray)
            }
            if step.isMultiple(of: 89) { versions.append((list, array)) }
        }
        #expect(Array(list) == array)
        #expect(list == EntryList(array))
        for (old, oldArray) in versions {
            #expect(Array(old) == oldArray)
            #expect(old == EntryList(oldArray) && old.hashValue == EntryList(oldArray).hashValue)
        }
    }
}
