// `concurrentMap`: transforms array elements on all cores, results kept in element order.
import Dispatch

extension Array where Element: Sendable {
    /// `map(transform)` with the elements transformed on all processor cores at once. The results
    /// are in the order of the elements whatever order they finish in, so output built from them
    /// stays deterministic. `transform` must not depend on the order of calls; a single element is
    /// transformed on the calling thread.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(self[index]), at: index)
        }
        return slots.takeResults()
    }

    /// ``concurrentMap(_:)`` that hands each element over to the thread transforming it: what an
    /// element alone holds is freed on that thread once `transform` is done with it, so freeing
    /// large elements is spread over the cores too instead of falling to the caller afterwards.
    consuming func concurrentMapHandingOver<Result: Sendable>(
        _ transform: @Sendable (consuming Element) -> Result
    ) -> [Result] {
        guard count > 1 else { return map { transform($0) } }
        let elements = HandOverSlots(consume self)
        let slots = ResultSlots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(elements.take(at: index)), at: index)
        }
        return slots.takeResults()
    }
}

/// The elements of ``Swift/Array/concurrentMapHandingOver(_:)``, each taken out of its slot by
/// the one iteration that transforms it, so that the slot no longer keeps it alive.
private final class HandOverSlots<Element: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Element?>

    /// Slots holding `elements`, which the caller gives up.
    init(_ elements: consuming [Element]) {
        slots = .allocate(capacity: elements.count)
        _ = slots.initialize(from: elements.lazy.map { $0 })
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// How many elements there are.
    var count: Int { slots.count }

    /// The element at `index`, no longer held by its slot.
    func take(at index: Int) -> Element {
        // Each index is taken exactly once, by the iteration with that index.
        let element = slots[index]!
        slots[index] = nil
        return element
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
