extension TokenValueValidator {
    /// A DTCG 2025.10 color object: `colorSpace` (one of the 14 spaces), `components` (as many as
    /// the space has, each a number in its range or `"none"`), optional `alpha` (0 to 1) and
    /// optional `hex` fallback (`#rrggbb`, six digits: opacity belongs in `alpha`).
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
        // By index: only the values kept are copied, not every member.
        let members = object.members
        for index in members.indices {
            switch members[index].key {
            case "colorSpace": spaceValue = members[index].value
            case "components": componentsValue = members[index].value
            case "alpha": alphaValue = members[index].value
            case "hex": hexValue = members[index].value
            default:
                error("'\(members[index].key)' is not a member of a color value; it may have 'colorSpace', "
                      + "'components', 'alpha' and 'hex'", at: members[index].keyPosition)
                valid = false
            }
        }
        if spaceValue == nil || componentsValue == nil {
            let missing = [spaceValue == nil ? "colorSpace" : nil, componentsValue == nil ? "components" : nil]
                .compactMap { $0 }
            error("\(what()) is missing \(Self.list(missing)) (a color needs 'colorSpace' and 'components')",
                  at: object.position)
            valid = false
        }
        var space: ColorSpace?
        if let spaceValue {
            if let name = spaceValue.stringValue, let known = Self.colorSpace(named: name) {
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
                    if let checked = colorComponents(elements, of: space, at: componentsValue.position) {
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
        if let hexValue {
            if let text = hexValue.stringValue, Self.isSixDigitHex(text) {
                hex = text
            } else if let text = hexValue.stringValue {
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
        return DTCGColor(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }

    private mutating func colorComponents(_ elements: [JSONValue], of space: ColorSpace,
                                          at position: TextPosition) -> [Double?]? {
        let specs = space.componentSpecs
        guard elements.count == specs.count else {
            error("colorSpace '\(space.rawValue)' has \(specs.count) components "
                  + "(\(specs.map(\.name).joined(separator: ", "))), found \(elements.count)", at: position)
            return nil
        }
        var components: [Double?] = []
        components.reserveCapacity(specs.count)
        var valid = true
        // By index, switching on each element's kind once: no copy of the element itself.
        for index in specs.indices {
            let spec = specs[index]
            switch elements[index].kind {
            case .string("none"):
                components.append(nil)
            case .number(let number) where number.double.isFinite && spec.range.contains(number.double):
                components.append(number.double)
            case .number(let number) where !number.double.isFinite:
                error("color component '\(spec.name)' is \(number.literal), " + Self.nonFiniteReason(number),
                      at: elements[index].position)
                valid = false
            case .number(let number):
                error("color component '\(spec.name)' is \(number.literal), outside \(spec.range.description)",
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

    /// The string form older DTCG drafts used for a color token's whole value (`"#RRGGBB"`,
    /// `"#RGB"`, `"#RRGGBBAA"`), read as sRGB with a warning and rewritten in the 2025.10 object
    /// form.
    ///
    /// Only a color token's own `$value` may be such a string. Inside composite values (a border's
    /// or shadow's `color`, a gradient stop's) the public DTCG format suite requires a string color
    /// to be rejected (`border-wrong-color-type`), so there it is an error like any other non-object.
    mutating func legacyColor(_ text: String, at position: TextPosition) -> (json: JSONValue, value: TokenValue)? {
        guard let rgba = RGBA(hex: text) else {
            error("the value must be a color object with 'colorSpace' and 'components', "
                  + "found string \"\(text)\"", at: position)
            return nil
        }
        let color = DTCGColor(colorSpace: .srgb, components: [rgba.red, rgba.green, rgba.blue],
                              alpha: rgba.alpha, hex: rgba.hex)
        warning("'\(text)' is the legacy string form of a color; DTCG 2025.10 writes "
                + "{\"colorSpace\": \"srgb\", \"components\": [...]}; read as sRGB \(rgba.hexWithAlpha)", at: position,
                repeatGroup: "legacy-color")
        return (Self.json(for: color, at: position), .color(color))
    }

    /// The 2025.10 object form of `color`, every position set to `position`.
    static func json(for color: DTCGColor, at position: TextPosition) -> JSONValue {
        func number(_ value: Double) -> JSONValue {
            JSONValue(.number(JSONNumber(literal: "\(value)", double: value)), at: position)
        }
        var members = [
            JSONMember(key: "colorSpace", keyPosition: position,
                       value: JSONValue(.string(color.colorSpace.rawValue), at: position)),
            JSONMember(key: "components", keyPosition: position,
                       value: JSONValue(.array(color.components.map { component in
                           component.map(number) ?? JSONValue(.string("none"), at: position)
                       }), at: position)),
        ]
        if color.alpha != 1 {
            members.append(JSONMember(key: "alpha", keyPosition: position, value: number(color.alpha)))
        }
        if let hex = color.hex {
            members.append(JSONMember(key: "hex", keyPosition: position, value: JSONValue(.string(hex), at: position)))
        }
        return JSONValue(.object(JSONObject(members: members, at: position)), at: position)
    }

    /// The color space with the DTCG name `name`, found among the few names of its length:
    /// comparing a handful of short strings is cheaper than hashing the name.
    private static func colorSpace(named name: String) -> ColorSpace? {
        let length = name.utf8.count
        guard length < colorSpacesByNameLength.count else { return nil }
        for space in colorSpacesByNameLength[length] where space.rawValue == name {
            return space
        }
        return nil
    }

    /// The color spaces at the length (in UTF-8 bytes) of their DTCG names.
    private static let colorSpacesByNameLength: [[ColorSpace]] = {
        var spaces = [[ColorSpace]](repeating: [], count: ColorSpace.allCases.map(\.rawValue.utf8.count).max()! + 1)
        for space in ColorSpace.allCases {
            spaces[space.rawValue.utf8.count].append(space)
        }
        return spaces
    }()

    private static func isSixDigitHex(_ text: String) -> Bool {
        let bytes = text.utf8
        return bytes.count == 7 && bytes.first == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
    }
}
