// A fresh temporary folder per test, with helpers to write and read files in it; removed afterwards.
import Foundation

/// A fresh temporary folder per test, removed afterwards.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL

    /// Creates an empty folder of its own in the system's temporary folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("colorgen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `relativePath` inside the folder, creating folders as needed.
    @discardableResult
    public func write(_ relativePath: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// The text of `relativePath` inside the folder, or nil when it does not exist.
    public func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(relativePath).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
