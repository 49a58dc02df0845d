/// Which schemes stand for the system's light and dark appearance when the config does not say.
package enum SystemAppearanceSchemes {
    /// The indices of the light and the dark scheme among `schemes`:
    /// - with a scheme named `dark`, that one is dark, and light is the scheme named `light`, else
    ///   the first other scheme;
    /// - without one, light is the scheme named `light`, else the first scheme, and dark is the
    ///   first other scheme;
    /// - a single scheme is both.
    package static func choose(_ schemes: [String]) -> (light: Int, dark: Int) {
        let named = { (name: String) in schemes.firstIndex(of: name) }
        if let dark = named("dark") {
            return (named("light") ?? schemes.indices.first { $0 != dark } ?? dark, dark)
        }
        let light = named("light") ?? 0
        return (light, schemes.indices.first { $0 != light } ?? light)
    }
}
