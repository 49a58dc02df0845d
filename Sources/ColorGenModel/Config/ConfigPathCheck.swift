// What makes a path written in a config unusable: a NUL, a name too long for any file system, an absolute output.

/// Checks a path as written in a config (a token file, a resolver or themes file, a template, a
/// partials folder, an output) before anything uses it.
///
/// A NUL character ends a path at the system's interface, so `"out/x.css\u0000b"` would be
/// written as `out/x.css` behind every check that compared the whole string; no file system takes
/// it, nor a single name longer than 255 bytes. An output path must be relative to the config's
/// folder, so that the config writes into the same place in every clone; an absolute folder
/// stays possible through `--output-dir`.
enum ConfigPathCheck {
    /// The longest name (one path component) common file systems take, in bytes of UTF-8.
    static let longestName = 255

    /// What is wrong with `path`, as the end of a sentence starting with the path ("path 'x' ..."),
    /// or nil when it can be used. `isOutput`: the path of an output, which must be relative.
    static func problem(with path: String, isOutput: Bool) -> String? {
        if path.utf8.contains(0) {
            return "contains a NUL character (\\u{0}), which no file system takes in a name"
        }
        if let long = path.split(separator: "/").first(where: { $0.utf8.count > longestName }) {
            return "has a name of \(long.utf8.count) bytes (\(Self.shortened(long))); file systems take at most "
                + "\(longestName) bytes per name"
        }
        if isOutput && path.hasPrefix("/") {
            return "is absolute; an output path is relative to the config's folder, so that the config writes into "
                + "the same place in every clone (remove the leading '/', or give an absolute folder with --output-dir)"
        }
        return nil
    }

    /// The first and last characters of a long name, for a message.
    private static func shortened(_ name: Substring) -> String {
        "'\(name.prefix(12))…\(name.suffix(12))'"
    }
}
