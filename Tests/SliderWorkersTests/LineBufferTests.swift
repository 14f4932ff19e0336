import SliderEngine
import SliderWorkers
import Testing

/// Splitting lines is linear in the bytes received, however they are cut into reads: each byte
/// is searched for a line feed once and moved at most about once (`work`, counted, not timed).
@Suite("Line buffer")
struct LineBufferTests {
    /// `text` appended in reads of `chunk` bytes, taking every line after each read.
    private func split(_ text: [UInt8], chunk: Int) -> (lines: [[UInt8]], buffer: LineBuffer) {
        var buffer = LineBuffer()
        var lines: [[UInt8]] = []
        var start = 0
        while start < text.count {
            buffer.append(text[start..<min(start + chunk, text.count)])
            start += chunk
            while let line = buffer.nextLine() { lines.append(line) }
        }
        return (lines, buffer)
    }

    @Test func aMultiMegabyteLineReadInSmallPiecesIsSearchedOnce() {
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 8 << 20)
        let (lines, buffer) = split(line + [UInt8(ascii: "\n")] + Array("end\n".utf8), chunk: 4_096)
        #expect(lines == [line, Array("end".utf8)])
        #expect(buffer.work <= 2 * (line.count + 5), "a quadratic search examines about 8 GiB here")
        #expect(buffer.pendingCount == 0)
    }

    @Test func manyShortLinesInOneReadAreSplitInLinearWork() {
        let text = [UInt8](Array(repeating: "ab\n", count: 20_000).joined().utf8)
        var buffer = LineBuffer()
        buffer.append(text)
        var count = 0
        while let line = buffer.nextLine() {
            #expect(line == Array("ab".utf8))
            count += 1
        }
        #expect(count == 20_000)
        #expect(buffer.work <= 2 * text.count, "dropping each line by moving the rest moves about 600 MB here")
        #expect(buffer.pendingCount == 0)
    }

    @Test func anUnfinishedLineWaitsForItsLineFeed() {
        var buffer = LineBuffer()
        buffer.append(Array("first\nsec".utf8))
        #expect(buffer.nextLine() == Array("first".utf8))
        #expect(buffer.nextLine() == nil)
        #expect(buffer.pendingCount == 3)
        buffer.append(Array("ond\n\nthird".utf8))
        #expect(buffer.nextLine() == Array("second".utf8))
        #expect(buffer.nextLine() == [])
        #expect(buffer.nextLine() == nil)
        #expect(buffer.pendingCount == 5)
    }
}
