import ColorMath

/// One role with its final color: what every output writes.
public struct ResolvedRole: Hashable, Sendable, CustomStringConvertible {
    /// The role's path, e.g. `text.onPrimary.body`.
    public var path: RolePath
    /// The role's color, including any alpha a rule applied (35 %, 25 %, 50 %).
    public var color: RGBA

    /// Creates a resolved role.
    public init(path: RolePath, color: RGBA) {
        self.path = path
        self.color = color
    }

    /// `role.path #rrggbbaa`: the line format of the golden files.
    public var description: String {
        let alpha = String(color.alpha8Bit, radix: 16)
        return "\(path) \(color.hex)\(alpha.count == 1 ? "0" : "")\(alpha)"
    }
}
