// Builds the HTML test pages Chromium loads and reads the computed colors they write into the DOM.
import Foundation

/// Test pages for headless Chromium and the results they write into their DOM.
enum BrowserPage {
    /// A page that links `stylesheet` and, for every `data-color-scheme` on `<html>` (none, then
    /// each of `schemes`) and every `data-color-scheme` on a nested element (likewise), reads the
    /// computed color of `color: var(<name>)` for each of `propertyNames`. The result is JSON in
    /// `<pre id="result">`: `{"<html scheme or ->/<nested scheme or ->": ["rgb(...)", ...]}`.
    static func computedColors(stylesheet: String, propertyNames: [String], schemes: [String]) throws -> String {
        let names = String(decoding: try JSONSerialization.data(withJSONObject: propertyNames), as: UTF8.self)
        let schemeList = String(decoding: try JSONSerialization.data(withJSONObject: schemes), as: UTF8.self)
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>colorgen CSS probe</title>
            <link rel="stylesheet" href="\(stylesheet)">
            <style>i { forced-color-adjust: none; }</style>
            </head><body><div id="host"></div><pre id="result"></pre>
            <script>
            const names = \(names);
            const schemes = \(schemeList);
            const host = document.getElementById('host');
            const containers = [null].concat(schemes).map(scheme => {
              const outer = document.createElement('div');
              if (scheme !== null) outer.setAttribute('data-color-scheme', scheme);
              const probes = names.map(name => {
                const probe = document.createElement('i');
                probe.style.setProperty('color', 'var(' + name + ')');
                outer.appendChild(probe);
                return probe;
              });
              host.appendChild(outer);
              return { scheme, probes };
            });
            const result = {};
            for (const htmlScheme of [null].concat(schemes)) {
              if (htmlScheme === null) document.documentElement.removeAttribute('data-color-scheme');
              else document.documentElement.setAttribute('data-color-scheme', htmlScheme);
              for (const container of containers) {
                result[(htmlScheme ?? '-') + '/' + (container.scheme ?? '-')] =
                  container.probes.map(probe => getComputedStyle(probe).color);
              }
            }
            document.documentElement.removeAttribute('data-color-scheme');
            host.remove();
            document.getElementById('result').textContent = JSON.stringify(result);
            </script></body></html>
            """
    }

    /// The JSON written into `<pre id="result">` of a dumped DOM.
    static func result(inDump dom: String) throws -> Any {
        guard let start = dom.range(of: "<pre id=\"result\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw BrowserError("the page wrote no result; its DOM was:\n" + dom.prefix(3000))
        }
        let text = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}

/// A color as a browser computes it: 0-255 channels and alpha.
struct BrowserColor: Equatable, CustomStringConvertible {
    var red: Int, green: Int, blue: Int
    var alpha: Double

    /// Parses `rgb(r, g, b)` or `rgba(r, g, b, a)`, Chromium's computed color form for sRGB colors.
    init?(computed text: String) {
        let open = text.firstIndex(of: "("), close = text.lastIndex(of: ")")
        guard let open, let close, text.hasPrefix("rgb") else { return nil }
        let parts = text[text.index(after: open)..<close].split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 || parts.count == 4,
              let red = Int(parts[0]), let green = Int(parts[1]), let blue = Int(parts[2]) else { return nil }
        let alpha = parts.count == 4 ? Double(parts[3]) : 1
        guard let alpha else { return nil }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A color from 0-255 channels and alpha.
    init(red: Int, green: Int, blue: Int, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Same channels, and alphas within what 8-bit storage in the browser can change.
    func matches(_ other: BrowserColor) -> Bool {
        red == other.red && green == other.green && blue == other.blue && abs(alpha - other.alpha) <= 0.004
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
