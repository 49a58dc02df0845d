// Stub of Xcode's XcodeProjectPlugin module for type-checking ColorGenPlugin's Xcode conformance
// on Linux (see README.md): the declarations the plugin uses, with the signatures of Xcode's
// module interface. Built against SwiftPM's PackagePlugin module; bodies are never run.
import Foundation
import PackagePlugin

/// A build-tool plugin that Xcode runs for the targets of an Xcode project.
public protocol XcodeBuildToolPlugin {
    /// The commands that build `target` of the project in `context`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode gives a plugin it runs: the project, a work folder and the tools it may run.
public struct XcodePluginContext {
    /// The project the plugin runs on.
    public let xcodeProject: XcodeProject
    /// A folder the plugin may write to.
    public let pluginWorkDirectoryURL: URL

    /// The executable called `name` among the plugin's dependencies.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("stub")
    }
}

/// An Xcode project.
public struct XcodeProject {
    /// A stable identifier of the project.
    public typealias ID = String
    /// The project's identifier.
    public let id: XcodeProject.ID
    /// The project's name.
    public let displayName: String
    /// The project's folder.
    public let directoryURL: URL
    /// Every target of the project.
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// A stable identifier of the target.
    public typealias ID = String
    /// The target's identifier.
    public let id: XcodeTarget.ID
    /// The target's name.
    public let displayName: String
    /// The files of the target's build phases.
    public let inputFiles: FileList
}
