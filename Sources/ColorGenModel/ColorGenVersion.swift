/// colorgen's own version, written into every output's header and printed by `colorgen --version`.
///
/// This line is the one place the version is set: Scripts/build-artifactbundle.sh and
/// Scripts/build-packages.sh read it from here (Scripts/version.sh) for the artifact bundle, the
/// wheel and the npm packages, and refuse a `--version` or a binary that says otherwise
/// (docs/install.md, "Making a release"). Keep it `MAJOR.MINOR.PATCH` on one line.
public enum ColorGenVersion {
    /// The version of this build of colorgen.
    public static let current = "0.1.0"
}
