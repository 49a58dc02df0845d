// The file name a normalized source path ends in, or nil for `.`, `..` or `/`.
extension SourcePath {
    /// The last segment of `path` once normalized (`colors` for `Generated/colors`), or nil when
    /// that segment names no file: `.`, `..` or `/`.
    package static func fileName(of path: String) -> String? {
        let normalized = normalize(path)
        guard let last = normalized.split(separator: "/").last, last != "..", last != "." else { return nil }
        return String(last)
    }
}
