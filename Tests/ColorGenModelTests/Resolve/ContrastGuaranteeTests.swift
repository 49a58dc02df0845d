// Property test of rules version 3 over random palettes: every pair meets its target or is reported.
import XCTest
@testable import ColorGenModel
@testable import ColorMath

/// Rules version 3's guarantee, as a property over many random palettes (fixed seeds): every pair
/// of the pair table meets its target in every scheme (light, dark, derived, increased contrast),
/// or no color can and the role is reported with the best ratio; roles whose version-2 color met
/// its target keep it; the same palette always gives the same roles.
final class ContrastGuaranteeTests: XCTestCase {
    /// SplitMix64: a small, fixed, deterministic generator, so a failure can be replayed by seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A swatch of `count` tiles of one random hue, lightest first (or darkest first for `dark`).
    static func swatch(_ name: String, count: Int, dark: Bool, using random: inout SeededGenerator) -> ColorSwatch {
        let hue = Double.random(in: 0..<360, using: &random)
        let chroma = Double.random(in: 0...0.2, using: &random)
        let top = Double.random(in: 0.75...0.98, using: &random), bottom = Double.random(in: 0.2...0.5, using: &random)
        let tiles = (0..<count).map { index -> ColorTile in
            let fraction = count == 1 ? 0 : Double(index) / Double(count - 1)
            let lightness = dark ? bottom + (top - bottom) * fraction : top - (top - bottom) * fraction
            let rgb = GamutMapping.mapToSRGB(OKLCH(lightness: lightness, chroma: chroma, hue: hue))
            let color = RGBA(red: rgb.x, green: rgb.y, blue: rgb.z).quantized
            return ColorTile(color: color, usesLightStyle: color.prefersLightContent)
        }
        return ColorSwatch(name: name, tiles: tiles)
    }

    /// A random palette: three brand swatches of 3–7 tiles with random keys, and a gray scale,
    /// light (white first) or dark (the darkest first).
    static func palette(seed: UInt64, dark: Bool) -> Palette {
        var random = SeededGenerator(state: seed)
        func mapping(_ name: String) -> ColorMapping {
            let swatch = swatch(name, count: Int.random(in: 3...7, using: &random), dark: dark, using: &random)
            return ColorMapping(swatch: swatch, index: Int.random(in: 0..<swatch.tiles.count, using: &random))!
        }
        let primary = mapping("primary"), secondary = mapping("secondary"), accent = mapping("accent")
        let grays = swatch("grayScale", count: 7, dark: dark, using: &random).tiles
        let grayScale = GrayScale(white: grays[0], veryLightGray: grays[1], lightGray: grays[2], gray: grays[3],
                                  darkGray: grays[4], veryDarkGray: grays[5], black: grays[6])
        return Palette(primary: primary, secondary: secondary, accent: accent, grayScale: grayScale)
    }

    /// Every pair of `roles` measured on `palette`'s tiles, keyed by role.
    static func measurements(_ roles: [ResolvedRole], palette: Palette, increasedContrast: Bool)
        -> [RolePath: ContrastPairs.Measurement] {
        var colors: [RolePath: RGBA] = [:]
        for role in roles { colors[role.path] = role.color }
        var result: [RolePath: ContrastPairs.Measurement] = [:]
        for role in roles {
            guard let pair = ContrastPairs.pair(for: role.path), let background = RoleBackground(rawValue: pair.background),
                  let beneath = ContrastPairs.beneath(pair, backdrop: background.tile(in: palette).color, color: { colors[$0] })
            else { continue }
            result[role.path] = ContrastPairs.measurement(pair, color: role.color.quantized, beneath: beneath,
                                                          increasedContrast: increasedContrast)
        }
        return result
    }

    private func checkGuarantee(_ palette: Palette, increasedContrast: Bool, label: String) throws {
        let version2 = try RoleResolver.resolve(palette: palette, rulesVersion: .version2)
        let version3 = try RoleResolver.resolution(palette: palette, rulesVersion: .version3,
                                                   increasedContrast: increasedContrast)
        let rerun = try RoleResolver.resolution(palette: palette, rulesVersion: .version3,
                                                increasedContrast: increasedContrast)
        XCTAssertEqual(version3.roles, rerun.roles, "\(label): reruns are identical")
        XCTAssertEqual(version3.roles.map(\.path), version2.map(\.path), "\(label): the same role catalogue")
        let before = Self.measurements(version2, palette: palette, increasedContrast: increasedContrast)
        let after = Self.measurements(version3.roles, palette: palette, increasedContrast: increasedContrast)
        XCTAssertGreaterThan(after.count, 200, label)
        let shortfalls = Dictionary(uniqueKeysWithValues: version3.shortfalls.map { ($0.role, $0) })
        if !increasedContrast {
            // 4.5:1 and 3:1 are always reachable (white or black reach 4.58:1 on any opaque color).
            XCTAssertEqual(version3.shortfalls, [], label)
        }
        for (position, role) in version3.roles.enumerated() {
            guard let measured = after[role.path] else { continue }
            if let shortfall = shortfalls[role.path] {
                XCTAssertFalse(measured.passes, "\(label) \(role.path) is reported only when it fails")
                XCTAssertEqual(measured.ratio, shortfall.ratio, accuracy: 1e-9, "\(label) \(role.path)")
            } else {
                XCTAssertTrue(measured.passes, "\(label) \(role.path): \(measured.ratio) < \(measured.minimum)")
            }
            if before[role.path]?.passes == true {
                XCTAssertEqual(role.color, version2[position].color, "\(label) \(role.path) met its target in version 2")
            }
        }
        // Disabled titles stay distinct from their enabled titles.
        for role in version3.roles where role.path.segments.count == 5 && role.path.segments[3] == "text"
            && role.path.segments[4] == "disabled" {
            var enabled = role.path.segments
            enabled[4] = "normal"
            XCTAssertNotEqual(role.color, version3.roles.first { $0.path == RolePath(enabled) }?.color, "\(label) \(role.path)")
        }
    }

    func testEveryPairMeetsItsTargetOnRandomLightAndDarkPalettes() throws {
        for seed in UInt64(1)...60 {
            try checkGuarantee(Self.palette(seed: seed, dark: false), increasedContrast: false, label: "light seed \(seed)")
            try checkGuarantee(Self.palette(seed: seed, dark: true), increasedContrast: false, label: "dark seed \(seed)")
        }
    }

    func testIncreasedContrastMeetsSevenAndFourPointFiveOrReportsTheBestRatio() throws {
        for seed in UInt64(100)...130 {
            try checkGuarantee(Self.palette(seed: seed, dark: seed % 2 == 0), increasedContrast: true,
                               label: "increased contrast seed \(seed)")
        }
    }

    func testNamedPalettesMeetEveryTarget() throws {
        for palette in RoleGoldenTests.palettes {
            try checkGuarantee(palette.palette, increasedContrast: false, label: palette.rawValue)
        }
    }

    func testAnUnreachableTargetGetsTheBestRatioAndIsReported() throws {
        // On a mid-tone (#777777, about 4.5:1 with white and 4.7:1 with black) nothing reaches 7:1.
        let mid = ColorTile(color: RGBA(hex: "#777777")!, usesLightStyle: false)
        var palette = NamedPalette.wireframe.palette
        palette.primary = ColorMapping(swatch: ColorSwatch(name: "mid", tiles: [mid]), index: 0)!
        let resolved = try RoleResolver.resolution(palette: palette, rulesVersion: .version3, increasedContrast: true)
        let body = try XCTUnwrap(resolved.shortfalls.first { $0.role == RolePath(dotted: "text.onPrimary.body") })
        XCTAssertEqual(body.target, 7)
        let black = RGBA(red: 0, green: 0, blue: 0).contrastRatio(with: mid.color)
        XCTAssertEqual(body.ratio, black, accuracy: 1e-9, "black is the best text on #777777")
        XCTAssertEqual(resolved.roles.hex("text.onPrimary.body"), "#000000")
    }

    func testVersionTwoColorsThatPassAreKeptExactlyAndFailuresTakeTheNearestSwatchTile() throws {
        // Wireframe's accent (#777F95) tinted icon on the surface (#EAEBEE) is 3.41:1: it passes 3:1
        // and stays; on the accent itself it is 1:1 and takes the nearest passing cloud tile.
        let roles = try RoleResolver.resolve(palette: NamedPalette.wireframe.palette, rulesVersion: .version3)
        XCTAssertEqual(roles.hex("icon.tinted.onSurface"), "#777f95")
        // Cloud's neighbours #9DA3B3 and #575E71, then #C3C7D1, stay below 3:1 on #777F95; #EAEBEE is
        // the nearest that passes.
        XCTAssertEqual(roles.hex("icon.tinted.onAccent"), "#eaebee")
    }
}
