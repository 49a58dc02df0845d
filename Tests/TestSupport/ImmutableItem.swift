// Makes a file or folder immutable (chattr +i) for the length of a test, to stand for an item nothing can delete.
import Foundation
import XCTest

/// An item even root cannot delete from or change, for the tests of what happens when deleting fails.
public enum ImmutableItem {
    /// Makes `path` immutable (`chattr +i`) for the length of `body`; skips when the file system
    /// has no such attribute (or the tests may not set it).
    public static func whileImmutable(_ path: String, _ body: () throws -> Void) throws {
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let set = try ProcessRunner.runCombined(env, ["chattr", "+i", path])
        guard set.status == 0 else { throw XCTSkip("chattr +i is not available here: \(set.output)") }
        defer { _ = try? ProcessRunner.runCombined(env, ["chattr", "-i", path]) }
        try body()
    }
}
