/// The children of the arrays and objects a parser has open, innermost last.
///
/// When a container closes, its children are moved, not copied, to the end of the array that
/// keeps them: no reference counting per element, and no generic range removal afterwards.
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

    /// Removes the elements from `first` on, appending them in order to `array`.
    mutating func moveAll(from first: Int, appendingTo array: inout [Element]) {
        let moved = count - first
        guard moved > 0 else { return }
        // Copied in one block, then the originals ended: a move, and for plain values one memcpy.
        array.append(contentsOf: UnsafeBufferPointer(start: storage + first, count: moved))
        (storage + first).deinitialize(count: moved)
        count = first
    }
}
