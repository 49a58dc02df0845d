// The smallest rules palette the CLI tests generate from: one blue swatch of three tiles.
/// A token file with one three-tile swatch and the palette's three required aliases into it.
enum MinimalPaletteTokens {
    /// The file's text.
    static let text = """
        {"swatch": {"$type": "color", "blue": {
          "0": {"$value": {"colorSpace": "srgb", "components": [0.87, 0.93, 1]}},
          "1": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8]}},
          "2": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.4]}}}},
         "palette": {"$type": "color", "primary": {"$value": "{swatch.blue.1}"},
          "secondary": {"$value": "{swatch.blue.2}"}, "accent": {"$value": "{swatch.blue.0}"}}}
        """
}
