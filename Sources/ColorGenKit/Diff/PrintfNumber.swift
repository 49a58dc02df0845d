// Numbers in the diff reports written by the C library's printf, as the reports always have.
internal import CLibrary

/// A number as C's `printf` writes it with a format of one conversion (`%g`, `%.3f`): the
/// reports' thresholds, deltas and ratios, rounded exactly as they always were.
enum PrintfNumber {
    static func text(_ value: Double, format: String) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
        }
        guard count >= 0 else { return "\(value)" }
        if Int(count) >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            _ = withVaList([value]) { arguments in
                buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
            }
        }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
