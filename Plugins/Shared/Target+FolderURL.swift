// A SwiftPM target's folder as a URL under tools version 6.0 (no `directoryURL`).
#if canImport(PackagePlugin)
import Foundation
import PackagePlugin

extension Target {
    /// The target's folder. `directoryURL` needs tools version 6.1 and the package declares 6.0,
    /// so this goes through `directory`, whose description is its path.
    var folderURL: URL {
        URL(fileURLWithPath: String(describing: directory), isDirectory: true)
    }
}
#endif
