/// Which roles are content drawn on other colors, what they are drawn on, and their WCAG 2.x
/// contrast there (docs/preview.md).
///
/// - `text.on<Bg>.*`, `button.tinted.on<Bg>` and `button.underlinedText.on<Bg>` are text on the
///   background `<Bg>`; `icon.*.on<Bg>` is non-text content on it;
/// - `button.<type>.on<Bg>.text.<state>` is text on `button.<type>.on<Bg>.background.<state>`, which
///   itself lies on `<Bg>`.
///
/// The background `<Bg>` is the palette tile of that name (``ColorRoleSet/backdrops``); for
/// schemes given as roles only it is the role `background.<bg>` (`background.light` for the
/// base background `onBackground`), when there is one.
public enum ContrastPairs {
    /// What a content role must reach.
    public enum Content: String, Sendable {
        /// Text: WCAG AA 4.5:1 (success criterion 1.4.3).
        case text
        /// Icons and other non-text content: WCAG AA 3:1 (success criterion 1.4.11).
        case nonText

        /// The minimum contrast ratio.
        public var minimumRatio: Double {
            switch self {
            case .text: 4.5
            case .nonText: 3
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
        /// The opaque color beneath the content: the background with every layer composited over it.
        public var background: RGBA
        /// The content composited over ``background``.
        public var foreground: RGBA
        /// The WCAG contrast ratio of the two, unrounded.
        public var ratio: Double

        /// Whether the ratio reaches the content's minimum.
        public var passes: Bool { ratio >= pair.content.minimumRatio }
    }

    /// The pair `path` is the content of, or nil when it is not content (backgrounds, fills, borders).
    public static func pair(for path: RolePath) -> Pair? {
        let segments = path.segments
        guard let first = segments.first else { return nil }
        func background(at index: Int) -> String? {
            guard index < segments.count else { return nil }
            return backgroundName(ofSegment: segments[index])
        }
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
            if segments.count == 5, segments[3] == "text", let bg = background(at: 2) {
                var buttonBackground = segments
                buttonBackground[3] = "background"
                return Pair(foreground: path, content: .text, background: bg, layers: [RolePath(buttonBackground)])
            }
            return nil
        default:
            return nil
        }
    }

    /// `primary` for `onPrimary`: a segment `on` + a capital letter + more names a background.
    public static func backgroundName(ofSegment segment: String) -> String? {
        guard segment.hasPrefix("on"), let initial = segment.dropFirst(2).first, initial.isUppercase else { return nil }
        return initial.lowercased() + segment.dropFirst(3)
    }

    /// The role standing for background `name` in schemes given as roles only.
    public static func backgroundRole(named name: String) -> RolePath {
        RolePath("background", name == RoleBackground.background.rawValue ? "light" : name)
    }

    /// Every content role of `roles` measured in scheme `scheme` (an index into
    /// ``ColorRoleSet/schemes``), keyed by role path. A pair whose background or layer is unknown
    /// is left out.
    public static func measure(_ roles: ColorRoleSet, scheme: Int) -> [RolePath: Measurement] {
        var colors: [RolePath: RGBA] = [:]
        for role in roles.roles { colors[role.path] = role.colors[scheme] }
        var result: [RolePath: Measurement] = [:]
        for role in roles.roles {
            guard let pair = pair(for: role.path) else { continue }
            let tile = RoleBackground(rawValue: pair.background).flatMap { roles.backdrops[$0]?[scheme] }
            guard var beneath = tile ?? colors[backgroundRole(named: pair.background)] else { continue }
            // A translucent backdrop is shown on white, as a page without a background is.
            beneath = beneath.composited(over: RGBA(red: 1, green: 1, blue: 1))
            var complete = true
            for layer in pair.layers {
                guard let color = colors[layer] else { complete = false; break }
                beneath = color.composited(over: beneath)
            }
            guard complete else { continue }
            let foreground = role.colors[scheme].composited(over: beneath)
            result[role.path] = Measurement(pair: pair, background: beneath, foreground: foreground,
                                            ratio: shownRatio(of: role.colors[scheme], over: tile ?? colors[backgroundRole(named: pair.background)],
                                                              layers: pair.layers.compactMap { colors[$0] })
                                                ?? foreground.contrastRatio(with: beneath))
        }
        return result
    }

    /// The contrast as a wide-gamut display shows it, when any color involved has a Display P3
    /// value: every color in P3 channels, composited there, measured on P3 luminance; `nil` when
    /// all are sRGB colors, which are measured in sRGB as before.
    private static func shownRatio(of content: RGBA, over backdrop: RGBA?, layers: [RGBA]) -> Double? {
        guard let backdrop, ([content, backdrop] + layers).contains(where: { $0.wideGamut != nil }) else { return nil }
        var beneath = backdrop.displayP3Channels.composited(over: RGBA(red: 1, green: 1, blue: 1))
        for layer in layers { beneath = layer.displayP3Channels.composited(over: beneath) }
        return RGBA.displayP3ContrastRatio(content.displayP3Channels.composited(over: beneath), beneath)
    }
}
