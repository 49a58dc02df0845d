/// Checks one DTCG token file completely: JSON syntax, structure, references and every value.
///
/// This is what `colorgen validate` runs on a token file. Aliases are resolved within the file
/// alone; to check files that are only valid once merged, read each with ``TokenTreeReader``,
/// merge the trees with ``TokenTree/merge(_:)`` and resolve the result with ``TokenResolver``.
public enum TokenValidator {
    /// Every problem found in the file `bytes` read from `path`, in reading order: errors make
    /// the file unusable; warnings (such as legacy string colors) do not.
    public static func validate(_ bytes: [UInt8], path: String) -> [Diagnostic] {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, path: path)
        } catch {
            return [error]
        }
        let (tree, readDiagnostics) = TokenTreeReader.read(document.root, path: path)
        let (_, resolveDiagnostics) = TokenResolver.resolve(tree)
        return (document.warnings + readDiagnostics + resolveDiagnostics).inReadingOrder
    }
}
