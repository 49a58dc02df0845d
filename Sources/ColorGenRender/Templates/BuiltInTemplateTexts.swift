// Generated from the package's Templates/ folder by `swift package embed-templates`.
// Do not edit: edit the templates, then run `swift package --allow-writing-to-package-directory embed-templates`.

/// The built-in templates, by name (the path below `Templates/` without `.mustache`).
let builtInTemplateTexts: [(name: String, text: String)] = [
    (#"""
android
"""#, #"""
<?xml version="1.0" encoding="utf-8"?>
<!-- {{androidHeader}} -->
<!-- The {{scheme.androidComment}} scheme{{#scheme.isDefault}}, the default one{{/scheme.isDefault}}. -->
<resources>
{{#roles}}
    {{#androidDocumentation}}
    <!-- {{#description}}{{{.}}}{{/description}}{{#deprecation}}{{#description}} {{/description}}Deprecated{{#message}}: {{{.}}}{{/message}}{{#replacement}}; use @color/{{{.}}}{{/replacement}}.{{/deprecation}} -->
    {{/androidDocumentation}}
    <color name="{{androidName}}">{{androidColor}}</color>
{{/roles}}
</resources>

"""#),
    (#"""
compose
"""#, #"""
// {{{compose.header}}}
// Every color role of each scheme, for Jetpack Compose.
{{#compose.hasDeprecations}}
// The deprecated roles are declared and filled in here; only the app's uses of them are warned about.
@file:Suppress("DEPRECATION")
{{/compose.hasDeprecations}}
package {{{compose.package}}}

import androidx.compose.foundation.isSystemInDarkTheme
{{#compose.hasMaterial}}
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
{{/compose.hasMaterial}}
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
{{#compose.usesDisplayP3}}
import androidx.compose.ui.graphics.colorspace.ColorSpaces
{{/compose.usesDisplayP3}}

/**
 * Every color role of one scheme; the schemes are the properties of the companion object.
 * Read the one of the system's appearance with [{{{compose.accessorName}}}], or provide one with [{{{compose.localName}}}].
 * A preview or test changes a role with `copy()`: `{{{compose.className}}}.{{{compose.light}}}.copy(...)`, a group's role
 * with the group's `copy()` inside.
 */
@Immutable
{{{compose.visibility}}} data class {{{compose.className}}}(
    {{#compose.root}}
    {{> compose-class}}
    {{/compose.root}}
    {{#compose.hasMaterial}}
    /** Whether the scheme is dark: [{{{compose.materialProperty}}}] starts from Material's dark baseline. */
    {{{compose.visibility}}} val {{{compose.darkProperty}}}: Boolean
    {{/compose.hasMaterial}}
) {
    {{#compose.root}}
    {{> compose-body}}
    {{/compose.root}}
    {{#compose.material}}

    /** The Material 3 roles of this scheme, for `MaterialTheme(colorScheme = ...)`; a `copy()` builds it again. */
    {{{compose.visibility}}} val {{{compose.materialProperty}}}: ColorScheme = if ({{{compose.darkProperty}}}) {
        darkColorScheme(
            {{#arguments}}
            {{{name}}} = {{{value}}}{{^last}},{{/last}}
            {{/arguments}}
        )
    } else {
        lightColorScheme(
            {{#arguments}}
            {{{name}}} = {{{value}}}{{^last}},{{/last}}
            {{/arguments}}
        )
    }
    {{/compose.material}}

    /** The schemes. */
    {{{compose.visibility}}} companion object {
        {{#compose.schemes}}
        /** The scheme "{{{comment}}}". */
        {{{compose.visibility}}} val {{{name}}}: {{{compose.className}}} = {{{function}}}()
        {{/compose.schemes}}

        // One function per scheme, so that no JVM method grows past its size limit.
        {{#compose.schemes}}
        private fun {{{function}}}(): {{{compose.className}}} = {{{compose.className}}}(
            {{> compose-values}}
            {{#compose.hasMaterial}}
            {{{compose.darkProperty}}} = {{isDark}}
            {{/compose.hasMaterial}}
        )
        {{/compose.schemes}}
    }
}

/** Provides a scheme to a composition: `CompositionLocalProvider({{{compose.localName}}} provides {{{compose.accessorName}}}()) { ... }`. */
{{{compose.visibility}}} val {{{compose.localName}}}: ProvidableCompositionLocal<{{{compose.className}}}> =
    staticCompositionLocalOf { {{{compose.className}}}.{{{compose.light}}} }

/**
 * The scheme of the system's appearance: dark when [darkTheme] (the system's dark theme by default),
 * and for Android's contrast level [contrast] (`UiModeManager.getContrast()`, Android 14 and later: 0 standard,
 * 0.5 medium, 1 high) the medium-contrast scheme from 0.5 and the increased-contrast one at 1, each falling back
 * to the level below where the colors have none.
 */
@Composable
{{{compose.visibility}}} fun {{{compose.accessorName}}}(
    contrast: Float = 0f,
    darkTheme: Boolean = isSystemInDarkTheme()
): {{{compose.className}}} = when {
    contrast >= 1f -> if (darkTheme) {{{compose.className}}}.{{{compose.darkIncreasedContrast}}} else {{{compose.className}}}.{{{compose.lightIncreasedContrast}}}
    contrast >= 0.5f -> if (darkTheme) {{{compose.className}}}.{{{compose.darkMediumContrast}}} else {{{compose.className}}}.{{{compose.lightMediumContrast}}}
    else -> if (darkTheme) {{{compose.className}}}.{{{compose.dark}}} else {{{compose.className}}}.{{{compose.light}}}
}

/**
 * The app's theme: provides the scheme of the system's appearance and contrast level (see [{{{compose.accessorName}}}]) as
 * [{{{compose.localName}}}]{{#compose.hasMaterial}}, and its Material roles as `MaterialTheme`'s color scheme, so that Material's
 * components draw with them{{/compose.hasMaterial}}: `{{{compose.themeName}}}(contrast = uiModeManager.contrast) { App() }`.
 */
@Composable
{{{compose.visibility}}} fun {{{compose.themeName}}}(
    darkTheme: Boolean = isSystemInDarkTheme(),
    contrast: Float = 0f,
    content: @Composable() () -> Unit
) {
    val colors = {{{compose.accessorName}}}(contrast, darkTheme)
    CompositionLocalProvider({{{compose.localName}}} provides colors) {
        {{#compose.hasMaterial}}
        MaterialTheme(colorScheme = colors.{{{compose.materialProperty}}}, content = content)
        {{/compose.hasMaterial}}
        {{^compose.hasMaterial}}
        content()
        {{/compose.hasMaterial}}
    }
}

"""#),
    (#"""
css
"""#, #"""
/* {{{css.header}}} */
{{> css-stylesheet}}

"""#),
    (#"""
html
"""#, ##"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="{{header}}">
<title>Color roles · {{config}}</title>
<style>
  :root { color-scheme: light; font: 13px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2329; background: #f6f7f9; }
  body { margin: 0; padding: 0 1.5rem 3rem; }
  header { padding: 1.25rem 0 0.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  header p { margin: 0.2rem 0; color: #4a505c; }
  .grid { display: grid; grid-template-columns: minmax(14rem, 1.2fr) repeat({{html.schemeCount}}, minmax(10rem, 1fr)); gap: 0.5rem; align-items: stretch; }
  .columns { position: sticky; top: 0; z-index: 1; background: #f6f7f9; border-bottom: 1px solid #d5d8de; padding: 0.5rem 0; font-weight: 600; }
  .columns small { display: block; font-weight: 400; color: #4a505c; }
  section { margin: 0; }
  h2 { font-size: 0.95rem; margin: 1rem 0 0.35rem; padding-bottom: 0.2rem; border-bottom: 2px solid #d5d8de; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  .role { padding: 0.2rem 0; border-top: 1px solid #e6e8ec; }
  .name { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; align-self: center; }
  .name small { display: block; font-family: system-ui, sans-serif; font-size: 0.8rem; color: #4a505c; white-space: pre-line; } .name .deprecated { color: #8a4b00; }
  .swatch { display: flex; align-items: stretch; background: #fff; border: 1px solid #d5d8de; border-radius: 6px; overflow: hidden; min-height: 2.6rem; }
  .chip { flex: 0 0 3.6rem; display: flex; align-items: center; justify-content: center; background: var(--color); font-size: 1.1rem; font-weight: 600; }
  .chip.translucent { background: linear-gradient(var(--color), var(--color)), repeating-conic-gradient(#c8ccd4 0 25%, #ffffff 0 50%) 0 0 / 10px 10px; }
  .chip.content { background: var(--background); color: var(--color); }
  .facts { padding: 0.25rem 0.5rem; display: flex; flex-direction: column; justify-content: center; gap: 0.1rem; }
  .hex { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  .contrast { font-size: 0.85rem; }
  .contrast.pass { color: #1a6b35; }
  .contrast.fail { color: #b3261e; font-weight: 600; }
  .overview { display: flex; flex-wrap: wrap; gap: 1rem 2rem; margin: 0.75rem 0; }
  .overview table { border-collapse: collapse; }
  .overview th, .overview td { text-align: left; padding: 0.15rem 0.6rem 0.15rem 0; border-bottom: 1px solid #e6e8ec; }
  .overview h2 { border: 0; font-family: inherit; margin: 0 0 0.3rem; }
  .failures { max-height: 16rem; overflow: auto; margin: 0; padding-left: 1.2rem; }
  .failures a, nav a { color: #1c4fa3; }
  nav { margin: 0.5rem 0; display: flex; flex-wrap: wrap; gap: 0.3rem 0.9rem; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  .filter { margin: 0.5rem 0; font-weight: 600; }
  section.group section.group { margin-left: 0.9rem; padding-left: 0.6rem; border-left: 2px solid #d5d8de; }
  .role:target { outline: 3px solid #1c4fa3; outline-offset: 2px; }
  .role { scroll-margin-top: 4rem; }
  body:has(#only-failures:checked) .role:not(.failing) { display: none; }
  body:has(#only-failures:checked) section.group:not(:has(.failing)) { display: none; }
</style>
</head>
<body>
<header>
<h1>Color roles of {{config}}</h1>
<p>{{html.roleCount}} roles in {{html.schemeCount}} schemes, rules version {{rulesVersion}}. Content roles show a sample on what they are drawn on and its WCAG 2 contrast: text needs 4.5:1 (AA); icons, checkmarks, checkbox borders and progress fills 3:1; 7:1 and 4.5:1 in a scheme serving increased contrast.{{#html.unmeasured}} {{html.unmeasured}} content roles have no known background and show no contrast.{{/html.unmeasured}}</p>
<p>{{header}}</p>
<div class="overview">
<div id="summary">
<h2>Contrast per scheme</h2>
<table>
<tr><th>scheme</th><th>content</th><th>target</th><th>pass</th><th>fail</th></tr>
{{#schemes}}
{{#html.targets}}
<tr data-scheme="{{name}}"><td>{{name}}{{#html.increasedContrast}} (increased contrast){{/html.increasedContrast}}</td><td>{{content}}</td><td>{{minimum}}:1</td><td>{{pass}}</td><td class="{{#fail}}contrast fail{{/fail}}">{{fail}}</td></tr>
{{/html.targets}}
{{/schemes}}
</table>
</div>
<div id="failures">
<h2>Failures</h2>
{{#html.hasFailures}}
<ol class="failures">
{{#html.failures}}
<li><a href="#role-{{path}}">{{path}}</a> in {{scheme}}: {{ratio}}:1, needs {{minimum}}:1{{#suggestion}}; {{suggestion}}{{/suggestion}}</li>
{{/html.failures}}
</ol>
{{/html.hasFailures}}
{{^html.hasFailures}}
{{#html.hasChecks}}
<p>Every content role reaches its target in every scheme.</p>
{{/html.hasChecks}}
{{^html.hasChecks}}
<p>No contrast pair is checked: no role is content the color rules know, and colorgen.json declares no pair. Add pairs to <code>"contrast"</code>, e.g. <code>{"foreground": "text.*", "background": "background.*", "minimum": 4.5}</code> (docs/contrast-checks.md), or name a role <code>on&lt;Name&gt;</code> to have it measured on the role <code>&lt;name&gt;</code>.</p>
{{/html.hasChecks}}
{{/html.hasFailures}}
</div>
{{#html.hasDeclared}}
<div id="declared">
<h2>Declared contrast pairs</h2>
<p>Each pair of colorgen.json's <code>"contrast"</code> (and each role named <code>on&lt;Name&gt;</code>, by name) in every scheme: the foreground measured on the background as a screen shows them: the background composited over white, the foreground over it, every translucent blend held on 8-bit steps and rounded both down and up, and the lesser WCAG 2 ratio (or APCA Lc) of the two taken, cut to two decimals. The minimum is the pair's own (its increased-contrast minimum in a scheme serving increased contrast). A failing cell gives the nearest color that passes: the foreground's hue at the nearest lightness, or the background where the foreground cannot reach it.</p>
<table class="matrix">
<tr><th>foreground</th><th>background</th>{{#schemes}}<th>{{name}}</th>{{/schemes}}</tr>
{{#html.declaredMatrix}}
<tr><td>{{foreground}}{{#isAutomatic}} (by name){{/isAutomatic}}</td><td>{{background}}</td>{{#cells}}{{#hasResult}}<td class="contrast {{#passes}}pass{{/passes}}{{^passes}}fail{{/passes}}">{{value}} {{#passes}}&#10003;{{/passes}}{{^passes}}&#10007; needs {{minimum}}{{#isWarning}} (warning){{/isWarning}}<br>{{suggestion}}{{/passes}}</td>{{/hasResult}}{{^hasResult}}<td></td>{{/hasResult}}{{/cells}}</tr>
{{/html.declaredMatrix}}
</table>
</div>
{{/html.hasDeclared}}
</div>
<nav aria-label="Role groups">
{{#html.groups}}
<a href="#group-{{path}}">{{path}}</a>
{{/html.groups}}
{{#html.hasUngrouped}}
<a href="#group-ungrouped">roles outside a group</a>
{{/html.hasUngrouped}}
</nav>
<label class="filter"><input type="checkbox" id="only-failures"> Show only roles that fail</label>
</header>
<div class="grid columns">
<span>Role</span>
{{#schemes}}
<span>{{name}}{{#isDefault}} (default){{/isDefault}}<small>{{contrastSummary}}</small></span>
{{/schemes}}
</div>
<main>
{{#tree}}
{{#isGroup}}
{{> html-node}}
{{/isGroup}}
{{/tree}}
{{#html.hasUngrouped}}
<section class="group" id="group-ungrouped" data-group="">
<h2>roles outside a group</h2>
{{#tree}}
{{^isGroup}}
{{> html-node}}
{{/isGroup}}
{{/tree}}
</section>
{{/html.hasUngrouped}}
</main>
</body>
</html>

"""##),
    (#"""
json-resolver
"""#, ##"""
{
  "version": "2025.10",
  "description": {{{headerJSON}}},
{{#hasSchemeVariants}}
  "modifiers": {
    "scheme": {
      "description": "The color scheme: each context holds the roles of one scheme.",
      "contexts": {
        {{#schemes}}
        {{{jsonName}}}: [{"$ref": {{{tokenFileJSON}}}}]{{^last}},{{/last}}
        {{/schemes}}
      },
      "default": {{{defaultSchemeJSON}}}
    }
  },
  "resolutionOrder": [{"$ref": "#/modifiers/scheme"}]
{{/hasSchemeVariants}}
{{^hasSchemeVariants}}
  "sets": {
    "roles": {
      "sources": [{{#schemes}}{"$ref": {{{tokenFileJSON}}}}{{/schemes}}]
    }
  },
  "resolutionOrder": [{"$ref": "#/sets/roles"}]
{{/hasSchemeVariants}}
}

"""##),
    (#"""
json
"""#, #"""
{
  "$description": {{{headerJSON}}},
  {{#tree}}
  {{> json-node}}
  {{/tree}}
}

"""#),
    (#"""
partials/compose-body
"""#, #"""
{{#forwards}}
{{> compose-member}}
{{{compose.visibility}}} val {{{name}}}: {{#isColor}}Color{{/isColor}}{{^isColor}}{{{type}}}{{/isColor}} get() = {{{part}}}.{{{name}}}
{{/forwards}}
{{#classes}}

/** The roles of {{#path}}the group `{{{path}}}`{{/path}}{{^path}}the class{{/path}}. */
@Immutable
{{{compose.visibility}}} data class {{{className}}}(
    {{> compose-class}}
){{#hasBody}} {
    {{> compose-body}}
}{{/hasBody}}
{{/classes}}

"""#),
    (#"""
partials/compose-class
"""#, #"""
{{#parameters}}
{{> compose-member}}
{{{compose.visibility}}} val {{{name}}}: {{#isColor}}Color{{/isColor}}{{^isColor}}{{{type}}}{{/isColor}}{{^last}},{{/last}}
{{/parameters}}

"""#),
    (#"""
partials/compose-member
"""#, #"""
{{#isPart}}
/** Some roles of {{#path}}the group `{{{path}}}`{{/path}}{{^path}}the class{{/path}}, which the properties below read: `copy()` changes them here. */
{{/isPart}}
{{^isPart}}
{{#isColor}}
{{^description}}
/** `{{{path}}}` */
{{/description}}
{{#description}}
/**
 * `{{{path}}}`
 *
{{#lines}}
 * {{{.}}}
{{/lines}}
 */
{{/description}}
{{#deprecation}}
@Deprecated({{{message}}}{{#replacement}}, ReplaceWith({{{.}}}){{/replacement}})
{{/deprecation}}
{{/isColor}}
{{^isColor}}
/** The role group `{{{path}}}`. */
{{/isColor}}
{{/isPart}}

"""#),
    (#"""
partials/compose-values
"""#, #"""
{{#values}}
{{#isColor}}
{{{name}}} = {{{literal}}}{{^last}},{{/last}}
{{/isColor}}
{{^isColor}}
{{{name}}} = {{{type}}}(
    {{> compose-values}}
){{^last}},{{/last}}
{{/isColor}}
{{/values}}

"""#),
    (#"""
partials/css-declarations
"""#, #"""
{{#declarations}}
{{#documentation}}
/* {{#description}}{{{.}}}{{/description}}{{#deprecation}}{{#description}} {{/description}}Deprecated{{#message}}: {{{.}}}{{/message}}{{#replacement}}; use var({{{.}}}){{/replacement}}.{{/deprecation}} */
{{/documentation}}
{{{name}}}: {{{value}}};
{{/declarations}}

"""#),
    (#"""
partials/css-stylesheet
"""#, #"""
/* The first scheme is the default; data-color-scheme="NAME" on any element forces scheme NAME for it and its descendants. */
:root {
  color-scheme: {{{css.rootColorScheme}}};
  {{#css.root}}
  {{> css-declarations}}
  {{/css.root}}
}
{{#css.lightDark}}

@supports (color: light-dark(#000, #fff)) {
  :root {
    {{> css-declarations}}
  }
}
{{/css.lightDark}}
{{#css.media}}

/* {{{scheme}}} */
@media {{{query}}} {
  :root {
    {{> css-declarations}}
  }
}
{{/css.media}}
{{#css.attributes}}

{{{selector}}} {
  color-scheme: {{{colorScheme}}};
  {{> css-declarations}}
}
{{/css.attributes}}
{{#css.displayP3}}

/* Display P3, where the browser reads color(display-p3 ...); the values above are the sRGB fallback. */
@supports (color: color(display-p3 0 0 0)) {
  :root {
    {{#root}}
    {{> css-declarations}}
    {{/root}}
  }
  {{#lightDark}}

  @supports (color: light-dark(#000, #fff)) {
    :root {
      {{> css-declarations}}
    }
  }
  {{/lightDark}}
  {{#media}}

  /* {{{scheme}}} */
  @media {{{query}}} {
    :root {
      {{> css-declarations}}
    }
  }
  {{/media}}
  {{#attributes}}

  {{{selector}}} {
    {{> css-declarations}}
  }
  {{/attributes}}
}
{{/css.displayP3}}

"""#),
    (#"""
partials/html-node
"""#, ##"""
{{#isGroup}}
<section class="group" id="group-{{path}}" data-group="{{path}}">
<h2>{{path}}</h2>
{{#children}}
{{> html-node}}
{{/children}}
</section>
{{/isGroup}}
{{^isGroup}}
<div class="grid role{{#html.failing}} failing{{/html.failing}}" id="role-{{path}}" data-role="{{path}}">
<span class="name">{{path}}{{#description}}<small class="description">{{.}}</small>{{/description}}{{#deprecated}}<small class="deprecated">Deprecated{{#message}}: {{.}}{{/message}}{{#replacement}} (use <a href="#role-{{.}}">{{.}}</a>){{/replacement}}</small>{{/deprecated}}</span>
{{#html.cells}}
<span class="swatch" data-scheme="{{scheme}}">{{#contrast}}<span class="chip content" style="--background: {{background}}; --color: {{css}}">{{#isText}}Aa{{/isText}}{{^isText}}&#9670;{{/isText}}</span><span class="facts"><span class="hex">{{hex}}</span><span class="contrast {{#passes}}pass{{/passes}}{{^passes}}fail{{/passes}}">{{ratio}}:1 {{#passes}}&#10003; {{minimum}}:1{{/passes}}{{^passes}}&#10007; needs {{minimum}}:1{{/passes}}</span></span>{{/contrast}}{{^contrast}}<span class="chip{{^isOpaque}} translucent{{/isOpaque}}" style="--color: {{css}}"></span><span class="facts"><span class="hex">{{hex}}</span></span>{{/contrast}}</span>
{{/html.cells}}
</div>
{{/isGroup}}

"""##),
    (#"""
partials/json-node
"""#, #"""
{{#isGroup}}
{{{jsonName}}}: {
  {{#children}}
  {{> json-node}}
  {{/children}}
}{{^last}},{{/last}}
{{/isGroup}}
{{^isGroup}}
{{{jsonName}}}: {{{tokenJSON}}}{{^last}},{{/last}}
{{/isGroup}}

"""#),
    (#"""
partials/swift-choice-observation
"""#, #"""
#if canImport(Observation)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension {{{swiftTypePrefix}}}{{{options.schemeType}}}: Observable {}
#endif

extension {{{swiftTypePrefix}}}{{{options.schemeType}}} {
    /// Observation's registrar on systems that have it (iOS 17, macOS 14, tvOS 17, watchOS 10,
    /// visionOS 1), `nil` before; typed loosely because a stored value cannot have a type newer
    /// than the file's deployment target.
    private static let observationRegistrar: (any Sendable)? = {
        #if canImport(Observation)
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
            return ObservationRegistrar()
        }
        #endif
        return nil
    }()

    /// Tells Observation that `choice` was read, so SwiftUI redraws what read it when it changes.
    private func recordChoiceAccess() {
        #if canImport(Observation)
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *),
           let registrar = Self.observationRegistrar as? ObservationRegistrar {
            registrar.access(self, keyPath: \.choice)
        }
        #endif
    }

    /// Runs `change`, a change of `choice`, telling Observation about it.
    private func changeChoice(_ change: () -> Void) {
        #if canImport(Observation)
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *),
           let registrar = Self.observationRegistrar as? ObservationRegistrar {
            registrar.withMutation(of: self, keyPath: \.choice, change)
            return
        }
        #endif
        change()
    }
}

"""#),
    (#"""
partials/swift-color-members-type
"""#, #"""
/// Every color as a member of one platform color type: `Color.{{{swiftMembersName}}}.textOnPrimaryBody`,
/// `.foregroundStyle(.{{{swiftMembersName}}}.textOnPrimaryBody)`, `UIColor.{{{swiftMembersName}}}.textOnPrimaryBody`.
{{{swiftAccess}}}struct {{{swiftColorMembersType}}}<Value>: Sendable {
    private let make: @Sendable ({{{options.schemeColorType}}}) -> Value

    /// Members whose values `make` creates from the colors.
    init(_ make: @escaping @Sendable ({{{options.schemeColorType}}}) -> Value) {
        self.make = make
    }
    {{#roles}}

    /// `{{{swiftPathComment}}}`
    {{> swift-member-documentation}}
    {{{swiftAccess}}}var {{{swiftMemberName}}}: Value { make({{{swiftName}}}) }
    {{/roles}}
}

"""#),
    (#"""
partials/swift-color-scheme
"""#, #"""
/// The user's choice of color scheme for the whole app: a scheme they picked, or `nil` to follow
/// the system's appearance (the default).
///
/// Following the system:
/// - light appearance uses the `{{{swiftSystemLightScheme}}}` scheme;
/// - dark appearance uses the `{{{swiftSystemDarkScheme}}}` scheme;
/// - light appearance with Increase Contrast uses the `{{{swiftSystemLightIncreasedContrastScheme}}}` scheme;
/// - dark appearance with Increase Contrast uses the `{{{swiftSystemDarkIncreasedContrastScheme}}}` scheme.
///
/// Dynamic colors (`uiColor()`, `nsColor()`, `color`, and the colors as SwiftUI shape styles)
/// read the choice each time they resolve. SwiftUI views that use a color as a shape style
/// update by themselves when the choice changes (iOS 17 and later); after changing it, redraw
/// UIKit and AppKit views that show the colors.
///
/// Keep the choice across launches with `save(to:forKey:)` and `restore(from:forKey:)`, which
/// store the scheme's name in `UserDefaults`.
///
/// Colors resolve on any thread, so the choice sits behind a lock: the class is
/// `@unchecked Sendable` because its only mutable state, `storedChoice`, is read and written
/// while holding `lock`.
{{{swiftAccess}}}final class {{{options.schemeType}}}: @unchecked Sendable {
    /// The choice every generated color follows.
    {{{swiftAccess}}}static let shared = {{{options.schemeType}}}()

    /// The scheme for the system's light appearance.
    {{{swiftAccess}}}static let systemLightOption: {{{options.schemeOptionType}}} = .{{{swiftSystemLightCase}}}

    /// The scheme for the system's dark appearance.
    {{{swiftAccess}}}static let systemDarkOption: {{{options.schemeOptionType}}} = .{{{swiftSystemDarkCase}}}

    /// The scheme for the system's light appearance with Increase Contrast.
    {{{swiftAccess}}}static let systemLightIncreasedContrastOption: {{{options.schemeOptionType}}} = .{{{swiftSystemLightIncreasedContrastCase}}}

    /// The scheme for the system's dark appearance with Increase Contrast.
    {{{swiftAccess}}}static let systemDarkIncreasedContrastOption: {{{options.schemeOptionType}}} = .{{{swiftSystemDarkIncreasedContrastCase}}}

    /// The `UserDefaults` key `save(to:forKey:)` and `restore(from:forKey:)` use by default.
    {{{swiftAccess}}}static let defaultsKey = "colorgen.{{{options.schemeType}}}"

    private let lock = NSLock()
    private var storedChoice: {{{options.schemeOptionType}}}?

    private init() {}

    /// The scheme the user picked, or `nil` to follow the system's appearance.
    /// SwiftUI views whose colors resolve from it update when it changes (iOS 17, macOS 14,
    /// tvOS 17, watchOS 10, visionOS 1, through Observation).
    {{{swiftAccess}}}var choice: {{{options.schemeOptionType}}}? {
        get {
            recordChoiceAccess()
            lock.lock()
            defer { lock.unlock() }
            return storedChoice
        }
        set {
            changeChoice {
                lock.lock()
                defer { lock.unlock() }
                storedChoice = newValue
            }
        }
    }

    /// The scheme to draw with: the user's choice, else the scheme for the system's appearance
    /// at standard contrast.
    {{{swiftAccess}}}func option(systemIsDark: Bool) -> {{{options.schemeOptionType}}} {
        option(systemIsDark: systemIsDark, increasedContrast: false)
    }

    /// The scheme to draw with: the user's choice, else the scheme for the system's appearance.
    {{{swiftAccess}}}func option(systemIsDark: Bool, increasedContrast: Bool) -> {{{options.schemeOptionType}}} {
        if let choice { return choice }
        switch (systemIsDark, increasedContrast) {
        case (false, false): return Self.systemLightOption
        case (true, false): return Self.systemDarkOption
        case (false, true): return Self.systemLightIncreasedContrastOption
        case (true, true): return Self.systemDarkIncreasedContrastOption
        }
    }

    /// Stores the choice in `defaults` (the scheme's name; no entry when following the system).
    {{{swiftAccess}}}func save(to defaults: UserDefaults = .standard, forKey key: String = {{{options.schemeType}}}.defaultsKey) {
        if let choice {
            defaults.set(choice.rawValue, forKey: key)
        } else {
            defaults.removeObject(forKey: key)
        }
    }

    /// Reads the choice back from `defaults`; a missing or unknown name means following the system.
    {{{swiftAccess}}}func restore(from defaults: UserDefaults = .standard, forKey key: String = {{{options.schemeType}}}.defaultsKey) {
        choice = defaults.string(forKey: key).flatMap({{{options.schemeOptionType}}}.init(rawValue:))
    }
}

"""#),
    (#"""
partials/swift-declarations
"""#, #"""
{{#swiftNamespaces}}

{{> swift-namespace}}
{{/swiftNamespaces}}
{{#swiftHasRootConstants}}
{{^options.namespace}}

/// The roles of a single segment, as colors of their own.
extension {{{options.schemeColorType}}} {
    {{#swiftRootConstants}}
    {{> swift-namespace}}
    {{^last}}

    {{/last}}
    {{/swiftRootConstants}}
}
{{/options.namespace}}
{{#options.namespace}}
{{#swiftRootConstants}}

{{> swift-namespace}}
{{/swiftRootConstants}}
{{/options.namespace}}
{{/swiftHasRootConstants}}
{{#swiftWritesRegistryType}}

{{> swift-registry}}
{{/swiftWritesRegistryType}}
{{#swiftNestedMembers}}

{{> swift-color-members-type}}
{{/swiftNestedMembers}}
{{#options.emitSupportTypes}}

// MARK: - Support types

{{> swift-scheme-color}}

{{> swift-scheme-option}}

{{> swift-color-scheme}}
{{/options.emitSupportTypes}}

"""#),
    (#"""
partials/swift-documentation
"""#, #"""
{{#description}}
///
{{#lines}}
/// {{{.}}}
{{/lines}}
{{/description}}
{{#deprecation}}
@available(*, deprecated{{#replacement}}, renamed: {{{.}}}{{/replacement}}{{#message}}, message: {{{.}}}{{/message}})
{{/deprecation}}

"""#),
    (#"""
partials/swift-flat-members
"""#, #"""
#if canImport(SwiftUI)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    {{#roles}}
    /// `{{{swiftPathComment}}}`: {{{swiftColorsComment}}}
    {{> swift-member-documentation}}
    {{{swiftAccess}}}static var {{{swiftMemberName}}}: Color { {{{swiftName}}}.color }
    {{/roles}}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
    {{#roles}}
    /// `{{{swiftPathComment}}}`: {{{swiftColorsComment}}}
    {{> swift-member-documentation}}
    {{{swiftAccess}}}static var {{{swiftMemberName}}}: Color { {{{swiftName}}}.color }
    {{/roles}}
}
#endif

#if canImport(UIKit)
extension UIColor {
    {{#roles}}
    /// `{{{swiftPathComment}}}`: {{{swiftColorsComment}}}
    {{> swift-member-documentation}}
    {{{swiftAccess}}}static var {{{swiftMemberName}}}: UIColor { {{{swiftName}}}.uiColor() }
    {{/roles}}
}
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
extension NSColor {
    {{#roles}}
    /// `{{{swiftPathComment}}}`: {{{swiftColorsComment}}}
    {{> swift-member-documentation}}
    {{{swiftAccess}}}static var {{{swiftMemberName}}}: NSColor { {{{swiftName}}}.nsColor() }
    {{/roles}}
}
#endif

"""#),
    (#"""
partials/swift-member-documentation
"""#, #"""
{{#swiftDescription}}
///
{{#lines}}
/// {{{.}}}
{{/lines}}
{{/swiftDescription}}
{{#swiftDeprecation}}
@available(*, deprecated{{#replacement}}, renamed: {{{.}}}{{/replacement}}{{#message}}, message: {{{.}}}{{/message}})
{{/swiftDeprecation}}

"""#),
    (#"""
partials/swift-namespace
"""#, #"""
{{#isNamespace}}
/// The role group `{{{path}}}`.
{{{swiftAccess}}}enum {{{name}}} {
    {{#members}}
    {{> swift-namespace}}
    {{^last}}

    {{/last}}
    {{/members}}
}
{{/isNamespace}}
{{^isNamespace}}
/// `{{{path}}}`: {{{colorsComment}}}
{{> swift-documentation}}
{{{swiftAccess}}}static let {{{name}}}: {{{options.schemeColorType}}} = "{{{colorsLiteral}}}"
{{/isNamespace}}

"""#),
    (#"""
partials/swift-nested-members
"""#, #"""
#if canImport(SwiftUI)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    /// The colors of `{{{options.namespace}}}` as SwiftUI colors.
    {{{swiftAccess}}}static var {{{swiftMembersName}}}: {{{options.namespace}}}.{{{swiftColorMembersType}}}<Color> { .init { $0.color } }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
    /// The colors of `{{{options.namespace}}}` as SwiftUI colors, for `.foregroundStyle(.{{{swiftMembersName}}}.name)`.
    {{{swiftAccess}}}static var {{{swiftMembersName}}}: {{{options.namespace}}}.{{{swiftColorMembersType}}}<Color> { .init { $0.color } }
}
#endif

#if canImport(UIKit)
extension UIColor {
    /// The colors of `{{{options.namespace}}}` as dynamic UIKit colors.
    {{{swiftAccess}}}static var {{{swiftMembersName}}}: {{{options.namespace}}}.{{{swiftColorMembersType}}}<UIColor> { .init { $0.uiColor() } }
}
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
extension NSColor {
    /// The colors of `{{{options.namespace}}}` as dynamic AppKit colors.
    {{{swiftAccess}}}static var {{{swiftMembersName}}}: {{{options.namespace}}}.{{{swiftColorMembersType}}}<NSColor> { .init { $0.nsColor() } }
}
#endif

"""#),
    (#"""
partials/swift-platform-colors
"""#, #"""
#if canImport(UIKit)
extension {{{swiftTypePrefix}}}{{{options.schemeColorType}}} {
    /// A UIKit color that follows the trait collection's light or dark style and its contrast
    /// (Increase Contrast), unless the user picked a scheme in `{{{swiftTypePrefix}}}{{{options.schemeType}}}.shared`
    /// (watchOS, always dark, resolves once).
    {{{swiftAccess}}}func uiColor() -> UIColor {
        #if os(watchOS)
        return uiColor(in: {{{swiftTypePrefix}}}{{{options.schemeType}}}.shared.option(systemIsDark: true))
        #else
        if #available(iOS 13.0, tvOS 13.0, *) {
            return UIColor(dynamicProvider: { traits in
                self.uiColor(in: {{{swiftTypePrefix}}}{{{options.schemeType}}}.shared.option(systemIsDark: traits.userInterfaceStyle == .dark,
                                                                        increasedContrast: traits.accessibilityContrast == .high))
            })
        }
        return uiColor(in: {{{swiftTypePrefix}}}{{{options.schemeType}}}.shared.option(systemIsDark: false))
        #endif
    }

    /// The UIKit color of one scheme (in Display P3 when sRGB cannot show it).
    {{{swiftAccess}}}func uiColor(in option: {{{swiftTypePrefix}}}{{{options.schemeOptionType}}}) -> UIColor {
        if let p3 = displayP3Components(in: option) {
            return UIColor(displayP3Red: CGFloat(p3.red), green: CGFloat(p3.green), blue: CGFloat(p3.blue), alpha: CGFloat(p3.alpha))
        }
        let components = self.components(in: option)
        return UIColor(red: CGFloat(components.red), green: CGFloat(components.green),
                       blue: CGFloat(components.blue), alpha: CGFloat(components.alpha))
    }
}
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
extension {{{swiftTypePrefix}}}{{{options.schemeColorType}}} {
    /// An AppKit color that follows the drawing appearance (aqua, dark aqua and their high-contrast
    /// forms), unless the user picked a scheme in `{{{swiftTypePrefix}}}{{{options.schemeType}}}.shared`.
    {{{swiftAccess}}}func nsColor() -> NSColor {
        if #available(macOS 10.15, *) {
            return NSColor(name: nil, dynamicProvider: { appearance in
                let match = appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua,
                                                        .accessibilityHighContrastDarkAqua])
                let isDark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua
                let increasedContrast = match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
                return self.nsColor(in: {{{swiftTypePrefix}}}{{{options.schemeType}}}.shared.option(systemIsDark: isDark, increasedContrast: increasedContrast))
            })
        }
        return nsColor(in: {{{swiftTypePrefix}}}{{{options.schemeType}}}.shared.option(systemIsDark: false))
    }

    /// The AppKit color of one scheme (in Display P3 when sRGB cannot show it).
    {{{swiftAccess}}}func nsColor(in option: {{{swiftTypePrefix}}}{{{options.schemeOptionType}}}) -> NSColor {
        if let p3 = displayP3Components(in: option) {
            return NSColor(displayP3Red: CGFloat(p3.red), green: CGFloat(p3.green), blue: CGFloat(p3.blue), alpha: CGFloat(p3.alpha))
        }
        let components = self.components(in: option)
        return NSColor(srgbRed: CGFloat(components.red), green: CGFloat(components.green),
                       blue: CGFloat(components.blue), alpha: CGFloat(components.alpha))
    }
}
#endif

#if canImport(CoreGraphics)
extension {{{swiftTypePrefix}}}{{{options.schemeColorType}}} {
    /// The Core Graphics color of `option`; without one, of the user's choice, else of the
    /// light appearance's scheme. A `CGColor` cannot follow the appearance: in a view, prefer
    /// the dynamic `uiColor()` or `nsColor()` resolved for the view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    {{{swiftAccess}}}func cgColor(in option: {{{swiftTypePrefix}}}{{{options.schemeOptionType}}}? = nil) -> CGColor {
        let components = self.components(in: option ?? {{{swiftTypePrefix}}}{{{options.schemeType}}}.shared.option(systemIsDark: false))
        return CGColor(srgbRed: CGFloat(components.red), green: CGFloat(components.green),
                       blue: CGFloat(components.blue), alpha: CGFloat(components.alpha))
    }
}
#endif

#if canImport(SwiftUI)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension {{{swiftTypePrefix}}}{{{options.schemeColorType}}} {
    /// A SwiftUI color. It follows the appearance where SwiftUI wraps UIKit and AppKit colors
    /// (iOS 15, macOS 12, tvOS 15, watchOS 8); before that it is fixed to the user's choice, else
    /// to the light appearance's scheme.
    {{{swiftAccess}}}var color: Color {
        #if canImport(UIKit)
        if #available(iOS 15.0, tvOS 15.0, watchOS 8.0, *) {
            return Color(uiColor: uiColor())
        }
        #elseif canImport(AppKit)
        if #available(macOS 12.0, *) {
            return Color(nsColor: nsColor())
        }
        #endif
        let components = self.components(in: {{{swiftTypePrefix}}}{{{options.schemeType}}}.shared.option(systemIsDark: false))
        return Color(red: components.red, green: components.green, blue: components.blue, opacity: components.alpha)
    }
}
#endif

"""#),
    (#"""
partials/swift-registry
"""#, #"""
/// Every role's color by role path, for code that looks colors up by name or walks them all.
{{{swiftAccess}}}enum {{{options.registryType}}} {
    {{#options.registry}}
    /// Every role's color, keyed by its role path as written in the scheme files.
    {{{swiftAccess}}}static let all: [String: {{{options.schemeColorType}}}] = [
        {{#roles}}
        {{{swiftPathLiteral}}}: {{{swiftValue}}},
        {{/roles}}
    ]
    {{/options.registry}}
    {{#options.roleList}}
    {{#options.registry}}

    {{/options.registry}}
    /// Every role in catalogue order (custom roles last) with its role path, like `allCases`.
    {{{swiftAccess}}}static let allRoles: [(path: String, color: {{{options.schemeColorType}}})] = [
        {{#roles}}
        (path: {{{swiftPathLiteral}}}, color: {{{swiftValue}}}),
        {{/roles}}
    ]
    {{/options.roleList}}
}

"""#),
    (#"""
partials/swift-scheme-color
"""#, ##"""
/// A color that knows its value in every color scheme.
///
/// Each scheme's value is stored as `0xRRGGBBAA`: sRGB, 8 bits a channel, alpha last. A color
/// sRGB cannot show also stores its Display P3 value as `0xRRRRGGGGBBBB` (16 bits a channel;
/// 0 for colors sRGB shows, whose P3 value is never needed).
/// Generated constants are string literals, one `#rrggbbaa` (followed by `/p3#rrrrggggbbbb` for
/// a wide-gamut color) per scheme (`{{{swiftSchemeOrder}}}`): a literal of a known type is what
/// type-checks fastest in files of thousands of colors.
{{{swiftAccess}}}struct {{{options.schemeColorType}}}: Sendable, Hashable, ExpressibleByStringLiteral {
    {{#schemes}}
    /// The color in the `{{{swiftComment}}}` scheme, as `0xRRGGBBAA`.
    {{{swiftAccess}}}let {{{swiftStorage}}}: UInt32
    {{/schemes}}
    {{#schemes}}
    /// The color's Display P3 value in the `{{{swiftComment}}}` scheme, as `0xRRRRGGGGBBBB`; 0 when sRGB shows it.
    {{{swiftAccess}}}let {{{swiftP3Storage}}}: UInt64
    {{/schemes}}

    /// Creates a color from its value in each scheme, each as `0xRRGGBBAA`, and the Display P3
    /// value (`0xRRRRGGGGBBBB`) of those sRGB cannot show.
    {{{swiftAccess}}}init({{#schemes}}{{{swiftCase}}} {{{swiftStorage}}}: UInt32, {{/schemes}}{{#schemes}}{{{swiftP3Storage}}}: UInt64 = 0{{^last}}, {{/last}}{{/schemes}}) {
        {{#schemes}}
        self.{{{swiftStorage}}} = {{{swiftStorage}}}
        {{/schemes}}
        {{#schemes}}
        self.{{{swiftP3Storage}}} = {{{swiftP3Storage}}}
        {{/schemes}}
    }

    /// Creates a color from a literal of one `#rrggbbaa` (optionally followed by
    /// `/p3#rrrrggggbbbb`) per scheme, separated by spaces, in the order of
    /// `{{{options.schemeOptionType}}}.allCases`. Any other text stops the program.
    {{{swiftAccess}}}init(stringLiteral text: StaticString) {
        let values = text.description.split(separator: " ").map { word -> (rgba: UInt32, p3: UInt64)? in
            let parts = word.split(separator: "/", omittingEmptySubsequences: false)
            guard parts[0].count == 9, parts[0].first == "#", let rgba = UInt32(parts[0].dropFirst(), radix: 16) else { return nil }
            guard parts.count == 2 else { return parts.count == 1 ? (rgba, 0) : nil }
            guard parts[1].count == 15, parts[1].hasPrefix("p3#"), let p3 = UInt64(parts[1].dropFirst(3), radix: 16) else { return nil }
            return (rgba, p3)
        }
        guard values.count == {{{swiftSchemeCount}}}{{#schemes}}, let {{{swiftStorage}}} = values[{{{index}}}]{{/schemes}} else {
            preconditionFailure("a {{{options.schemeColorType}}} literal needs one #rrggbbaa per scheme ({{{swiftSchemeOrderInLiteral}}}), found \"\(text)\"")
        }
        self.init({{#schemes}}{{{swiftLabel}}}: {{{swiftStorage}}}.rgba, {{/schemes}}{{#schemes}}{{{swiftP3Storage}}}: {{{swiftStorage}}}.p3{{^last}}, {{/last}}{{/schemes}})
    }

    /// The color in `option`, as `0xRRGGBBAA`.
    {{{swiftAccess}}}func rgba(in option: {{{options.schemeOptionType}}}) -> UInt32 {
        switch option {
        {{#schemes}}
        case .{{{swiftCase}}}: {{{swiftStorage}}}
        {{/schemes}}
        }
    }

    /// The color in `option` as sRGB components and alpha, each in 0...1 (for a wide-gamut
    /// color, its gamut-mapped sRGB fallback).
    {{{swiftAccess}}}func components(in option: {{{options.schemeOptionType}}}) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let rgba = self.rgba(in: option)
        return (red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
                blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    /// The color in `option` as Display P3 components and alpha, each in 0...1, when sRGB cannot
    /// show it; `nil` for a color sRGB shows.
    {{{swiftAccess}}}func displayP3Components(in option: {{{options.schemeOptionType}}}) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        let p3: UInt64
        switch option {
        {{#schemes}}
        case .{{{swiftCase}}}: p3 = {{{swiftP3Storage}}}
        {{/schemes}}
        }
        guard p3 != 0 else { return nil }
        return (red: Double((p3 >> 32) & 0xFFFF) / 65_535, green: Double((p3 >> 16) & 0xFFFF) / 65_535,
                blue: Double(p3 & 0xFFFF) / 65_535, alpha: components(in: option).alpha)
    }
}

"""##),
    (#"""
partials/swift-scheme-option
"""#, #"""
/// The color schemes, one case per scheme of the config; the raw value is the scheme's name.
{{{swiftAccess}}}enum {{{options.schemeOptionType}}}: String, CaseIterable, Sendable {
    {{#schemes}}
    /// The `{{{swiftComment}}}` scheme{{#isDefault}}, the default one{{/isDefault}}.
    case {{{swiftCase}}}{{{swiftRawValueClause}}}
    {{/schemes}}
}

"""#),
    (#"""
partials/swift-shape-style
"""#, #"""
#if canImport(SwiftUI)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension {{{swiftTypePrefix}}}{{{options.schemeColorType}}}: ShapeStyle {
    /// The color for the view's environment, so a generated color is a SwiftUI shape style of its
    /// own (`.foregroundStyle(TextAppearance.OnPrimary.body)`): the user's choice in
    /// `{{{swiftTypePrefix}}}{{{options.schemeType}}}.shared`, else the scheme for the environment's `colorScheme` and
    /// `colorSchemeContrast`. `.preferredColorScheme(_:)`, `.environment(\.colorScheme, .dark)` and
    /// previews therefore show their scheme, and views showing the color update when the choice
    /// changes (SwiftUI observes `choice` while it resolves the style).
    {{{swiftAccess}}}func resolve(in environment: EnvironmentValues) -> Color {
        let option = {{{swiftTypePrefix}}}{{{options.schemeType}}}.shared.option(systemIsDark: environment.colorScheme == .dark,
                                                            increasedContrast: environment.colorSchemeContrast == .increased)
        return color(in: option)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension {{{swiftTypePrefix}}}{{{options.schemeColorType}}} {
    /// The SwiftUI color of one scheme (in Display P3 when sRGB cannot show it).
    {{{swiftAccess}}}func color(in option: {{{swiftTypePrefix}}}{{{options.schemeOptionType}}}) -> Color {
        if let p3 = displayP3Components(in: option) {
            return Color(.displayP3, red: p3.red, green: p3.green, blue: p3.blue, opacity: p3.alpha)
        }
        let components = self.components(in: option)
        return Color(.sRGB, red: components.red, green: components.green, blue: components.blue, opacity: components.alpha)
    }
}
#endif

"""#),
    (#"""
partials/typescript-documentation
"""#, #"""
{{#tsDocumentation}}
/**
{{#description}}
{{#lines}}
 * {{{.}}}
{{/lines}}
{{/description}}
{{#deprecation}}
 * @deprecated{{#message}} {{{.}}}{{/message}}{{#replacement}} (use `{{{.}}}`){{/replacement}}
{{/deprecation}}
 */
{{/tsDocumentation}}

"""#),
    (#"""
partials/typescript-module
"""#, #"""
/** The schemes, in the config's order; the first is the default. */
export type Scheme = {{#ts.schemes}}{{{literal}}}{{^last}} | {{/last}}{{/ts.schemes}};
export const schemes: readonly Scheme[] = Object.freeze([{{#ts.schemes}}{{{literal}}}{{^last}}, {{/last}}{{/ts.schemes}}] as Scheme[]);
export const defaultScheme: Scheme = {{{ts.defaultScheme}}};

/** Every role's path, dotted. */
export type RoleName =
  | never
  {{#ts.roles}}
  | {{{name}}}
  {{/ts.roles}}
  ;

/** A role's color in one scheme. */
export interface SchemeColor {
  /** sRGB as `#rrggbbaa` (for a wide-gamut color, its gamut-mapped fallback). */
  readonly hex: string;
  /** `color(display-p3 r g b)` (`/ a` when translucent), for a color outside sRGB only. */
  readonly displayP3?: string;
}

/** A role: its dotted path and its color in every scheme. */
export interface Role {
  readonly name: RoleName;
  readonly colors: { readonly [S in Scheme]: SchemeColor };
}

/** Groups of roles, read-only all the way down. */
export type RoleTree<T> = { readonly [K in keyof T]: T[K] extends Role ? Role : RoleTree<T[K]> };

const cssProperties = new Map<RoleName, string>();

function makeRole(name: RoleName, cssProperty: string, colors: readonly (readonly [hex: string, displayP3?: string])[]): Role {
  cssProperties.set(name, cssProperty);
  const byScheme: { [S in Scheme]?: SchemeColor } = {};
  colors.forEach(([hex, displayP3], index) => {
    const scheme = schemes[index];
    if (scheme === undefined) throw new RangeError("more colors than schemes: " + name);
    byScheme[scheme] = Object.freeze(displayP3 === undefined ? { hex } : { hex, displayP3 });
  });
  return Object.freeze({ name, colors: Object.freeze(byScheme as { readonly [S in Scheme]: SchemeColor }) });
}

function freeze<T extends object>(tree: T): RoleTree<T> {
  for (const key of Object.keys(tree)) {
    const value = (tree as unknown as { [key: string]: unknown })[key];
    if (typeof value === "object" && value !== null && !Object.isFrozen(value)) freeze(value as object);
  }
  return Object.freeze(tree) as unknown as RoleTree<T>;
}

// A tuple, so that each role read from it by position is a Role (not Role | undefined).
const roleList = [
  {{#ts.roles}}
  makeRole({{{name}}}, {{{property}}}, [{{#colors}}[{{{hex}}}{{#displayP3}}, {{{.}}}{{/displayP3}}]{{^last}}, {{/last}}{{/colors}}]),
  {{/ts.roles}}
] as const;

/** Every role, {{#ts.flat}}by its dotted path: `roles["text.onPrimary.body"]`{{/ts.flat}}{{^ts.flat}}by the segments of its path: `roles.text.onPrimary.body`{{/ts.flat}}. */
export const roles = freeze({
  {{#ts.flat}}
  {{#ts.roles}}
  {{> typescript-documentation}}
  {{{flatKey}}}: roleList[{{index}}],
  {{/ts.roles}}
  {{/ts.flat}}
  {{^ts.flat}}
  {{#tree}}
  {{> typescript-node}}
  {{/tree}}
  {{/ts.flat}}
});

/** Every role's dotted path, in the config's role order. */
export const roleNames: readonly RoleName[] = Object.freeze(roleList.map((role) => role.name));

/** The css output's custom property of `role` (`--text-on-primary-body`): write it as `var(${cssVar(role)})`. */
export function cssVar(role: RoleName | Role): string {
  const name = typeof role === "string" ? role : role.name;
  const property = cssProperties.get(name);
  if (property === undefined) throw new RangeError("unknown role: " + name);
  return property;
}

"""#),
    (#"""
partials/typescript-node
"""#, #"""
{{#isGroup}}
{{{tsKey}}}: {
  {{#children}}
  {{> typescript-node}}
  {{/children}}
},
{{/isGroup}}
{{^isGroup}}
{{> typescript-documentation}}
{{{tsKey}}}: roleList[{{tsIndex}}],
{{/isGroup}}

"""#),
    (#"""
swift
"""#, #"""
// {{{header}}}

import Foundation
{{#swiftImportsPlatforms}}
#if canImport(CoreGraphics)
import CoreGraphics
#endif
#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(Observation)
import Observation
#endif
{{/swiftImportsPlatforms}}

// MARK: - Colors
{{^options.namespace}}
{{> swift-declarations}}
{{/options.namespace}}
{{#options.namespace}}

/// Every color of `{{{config}}}` and the types they need, apart from other modules' names.
{{#options.emitSupportTypes}}{{{swiftAccess}}}enum{{/options.emitSupportTypes}}{{^options.emitSupportTypes}}extension{{/options.emitSupportTypes}} {{{options.namespace}}} {
    {{> swift-declarations}}
}
{{/options.namespace}}
{{#options.emitSupportTypes}}

{{> swift-choice-observation}}

{{> swift-platform-colors}}

{{> swift-shape-style}}
{{/options.emitSupportTypes}}
{{#swiftFlatMembers}}

// MARK: - Color members

{{> swift-flat-members}}
{{/swiftFlatMembers}}
{{#swiftNestedMembers}}

// MARK: - Color members

{{> swift-nested-members}}
{{/swiftNestedMembers}}

"""#),
    (#"""
tailwind
"""#, #"""
/* {{{css.header}}} */
{{#tailwind.namespaced}}
/* For Tailwind CSS v4, imported after tailwindcss: each theme variable below is a role's custom property, so the utilities follow the scheme (the system's appearance, and data-color-scheme="NAME" on any element): roles under background, text and border are bg-NAME, text-NAME and border-NAME, the others bg-ROLE, text-ROLE, border-ROLE and every other color utility. */
{{/tailwind.namespaced}}
{{^tailwind.namespaced}}
/* For Tailwind CSS v4, imported after tailwindcss: each --color-ROLE below is the role's custom property, so bg-ROLE, text-ROLE, border-ROLE and the other color utilities follow the scheme (the system's appearance, and data-color-scheme="NAME" on any element). */
{{/tailwind.namespaced}}
@theme inline {
  {{^tailwind.defaultPalette}}
  --color-*: initial;
  {{/tailwind.defaultPalette}}
  {{#tailwind.theme}}
  --{{{namespace}}}-{{{name}}}: var({{{property}}});
  {{/tailwind.theme}}
}

{{> css-stylesheet}}

"""#),
    (#"""
typescript
"""#, #"""
// {{{ts.header}}}
// Every color role of each scheme, as a typed, frozen ES module.
{{#ts.hasNamespace}}
export namespace {{{ts.namespace}}} {
  {{> typescript-module}}
}
{{/ts.hasNamespace}}
{{^ts.hasNamespace}}
{{> typescript-module}}
{{/ts.hasNamespace}}

"""#),
    (#"""
xcassets/catalog
"""#, #"""
{
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}

"""#),
    (#"""
xcassets/colorset
"""#, #"""
{
  "colors" : [
    {{#entries}}
    {
      {{#hasAppearances}}
      "appearances" : [
        {{#appearances}}
        {
          "appearance" : "{{{appearance}}}",
          "value" : "{{{value}}}"
        }{{^last}},{{/last}}
        {{/appearances}}
      ],
      {{/hasAppearances}}
      "color" : {
        "color-space" : "{{{colorSpace}}}",
        "components" : {
          "alpha" : "{{{alpha}}}",
          "blue" : "{{{blue}}}",
          "green" : "{{{green}}}",
          "red" : "{{{red}}}"
        }
      },
      "idiom" : "universal"
    }{{^last}},{{/last}}
    {{/entries}}
  ],
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}

"""#),
    (#"""
xcassets/group
"""#, #"""
{
  "info" : {
    "author" : "xcode",
    "version" : 1
  },
  "properties" : {
    "provides-namespace" : true
  }
}

"""#),
    (#"""
xcassets/marker
"""#, #"""
{{{header}}}

colorgen owns this asset catalog: every run replaces it as a whole and deletes the color sets
of roles that no longer exist. colorgen only replaces a catalog that holds this file; delete
the catalog (not just this file) to let colorgen write it afresh.

"""#),
]
