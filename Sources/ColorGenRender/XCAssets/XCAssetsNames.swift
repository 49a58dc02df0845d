// Folder/colorset segments of each role ($root folded, `/` replaced) and checks that catalog names work.
import ColorGenModel
import SourceDiagnostics

/// Role paths as asset names: each segment becomes a folder (`text`, `onPrimary`) or a color set
/// folder (`body.colorset`) of the catalog, and Xcode names the color by the segments joined with
/// `/` (`text/onPrimary/body`).
enum XCAssetsNames {
    /// The folder names of `path` in the catalog: a group's own token (`brand.$root`) is the color
    /// set named by its group (`brand.colorset`, beside the folder `brand` of its siblings), and a
    /// `/` inside a name (design tools write `Beam Blue/0`) becomes `-`, as a `/` would split the
    /// name into folders.
    static func segments(of path: RolePath) -> [String] {
        var segments = path.segments
        if segments.count > 1, segments.last == RolePath.groupTokenSegment { segments.removeLast() }
        guard segments.contains(where: { $0.utf8.contains(UInt8(ascii: "/")) }) else { return segments }
        return segments.map { segment in
            segment.utf8.contains(UInt8(ascii: "/")) ? segment.replacingEvery("/", with: "-") : segment
        }
    }

    /// The problem with `segment` as a folder name inside the catalog, or nil when it is fine.
    /// A segment may not hold control characters, and may not start with `.` (hidden, so Xcode
    /// would skip it, and `..` would leave the catalog).
    static func problem(with segment: String) -> String? {
        if segment.isEmpty { return "it is empty" }
        if segment.hasPrefix(".") { return "it starts with '.'" }
        if segment.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "it contains a control character"
        }
        return nil
    }

    /// The first problem among `paths` as asset names, as an error at `location`: a segment that
    /// is not a valid folder name, or two sibling names that differ only in letter case (they
    /// would be one folder on the case-insensitive file systems Macs use by default).
    /// `segments` holds each path's folder names (``segments(of:)``).
    static func check(_ segments: [[String]], of paths: [RolePath], at location: SourceLocation) throws(Diagnostic) {
        // Each folder's name by its lower-cased form. A role's folders were met with the role
        // before whenever it shares them, so only its new ones are looked at.
        var siblings: [String: String] = [:]
        siblings.reserveCapacity(paths.count)
        var previous: [String] = []
        // The current role's folders by depth so far (those it shares: the previous role's):
        // each one's name in the catalog, and its lower-cased form.
        var names: [String] = []
        var keys: [String] = []
        for (path, segments) in zip(paths, segments) {
            var sharesFolders = true
            for (depth, segment) in segments.enumerated() {
                let isColorSet = depth == segments.count - 1
                sharesFolders = sharesFolders && !isColorSet && depth < previous.count - 1 && previous[depth] == segment
                if sharesFolders { continue }
                let folder = isColorSet ? segment + ".colorset" : segment
                names.removeSubrange(depth...)
                keys.removeSubrange(depth...)
                let name = depth == 0 ? folder : names[depth - 1] + "/" + folder
                let key = (depth == 0 ? "" : keys[depth - 1]) + "/" + folder.lowercased()
                if let problem = problem(with: segment) {
                    throw Diagnostic.error("role '\(path)' cannot be written to an asset catalog: its name '\(segment)' "
                                           + "is not a valid asset name (\(problem))", at: location)
                }
                if let existing = siblings[key], existing != name {
                    throw Diagnostic.error("the asset catalog cannot hold both '\(existing)' and '\(name)': the names "
                                           + "differ only in letter case, and macOS file systems ignore case", at: location)
                }
                siblings[key] = name
                names.append(name)
                keys.append(key)
            }
            previous = segments
        }
    }
}
