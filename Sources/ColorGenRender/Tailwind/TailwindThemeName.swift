import ColorGenModel

/// The name a role has in Tailwind's theme: the css format's kebab-case spelling of its path
/// (``KebabCase``, without the css `prefix`), so `text.onPrimary.body` is the theme variable
/// `--color-text-on-primary-body` and the utilities `bg-text-on-primary-body`,
/// `text-text-on-primary-body`, `border-...`.
enum TailwindThemeName {
    /// The theme name of `path`, or nil when the kebab-case name holds anything but `a`-`z`,
    /// `0`-`9` and single inner dashes: Tailwind reads a class name's characters literally, so a
    /// name with escapes, quotes, underscores or non-ASCII letters has no usable utility.
    package static func name(of path: RolePath) -> String? {
        let name = KebabCase.join(path.segments)
        let bytes = Array(name.utf8)
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "-"), last != UInt8(ascii: "-") else { return nil }
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            case UInt8(ascii: "-") where bytes[index - 1] != UInt8(ascii: "-"): continue
            default: return nil
            }
        }
        return name
    }
}
