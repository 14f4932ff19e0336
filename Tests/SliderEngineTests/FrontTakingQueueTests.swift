import SliderWire
import Testing

/// The queue of requests awaiting answers: first in, first out, whatever the mix of appends and
/// takes, also past the point where it moves what is left to the front.
@Suite struct FrontTakingQueueTests {
    @Test func elementsComeOutInTheOrderTheyWentInAcrossCompactions() {
        var queue = FrontTakingQueue<Int>()
        var taken: [Int] = []
        var next = 0
        // Three in, two out: the queue grows, and its front passes 256 many times.
        for _ in 0..<1_000 {
            for _ in 0..<3 { queue.append(next); next += 1 }
            for _ in 0..<2 { if let element = queue.popFirst() { taken.append(element) } }
            #expect(queue.count == next - taken.count)
            #expect(queue.first == taken.count)
        }
        while let element = queue.popFirst() { taken.append(element) }
        #expect(taken == Array(0..<next))
        #expect(queue.count == 0 && queue.first == nil && queue.popFirst() == nil)
    }

    @Test func removeAllEmptiesItAndItFillsAgainFromTheStart() {
        var queue = FrontTakingQueue<String>()
        for name in ["a", "b", "c"] { queue.append(name) }
        #expect(queue.popFirst() == "a")
        queue.removeAll()
        #expect(queue.count == 0 && queue.first == nil)
        queue.append("d")
        #expect(queue.count == 1 && queue.popFirst() == "d")
    }
}
