// Rule bodies common to versions 0-2 (text table by swatch size, buttons, checkboxes, progress, severity).
import ColorMath

/// The rules versions 0, 1 and 2 share (docs/color-rules-contract.md §3). A later version that changes one of
/// them implements it in its own type instead.
extension ColorRules {
    private var gray: GrayScale { palette.grayScale }

    var backgroundLight: ColorTile { gray[.white] }

    var backgroundPrimary: ColorTile { palette.primary.normal }

    func tintedIconColor(on background: ColorTile) -> RGBA {
        background.usesLightStyle ? gray[.white].color : palette.accent.normal.color
    }

    /// Chooses by the text swatch's tile count, not by the rules version: five tiles select the
    /// "version 2" table, any other count the "version 1" table. (SageResearch's third branch, for a
    /// text swatch without tiles, cannot be reached: a ``ColorMapping`` always has a tile.)
    package func textColor(on background: ColorTile, for textType: TextType) -> RGBA {
        let text = palette.text
        if text.count == 5 {
            if background.usesLightStyle { return text.veryLight.color }
            switch textType {
            case .hint: return text.normal.color
            case .bodyDetail, .microDetail: return text.dark.color
            default: return text.veryDark.color
            }
        }
        if background.usesLightStyle { return text.tiles[0].color }
        switch textType {
        case .small, .bodyDetail, .hint, .microDetail: return text.normal.color
        default: return text.tiles[text.count - 1].color
        }
    }

    func roundedButton(on background: ColorTile, buttonType: ButtonType) -> ColorMapping {
        guard buttonType == .primary else { return gray.mapping(forShade: .veryLightGray) }
        return background == gray[.white] ? palette.secondary : gray.mapping(forShade: .white)
    }

    func roundedButton(on background: ColorTile, buttonType: ButtonType, state: ControlState) -> RGBA {
        if state == .selected && buttonType == .secondary {
            return palette.primary.normal.color.withAlpha(RuleConstant.selectedSecondaryAlpha)
        }
        return coloredButton(on: background, mapping: roundedButton(on: background, buttonType: buttonType), state: state)
    }

    /// Highlighted and selected prefer the lighter neighbour unless it equals the background
    /// (tile equality), then the darker one, else the tile itself.
    func coloredButton(on background: ColorTile, mapping: ColorMapping, state: ControlState) -> RGBA {
        switch state {
        case .highlighted, .selected:
            let index = mapping.index
            if index > 0 && mapping.tiles[index - 1] != background { return mapping.tiles[index - 1].color }
            if index + 1 < mapping.count { return mapping.tiles[index + 1].color }
            return mapping.normal.color
        case .disabled:
            return mapping.normal.color.withAlpha(RuleConstant.disabledAlpha)
        case .normal:
            return mapping.normal.color
        }
    }

    /// Disabled titles fade to 35 % only on tiles that do not use light style.
    func roundedButtonText(on background: ColorTile, buttonType: ButtonType, state: ControlState) -> RGBA {
        let fill = roundedButton(on: background, buttonType: buttonType).normal
        let color = textColor(on: fill, for: .body)
        return state == .disabled && !fill.usesLightStyle ? color.withAlpha(RuleConstant.disabledAlpha) : color
    }

    func checkboxButton(on background: ColorTile, isSelected: Bool)
        -> (checkmark: RGBA, background: RGBA, border: RGBA)
    {
        guard isSelected else {
            return (RuleConstant.clear, gray[.white].color, gray[.lightGray].color)
        }
        let onWhite = background == gray[.white]
        let inner = onWhite ? palette.primary.dark : palette.secondary.normal
        let border = onWhite ? palette.primary.normal : palette.secondary.light
        let checkmark = inner.usesLightStyle ? gray[.white] : gray[.veryDarkGray]
        return (checkmark.color, inner.color, border.color)
    }

    func progressBar(on background: ColorTile) -> (filled: RGBA, unfilled: RGBA) {
        (palette.accent.normal.color, gray[.veryLightGray].color)
    }

    func roundedCheckmark(on background: ColorTile) -> (checkmark: RGBA, background: RGBA, border: RGBA) {
        let fill = palette.secondary.normal
        let checkmark = fill.usesLightStyle ? gray[.white] : gray[.veryDarkGray]
        return (checkmark.color, fill.color, fill.color)
    }

    func completionGradient() -> (min: ColorTile, max: ColorTile) {
        (palette.successGreen.light, palette.successGreen.normal)
    }

    func tableCellBackground(on background: ColorTile, isSelected: Bool) -> ColorTile {
        guard isSelected else { return gray[.white] }
        return (palette.primary.normal.usesLightStyle ? palette.primary : palette.accent).veryLight
    }

    /// A style fills with its key's lighter neighbour around the key's tile; without a style the
    /// dial fills with the accent around a transparent inner circle that takes the background's
    /// light style.
    func progressDial(on background: ColorTile, style: PaletteKey?)
        -> (filled: RGBA, unfilled: RGBA, inner: ColorTile)
    {
        let unfilled = gray[.veryLightGray].color
        guard let style else {
            let inner = ColorTile(color: RuleConstant.clear, usesLightStyle: background.usesLightStyle)
            return (palette.accent.normal.color, unfilled, inner)
        }
        let mapping = palette[style]
        return (mapping.light.color, unfilled, mapping.normal)
    }

    func tableSectionBackground(on background: ColorTile) -> ColorTile { gray[.white] }

    var separatorLine: RGBA { gray[.veryLightGray].color }

    func textFieldUnderline(on background: ColorTile) -> RGBA { palette.accent.normal.color }

    package func severity(_ level: SeverityLevel, isSelected: Bool) -> (fill: RGBA, stroke: RGBA) {
        guard isSelected else { return (gray[.white].color, gray[.lightGray].color) }
        return (level.selectedFill, level.selectedStroke)
    }
}
