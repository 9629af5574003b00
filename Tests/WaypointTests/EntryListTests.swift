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
}
