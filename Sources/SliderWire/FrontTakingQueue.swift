/// A first-in, first-out list taken from the front by advancing an index: what is left moves to
/// the front only now and then, where an `Array.removeFirst()` per element would move it all
/// every time. The pipeline's requests awaiting answers live in one on each side of the wire.
package struct FrontTakingQueue<Element> {
    private var elements: [Element] = []
    private var start = 0

    /// An empty queue.
    package init() {}

    /// How many elements are queued.
    package var count: Int { elements.count - start }

    /// The oldest element, or nil when the queue is empty.
    package var first: Element? { start < elements.count ? elements[start] : nil }

    /// Queues `element` after the others.
    package mutating func append(_ element: Element) { elements.append(element) }

    /// Removes and returns the oldest element, or nil when the queue is empty.
    @discardableResult
    package mutating func popFirst() -> Element? {
        guard start < elements.count else { return nil }
        let element = elements[start]
        start += 1
        if start == elements.count {
            removeAll()
        } else if start >= 256 {
            elements.removeFirst(start)
            start = 0
        }
        return element
    }

    /// Empties the queue, keeping its storage.
    package mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
        start = 0
    }
}
