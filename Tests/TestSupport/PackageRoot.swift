// The colorgen package's root folder and the shared test material beside it, found from this file's place.
import Foundation

/// Where the package lies on disk, for tests that read its files (Schemes/, README.md, fixtures)
/// or run tools in it: found from this file's own path, so a test file may move freely.
public enum PackageRoot {
    /// The folder holding Package.swift.
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared` beside the package: the public suites and the real-world corpus, when present.
    public static let sharedFolder = url.deletingLastPathComponent().appendingPathComponent("shared")
}
