// Test support: a folder the system refuses to write into (chattr +i as root, chmod 555 otherwise), as SwiftPM's macOS sandbox refuses one.
import Foundation
import XCTest
import TestSupport

/// Makes a folder refuse every write, the nearest Linux has to SwiftPM's sandbox on macOS (which
/// refuses with EPERM what the user did not allow): as root, whom file permissions do not stop,
/// the immutable attribute (`chattr +i`, EPERM); otherwise mode 555 (EACCES). Skips when neither
/// works here (a file system without the attribute).
enum WriteRefusingFolder {
    /// Makes `folder` refuse writes until `allow(_:)`.
    static func refuse(_ folder: URL) throws {
        if getuid() == 0 {
            let result = try ProcessRunner.runCombined(URL(fileURLWithPath: "/usr/bin/env"), ["chattr", "+i", folder.path])
            guard result.status == 0 else { throw XCTSkip("SKIPPED: cannot make \(folder.path) immutable: \(result.output)") }
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        }
    }

    /// Lets `folder` be written again (and removed with its temporary folder).
    static func allow(_ folder: URL) throws {
        if getuid() == 0 {
            _ = try ProcessRunner.runCombined(URL(fileURLWithPath: "/usr/bin/env"), ["chattr", "-i", folder.path])
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        }
    }
}
