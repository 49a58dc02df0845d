/// The elements of the arrays (or members of the objects) a parser has open, innermost last.
///
/// When a container closes, its elements are moved, not copied, into an array of exactly their
/// count: no reference counting per element, and no generic range removal afterwards.
struct GatheringStack<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements the stack holds.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The element at `index` (`0 ..< count`), read and changed in place.
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "index out of range")
            return UnsafePointer(storage + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "index out of range")
            return storage + index
        }
    }

    /// Pushes `element`.
    mutating func append(_ element: consuming Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Removes the elements from `first` on and returns them in order.
    mutating func removeArray(from first: Int) -> [Element] {
        let moved = count - first
        guard moved > 0 else { return [] }
        // Reserving and appending is specialized for `Element`, where `init(unsafeUninitializedCapacity:)`
        // looks the array's generic type up at run time on every call.
        var array: [Element] = []
        array.reserveCapacity(moved)
        for index in first..<count {
            array.append((storage + index).move())
        }
        count = first
        return array
    }

    /// Removes the elements from `first` on.
    mutating func removeAll(from first: Int) {
        guard first < count else { return }
        (storage + first).deinitialize(count: count - first)
        count = first
    }
}
