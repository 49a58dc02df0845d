// Creates the folders and files of a manifest with plain system calls: what writing an asset
// catalog costs the file system, to compare colorgen's xcassets output with. Like colorgen, it
// loads no Foundation, so that its figure holds no start-up cost colorgen does not pay.
//
// usage: make-tree MANIFEST ROOT
// The manifest is a sequence of entries: `d <relative path>\n` for a folder (parents first), or
// `f <relative path>\t<byte count>\n` followed by the file's bytes.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole file at `path`.
func contents(of path: String) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    precondition(descriptor >= 0, "cannot open \(path)")
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        precondition(count >= 0, "cannot read \(path)")
        if count == 0 { return bytes }
        bytes += chunk[..<count]
    }
}

let arguments = CommandLine.arguments
let manifest = contents(of: arguments[1])
let root = arguments[2]
var offset = 0
while offset < manifest.count {
    let end = manifest[offset...].firstIndex(of: UInt8(ascii: "\n"))!
    let line = String(decoding: manifest[(offset + 2)..<end], as: UTF8.self)
    let isFolder = manifest[offset] == UInt8(ascii: "d")
    offset = end + 1
    if isFolder {
        mkdir(root + "/" + line, 0o755)
        continue
    }
    let parts = line.split(separator: "\t")
    let count = Int(parts[1])!
    let descriptor = open(root + "/" + parts[0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = manifest[offset..<(offset + count)].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    offset += count
}
