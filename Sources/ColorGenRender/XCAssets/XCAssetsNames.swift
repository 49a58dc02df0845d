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

    /// Every problem among `paths` as asset names, as errors at `location`: a segment that is not
    /// a valid folder name, two roles that become one color set (`a/b` and `a-b`, since `/`
    /// becomes `-`), and two names of one folder that differ only in letter case or Unicode
    /// normalization (`é` written precomposed and decomposed), which the file systems Macs use
    /// treat as one. `segments` holds each path's folder names (``segments(of:)``).
    static func check(_ segments: [[String]], of paths: [RolePath], at location: SourceLocation) throws(OutputProblems) {
        var problems: [Diagnostic] = []
        // Each folder already named, by its path in lower case (Swift compares strings by
        // canonical equivalence, as APFS compares names): its exact name and the first role in it.
        var taken: [String: (name: String, role: Int)] = [:]
        taken.reserveCapacity(paths.count)
        var previous: [String] = []
        // The current role's folders by depth so far (those it shares: the previous role's):
        // each one's name in the catalog, and its lower-cased form.
        var names: [String] = []
        var keys: [String] = []
        for (role, (path, segments)) in zip(paths, segments).enumerated() {
            var sharesFolders = true
            for (depth, segment) in segments.enumerated() {
                let isColorSet = depth == segments.count - 1
                // A role's folders were met with the role before whenever it shares them (compared
                // byte for byte: canonically equal names are two folders on Linux, one on a Mac).
                sharesFolders = sharesFolders && !isColorSet && depth < previous.count - 1
                    && previous[depth].utf8.elementsEqual(segment.utf8)
                if sharesFolders { continue }
                let folder = isColorSet ? segment + ".colorset" : segment
                names.removeSubrange(depth...)
                keys.removeSubrange(depth...)
                let name = depth == 0 ? folder : names[depth - 1] + "/" + folder
                let key = (depth == 0 ? "" : keys[depth - 1]) + "/" + folder.lowercased()
                names.append(name)
                keys.append(key)
                if let problem = problem(with: segment) {
                    problems.append(.error("role '\(path)' cannot be written to an asset catalog: its name '\(segment)' "
                                           + "is not a valid asset name (\(problem))", at: location))
                    continue
                }
                guard let existing = taken[key] else {
                    taken[key] = (name, role)
                    continue
                }
                if !existing.name.utf8.elementsEqual(name.utf8) {
                    problems.append(.error("roles '\(paths[existing.role])' and '\(path)' would be written to '\(existing.name)' "
                                           + "and '\(name)' in the asset catalog, names that differ only in letter case or "
                                           + "Unicode normalization, which macOS file systems ignore; rename one of them",
                                           at: location))
                } else if isColorSet {
                    problems.append(.error("roles '\(paths[existing.role])' and '\(path)' would both be the color set "
                                           + "'\(name)' of the asset catalog (a '/' in a name becomes '-'); rename one of them",
                                           at: location))
                }
            }
            previous = segments
        }
        guard problems.isEmpty else { throw OutputProblems(problems) }
    }
}
