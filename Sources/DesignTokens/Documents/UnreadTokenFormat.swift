// Spots Adobe Spectrum token files so they get one "format not read" error instead of one per property.
import PositionalJSON
import SourceDiagnostics

/// Token formats colorgen recognises but does not read, so that such a file gets one error
/// naming its format instead of an error for every property DTCG does not allow.
package enum UnreadTokenFormat {
    /// Adobe Spectrum's own token schema (adobe/spectrum-design-data): every token carries its own
    /// `$schema`, a `value` such as `"rgb(0, 0, 0)"` or `sets` of `light`, `dark` and `wireframe`
    /// values, a `uuid` and `private`.
    case adobeSpectrum

    /// The format of the document `root`, when it is one of these.
    package static func recognise(_ root: JSONValue) -> UnreadTokenFormat? {
        guard let object = root.objectValue else { return nil }
        for member in object.members.prefix(8) {
            guard let token = member.value.objectValue, token["$schema"]?.stringValue != nil,
                  token["value"] != nil || token["sets"] != nil else { continue }
            return .adobeSpectrum
        }
        return nil
    }

    /// The one error a file of this format gets, at its first character.
    package func error(at location: SourceLocation) -> Diagnostic {
        switch self {
        case .adobeSpectrum:
            .error("this is Adobe Spectrum's own token format (a \"$schema\" on every token, \"value\" strings and "
                   + "\"sets\" of light, dark and wireframe values), not DTCG 2025.10; colorgen does not read it. "
                   + "Use a DTCG conversion, such as Terrazzo's adobe-spectrum theme-light/theme-dark.tokens.json",
                   at: location)
        }
    }
}
