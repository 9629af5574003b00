import Testing

@testable import WaypointInspector

@Suite struct LineFramerTests {
    @Test("lines split across reads are put back together") func linesSplitAcrossReadsArePut() {
        var framer = LineFramer(maxLength: 64)
        #expect(framer.feed(Array("{\"a\":".utf8)) == [])
        #expect(framer.holdsPartialLine)
        #expect(
            framer.feed(Array("1}\r\n\n  \n{\"b\":2}\n{".utf8)) == [
                .line(Array("{\"a\":1}".utf8)), .line(Array("{\"b\":2}".utf8)),
            ])
        #expect(framer.holdsPartialLine)
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
        outbox.push(Array("welcome\n".utf8))
        for number in 1...5 { outbox.pushChange(Array("change \(number)\n".utf8)) }
        outbox.push(Array("reply\n".utf8))
        #expect(outbox.waitingChanges <= 2)
        #expect(drain(&outbox) == ["welcome\n", "missed 4\n", "change 5\n", "reply\n"])
        #expect(outbox.missedTotal == 4)
        #expect(outbox.isEmpty)
    }

    @Test("the byte bound falls back too, and a partly written line is finished first") func theByteBoundFallsBackToo()
    {
        var outbox = Outbox(maxChanges: 100, maxBytes: 20)
        outbox.pushChange(Array("first change\n".utf8))
        let first = outbox.pending(render: render)
        outbox.wrote(5)
        #expect(first.count == 13)
        outbox.pushChange(Array("second change\n".utf8))
        outbox.pushChange(Array("third change\n".utf8))
        #expect(drain(&outbox) == [" change\n", "missed 1\n", "third change\n"])
    }

    @Test("the bytes of replies and errors waiting are counted until written")
    func waitingLineBytesAreCounted() {
        var outbox = Outbox(maxChanges: 8, maxBytes: 1 << 20)
        outbox.push(Array("reply one\n".utf8))
        outbox.pushChange(Array("change\n".utf8))
        outbox.push(Array("reply two\n".utf8))
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
        outbox.pushChange(Array("latest\n".utf8))
        #expect(drain(&outbox) == ["missed 5\n", "latest\n"])
        #expect(outbox.missedTotal == 5)
    }
}
