import Testing

@testable import WaypointInspector

@Suite struct LineFramerTests {
    @Test("lines split across reads are put back together; blank lines and a \\r are handed out as they are")
    func linesSplitAcrossReadsArePut() {
        var framer = LineFramer(maxLength: 64)
        #expect(framer.feed(Array("{\"a\":".utf8)) == [])
        #expect(framer.holdsPartialLine)
        #expect(
            framer.feed(Array("1}\r\n\n  \n{\"b\":2}\n{".utf8)) == [
                .line(Array("{\"a\":1}\r".utf8)), .line([]), .line(Array("  ".utf8)), .line(Array("{\"b\":2}".utf8)),
            ])
        #expect(framer.holdsPartialLine)
    }

    @Test("lines are handed out one at a time, each cut with the limit in force when it is read")
    func theLimitAppliesFromTheNextLine() {
        var framer = LineFramer(maxLength: 4)
        framer.append(Array("abcd\nefghij\nklmnopq".utf8))
        #expect(framer.next() == .line(Array("abcd".utf8)))
        #expect(framer.holdsInput)
        framer.maxLength = 16
        #expect(framer.next() == .line(Array("efghij".utf8)))
        #expect(framer.next() == nil)
        #expect(!framer.holdsInput)
        #expect(framer.holdsPartialLine)
        #expect(framer.feed(Array("\n".utf8)) == [.line(Array("klmnopq".utf8))])
    }

    @Test("an over-long line is reported once and skipped to its end") func anOverlongLineIsReportedOnce() {
        var framer = LineFramer(maxLength: 8)
        #expect(framer.feed(Array("0123456789".utf8)) == [.tooLong])
        #expect(framer.feed(Array("more and more".utf8)) == [])
        #expect(framer.feed(Array("end\nok\n".utf8)) == [.line(Array("ok".utf8))])
        #expect(framer.feed(Array("exactly8\n".utf8)) == [.line(Array("exactly8".utf8))])
        #expect(framer.feed(Array("nine byte\n".utf8)) == [.tooLong])
    }
}

@Suite struct OutboxTests {
    private func render(_ count: Int) -> [UInt8] { Array("missed \(count)\n".utf8) }

    private func line(_ text: String) -> [UInt8] { Array(text.utf8) }

    private func drain(_ outbox: inout Outbox) -> [String] {
        var lines: [String] = []
        while true {
            let bytes = outbox.pending(render: render)
            guard !bytes.isEmpty else { return lines }
            lines.append(String(decoding: bytes, as: UTF8.self))
            outbox.wrote(bytes.count)
        }
    }

    @Test("a slow client falls back to the latest change with the count it missed") func aSlowClientFallsBackTo() {
        var outbox = Outbox(maxChanges: 2, maxBytes: 1 << 20)
        outbox.push(line("welcome\n"))
        for number in 1...5 { outbox.pushChange(line("change \(number)\n")) }
        outbox.push(line("reply\n"))
        #expect(outbox.waitingChanges <= 2)
        #expect(drain(&outbox) == ["welcome\n", "missed 4\n", "change 5\n", "reply\n"])
        #expect(outbox.missedTotal == 4)
        #expect(outbox.isEmpty)
    }

    @Test("the byte bound falls back too, and a partly written line is finished first") func theByteBoundFallsBackToo()
    {
        var outbox = Outbox(maxChanges: 100, maxBytes: 20)
        outbox.pushChange(line("first change\n"))
        let first = outbox.pending(render: render)
        outbox.wrote(5)
        #expect(first.count == 13)
        outbox.pushChange(line("second change\n"))
        outbox.pushChange(line("third change\n"))
        #expect(drain(&outbox) == [" change\n", "missed 1\n", "third change\n"])
    }

    @Test("the bytes of replies and errors waiting are counted until written")
    func waitingLineBytesAreCounted() {
        var outbox = Outbox(maxChanges: 8, maxBytes: 1 << 20)
        outbox.push(line("reply one\n"))
        outbox.pushChange(line("change\n"))
        outbox.push(line("reply two\n"))
        #expect(outbox.waitingLineBytes == 20)
        let first = outbox.pending(render: render)
        #expect(outbox.waitingLineBytes == 10)
        outbox.wrote(first.count)
        #expect(drain(&outbox) == ["change\n", "reply two\n"])
        #expect(outbox.waitingLineBytes == 0)
    }

    @Test("changes dropped before the outbox are announced before the next change")
    func changesDroppedBeforeTheOutboxAre() {
        var outbox = Outbox(maxChanges: 8, maxBytes: 1 << 20)
        outbox.noteMissed(3)
        outbox.noteMissed(2)
        outbox.pushChange(line("latest\n"))
        #expect(drain(&outbox) == ["missed 5\n", "latest\n"])
        #expect(outbox.missedTotal == 5)
    }

    @Test(
        "falling back keeps the newest change and the other lines in place, with one notice where the first change was")
    func fallingBackKeepsTheNewest() {
        var outbox = Outbox(maxChanges: 100, maxBytes: 1 << 20)
        outbox.pushChange(line("change 1\n"))
        outbox.push(line("reply\n"))
        outbox.pushChange(line("change 2\n"))
        outbox.pushChange(line("change 3\n"))
        #expect(outbox.bytesBeyondLatest == outbox.queuedBytes - 9)
        outbox.fallBack()
        #expect(outbox.waitingChanges == 1)
        #expect(outbox.bytesBeyondLatest == 6)
        #expect(drain(&outbox) == ["missed 2\n", "reply\n", "change 3\n"])
        #expect(outbox.missedTotal == 2)
    }

    @Test("what waits beyond the latest state: the newest change waiting, or the change being written, is not counted")
    func bytesBeyondTheLatestState() {
        var outbox = Outbox(maxChanges: 8, maxBytes: 1 << 20)
        outbox.pushChange(line("change 1\n"))
        let first = outbox.pending(render: render)
        outbox.wrote(2)
        #expect(first.count == 9)
        #expect(outbox.queuedBytes == 7)
        #expect(outbox.bytesBeyondLatest == 0)
        outbox.push(line("reply\n"))
        #expect(outbox.bytesBeyondLatest == 6)
        outbox.pushChange(line("change 2\n"))
        #expect(outbox.bytesBeyondLatest == 13)
        #expect(drain(&outbox) == ["ange 1\n", "reply\n", "change 2\n"])
        #expect(outbox.bytesBeyondLatest == 0)
    }
}
