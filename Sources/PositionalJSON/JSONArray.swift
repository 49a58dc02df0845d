// A JSON array: its elements as a random-access view into the document's storage.
import SourceDiagnostics

/// A JSON array's elements in order: a view into the storage of the document holding it, so
/// reading the n-th element costs no allocation and takes constant time.
public struct JSONArray: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    /// The array as a value.
    let value: JSONValue
    /// The index of the first element's node.
    private let first: Int

    /// The array `value` holds.
    init(_ value: JSONValue) {
        self.value = value
        let node = value.node
        (first, endIndex, _) = value.storage.nodes.withUnsafeBufferPointer { node.children(in: $0) }
    }

    /// An array of `elements` at the start of a text; ``JSONValue/init(_:at:)`` moves it where
    /// it belongs.
    public init(_ elements: [JSONValue]) {
        self.init(elements, at: .start)
    }

    /// An array of `elements`, copied into a storage of its own, at `position`.
    public init(_ elements: [JSONValue], at position: TextPosition) {
        var builder = JSONStorageBuilder()
        let offset = builder.builtOffset(at: position)
        let start = builder.pendingCount
        for element in elements {
            let node = builder.copy(element.index, of: element.storage)
            builder.append(node)
        }
        let node = builder.closeContainer(.array, at: Int(offset), childrenFrom: start, mayContainBraceStrings: true)
        let storage = builder.finish(root: node)
        self.init(JSONValue(storage: storage, index: storage.rootIndex))
    }

    public init(arrayLiteral elements: JSONValue...) {
        self.init(elements)
    }

    /// The position of the first element.
    public var startIndex: Int { 0 }
    /// The position after the last element.
    public let endIndex: Int

    /// The `Double` of the element at `position` when it is a number (``JSONValue/doubleValue``),
    /// read without making a value of the element.
    package func doubleValue(at position: Int) -> Double? {
        precondition(position >= 0 && position < endIndex, "index out of range")
        let node = value.storage.nodes[first + position]
        return node.kind == .number || node.kind == .builtNumber ? value.storage.double(of: node) : nil
    }

    /// The element at `position`.
    public subscript(position: Int) -> JSONValue {
        precondition(position >= 0 && position < endIndex, "index out of range")
        return JSONValue(storage: value.storage, index: UInt32(truncatingIfNeeded: first + position))
    }
}
