/// `text.onPrimary.body` → `text-on-primary-body`: the CSS custom property spelling of role paths.
public enum KebabCase {
    /// Each segment's camel-case words lowercased, everything joined with `-`.
    /// A run of capitals is one word (`highContrastUI` → `high-contrast-ui`).
    public static func join(_ segments: [String]) -> String {
        segments.map(words).joined(separator: "-")
    }

    /// One segment in kebab case.
    static func words(_ segment: String) -> String {
        let scalars = Array(segment.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let isUpper = scalar.properties.isUppercase
            if isUpper, index > 0 {
                let previous = scalars[index - 1]
                let nextIsLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
                if previous.properties.isLowercase || previous.properties.numericType != nil
                    || (previous.properties.isUppercase && nextIsLower) {
                    result.append("-")
                }
            }
            if isUpper {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
