// Generates every contract role, family by family and background by background, in the documented order.
import ColorMath

/// Every role of docs/roles-contract.md §3, computed by one rules version on the chosen backgrounds.
///
/// The order is fixed and documented in docs/role-order.md: the families in the order below, and
/// inside a family the backgrounds in ``RoleBackground`` order, then the other segments in the
/// order of their enums. Roles sharing a path prefix are always adjacent, so outputs can write
/// nested groups in one pass.
struct RoleCatalogue {
    let rules: any ColorRules
    /// The backgrounds to resolve on, in ``RoleBackground`` order.
    let backgrounds: [(name: RoleBackground, tile: ColorTile)]
    private(set) var roles: [ResolvedRole] = []

    init(rules: any ColorRules, backgrounds: [RoleBackground]) {
        self.rules = rules
        self.backgrounds = RoleBackground.allCases.filter(backgrounds.contains).map { ($0, $0.tile(in: rules.palette)) }
    }

    /// All roles in catalogue order.
    static func roles(rules: any ColorRules, backgrounds: [RoleBackground]) -> [ResolvedRole] {
        var catalogue = RoleCatalogue(rules: rules, backgrounds: backgrounds)
        catalogue.addBackgrounds()
        catalogue.addIcons()
        catalogue.addText()
        catalogue.addButtons()
        catalogue.addCheckboxes()
        catalogue.addIndependentOfBackground()
        return catalogue.roles
    }

    private mutating func add(_ path: RolePath, _ color: RGBA) {
        roles.append(ResolvedRole(path: path, color: color))
    }

    /// Calls `body` with each background's `<prefix>.on<Bg>` path and tile.
    private mutating func forEachBackground(
        under prefix: RolePath, _ body: (inout RoleCatalogue, RolePath, ColorTile) -> Void
    ) {
        for background in backgrounds {
            body(&self, prefix.appending(background.name.pathSegment), background.tile)
        }
    }

    private mutating func addBackgrounds() {
        add(RolePath("background", "light"), rules.backgroundLight.color)
        add(RolePath("background", "primary"), rules.backgroundPrimary.color)
    }

    private mutating func addIcons() {
        forEachBackground(under: RolePath("icon", "tinted")) { catalogue, path, tile in
            catalogue.add(path, catalogue.rules.tintedIconColor(on: tile))
        }
    }

    private mutating func addText() {
        forEachBackground(under: RolePath("text")) { catalogue, path, tile in
            for textType in TextType.allCases {
                catalogue.add(path.appending(textType.rawValue), catalogue.rules.textColor(on: tile, for: textType))
            }
        }
    }

    private mutating func addButtons() {
        forEachBackground(under: RolePath("button", "tinted")) { catalogue, path, tile in
            catalogue.add(path, catalogue.rules.tintedButtonColor(on: tile))
        }
        forEachBackground(under: RolePath("button", "underlinedText")) { catalogue, path, tile in
            catalogue.add(path, catalogue.rules.underlinedTextButton(on: tile))
        }
        for buttonType in ButtonType.allCases {
            forEachBackground(under: RolePath("button", buttonType.rawValue)) { catalogue, path, tile in
                for state in ControlState.allCases {
                    let color = catalogue.rules.roundedButton(on: tile, buttonType: buttonType, state: state)
                    catalogue.add(path.appending("background").appending(state.rawValue), color)
                }
                for state in ControlState.allCases {
                    let color = catalogue.rules.roundedButtonText(on: tile, buttonType: buttonType, state: state)
                    catalogue.add(path.appending("text").appending(state.rawValue), color)
                }
            }
        }
        for key in PaletteKey.allCases {
            let mapping = rules.palette[key]
            forEachBackground(under: RolePath("button", "colored", key.rawValue)) { catalogue, path, tile in
                for state in ControlState.allCases {
                    let color = catalogue.rules.coloredButton(on: tile, mapping: mapping, state: state)
                    catalogue.add(path.appending(state.rawValue), color)
                }
            }
        }
    }

    /// RVS_Checkbox draws one tint for every state: the tinted-button color, at 50 % while pressed,
    /// and gray-scale light gray at 50 % when disabled (docs/color-rules-contract.md §5).
    private mutating func addCheckboxes() {
        forEachBackground(under: RolePath("checkbox")) { catalogue, path, tile in
            for state in CheckboxState.allCases {
                let colors = catalogue.rules.checkboxButton(on: tile, isSelected: state.usesSelectedColors)
                let statePath = path.appending(state.rawValue)
                catalogue.add(statePath.appending("checkmark"), colors.checkmark)
                catalogue.add(statePath.appending("background"), colors.background)
                catalogue.add(statePath.appending("border"), colors.border)
            }
            let tint = catalogue.rules.tintedButtonColor(on: tile)
            let dimmed = RuleConstant.dimmedCheckboxAlpha
            let lightGray = catalogue.rules.palette.grayScale[.lightGray].color
            catalogue.add(path.appending("tint").appending("normal"), tint)
            catalogue.add(path.appending("tint").appending("pressed"), tint.withAlpha(dimmed))
            catalogue.add(path.appending("tint").appending("disabled"), lightGray.withAlpha(dimmed))
        }
    }

    /// The rules that ignore the background are computed on gray-scale white.
    private mutating func addIndependentOfBackground() {
        let white = rules.palette.grayScale[.white]
        let checkmark = rules.roundedCheckmark(on: white)
        add(RolePath("checkmark", "rounded", "checkmark"), checkmark.checkmark)
        add(RolePath("checkmark", "rounded", "fill"), checkmark.background)
        add(RolePath("checkmark", "rounded", "border"), checkmark.border)

        let bar = rules.progressBar(on: white)
        add(RolePath("progress", "bar", "filled"), bar.filled)
        add(RolePath("progress", "bar", "unfilled"), bar.unfilled)
        for style in PaletteKey.allCases.map(Optional.some) + [nil] {
            let dial = rules.progressDial(on: white, style: style)
            let path = RolePath("progress", "dial", style?.rawValue ?? "default")
            add(path.appending("filled"), dial.filled)
            add(path.appending("unfilled"), dial.unfilled)
            add(path.appending("inner"), dial.inner.color)
        }

        let gradient = rules.completionGradient()
        add(RolePath("completion", "gradient", "min"), gradient.min.color)
        add(RolePath("completion", "gradient", "max"), gradient.max.color)

        add(RolePath("table", "cell", "selected"), rules.tableCellBackground(on: white, isSelected: true).color)
        add(RolePath("table", "cell", "unselected"), rules.tableCellBackground(on: white, isSelected: false).color)
        add(RolePath("table", "section"), rules.tableSectionBackground(on: white).color)
        add(RolePath("separator"), rules.separatorLine)
        add(RolePath("textField", "underline"), rules.textFieldUnderline(on: white))

        for level in SeverityLevel.allCases {
            let colors = rules.severity(level, isSelected: true)
            add(RolePath("severity", level.rawValue, "fill"), colors.fill)
            add(RolePath("severity", level.rawValue, "stroke"), colors.stroke)
        }
        let unselected = rules.severity(.none, isSelected: false)
        add(RolePath("severity", "unselected", "fill"), unselected.fill)
        add(RolePath("severity", "unselected", "stroke"), unselected.stroke)
    }
}
