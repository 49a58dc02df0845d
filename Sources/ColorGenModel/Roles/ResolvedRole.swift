// Catalogue output unit (path + RGBA incl. rule alpha), whose description is a golden-file line.
import ColorMath

/// One role with its final color: what every output writes.
struct ResolvedRole: Hashable, Sendable, CustomStringConvertible {
    /// The role's path, e.g. `text.onPrimary.body`.
    package var path: RolePath
    /// The role's color, including any alpha a rule applied (35 %, 25 %, 50 %).
    package var color: RGBA

    /// Creates a resolved role.
    package init(path: RolePath, color: RGBA) {
        self.path = path
        self.color = color
    }

    /// `role.path #rrggbbaa`: the line format of the golden files.
    package var description: String {
        let alpha = String(color.alpha8Bit, radix: 16)
        return "\(path) \(color.hex)\(alpha.count == 1 ? "0" : "")\(alpha)"
    }
}
