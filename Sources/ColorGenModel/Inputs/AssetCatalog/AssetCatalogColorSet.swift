// One `.colorset` of an asset catalog: its Contents.json read into the color (or system color) of each appearance.
import ColorMath
import PositionalJSON
import SourceDiagnostics

/// One color set of an asset catalog, read from its `Contents.json`: for each appearance it has an
/// entry for, the color of the entry a scheme takes (the universal idiom's, else the first other
/// idiom's; an entry without `display-gamut` before a `display-P3` one before an `sRGB` one).
struct AssetCatalogColorSet: Sendable {
    /// What one entry gives.
    enum Value: Sendable {
        case color(DTCGColor)
        /// A system color by name (`systemBackgroundColor`), which has no fixed value.
        case systemColor(String)
    }

    /// One entry taken for an appearance.
    struct Entry: Sendable {
        var value: Value
        /// Where the entry's `"color"` is.
        var position: TextPosition
        /// The entry's idiom.
        var idiom: String
    }

    /// The set's name without `.colorset`, as the folder has it.
    var name: String
    /// The path of its `Contents.json`.
    var path: String
    /// Where the file's opening brace is.
    var rootPosition: TextPosition
    /// The entry taken for each appearance the set has.
    var entries: [AssetCatalogAppearance: Entry] = [:]
    /// Whether the file had errors (already reported), so that a scheme missing an entry is not reported again.
    var hasErrors = false

    /// The entry a scheme takes whose appearance falls back as `fallbacks` (its appearance's
    /// ``AssetCatalogAppearance/fallbacks``) lists; nil when the set has none of them.
    func entry(in fallbacks: [AssetCatalogAppearance]) -> Entry? {
        fallbacks.lazy.compactMap { entries[$0] }.first
    }

    /// The system color an entry names, if one does.
    private(set) var systemColor: (name: String, position: TextPosition)?

    /// Reads the set `name` from its `Contents.json`, parsed from `path`; every problem is in `diagnostics`.
    init(name: String, document: JSONDocument, path: String, diagnostics: inout [Diagnostic]) {
        self.name = name
        self.path = path
        rootPosition = document.root.position
        diagnostics += document.warnings
        let reported = diagnostics.count
        defer {
            hasErrors = diagnostics[reported...].contains { $0.severity == .error }
            systemColor = entries.values.lazy.compactMap { entry -> (name: String, position: TextPosition)? in
                guard case .systemColor(let name) = entry.value else { return nil }
                return (name, entry.position)
            }.first
        }
        func error(_ message: String, at position: TextPosition) {
            diagnostics.append(.error(message, at: SourceLocation(path: path, position: position)))
        }
        guard let colors = document.root.objectValue?["colors"] else {
            error("a color set's Contents.json needs \"colors\", an array of entries such as {\"idiom\": \"universal\", "
                  + "\"color\": {\"color-space\": \"srgb\", \"components\": {…}}}", at: document.root.position)
            return
        }
        guard let array = colors.arrayValue else {
            error("\"colors\" must be an array of entries, found \(colors.kindName)", at: colors.position)
            return
        }
        var ranks: [AssetCatalogAppearance: Int] = [:]
        for element in array {
            guard let entry = element.objectValue else {
                error("an entry of \"colors\" must be an object, found \(element.kindName)", at: element.position)
                continue
            }
            guard let appearance = Self.appearance(of: entry, path: path, diagnostics: &diagnostics) else { continue }
            let idiom = entry["idiom"]?.stringValue ?? "universal"
            let rank = (idiom == "universal" ? 0 : 3) + Self.gamutRank(entry["display-gamut"]?.stringValue)
            if let taken = ranks[appearance], taken <= rank { continue }
            guard let color = entry["color"] else {
                error("this entry has no \"color\"", at: entry.position)
                continue
            }
            guard let value = Self.value(of: color, path: path, diagnostics: &diagnostics) else { continue }
            ranks[appearance] = rank
            entries[appearance] = Entry(value: value, position: color.position, idiom: idiom)
        }
    }

    /// 0 for an entry for every gamut, 1 for `display-P3`, 2 for `sRGB`.
    private static func gamutRank(_ gamut: String?) -> Int {
        switch gamut {
        case nil: 0
        case "display-P3"?: 1
        default: 2
        }
    }

    /// The appearance of `entry` from its `"appearances"`, or nil after an error.
    private static func appearance(of entry: JSONObject, path: String,
                                   diagnostics: inout [Diagnostic]) -> AssetCatalogAppearance? {
        func error(_ message: String, at position: TextPosition) {
            diagnostics.append(.error(message, at: SourceLocation(path: path, position: position)))
        }
        var appearance = AssetCatalogAppearance(luminosity: .any, highContrast: false)
        guard let list = entry["appearances"] else { return appearance }
        guard let items = list.arrayValue else {
            error("\"appearances\" must be an array such as [{\"appearance\": \"luminosity\", \"value\": \"dark\"}], found "
                  + list.kindName, at: list.position)
            return nil
        }
        for item in items {
            let kind = item.objectValue?["appearance"]?.stringValue
            let value = item.objectValue?["value"]?.stringValue
            switch (kind, value) {
            case ("luminosity"?, "light"?): appearance.luminosity = .light
            case ("luminosity"?, "dark"?): appearance.luminosity = .dark
            case ("contrast"?, "high"?): appearance.highContrast = true
            default:
                error("an appearance is {\"appearance\": \"luminosity\", \"value\": \"light\" or \"dark\"} or "
                      + "{\"appearance\": \"contrast\", \"value\": \"high\"}, as Xcode writes them", at: item.position)
                return nil
            }
        }
        return appearance
    }

    /// The value of an entry's `"color"`, or nil after an error.
    private static func value(of color: JSONValue, path: String, diagnostics: inout [Diagnostic]) -> Value? {
        func error(_ message: String, at position: TextPosition) {
            diagnostics.append(.error(message, at: SourceLocation(path: path, position: position)))
        }
        guard let object = color.objectValue else {
            error("\"color\" must be an object with \"color-space\" and \"components\", found \(color.kindName)", at: color.position)
            return nil
        }
        if let reference = object["reference"] {
            guard let name = reference.stringValue else {
                error("\"reference\" must name a system color such as \"systemBackgroundColor\", found \(reference.kindName)",
                      at: reference.position)
                return nil
            }
            return .systemColor(name)
        }
        let spaceValue = object["color-space"]
        let space = spaceValue?.stringValue ?? "srgb"
        guard AssetCatalogComponents.colorSpaces.contains(space) else {
            error("unknown color space \(spaceValue.map { "'\($0.stringValue ?? $0.kindName)'" } ?? ""); Xcode writes "
                  + AssetCatalogComponents.colorSpaces.joined(separator: ", "), at: spaceValue?.position ?? color.position)
            return nil
        }
        guard let components = object["components"]?.objectValue else {
            error("\"color\" needs \"components\", an object such as {\"red\": \"0.500\", \"green\": \"128\", \"blue\": \"0x80\", "
                  + "\"alpha\": \"1.000\"}", at: object["components"]?.position ?? color.position)
            return nil
        }
        var channels: [Double] = []
        var failed = false
        for name in AssetCatalogComponents.channels(of: space) {
            guard let member = components[name] else {
                error("\(space) components need \"\(name)\"", at: components.position)
                failed = true
                continue
            }
            guard let number = AssetCatalogComponents.number(member, isAlpha: false), number.isFinite else {
                error("\"\(name)\" must be a number as Xcode writes one: \"0.500\", \"128\" or \"0x80\"", at: member.position)
                failed = true
                continue
            }
            if AssetCatalogComponents.isBounded(space) && !(0...1).contains(number) {
                error("\"\(name)\" is outside 0…1 (255, 0xFF), which \(space) does not allow; use extended-srgb", at: member.position)
                failed = true
                continue
            }
            channels.append(number)
        }
        var alpha = 1.0
        if let member = components["alpha"] {
            if let number = AssetCatalogComponents.number(member, isAlpha: true), (0...1).contains(number) {
                alpha = number
            } else {
                error("\"alpha\" must be a number from 0 to 1 (\"1.000\", \"0.500\")", at: member.position)
                failed = true
            }
        }
        return failed ? nil : .color(AssetCatalogComponents.color(space, channels: channels, alpha: alpha))
    }
}
