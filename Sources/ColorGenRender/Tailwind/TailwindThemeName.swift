import ColorGenModel

/// The name a role has in Tailwind's theme: the css format's kebab-case spelling of its path
/// (``KebabCase``, without the css `prefix`), so `text.onPrimary.body` is the theme variable
/// `--color-text-on-primary-body` and the utilities `bg-text-on-primary-body`,
/// `text-text-on-primary-body`, `border-...`.
enum TailwindThemeName {
    /// A role's variable in the theme: `--<namespace>-<name>`.
    struct Variable: Sendable {
        /// The theme namespace: `color`, or `background-color`, `text-color`, `border-color`.
        var namespace: String
        /// The name in it, the utility's suffix: `on-primary-body` in `text-on-primary-body`.
        var name: String
    }

    /// The role groups whose roles go into a utility namespace of their own when `namespaced`:
    /// Tailwind v4's `bg-*` reads `--background-color-*`, `text-*` `--text-color-*` and
    /// `border-*` `--border-color-*` (before `--color-*`), so `background.base` is `bg-base`.
    static let namespaces = ["background": "background-color", "text": "text-color", "border": "border-color"]

    /// The theme variable of `path`: in its group's namespace when `namespaced` and the path has
    /// more than the group's segment, else in `color`; nil when ``name(of:)`` is.
    static func variable(of path: RolePath, namespaced: Bool) -> Variable? {
        if namespaced, path.segments.count > 1, let first = path.segments.first, let namespace = namespaces[first],
           let name = name(of: RolePath(Array(path.segments.dropFirst()))) {
            return Variable(namespace: namespace, name: name)
        }
        return name(of: path).map { Variable(namespace: "color", name: $0) }
    }

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
