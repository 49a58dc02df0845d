// Locates ../shared for the conformance tests and skips a test with a message when it is absent.
import Foundation
import TestSupport
import XCTest

/// The `../shared` folder beside the repository, which holds the public conformance suites.
///
/// Tests that need it call ``SharedFolder/require(_:)``, which skips the test with a message
/// saying what is missing instead of failing or passing silently.
enum SharedFolder {
    /// The URL of `relativePath` inside `../shared`, or a skip naming what is absent.
    static func require(_ relativePath: String) throws -> URL {
        let url = PackageRoot.sharedFolder.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            let message = "SKIPPED: \(url.standardizedFileURL.path) is absent; "
                + "place the shared/ folder beside the repository to run this suite"
            print(message)
            throw XCTSkip(message)
        }
        return url
    }
}
