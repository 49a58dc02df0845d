// Property test: rules version 3's pairs reach their targets on every 8-bit rounding of a translucent fill.
import XCTest
@testable import ColorGenModel
import ColorMath

/// A screen blends a translucent fill over its background and holds the result on 8-bit steps,
/// rounding each channel down or up as its renderer happens to; the content is then drawn over
/// that. Over a few hundred random palettes (seeds of their own), every content pair of rules
/// version 3 is measured here on every such rounding, with the WCAG formulas written out in the
/// test rather than taken from ColorMath's compositing.
final class ContrastOnScreenTests: XCTestCase {
    /// WCAG 2 relative luminance of 0...1 sRGB channels.
    private static func luminance(_ channels: [Double]) -> Double {
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// Every way an 8-bit screen may hold `channels` (each rounded down or up on its own).
    private static func screenRoundings(_ channels: [Double]) -> [[Double]] {
        var result: [[Double]] = [[]]
        for channel in channels {
            let scaled = channel * 255
            let steps = abs(scaled - scaled.rounded()) < 1e-9 ? [scaled.rounded()] : [scaled.rounded(.down), scaled.rounded(.up)]
            result = result.flatMap { prefix in steps.map { prefix + [$0 / 255] } }
        }
        return result
    }

    /// `top` blended over the opaque `bottom`, source-over on the encoded channels.
    private static func blend(_ top: RGBA, over bottom: [Double]) -> [Double] {
        zip([top.red, top.green, top.blue], bottom).map { $0 * top.alpha + $1 * (1 - top.alpha) }
    }

    /// The least WCAG ratio of `content` over `layers` (bottom first) on `backdrop`, over every
    /// rounding of every blend.
    private static func leastRatio(of content: RGBA, layers: [RGBA], backdrop: RGBA) -> Double {
        var beneath = screenRoundings(blend(backdrop, over: [1, 1, 1]))
        for layer in layers {
            beneath = layer.alpha < 1 ? beneath.flatMap { screenRoundings(blend(layer, over: $0)) }
                                      : [[layer.red, layer.green, layer.blue]]
        }
        var least = Double.infinity
        for background in beneath {
            let shown = content.alpha < 1 ? screenRoundings(blend(content, over: background)) : [[content.red, content.green, content.blue]]
            for foreground in shown {
                let (one, other) = (luminance(foreground), luminance(background))
                least = min(least, (max(one, other) + 0.05) / (min(one, other) + 0.05))
            }
        }
        return least
    }

    private func checkOnScreen(_ palette: Palette, increasedContrast: Bool, label: String) throws -> Int {
        let resolved = try RoleResolver.resolution(palette: palette, rulesVersion: .version3, increasedContrast: increasedContrast)
        var colors: [RolePath: RGBA] = [:]
        for role in resolved.roles { colors[role.path] = role.color }
        let shortfalls = Set(resolved.shortfalls.map(\.role))
        var translucentPairs = 0
        for role in resolved.roles {
            guard let pair = ContrastPairs.pair(for: role.path), let background = RoleBackground(rawValue: pair.background)
            else { continue }
            let layers = try pair.layers.map { try XCTUnwrap(colors[$0], "\(label) \($0)") }
            if layers.contains(where: { $0.alpha < 1 }) { translucentPairs += 1 }
            let least = Self.leastRatio(of: role.color, layers: layers, backdrop: background.tile(in: palette).color)
            let target = pair.content.minimumRatio(increasedContrast: increasedContrast)
            if shortfalls.contains(role.path) {
                XCTAssertLessThan(least, target, "\(label) \(role.path) is reported only when it fails")
            } else {
                XCTAssertGreaterThanOrEqual(least, target, "\(label) \(role.path) on every rounding of the screen")
            }
        }
        return translucentPairs
    }

    func testEveryContentPairReachesItsTargetOnEveryRoundingOfTheScreen() throws {
        var translucentPairs = 0
        for seed in UInt64(5000)..<5150 {
            translucentPairs += try checkOnScreen(ContrastGuaranteeTests.palette(seed: seed, dark: false),
                                                  increasedContrast: false, label: "light seed \(seed)")
            translucentPairs += try checkOnScreen(ContrastGuaranteeTests.palette(seed: seed, dark: true),
                                                  increasedContrast: false, label: "dark seed \(seed)")
        }
        // The property is about translucent fills: make sure the palettes have them.
        XCTAssertGreaterThan(translucentPairs, 300)
    }

    func testIncreasedContrastPairsReachTheirTargetsOnScreenOrAreReported() throws {
        for seed in UInt64(6000)..<6060 {
            _ = try checkOnScreen(ContrastGuaranteeTests.palette(seed: seed, dark: seed % 2 == 0),
                                  increasedContrast: true, label: "increased contrast seed \(seed)")
        }
    }

    func testTheNamedPalettesReachTheirTargetsOnScreen() throws {
        for palette in RoleGoldenTests.palettes {
            _ = try checkOnScreen(palette.palette, increasedContrast: false, label: palette.rawValue)
        }
    }
}
