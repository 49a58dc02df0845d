import Dispatch

extension Array where Element: Sendable {
    /// `map(transform)` with the elements transformed on all processor cores at once. The results
    /// are in the order of the elements whatever order they finish in, so output built from them
    /// stays deterministic. `transform` must not depend on the order of calls; a single element is
    /// transformed on the calling thread.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(self[index]), at: index)
        }
        return slots.takeResults()
    }
}

/// Memory for the results of ``Swift/Array/concurrentMap(_:)``: each iteration writes only its own
/// slot, so the slots need no lock; they are read after every iteration has finished.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Stores the result for the element at `index`.
    func store(_ result: Result, at index: Int) {
        slots[index] = result
    }

    /// Every result in order, moved out of the slots.
    func takeResults() -> [Result] {
        slots.indices.map { index in
            // concurrentPerform returns only after every iteration stored its result.
            let result = slots[index]!
            slots[index] = nil
            return result
        }
    }
}
