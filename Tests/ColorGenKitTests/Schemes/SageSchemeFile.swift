// Test helper: renders the built-in libraries and named palettes as the Schemes/ DTCG token files.
import Foundation
@testable import ColorGenKit
@testable import ColorGenModel

/// Renders the built-in libraries and named palettes as the DTCG 2025.10 token files in
/// `Schemes/` (layout: docs/palette-layout.md), so a test can keep those files equal to the model.
enum SageSchemeFile {
    /// `Schemes/sage/sage-v<N>.tokens.json`: the library's swatches and, when it has one, gray scale.
    static func library(_ library: ColorLibrary) -> String {
        var groups = [group("swatch", typed: true, library.swatches.map(swatch))]
        if let grayScale = library.grayScale {
            groups.append(self.grayScale(grayScale))
        }
        let description = "SageResearch color library version \(library.version): swatches ordered lightest to darkest"
            + (library.grayScale == nil ? "; no gray scale (palettes default to SageResearch's)" : "")
        return document(description: description, groups)
    }

    /// `Schemes/palettes/<name>.tokens.json`: the palette's keys as aliases into the newest library,
    /// plus any swatch or gray scale of its own that the newest library does not hold.
    static func palette(_ named: NamedPalette) -> String {
        let palette = named.palette
        let keys: [(String, ColorMapping)] = [
            ("primary", palette.primary), ("secondary", palette.secondary), ("accent", palette.accent),
        ]
        var groups = [group("palette", typed: true, keys.map { name, mapping in
            member(name, "{ \"$value\": \"{swatch.\(mapping.swatch.name).\(mapping.index)}\" }")
        })]
        let newest = SageColorMatrix.library(for: nil)
        let ownSwatches = keys.map(\.1.swatch).filter { newest.swatch(named: $0.name) != $0 }
        var uniqueSwatches: [ColorSwatch] = []
        for swatch in ownSwatches where !uniqueSwatches.contains(swatch) { uniqueSwatches.append(swatch) }
        if !uniqueSwatches.isEmpty {
            groups.append(group("swatch", typed: true, uniqueSwatches.map(swatch)))
        }
        if palette.grayScale != newest.grayScale {
            groups.append(grayScale(palette.grayScale))
        }
        var description = "SageResearch's \(named.rawValue) palette; successGreen, errorRed and text keep their defaults"
        for swatch in uniqueSwatches {
            let version = SageSwatchName(rawValue: swatch.name)?.maxVersion.map(String.init) ?? "?"
            description += "; \(swatch.name) comes from library version \(version), the newest that has it"
        }
        if palette.grayScale != newest.grayScale { description += "; its own gray scale" }
        return document(description: description, groups)
    }

    private static func document(description: String, _ groups: [String]) -> String {
        "{\n" + indent("\"$description\": \"\(description)\",\n" + groups.joined(separator: ",\n")) + "\n}\n"
    }

    private static func swatch(_ swatch: ColorSwatch) -> String {
        group(swatch.name, typed: false, swatch.tiles.enumerated().map { index, tile in self.tile(String(index), tile) })
    }

    private static func grayScale(_ grayScale: GrayScale) -> String {
        group("grayScale", typed: true, GrayShade.allCases.map { tile($0.rawValue, grayScale[$0]) })
    }

    private static func tile(_ name: String, _ tile: ColorTile) -> String {
        let c = tile.color
        let components = [c.red, c.green, c.blue].map(number).joined(separator: ", ")
        let value = "{ \"colorSpace\": \"srgb\", \"components\": [\(components)], \"alpha\": \(number(c.alpha)), "
            + "\"hex\": \"\(c.hex)\" }"
        let style = "{ \"colorgen\": { \"usesLightStyle\": \(tile.usesLightStyle) } }"
        return member(name, "{\n  \"$value\": \(value),\n  \"$extensions\": \(style)\n}")
    }

    private static func group(_ name: String, typed: Bool, _ members: [String]) -> String {
        let body = (typed ? ["\"$type\": \"color\""] : []) + members
        return member(name, "{\n" + indent(body.joined(separator: ",\n")) + "\n}")
    }

    private static func member(_ name: String, _ value: String) -> String {
        "\"\(name)\": \(value)"
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    /// At most four decimals, no trailing zeros: 4 decimals still round back to the same 8-bit value.
    private static func number(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
