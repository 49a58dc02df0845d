// The bytes a render writes: memory the renderer grows itself, copied into an array once at the end.
/// The UTF-8 a render writes, in memory of its own that doubles when full, with each piece
/// copied in with one `memcpy`-like move: a render appends tens of thousands of short pieces,
/// and an array's general `append(contentsOf:)` costs several times the copy itself. The text
/// becomes an array once, when the render is done.
final class MustacheOutputBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// An empty buffer.
    init() {
        capacity = 4096
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Appends `bytes`.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if bytes.count > capacity - count { grow(toHold: count + bytes.count) }
        (storage + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `bytes`.
    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the UTF-8 of a literal, from where the literal is stored.
    func appendLiteral(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 of `text`, from the string's own storage.
    func appendUTF8(_ text: String) {
        // A native string lends its UTF-8 in place; only a bridged or foreign one is copied.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends the UTF-8 of `text` with HTML's special characters escaped: text that has any
    /// goes through `Array.appendHTMLEscaped(_:)`, the rest is appended as it is.
    func appendHTMLEscaped(_ text: String) {
        var bytes = text
        let needsEscaping = bytes.withUTF8 { bytes in
            bytes.contains { byte in
                byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                    || byte == UInt8(ascii: "\"")
            }
        }
        guard needsEscaping else { return appendUTF8(text) }
        var escaped: [UInt8] = []
        escaped.appendHTMLEscaped(text)
        append(escaped)
    }

    /// The bytes written so far, as an array.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage, count: count))
    }

    private func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }
}
