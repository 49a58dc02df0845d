// Test helpers: a role's hex by dotted path, a named palette's roles under a version, tiles from hex.
import XCTest
@testable import ColorGenModel

extension Array where Element == ResolvedRole {
    /// The `#rrggbb` / `#rrggbbaa` of the role with this dotted path, or a description of its absence.
    func hex(_ dottedPath: String) -> String {
        first { $0.path == RolePath(dotted: dottedPath) }?.color.hexWithAlpha ?? "no role \(dottedPath)"
    }
}

/// The roles of a named palette under a rules version, on all six backgrounds.
func resolvedRoles(_ palette: NamedPalette, _ version: RulesVersion = .version2) throws -> [ResolvedRole] {
    try RoleResolver.resolve(palette: palette.palette, rulesVersion: version)
}

/// A tile from `#rrggbb`, for tests.
func tile(_ hex: String, lightStyle: Bool = false) -> ColorTile {
    ColorTile(hex, usesLightStyle: lightStyle)
}
