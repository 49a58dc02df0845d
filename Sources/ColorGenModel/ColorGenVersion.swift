/// colorgen's own version, written into every output's header.
public enum ColorGenVersion {
    /// The version of this build of colorgen.
    public static let current = "0.1.0"
}
