// `colorgen diff` HTML writer: a table per change kind per scheme with old/new swatch cells, inline CSS.
import ColorGenRender
import ColorMath

/// The `html` format of `colorgen diff`: one self-contained page (inline CSS, no script, no
/// network) with a table per section of each scheme, old and new swatches side by side.
enum RoleDiffHTMLReport {
    static func render(_ diff: RoleDiff) -> String {
        var page = Page()
        page.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>colorgen diff</title>\n")
        page.raw("<style>\n\(style)</style>\n</head>\n<body>\n<h1>colorgen diff</h1>\n<p class=\"sides\">")
        page.text("\(RoleDiff.sideText(diff.old)) → \(RoleDiff.sideText(diff.new)). "
                  + diff.termsText + ".")
        page.raw("</p>\n")
        if let mismatch = diff.schemeMismatchText {
            page.raw("<p class=\"warning\">")
            page.text("Warning: \(mismatch).")
            page.raw("</p>\n")
        }
        if !diff.deprecated.isEmpty {
            page.raw("<section>\n<h2>Deprecated</h2>\n<ul class=\"deprecated\">\n")
            for role in diff.deprecated {
                page.raw("<li>")
                page.text(role.text)
                page.raw("</li>\n")
            }
            page.raw("</ul>\n</section>\n")
        }
        for scheme in diff.schemes {
            page.raw("<section>\n<h2>")
            page.text(scheme.name)
            page.raw(" <span class=\"summary\">")
            page.text(scheme.summaryText)
            page.raw("</span></h2>\n")
            changeTable("Contrast flips", scheme.contrastFlips, flips: true, into: &page)
            changeTable("Changed", scheme.changed, flips: false, into: &page)
            valueTable("Added", scheme.added, into: &page)
            valueTable("Removed", scheme.removed, into: &page)
            if let invisible = scheme.belowThresholdText(threshold: diff.thresholdText) {
                page.raw("<p class=\"invisible\">")
                page.text(invisible + ".")
                page.raw("</p>\n")
            }
            page.raw("</section>\n")
        }
        page.raw("</body>\n</html>\n")
        return String(decoding: page.bytes, as: UTF8.self)
    }

    private static func changeTable(_ title: String, _ changes: [RoleChange], flips: Bool, into page: inout Page) {
        guard !changes.isEmpty else { return }
        page.raw("<h3>\(title)</h3>\n<table>\n<tr>\(flips ? "<th>flip</th>" : "")<th>role</th><th>old</th><th>new</th>"
                 + "<th>ΔE OK</th><th>contrast</th></tr>\n")
        for change in changes {
            page.raw("<tr>")
            if let flip = change.flip {
                page.raw("<td class=\"\(flip.rawValue)\">\(flip.rawValue)</td>")
            }
            page.raw("<td><code>")
            page.text(change.path.description)
            page.raw("</code></td>")
            swatchCell(change.old, into: &page)
            swatchCell(change.new, into: &page)
            page.raw("<td>\(RoleChange.deltaText(change.deltaEOK))</td><td>")
            page.text(change.contrastText ?? "")
            page.raw("</td></tr>\n")
        }
        page.raw("</table>\n")
    }

    private static func valueTable(_ title: String, _ roles: [RoleValue], into page: inout Page) {
        guard !roles.isEmpty else { return }
        page.raw("<h3>\(title)</h3>\n<table>\n<tr><th>role</th><th>color</th><th>contrast</th></tr>\n")
        for role in roles {
            page.raw("<tr><td><code>")
            page.text(role.path.description)
            page.raw("</code></td>")
            swatchCell(role.color, into: &page)
            page.raw("<td>")
            page.text(role.contrast?.verdictText ?? "")
            page.raw("</td></tr>\n")
        }
        page.raw("</table>\n")
    }

    private static func swatchCell(_ color: RGBA, into page: inout Page) {
        page.raw("<td><span class=\"swatch\" style=\"background: \(CSSColor.value(color))\"></span><code>\(color.hexWithAlpha)</code></td>")
    }

    /// The page's bytes; `text` escapes what it writes, `raw` does not.
    private struct Page {
        var bytes: [UInt8] = []
        mutating func raw(_ markup: String) { bytes.appendUTF8(markup) }
        mutating func text(_ text: String) { bytes.appendHTMLEscaped(text) }
    }

    private static let style = """
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 2em; color: #1f2329; }
        table { border-collapse: collapse; margin-bottom: 1em; }
        th, td { text-align: left; padding: 4px 10px; border-bottom: 1px solid #e6e8ec; vertical-align: middle; }
        .swatch { display: inline-block; width: 2.5em; height: 1.5em; margin-right: 6px; vertical-align: middle;
                  border: 1px solid #9da3b3; border-radius: 3px; }
        .summary { font-size: 14px; font-weight: normal; color: #474d5a; }
        .regression { color: #b00020; font-weight: bold; }
        .improvement { color: #1b7f3b; font-weight: bold; }
        .warning { color: #8a5a00; }
        .invisible { color: #474d5a; font-style: italic; }

        """
}
