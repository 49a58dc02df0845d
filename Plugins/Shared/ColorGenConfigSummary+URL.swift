// The config summary for the plugins: read with JSONSerialization, paths as standardized file URLs.
import Foundation

extension ColorGenConfigSummary {
    /// Reads the config at `url`.
    init(contentsOf url: URL) {
        let root = (try? Data(contentsOf: url)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        self.init(root: root)
    }

    /// ``namedInputs(in:standardized:)`` as standardized file URLs.
    func namedInputs(in folder: URL) -> [URL] {
        namedInputs(in: folder.path, standardized: Self.standardizedPath).map { URL(fileURLWithPath: $0) }
    }

    /// ``isInputByKind(_:configFolder:standardized:)`` of file URLs.
    func isInputByKind(_ file: URL, configFolder: URL) -> Bool {
        isInputByKind(file.path, configFolder: configFolder.path, standardized: Self.standardizedPath)
    }

    /// A config-relative path (or an absolute one) as a standardized file URL.
    static func resolve(_ path: String, in folder: URL) -> URL {
        URL(fileURLWithPath: standardizedPath(resolve(path, in: folder.path)))
    }

    /// `path` as a standardized file URL's path.
    private static func standardizedPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
