// A JSON number kept as written beside its Double, and how a storage gives one back.

/// A JSON number, kept exactly as written alongside its `Double` value.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number's text as it appears in the document, e.g. `"1.50"` or `"1e400"`.
    public var literal: String
    /// The nearest `Double` (infinite when the literal is out of `Double`'s range).
    public var double: Double

    /// Creates a number from its literal and value.
    public init(literal: String, double: Double) {
        self.literal = literal
        self.double = double
    }

    /// The value as an `Int` when it is integral and fits, e.g. `2` or `2.0`.
    public var int: Int? {
        guard double.isFinite, double.rounded() == double, abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }

    public var description: String { literal }
}

extension JSONStorage {
    /// The number `node` holds: a parsed number's value computed from its literal (in the node
    /// or in the text), a built one's read from the 8 bytes after its literal.
    func number(of node: JSONNode) -> JSONNumber {
        JSONNumber(literal: literal(of: node), double: double(of: node))
    }

    /// The `Double` `node` holds (a number), computed without making a `String` of its literal.
    func double(of node: JSONNode) -> Double {
        if node.kind == .number, let double = node.inlineDecimalValue ?? node.withInlineLiteral(NumberLiteral.value(of:)) {
            return double
        }
        return text.withUnsafeBufferPointer { buffer in
            let (length, start) = Self.entryLength(in: buffer, at: node.payload)
            if node.kind == .builtNumber {
                return Double(bitPattern: UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + start + length)
                    .loadUnaligned(as: UInt64.self)))
            }
            return NumberLiteral.value(of: UnsafeBufferPointer(rebasing: buffer[start..<start + length]))
        }
    }

    /// The literal of the number `node` holds, as written.
    private func literal(of node: JSONNode) -> String {
        if node.kind == .number, let literal = node.withInlineLiteral({ String(decoding: $0, as: UTF8.self) }) {
            return literal
        }
        return withText(at: node.payload) { String(decoding: $0, as: UTF8.self) }
    }
}
