// What the CLI and plugins call to generate: runs every stage via a SourceLoader, returns files, no writes.
import ColorGenModel
import ColorGenRender
import OutputFiles
import SourceDiagnostics

/// colorgen's whole pipeline: read → validate → resolve → render, with no file-system access of
/// its own (files come through a ``SourceLoader``; rendered files are returned, not written).
public enum Generator {
    /// What a generation produced.
    public struct Result: Sendable {
        /// Every output file, in config order; empty when there is any error.
        public var files: [RenderedFile]
        /// Every file read (config, token files, resolver files, user templates), for build tools.
        public var inputFiles: [String]
        /// Every problem found, in reading order.
        public var diagnostics: [Diagnostic]
        /// Where in the config each file of ``files`` and each owned folder comes from: the
        /// location of its output's `"path"`, by the file's (or folder's) path. A problem the
        /// writer meets at a path is reported there.
        public var outputLocations: [String: SourceLocation] = [:]
    }

    /// Generates the outputs of the config at `configPath`.
    ///
    /// - Parameters:
    ///   - outputDirectory: when given, output paths are relative to it instead of the config's folder.
    ///   - formats: when given, only outputs of these built-in formats are rendered (build plugins
    ///     emit Swift only).
    ///   - flattensOutputPaths: with `outputDirectory`, each output goes directly into it under the
    ///     last component of its configured path, so nothing lands outside that folder (what a
    ///     build plugin's work directory needs).
    ///   - buildPluginTargets: the targets around the config that apply ColorGenPlugin: a swift
    ///     output inside one is an error at its path in the config.
    public static func generate(configPath: String, loader: any SourceLoader, outputDirectory: String? = nil,
                                formats: Set<OutputFormat>? = nil, flattensOutputPaths: Bool = false,
                                buildPluginTargets: BuildPluginTargets? = nil) -> Result {
        // Every file read on the way is recorded, so that no output may overwrite one.
        let loader = RecordingSourceLoader(loader)
        // The config is read and checked as a whole, with where each output goes, before any
        // token file is read: every problem of the config is reported in one run.
        let read = readConfig(configPath: configPath, loader: loader)
        guard let config = read.config else {
            return Result(files: [], inputFiles: [configPath], diagnostics: read.diagnostics.inReadingOrder)
        }
        let selected = read.outputs.filter { output in
            guard let formats else { return true }
            // A template output that writes Swift counts as Swift (the build plugin compiles it).
            guard case .format(let format) = output.spec.renderer else {
                return formats.contains(.swift) && output.spec.path.value.hasSuffix(".swift")
            }
            return formats.contains(format)
        }
        let specs = selected.map(\.spec)
        let paths = specs.map { output in
            path(of: output, config: config, configName: configName(of: configPath), outputDirectory: outputDirectory,
                 flattensOutputPaths: flattensOutputPaths)
        }
        let pathErrors = paths.compactMap { path in if case .failure(let error) = path { error } else { nil } }
            + (buildPluginTargets?.problems(specs) ?? [])
        guard pathErrors.isEmpty else {
            return Result(files: [], inputFiles: [configPath], diagnostics: (read.diagnostics + pathErrors).inReadingOrder)
        }
        let resolved = resolveRoles(config, configDiagnostics: read.diagnostics, loader: loader)
        guard let roles = resolved.roles, let info = resolved.info else {
            return Result(files: [], inputFiles: resolved.inputFiles, diagnostics: resolved.diagnostics.inReadingOrder)
        }
        var diagnostics = resolved.diagnostics
        var inputFiles = resolved.inputFiles
        // Outputs are independent of one another: each prepares its model on a core of its own,
        // then the renderings of all outputs' files run on all cores at once, so that an output
        // whose files render apart (json's file per scheme) spreads over the cores beside the
        // others rather than after them. Files and diagnostics are gathered in config order. The
        // outputs share one role tree, built by the first that reads it: an output's `gamut` may
        // change its colors, never its role paths.
        let tree = SharedRoleTree(roles.roles.map(\.path))
        let prepared = zip(selected, paths).map { ($0, $1) }.concurrentMap { output, path -> OutputRenderer.Prepared? in
            guard case .success(let path) = path else { return nil }
            return OutputRenderer.prepare(output, roles: roles, info: info, path: path, configPath: configPath,
                                          loader: loader, tree: tree)
        }
        var results = prepared.flatMap { $0?.renderings ?? [] }.concurrentMap { $0.run() }[...]
        let renderings = prepared.map { output -> (files: [RenderedFile], diagnostics: [Diagnostic]) in
            guard let output else { return ([], []) }
            defer { results = results.dropFirst(output.renderings.count) }
            return output.finished(Array(results.prefix(output.renderings.count)))
        }
        var files: [RenderedFile] = []
        for (output, rendering) in zip(specs, renderings) {
            files += rendering.files
            diagnostics += rendering.diagnostics
            if case .template(let name) = output.renderer, !BuiltInTemplates.names.contains(name) {
                inputFiles.append(config.resolve(name))
            }
            if let template = output.formatTemplate {
                inputFiles.append(config.resolve(template.value))
            }
        }
        if !diagnostics.containsErrors {
            let outputs = zip(specs, renderings).map { OutputClashCheck.Output(spec: $0, files: $1.files) }
            diagnostics += OutputClashCheck.check(outputs, inputs: loader.loadedPaths, configPath: configPath,
                                                  loader: loader)
        }
        guard !diagnostics.containsErrors else {
            return Result(files: [], inputFiles: inputFiles, diagnostics: diagnostics.inReadingOrder)
        }
        var locations: [String: SourceLocation] = [:]
        for (output, rendering) in zip(specs, renderings) {
            for file in rendering.files {
                locations[file.path] = output.path.location
                if let folder = file.ownedDirectory { locations[folder.path] = output.path.location }
            }
        }
        return Result(files: files, inputFiles: inputFiles, diagnostics: diagnostics.inReadingOrder, outputLocations: locations)
    }

    /// Where `output` is written: its configured path against the config's folder, or against
    /// `outputDirectory` (only its file name when `flattensOutputPaths`).
    private static func path(of output: OutputSpec, config: ColorGenConfig, configName: String, outputDirectory: String?,
                             flattensOutputPaths: Bool) -> Swift.Result<String, Diagnostic> {
        guard let outputDirectory else { return .success(config.resolve(output.path.value)) }
        var written = output.path.value
        if flattensOutputPaths {
            guard let name = SourcePath.fileName(of: written) else {
                return .failure(.error("output path \"\(written)\" names no file to write into the output folder",
                                       at: output.path.location))
            }
            written = name
        }
        return .success(SourcePath.resolve(written, relativeTo: outputDirectory + "/" + configName))
    }

    /// The read and resolve stages: the config, every scheme's roles and the header information,
    /// or nil for what could not be made because of errors in `diagnostics`. `rulesVersion`, when
    /// given, replaces the config's pinned version (`colorgen diff --rules`). `contrastDiagnostics`
    /// are those of `diagnostics` that the contrast pairs report (``DeclaredContrastCheck``): the
    /// roles are made also when they are errors.
    static func resolveRoles(configPath: String, loader: any SourceLoader, rulesVersion: RulesVersion? = nil)
        -> (config: ColorGenConfig?, roles: ColorRoleSet?, info: GenerationInfo?, inputFiles: [String], diagnostics: [Diagnostic],
            contrastDiagnostics: [Diagnostic]) {
        let read = readConfig(configPath: configPath, loader: loader)
        guard var config = read.config else { return (nil, nil, nil, [configPath], read.diagnostics, []) }
        if let rulesVersion {
            let location = config.rulesVersion?.location ?? SourceLocation(path: configPath, line: 1, column: 1)
            config.rulesVersion = Located(rulesVersion, at: location)
        }
        return resolveRoles(config, configDiagnostics: read.diagnostics, loader: loader)
    }

    /// The config at `configPath`, read and checked as a whole, its outputs' options by their
    /// renderers; nil when it has errors, which are all in `diagnostics`.
    private static func readConfig(configPath: String, loader: any SourceLoader)
        -> (config: ColorGenConfig?, outputs: [ConfiguredOutput], diagnostics: [Diagnostic]) {
        let bytes: [UInt8]
        do {
            bytes = try loader.load(configPath)
        } catch {
            return (nil, [], [.error("cannot read config '\(configPath)': \(error.reason)", at: nil)])
        }
        return readConfig(bytes, path: configPath)
    }

    /// The config `bytes` of the file at `path`, read and checked as a whole: the config reader's
    /// checks, each output's options by its format's renderer among them (``ConfiguredOutput``).
    /// The config is nil when there are errors, which are all in `diagnostics`.
    package static func readConfig(_ bytes: [UInt8], path: String)
        -> (config: ColorGenConfig?, outputs: [ConfiguredOutput], diagnostics: [Diagnostic]) {
        let read = ConfigReader.read(bytes, path: path) { ConfiguredOutput.read($0, configPath: path) }
        return (read.config, read.outputs ?? [], read.diagnostics)
    }

    /// The read and resolve stages for a config without errors (`configDiagnostics` its warnings).
    private static func resolveRoles(_ config: ColorGenConfig, configDiagnostics: [Diagnostic], loader: any SourceLoader)
        -> (config: ColorGenConfig?, roles: ColorRoleSet?, info: GenerationInfo?, inputFiles: [String], diagnostics: [Diagnostic],
            contrastDiagnostics: [Diagnostic]) {
        let configPath = config.path
        var diagnostics = configDiagnostics
        let (schemes, readFiles, readDiagnostics) = SchemeTokensReader.read(config, loader: loader)
        diagnostics += readDiagnostics
        let inputFiles = [configPath] + readFiles
        guard !diagnostics.containsErrors else {
            let failures = schemes.flatMap { SchemeRoleResolver.failureDiagnostics(of: $0, config: config) }
            return (config, nil, nil, inputFiles, diagnostics + failures.removingDuplicates(), [])
        }
        let resolved = SchemeRoleResolver.resolve(schemes, config: config, increasedContrast: config.increasedContrastSchemes)
        diagnostics += resolved.diagnostics.removingDuplicates()  // a file shared by schemes is reported once
        guard var roles = resolved.roles else { return (config, nil, nil, inputFiles, diagnostics, []) }
        roles = DerivedContrastLevels.apply(to: roles, config: config)
        roles.mediumContrastCounterparts = config.mediumContrastCounterparts(in: roles.schemes)
        let declared = DeclaredContrastCheck.check(roles, config: config)
        roles.declaredContrast = declared.results
        // A failing declared pair is an error of the run, yet the roles stay usable: the preview
        // page is written to show it.
        diagnostics += declared.diagnostics
        return (config, roles, GenerationInfo(configName: configName(of: configPath), rulesVersion: roles.rulesVersion),
                inputFiles, diagnostics, declared.diagnostics)
    }

    /// The config file's name, which output headers and build plugins' output paths use.
    private static func configName(of configPath: String) -> String {
        configPath.split(separator: "/").last.map(String.init) ?? configPath
    }
}
