// Short and interrupted reads and writes: the loops carry on until all bytes are through or a real error comes.
import XCTest
@testable import Platform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class ReadWriteLoopsTests: XCTestCase {
    func testAWriteSplitIntoShortWritesAndInterruptedByASignalWritesEveryByte() {
        let bytes = Array("every byte of this text".utf8)
        var written: [UInt8] = []
        var calls = 0
        let failure = bytes.withUnsafeBytes { bytes in WriteLoop.writeAll(bytes) { pointer, count in
            calls += 1
            // Every third call is interrupted by a signal; the others write at most 5 bytes.
            if calls % 3 == 0 {
                errno = EINTR
                return -1
            }
            let part = min(count, 5)
            written += UnsafeRawBufferPointer(start: pointer, count: part)
            return part
        } }
        XCTAssertNil(failure)
        XCTAssertEqual(written, bytes)
        XCTAssertGreaterThan(calls, bytes.count / 5)
    }

    func testAFailedWriteGivesItsErrorAndAWriteOfNothingIsAnInputOutputError() {
        let one = Array("x".utf8), none: [UInt8] = []
        XCTAssertEqual(one.withUnsafeBytes { WriteLoop.writeAll($0) { _, _ in
            errno = ENOSPC
            return -1
        } }, ENOSPC)
        XCTAssertEqual(one.withUnsafeBytes { WriteLoop.writeAll($0) { _, _ in 0 } }, EIO)
        XCTAssertNil(none.withUnsafeBytes { WriteLoop.writeAll($0) { _, _ in XCTFail("nothing to write"); return -1 } })
    }

    func testAReadInShortPiecesWithInterruptionsFillsTheBufferOrMeetsTheEnd() {
        let source = Array(0..<100).map(UInt8.init)
        var offset = 0, calls = 0
        let read: (UnsafeMutableRawPointer, Int) -> Int = { pointer, count in
            calls += 1
            if calls % 4 == 0 {
                errno = EINTR
                return -1
            }
            let part = min(count, 7, source.count - offset)
            pointer.copyMemory(from: Array(source[offset..<(offset + part)]), byteCount: part)
            offset += part
            return part
        }
        var count = 0
        let first = [UInt8](unsafeUninitializedCapacity: 60) { buffer, initialized in
            XCTAssertEqual(ReadLoop.fill(buffer, count: &count, read: read), .filled)
            initialized = count
        }
        XCTAssertEqual(first, Array(source[..<60]))
        let rest = [UInt8](unsafeUninitializedCapacity: 60) { buffer, initialized in
            XCTAssertEqual(ReadLoop.fill(buffer, count: &count, read: read), .reachedEnd)
            initialized = count
        }
        XCTAssertEqual(rest, Array(source[60...]))
        var unused = 0
        let failed = [UInt8](unsafeUninitializedCapacity: 8) { buffer, initialized in
            XCTAssertEqual(ReadLoop.fill(buffer, count: &unused) { _, _ in errno = EACCES; return -1 }, .failed(EACCES))
            initialized = 0
        }
        XCTAssertEqual(failed, [])
    }
}
