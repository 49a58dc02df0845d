// The error the plugins report before colorgen runs, worded for the build log.
import Foundation

/// A problem the colorgen plugins report before running colorgen, worded for the build log.
struct ColorGenPluginError: Error, CustomStringConvertible {
    /// What is wrong and how to fix it.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
