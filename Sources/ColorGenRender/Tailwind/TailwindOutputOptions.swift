// The tailwind output's options: the css format's (for its stylesheet rules), the theme's namespaces and the default palette.
import Mustache
import SourceDiagnostics

/// The `tailwind` format's options (docs/tailwind-output.md), read and checked right after the config.
struct TailwindOutputOptions: Sendable {
    /// Which theme variables the roles become (`utilities`).
    enum Utilities: String, CaseIterable, Sendable {
        /// Roles under `background`, `text` and `border` in Tailwind's utility namespaces
        /// (`--background-color-*`, `--text-color-*`, `--border-color-*`: `bg-base`, `text-muted`),
        /// every other role in `--color-*`.
        case namespaced
        /// Every role in `--color-*` by its whole path (`bg-background-base`, `text-text-muted`).
        case colors
    }

    /// The css format's options, for the stylesheet's rules.
    var css: CSSOutputOptions
    /// Which theme variables the roles become.
    var utilities: Located<Utilities>
    /// Whether Tailwind's default palette (`bg-blue-500`, ...) stays (`defaultPalette`); without
    /// it the theme starts with `--color-*: initial`.
    var defaultPalette: Located<Bool>

    /// Reads the options through `reader`, reporting each problem there.
    init(reading reader: inout OutputOptionsReader) {
        css = CSSOutputOptions(reading: &reader)
        utilities = reader.choice("utilities", default: .namespaced)
        defaultPalette = reader.bool("defaultPalette", default: true)
    }

    /// The options as templates read them.
    var templateValues: TemplateMap {
        var values = css.templateValues
        values["utilities"] = .string(utilities.value.rawValue)
        values["defaultPalette"] = .bool(defaultPalette.value)
        return values
    }
}
