// Table mapping content role paths to backdrops and targets; the WCAG measuring that v3 and preview use.
import ColorMath

/// The pair table: which roles are content drawn on other colors, what they are drawn on, the
/// contrast they must reach there, and their WCAG 2.x contrast (docs/rules-versions.md, "Contrast
/// targets"). Rules version 3 guarantees these targets; the preview shows them for every version.
///
/// | role | content | drawn on |
/// |---|---|---|
/// | `text.on<Bg>.*`, `button.tinted.on<Bg>`, `button.underlinedText.on<Bg>` | text | `<Bg>` |
/// | `button.<type>.on<Bg>.text.<state>` (not `disabled`) | text | `button.<type>.on<Bg>.background.<state>` over `<Bg>` |
/// | `icon.*.on<Bg>`, `checkbox.on<Bg>.tint.normal`, `checkbox.on<Bg>.<state>.border` | non-text | `<Bg>` |
/// | `checkbox.on<Bg>.<on\|clear>.checkmark` | non-text | `checkbox.on<Bg>.<state>.background` over `<Bg>` |
/// | `checkmark.rounded.checkmark` | non-text | `checkmark.rounded.fill` over `background` |
/// | `progress.bar.filled`, `progress.dial.<style>.filled` | non-text | their `unfilled` track over `background` |
///
/// Disabled titles, the pressed and disabled checkbox tints and the unselected (transparent)
/// checkmark are exempt: WCAG excludes inactive controls, and the others are momentary or
/// invisible by design.
///
/// The background `<Bg>` is the palette tile of that name (``ColorRoleSet/backdrops``); for
/// schemes given as roles only it is the role `background.<bg>` (`background.light` for the
/// base background `onBackground`), when there is one.
public enum ContrastPairs {
    /// What a content role must reach.
    public enum Content: String, Sendable {
        /// Text: WCAG AA 4.5:1 (success criterion 1.4.3); 7:1 (AAA, 1.4.6) for increased contrast.
        case text
        /// Icons and other non-text content: 3:1 (success criterion 1.4.11); 4.5:1 for increased contrast.
        case nonText

        /// The minimum contrast ratio in a scheme of ordinary contrast.
        var minimumRatio: Double { minimumRatio(increasedContrast: false) }

        /// The minimum contrast ratio, in a scheme serving an increased-contrast appearance or not.
        func minimumRatio(increasedContrast: Bool) -> Double {
            switch self {
            case .text: increasedContrast ? 7 : 4.5
            case .nonText: increasedContrast ? 4.5 : 3
            }
        }
    }

    /// A content role and what lies beneath it.
    public struct Pair: Hashable, Sendable {
        /// The content role.
        public var foreground: RolePath
        /// What it must reach.
        public var content: Content
        /// The background segment's name: `primary` for `onPrimary`.
        public var background: String
        /// Roles painted over the background before the content, bottom first (a button's background).
        public var layers: [RolePath]
    }

    /// One measured pair in one scheme.
    public struct Measurement: Hashable, Sendable {
        /// The pair measured.
        public var pair: Pair
        /// The opaque color beneath the content: the background with every layer composited over
        /// it, as an 8-bit screen holds it where the contrast is least (``ScreenComposite``).
        public var background: RGBA
        /// The content composited over ``background``, as the screen holds it.
        public var foreground: RGBA
        /// The WCAG contrast ratio of the two, unrounded: the least a screen can show, however it
        /// rounds each blended channel.
        public var ratio: Double
        /// The ratio the pair must reach in its scheme.
        public var minimum: Double
        /// For a failing pair measured by the preview or `colorgen diff`, the nearest color that passes.
        public var suggestion: ContrastSuggestion?

        /// Whether the ratio reaches the pair's minimum.
        public var passes: Bool { ratio >= minimum }
    }

    /// The pair `path` is the content of, or nil when it is not content (backgrounds, fills, the
    /// exempt states).
    public static func pair(for path: RolePath) -> Pair? {
        let segments = path.segments
        guard let first = segments.first else { return nil }
        func background(at index: Int) -> String? {
            guard index < segments.count else { return nil }
            return backgroundName(ofSegment: segments[index])
        }
        func replacing(_ index: Int, with segment: String) -> RolePath {
            var replaced = segments
            replaced[index] = segment
            return RolePath(replaced)
        }
        let base = RoleBackground.background.rawValue
        switch first {
        case "text":
            guard segments.count == 3, let bg = background(at: 1) else { return nil }
            return Pair(foreground: path, content: .text, background: bg, layers: [])
        case "icon":
            guard segments.count == 3, let bg = background(at: 2) else { return nil }
            return Pair(foreground: path, content: .nonText, background: bg, layers: [])
        case "button":
            guard segments.count >= 3 else { return nil }
            if segments.count == 3, segments[1] == "tinted" || segments[1] == "underlinedText", let bg = background(at: 2) {
                return Pair(foreground: path, content: .text, background: bg, layers: [])
            }
            if segments.count == 5, segments[3] == "text", segments[4] != ControlState.disabled.rawValue,
               let bg = background(at: 2) {
                return Pair(foreground: path, content: .text, background: bg, layers: [replacing(3, with: "background")])
            }
            return nil
        case "checkbox":
            guard segments.count == 4, let bg = background(at: 1) else { return nil }
            if segments[2] == "tint" {
                return segments[3] == "normal" ? Pair(foreground: path, content: .nonText, background: bg, layers: []) : nil
            }
            guard let state = CheckboxState(rawValue: segments[2]) else { return nil }
            switch segments[3] {
            case "border":
                return Pair(foreground: path, content: .nonText, background: bg, layers: [])
            case "checkmark" where state.usesSelectedColors:
                return Pair(foreground: path, content: .nonText, background: bg, layers: [replacing(3, with: "background")])
            default:
                return nil
            }
        case "checkmark":
            guard segments == ["checkmark", "rounded", "checkmark"] else { return nil }
            return Pair(foreground: path, content: .nonText, background: base, layers: [replacing(2, with: "fill")])
        case "progress":
            guard segments.last == "filled", segments.count == (segments[1] == "dial" ? 4 : 3),
                  segments[1] == "dial" || segments[1] == "bar" else { return nil }
            return Pair(foreground: path, content: .nonText, background: base,
                        layers: [replacing(segments.count - 1, with: "unfilled")])
        default:
            return nil
        }
    }

    /// `primary` for `onPrimary`: a segment `on` + a capital letter + more names a background.
    static func backgroundName(ofSegment segment: String) -> String? {
        var text = segment
        // In ASCII, only `A`-`Z` are uppercase, and lowercasing one is a bit: no Unicode look-ups.
        let ascii = text.withUTF8 { bytes -> String?? in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "o"), bytes[1] == UInt8(ascii: "n") else { return .some(nil) }
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[2]) else { return .some(nil) }
            return String(unsafeUninitializedCapacity: bytes.count - 2) { name in
                name[0] = bytes[2] | 0x20
                for index in 3..<bytes.count { name[index - 2] = bytes[index] }
                return bytes.count - 2
            }
        }
        if let ascii { return ascii }
        guard segment.hasPrefix("on"), let initial = segment.dropFirst(2).first, initial.isUppercase else { return nil }
        return initial.lowercased() + segment.dropFirst(3)
    }

    /// The role standing for background `name` in schemes given as roles only.
    static func backgroundRole(named name: String) -> RolePath {
        RolePath("background", name == RoleBackground.background.rawValue ? "light" : name)
    }

    /// What lies beneath `pair`'s content as a screen holds it: its backdrop (composited over
    /// white, as a page without a background shows it) with each layer composited over it in turn,
    /// every blend on 8-bit steps; nil when a layer is unknown.
    static func beneath(_ pair: Pair, backdrop: RGBA, color: (RolePath) -> RGBA?) -> ScreenComposite? {
        var layers: [RGBA] = []
        for layer in pair.layers {
            guard let layerColor = color(layer) else { return nil }
            layers.append(layerColor)
        }
        return ScreenComposite(backdrop: backdrop, layers: layers)
    }

    /// Every content role of `roles` measured in scheme `scheme` (an index into
    /// ``ColorRoleSet/schemes``), keyed by role path, against the scheme's targets. A pair whose
    /// background or layer is unknown is left out.
    public static func measure(_ roles: ColorRoleSet, scheme: Int) -> [RolePath: Measurement] {
        var result: [RolePath: Measurement] = [:]
        for (role, measured) in zip(roles.roles, ContrastPairSources(roles).measurements(in: scheme)) {
            if let measured { result[role.path] = measured }
        }
        return result
    }

    /// Every content role of `roles` measured in each scheme: one array per scheme, in the order
    /// of ``ColorRoleSet/schemes``, holding each role's measurement at the role's position, `nil`
    /// for a role that is not content or whose background or layer is unknown. Where each pair's
    /// colors are is worked out once for all schemes.
    public static func measureEachScheme(_ roles: ColorRoleSet) -> [[Measurement?]] {
        let sources = ContrastPairSources(roles)
        return roles.schemes.indices.map(sources.measurements(in:))
    }

    /// `pair` measured with its content `color` on `beneath`, the least ratio a screen can show,
    /// against the target of a scheme of ordinary or increased contrast.
    public static func measurement(_ pair: Pair, color: RGBA, beneath: ScreenComposite, increasedContrast: Bool) -> Measurement {
        let least = beneath.leastContrastRatio(of: color)
        return Measurement(pair: pair, background: least.background, foreground: least.foreground, ratio: least.value,
                           minimum: pair.content.minimumRatio(increasedContrast: increasedContrast))
    }

    /// The contrast as a wide-gamut display shows it, when any color involved has a Display P3
    /// value: every color in P3 channels, composited there, measured on P3 luminance; `nil` when
    /// all are sRGB colors, which are measured in sRGB as before. A wide-gamut screen holds its
    /// blends on 8-bit steps of P3 as an sRGB one does of sRGB, and the least ratio is taken the
    /// same way (``ScreenComposite``).
    static func shownRatio(of content: RGBA, over backdrop: RGBA, layers: [RGBA]) -> Double? {
        guard content.wideGamut != nil || backdrop.wideGamut != nil || layers.contains(where: { $0.wideGamut != nil })
        else { return nil }
        let beneath = ScreenComposite(backdrop: backdrop.displayP3Channels, layers: layers.map(\.displayP3Channels))
        return beneath.leastContrast(of: content.displayP3Channels, measure: RGBA.displayP3ContrastRatio).value
    }
}
