// Fast whole-buffer comparison of file contents with new output bytes (skips unchanged writes).
import Foundation

extension Data {
    /// Whether these are exactly `bytes`, compared as whole buffers (not element by element,
    /// which costs dozens of instructions a byte on large outputs).
    func hasSameBytes(as bytes: [UInt8]) -> Bool {
        guard count == bytes.count else { return false }
        return withUnsafeBytes { stored in
            bytes.withUnsafeBytes { wanted in
                stored.count == 0 || memcmp(stored.baseAddress!, wanted.baseAddress!, stored.count) == 0
            }
        }
    }
}
