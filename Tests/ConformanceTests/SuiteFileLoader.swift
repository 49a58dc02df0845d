// A SourceLoader reading conformance suite files from disk.
import Foundation
import ColorGenKit
import SourceDiagnostics

/// Reads suite files from disk for the core, as the command-line tool's loader does.
struct SuiteFileLoader: SourceLoader {
    func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceLoaderError(reason: "no such file")
        }
        return [UInt8](data)
    }
}
