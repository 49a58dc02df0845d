// Test fixture: an old and a new design with known role changes, for the `colorgen diff` tests.
import Foundation
import TestSupport

/// Two versions of a design for `colorgen diff`, written into a temporary folder: `old/` and
/// `new/` each hold a `colorgen.json` with colorgen's default light and dark schemes plus a file of
/// custom roles per scheme. The new version has exactly these known changes:
///
/// - light's primary tile, `royal.2`, goes from #5a478f to #b0a0e0, still marked for light content,
///   so white text on it now fails WCAG AA (a primary color change that breaks contrast);
/// - the custom role `brand.added` is added and `brand.removed` removed (both schemes);
/// - `brand.subtle` moves from #808080 to #818181 (an invisible change);
/// - `brand.shifted` moves from #336699 to #993366 (a visible change of a role that is not content).
struct DiffFixture {

    let folder: TemporaryFolder

    init(newSchemeNames: (light: String, dark: String) = ("light", "dark")) throws {
        folder = try TemporaryFolder()
        let schemes = PackageRoot.url.appendingPathComponent("Schemes")
        let sage = try String(contentsOf: schemes.appendingPathComponent("sage/sage-v2.tokens.json"), encoding: .utf8)
        let light = try String(contentsOf: schemes.appendingPathComponent("default/light.tokens.json"), encoding: .utf8)
        let dark = try String(contentsOf: schemes.appendingPathComponent("default/dark.tokens.json"), encoding: .utf8)
        let oldPrimary = ##"[0.3529, 0.2784, 0.5608], "alpha": 1, "hex": "#5a478f""##
        precondition(light.contains("{swatch.royal.2}") && sage.contains(oldPrimary))
        for side in ["old", "new"] {
            try folder.write("\(side)/light.tokens.json", light)
            try folder.write("\(side)/dark.tokens.json", dark)
        }
        try folder.write("old/sage.tokens.json", sage)
        try folder.write("new/sage.tokens.json",
                         sage.replacingOccurrences(of: oldPrimary, with: ##"[0.6902, 0.6275, 0.8784], "alpha": 1, "hex": "#b0a0e0""##))
        try folder.write("old/roles.tokens.json", Self.roles([("removed", "#00aa00"), ("subtle", "#808080"), ("shifted", "#336699")]))
        try folder.write("new/roles.tokens.json", Self.roles([("subtle", "#818181"), ("shifted", "#993366"), ("added", "#aa00aa")]))
        try folder.write("old/colorgen.json", Self.config(light: "light", dark: "dark"))
        try folder.write("new/colorgen.json", Self.config(light: newSchemeNames.light, dark: newSchemeNames.dark))
    }

    var url: URL { folder.url }

    static func config(light: String, dark: String) -> String {
        """
        {
          "rulesVersion": 2, "layout": "palette",
          "schemes": {
            "\(light)": ["sage.tokens.json", "light.tokens.json", "roles.tokens.json"],
            "\(dark)": ["dark.tokens.json", "roles.tokens.json"]
          },
          "outputs": [{"format": "json", "path": "Generated/colors"}]
        }
        """
    }

    /// A token file of custom roles `brand.<name>`.
    static func roles(_ roles: [(name: String, hex: String)]) -> String {
        let members = roles.map { role in
            let digits = Array(role.hex.dropFirst())
            let components = stride(from: 0, to: 6, by: 2).map { index in
                String(Double(Int(String(digits[index..<index + 2]), radix: 16)!) / 255)
            }
            return #""\#(role.name)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(components.joined(separator: ", "))]}}"#
        }
        return #"{"roles": {"brand": {\#(members.joined(separator: ", "))}}}"#
    }
}
