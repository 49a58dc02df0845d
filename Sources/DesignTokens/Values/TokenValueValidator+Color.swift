// Validates a DTCG color value (space, components, alpha, hex), with the leniencies generation allows.
import ColorMath
import PositionalJSON
import SourceDiagnostics

extension TokenValueValidator {
    /// A DTCG 2025.10 color object: `colorSpace` (one of the 14 spaces), `components` (as many as
    /// the space has, each a number in its range or `"none"`), optional `alpha` (0 to 1) and
    /// optional `hex` fallback (`#rrggbb`, six digits: opacity belongs in `alpha`). Generation also
    /// reads a `hex` of 3, 4 or 8 digits, as tools write it, and warns about (and ignores) other
    /// members such as Tokens Studio's `description`; a `hex` naming another color than the
    /// components (beyond 8-bit rounding) is a warning either way, and the components are used.
    /// Generation also reads an sRGB color given by `colorSpace` and `hex` alone, without
    /// `components`, as the color the hex names (its alpha digits too, unless `alpha` is given).
    mutating func color(_ value: JSONValue, _ what: @autoclosure () -> String) -> DTCGColor? {
        guard let object = value.objectValue else {
            error("\(what()) must be a color object with 'colorSpace' and 'components', found \(Self.describe(value))",
                  at: value.position)
            return nil
        }
        var valid = true
        var spaceValue: JSONValue?
        var componentsValue: JSONValue?
        var alphaValue: JSONValue?
        var hexValue: JSONValue?
        // Each member is read from the document's storage once, its key and value apart; the four
        // keys are common strings, recognised without a `String` of the key.
        let members = object.members
        for index in members.indices {
            // Compared with `==` one by one: a `switch` would match each case through `Equatable`'s
            // generic witness, a call per case.
            if let key = members.commonKey(at: index) {
                if key == ColorKeys.colorSpace { spaceValue = members.value(at: index); continue }
                if key == ColorKeys.components { componentsValue = members.value(at: index); continue }
                if key == ColorKeys.alpha { alphaValue = members.value(at: index); continue }
                if key == ColorKeys.hex { hexValue = members.value(at: index); continue }
            }
            let message = "'\(members.key(at: index))' is not a member of a color value; it may have 'colorSpace', "
                + "'components', 'alpha' and 'hex'"
            if purpose == .generation {
                // Tokens Studio exports put a `description` there; nothing reads it.
                warning(message + "; ignored", at: members.keyPosition(at: index), repeatGroup: "color-member")
            } else {
                error(message, at: members.keyPosition(at: index))
                valid = false
            }
        }
        // Generation reads `{"colorSpace": "srgb", "hex": "#rrggbb"}` as the components the hex
        // gives: one form a designer edits by its hex alone (docs/real-world-files.md).
        let hexOnly = purpose == .generation && componentsValue == nil && hexValue != nil
        if spaceValue == nil || componentsValue == nil && !hexOnly {
            let missing = [spaceValue == nil ? "colorSpace" : nil, componentsValue == nil ? "components" : nil]
                .compactMap { $0 }
            // What `colorgen init` writes is generation's form, which DTCG does not allow: say so.
            let hexForm = componentsValue == nil && hexValue != nil
                ? "; colorgen generate reads an sRGB color by its 'hex' alone, DTCG does not" : ""
            error("\(what()) is missing \(Self.list(missing)) (a color needs 'colorSpace' and 'components'\(hexForm))",
                  at: object.position)
            valid = false
        }
        var space: ColorSpace?
        if let spaceValue {
            if let known = Self.colorSpace(named: spaceValue) {
                space = known
            } else {
                error("colorSpace must be one of \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")), "
                      + "found \(Self.describe(spaceValue))", at: spaceValue.position)
                valid = false
            }
        }
        var components: [Double?] = []
        if let componentsValue {
            if let elements = componentsValue.arrayValue {
                if let space {
                    if let checked = colorComponents(elements, of: space, in: componentsValue) {
                        components = checked
                    } else {
                        valid = false
                    }
                }
            } else {
                error("components must be an array of numbers (or \"none\"), found \(Self.describe(componentsValue))",
                      at: componentsValue.position)
                valid = false
            }
        }
        var alpha = 1.0
        if let alphaValue {
            if let number = finiteNumber(alphaValue, "alpha") {
                if (0...1).contains(number) {
                    alpha = number
                } else {
                    error("alpha is \(alphaValue.numberValue?.literal ?? "\(number)"), outside 0 to 1", at: alphaValue.position)
                    valid = false
                }
            } else {
                valid = false
            }
        }
        var hex: String?
        var hexColor: RGBA?
        // The string is read once: what `hex` holds is checked, and compared with the components.
        let hexText = hexValue?.stringValue
        if let hexValue {
            // Six digits after `#`, as DTCG writes colors: `#rrggbb`, in either case.
            if let text = hexText, text.utf8.count == 7, let parsed = RGBA(hex: text) {
                hex = text
                hexColor = parsed
            } else if purpose == .generation, let text = hexText, let rgba = RGBA(hex: text) {
                hex = rgba.hex
                hexColor = rgba
            } else if let text = hexText {
                let advice = RGBA(hex: text) != nil && text.utf8.count == 9
                    ? "; give opacity in 'alpha' instead" : ""
                error("hex '\(text)' must be a 6-digit CSS hex color such as #ff00ff\(advice)", at: hexValue.position)
                valid = false
            } else {
                error("hex must be a string such as \"#ff00ff\", found \(Self.describe(hexValue))", at: hexValue.position)
                valid = false
            }
        }
        guard valid, let space else { return nil }
        if hexOnly, let hexColor {
            guard space == .srgb else {
                error("a color given by its hex alone must have colorSpace \"srgb\" (a hex is an sRGB color); "
                      + "give 'components' in \(space.rawValue) instead", at: spaceValue?.position ?? object.position)
                return nil
            }
            return DTCGColor(colorSpace: space, components: [hexColor.red, hexColor.green, hexColor.blue],
                             alpha: alphaValue == nil ? hexColor.alpha : alpha, hex: hex)
        }
        let color = DTCGColor(colorSpace: space, components: components, alpha: alpha, hex: hex)
        if let hexColor, let hexValue, let text = hexText {
            warnIfHex(text, of: hexColor, disagreesWith: color, at: hexValue)
        }
        return color
    }

    /// Warns when a color's `hex` names another color than its components do: a channel (or,
    /// for a hex with alpha digits, the alpha) more than one 8-bit step away; the warning is at
    /// `value`, the `hex` member's.
    private mutating func warnIfHex(_ text: String, of hexColor: RGBA, disagreesWith color: DTCGColor,
                                    at value: JSONValue) {
        let fromComponents = color.srgb
        let hexHasAlpha = text.utf8.count == 5 || text.utf8.count == 9
        func differs(_ hexChannel: Double, _ channel: Double) -> Bool {
            abs(UnitQuantization.steps(hexChannel, of: 255) - UnitQuantization.steps(channel, of: 255)) > 1
        }
        guard differs(hexColor.red, fromComponents.red) || differs(hexColor.green, fromComponents.green)
            || differs(hexColor.blue, fromComponents.blue)
            || hexHasAlpha && abs(hexColor.alpha8Bit - fromComponents.alpha8Bit) > 1 else { return }
        let componentsHex = hexHasAlpha ? fromComponents.hexText(withAlpha: true) : fromComponents.hex
        warning("hex '\(text)' disagrees with the components, which give \(componentsHex) in sRGB; "
                + "colorgen uses the components", at: value.position, repeatGroup: "hex-disagreement")
    }

    /// The components `elements` of the array `value` give in `space`, or `nil` after reporting.
    private mutating func colorComponents(_ elements: JSONArray, of space: ColorSpace,
                                          in value: JSONValue) -> [Double?]? {
        let specs = space.componentSpecs
        guard elements.count == specs.count else {
            error("colorSpace '\(space.rawValue)' has \(specs.count) components "
                  + "(\(specs.map(\.name).joined(separator: ", "))), found \(elements.count)", at: value.position)
            return nil
        }
        var components: [Double?] = []
        components.reserveCapacity(specs.count)
        var valid = true
        // By index, switching on each element's kind once: no copy of the element itself.
        for index in specs.indices {
            // A number in range, as nearly every component is, needs no literal (nor a copy of the spec).
            if let double = elements.doubleValue(at: index), double.isFinite && specs[index].contains(double) {
                components.append(double)
                continue
            }
            let spec = specs[index]
            switch elements[index].kind {
            case .string("none"):
                components.append(nil)
            case .number(let number) where number.double.isFinite && spec.contains(number.double):
                components.append(number.double)
            case .number(let number) where !number.double.isFinite:
                error("color component '\(spec.name)' is \(number.literal), " + Self.nonFiniteReason(number),
                      at: elements[index].position)
                valid = false
            case .number(let number) where spec.range.contains(number.double):
                error("color component '\(spec.name)' is \(number.literal), outside \(spec.rangeDescription): "
                      + "no color lies there (is it a typo, or a value meant for another color space?)",
                      at: elements[index].position)
                valid = false
            case .number(let number):
                error("color component '\(spec.name)' is \(number.literal), outside \(spec.rangeDescription)",
                      at: elements[index].position)
                valid = false
            default:
                error("color component '\(spec.name)' must be a number or \"none\", found "
                      + Self.describe(elements[index]), at: elements[index].position)
                valid = false
            }
        }
        return valid ? components : nil
    }

    /// The string form older DTCG drafts and legacy exports use for a color token's whole value
    /// (`"#RRGGBB"`, `"#RGB"`, `"#RGBA"`, `"#RRGGBBAA"`, a CSS color function such as
    /// `"rgba(255, 0, 0, 0.5)"` or `"oklch(0.7 0.15 60)"`, or a CSS color keyword such as
    /// `"transparent"` or `"RebeccaPurple"`), read with a warning and rewritten in
    /// the 2025.10 object form (hex in sRGB, a function in its own space, its components checked
    /// as an object's are).
    ///
    /// Only a color token's own `$value` may be such a string. Inside composite values (a border's
    /// or shadow's `color`, a gradient stop's) the public DTCG format suite requires a string color
    /// to be rejected (`border-wrong-color-type`), so there it is an error like any other non-object.
    mutating func legacyColor(_ text: String, at position: TextPosition) -> (json: JSONValue, value: TokenValue)? {
        guard let read = cssColor(text, at: position) else { return nil }
        warnLegacy(text, in: read.color.colorSpace, readAs: read.reading, at: position)
        return (read.json, .color(read.color))
    }

    /// `text`, a CSS color string, in the 2025.10 object form at `position`, or nil when it is no
    /// color (``DTCGColor/tokenValue(ofColorString:at:)``).
    static func objectForm(ofCSSColor text: String, at position: TextPosition) -> JSONValue? {
        var validator = TokenValueValidator(lookup: NoAliasTargets(), path: "", purpose: .generation)
        return validator.cssColor(text, at: position)?.json
    }

    /// A validator's lookup where no alias leads anywhere (a lone color string has none).
    private struct NoAliasTargets: AliasTargetLookup {
        func target(ofPath path: String) -> AliasTarget { .missing(hint: nil) }
    }

    /// `text` as a CSS color string: its object form, its color and how it was read (for the
    /// legacy warning), or nil after an error.
    private mutating func cssColor(_ text: String, at position: TextPosition) -> (json: JSONValue, color: DTCGColor, reading: String)? {
        if let keyword = CSSColorKeyword(text) {
            return cssColorKeyword(keyword, text, at: position)
        }
        guard let rgba = RGBA(hex: text) else {
            return cssColorFunction(text, at: position)
        }
        let color = DTCGColor(colorSpace: .srgb, components: [rgba.red, rgba.green, rgba.blue],
                              alpha: rgba.alpha, hex: rgba.hex)
        return (Self.json(for: color, at: position), color, "sRGB \(rgba.hexWithAlpha)")
    }

    /// A CSS color keyword (`transparent`, `rebeccapurple`) as a color token's whole value, in
    /// sRGB; `currentcolor` and system colors are an error, having no fixed value.
    private mutating func cssColorKeyword(_ keyword: CSSColorKeyword, _ text: String,
                                          at position: TextPosition) -> (json: JSONValue, color: DTCGColor, reading: String)? {
        guard case .fixed(let red, let green, let blue, let alpha) = keyword else {
            error("'\(text)' is a CSS color keyword without a fixed value (it takes the color of where it is drawn: "
                  + "the text color, or the user's system colors), so a token cannot hold it; give the color itself", at: position)
            return nil
        }
        let rgba = RGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
        let color = DTCGColor(colorSpace: .srgb, components: [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha, hex: rgba.hex)
        return (Self.json(for: color, at: position), color, "sRGB \(rgba.hexWithAlpha)")
    }

    /// A CSS color function as a color token's whole value.
    private mutating func cssColorFunction(_ text: String, at position: TextPosition) -> (json: JSONValue, color: DTCGColor, reading: String)? {
        guard CSSColorFunction.looksLikeFunction(text) else {
            error("the value must be a color object with 'colorSpace' and 'components', "
                  + "found string \"\(text)\"", at: position)
            return nil
        }
        switch CSSColorFunction.parse(text) {
        case .failure(let failure):
            error(failure.message, at: position)
            return nil
        case .success(let parsed):
            let json = Self.json(for: parsed, at: position)
            guard let color = color(json, "the value '\(text)'") else { return nil }
            let components = color.components.map { $0.map { "\($0)" } ?? "none" }.joined(separator: ", ")
            return (json, color, "\(color.colorSpace.rawValue) [\(components)]" + (color.alpha == 1 ? "" : " alpha \(color.alpha)"))
        }
    }

    /// The warning for a color written in a legacy string form, folded per file.
    private mutating func warnLegacy(_ text: String, in space: ColorSpace, readAs reading: String, at position: TextPosition) {
        warning("'\(text)' is the legacy string form of a color; DTCG 2025.10 writes "
                + "{\"colorSpace\": \"\(space.rawValue)\", \"components\": [...]}; read as \(reading)", at: position,
                repeatGroup: "legacy-color")
    }

    /// The 2025.10 object form of `color`, every position set to `position`.
    static func json(for color: DTCGColor, at position: TextPosition) -> JSONValue {
        func number(_ value: Double) -> JSONValueDescription {
            .number(JSONNumber(literal: "\(value)", double: value))
        }
        var members: [(key: String, value: JSONValueDescription)] = [
            ("colorSpace", .string(color.colorSpace.rawValue)),
            ("components", .array(color.components.map { component in component.map(number) ?? .string("none") })),
        ]
        if color.alpha != 1 {
            members.append(("alpha", number(color.alpha)))
        }
        if let hex = color.hex {
            members.append(("hex", .string(hex)))
        }
        return JSONValue(building: .object(members), at: position)
    }

    /// The color space whose DTCG name the string `value` is. Every name is a common string of
    /// the JSON storage (a string equal to one always points at it), so the space is found in a
    /// table by the string's number, without a `String` of the name.
    private static func colorSpace(named value: JSONValue) -> ColorSpace? {
        guard let name = value.commonString else { return nil }
        return colorSpacesByName[name.number]
    }

    /// The color space each common string names, by the string's number.
    private static let colorSpacesByName: [ColorSpace?] = {
        var table = [ColorSpace?](repeating: nil, count: CommonString.numberLimit)
        for space in ColorSpace.allCases {
            guard let name = CommonString(space.rawValue) else {
                preconditionFailure("the JSON storage's common strings include every color space's name")
            }
            table[name.number] = space
        }
        return table
    }()
}

/// The keys of a DTCG color value, recognised as common strings of the JSON storage.
private enum ColorKeys {
    static let colorSpace = CommonString("colorSpace")!
    static let components = CommonString("components")!
    static let alpha = CommonString("alpha")!
    static let hex = CommonString("hex")!
}
