// OKLab and OKLCH colors: conversion from and to XYZ D65, polar form and the ΔEOK difference.
internal import CLibrary

/// A color in OKLab (Björn Ottosson 2020): perceptual lightness 0...1 and the opponent axes a, b.
public struct OKLab: Hashable, Sendable {
    /// Perceptual lightness, 0 (black) ... 1 (white).
    public var lightness: Double
    /// Green (−) ↔ red (+) axis.
    public var a: Double
    /// Blue (−) ↔ yellow (+) axis.
    public var b: Double

    /// Creates an OKLab color.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }
}

/// A color in OKLCH, the polar form of OKLab: lightness 0...1, chroma ≥ 0 and hue in degrees.
public struct OKLCH: Hashable, Sendable {
    /// Perceptual lightness, 0 (black) ... 1 (white).
    public var lightness: Double
    /// Colorfulness, 0 for grays.
    public var chroma: Double
    /// Hue angle in degrees, 0..<360 (0 for grays, whose hue is meaningless).
    public var hue: Double

    /// Creates an OKLCH color.
    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }
}

extension OKLab {
    /// Chroma at or below which the hue of an OKLab color is powerless (reported as 0).
    /// Source: CSS Color 4 sample code `OKLab_to_OKLCH` (epsilon 0.000004).
    static let powerlessChroma = 0.000004

    /// Converts XYZ relative to D65 (Y of white = 1) to OKLab.
    ///
    /// Source: CSS Color 4 "OKLab and OKLCH" and sample code `XYZ_to_OKLab`: XYZ → LMS with the
    /// matrix recalculated for CSS's D65 white (w3c/csswg-drafts#6642), a sign-preserving cube root,
    /// then LMS′ → OKLab.
    public init(xyzD65 xyz: SIMD3<Double>) {
        let lms = Self.xyzToLMS.applied(to: xyz)
        let compressed = SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
        let lab = Self.lmsToOKLab.applied(to: compressed)
        self.init(lightness: lab.x, a: lab.y, b: lab.z)
    }

    /// This color as XYZ relative to D65. Source: CSS Color 4 sample code `OKLab_to_XYZ`.
    public var xyzD65: SIMD3<Double> {
        let compressed = Self.okLabToLMS.applied(to: SIMD3(lightness, a, b))
        return Self.lmsToXYZ.applied(to: compressed * compressed * compressed)
    }

    /// The polar form. A hue that is powerless (chroma ≤ 0.000004) is reported as 0.
    public var oklch: OKLCH {
        let polar = PolarForm.polar(fromRectangular: SIMD3(lightness, a, b), powerlessChroma: Self.powerlessChroma)
        return OKLCH(lightness: polar.x, chroma: polar.y, hue: polar.z)
    }

    /// The color difference ΔEOK: the Euclidean distance between two OKLab colors.
    /// Source: CSS Color 4 "Color difference in OKLab" and sample code deltaEOK.js.
    public func deltaEOK(to other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    private static let xyzToLMS = Matrix3(
        SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))

    private static let lmsToOKLab = Matrix3(
        SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))

    private static let okLabToLMS = Matrix3(
        SIMD3(1.0, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1.0, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1.0, -0.0894841775298119, -1.2914855480194092))

    private static let lmsToXYZ = Matrix3(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
}

extension OKLCH {
    /// The rectangular form: a = C·cos h, b = C·sin h (CSS Color 4 sample code `OKLCH_to_OKLab`).
    public var oklab: OKLab {
        let lab = PolarForm.rectangular(fromPolar: SIMD3(lightness, chroma, hue))
        return OKLab(lightness: lab.x, a: lab.y, b: lab.z)
    }
}
