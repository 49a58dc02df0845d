// Reads a generated `json` output's roles independently of colorgen, for comparing with browser results.
import Foundation

/// The roles of a generated `json` output, read back independently of colorgen's own reader:
/// each scheme's `<path>.<scheme>.tokens.json`, flattened to role path → color.
struct GeneratedTokens {
    /// Role paths (segments) with their colors, sorted by key at each level; `p3` holds a
    /// display-p3 token's components as authored.
    var roles: [(path: [String], color: BrowserColor, p3: [Double]?)]

    /// Reads `file`, a DTCG token file whose leaves are `color` tokens in object form with `hex`.
    init(file: URL) throws {
        let data = try Data(contentsOf: file)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BrowserError("\(file.lastPathComponent) is not a JSON object")
        }
        var roles: [(path: [String], color: BrowserColor, p3: [Double]?)] = []
        func walk(_ group: [String: Any], _ path: [String], order: [String]) throws {
            for key in order where !key.hasPrefix("$") {
                guard let node = group[key] as? [String: Any] else { continue }
                if let value = node["$value"] as? [String: Any] {
                    guard let hex = value["hex"] as? String, let alpha = value["alpha"] as? Double,
                          hex.count == 7, let rgb = Int(hex.dropFirst(), radix: 16) else {
                        throw BrowserError("role \((path + [key]).joined(separator: ".")) has no hex and alpha")
                    }
                    let p3 = value["colorSpace"] as? String == "display-p3" ? value["components"] as? [Double] : nil
                    roles.append((path + [key], BrowserColor(red: rgb >> 16, green: (rgb >> 8) & 255, blue: rgb & 255, alpha: alpha), p3))
                } else {
                    try walk(node, path + [key], order: Self.keyOrder(of: node))
                }
            }
        }
        try walk(root, [], order: Self.keyOrder(of: root))
        self.roles = roles
    }

    /// Foundation dictionaries do not keep key order; role order does not matter for comparing, so
    /// keys are sorted to make failures reproducible.
    private static func keyOrder(of object: [String: Any]) -> [String] {
        object.keys.sorted()
    }
}
