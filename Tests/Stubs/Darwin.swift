// Stub of Darwin: renamex_np, RENAME_SWAP and posix_spawn's file actions with Apple's signatures, run on Linux.
// The rest of the C library is Glibc's, re-exported: Apple's declarations here shadow Glibc's.
@_exported import Glibc

/// `RENAME_SWAP` of `<stdio.h>`: exchange the two paths atomically.
public var RENAME_SWAP: Int32 { 0x0000_0002 }

/// `renamex_np(3)`: with `RENAME_SWAP`, Linux's `renameat2(…, RENAME_EXCHANGE)` does the same.
public func renamex_np(_ __from: UnsafePointer<CChar>!, _ __to: UnsafePointer<CChar>!, _ __flags: UInt32) -> Int32 {
    typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    guard __flags == UInt32(RENAME_SWAP), let symbol = dlsym(nil, "renameat2") else {
        errno = EINVAL
        return -1
    }
    fputs("renamex_np\n", stderr)
    return unsafeBitCast(symbol, to: Renameat2.self)(AT_FDCWD, __from, AT_FDCWD, __to, 1 << 1)
}

/// `posix_spawn_file_actions_t` of `<spawn.h>`: `typedef void *posix_spawn_file_actions_t;` on
/// Apple's systems (an opaque pointer, where glibc has a struct). The stub keeps a glibc struct behind it.
public typealias posix_spawn_file_actions_t = UnsafeMutableRawPointer

/// `posix_spawnattr_t` of `<spawn.h>`: `typedef void *posix_spawnattr_t;`.
public typealias posix_spawnattr_t = UnsafeMutableRawPointer

private func glibcActions(_ actions: UnsafePointer<posix_spawn_file_actions_t?>!) -> UnsafeMutablePointer<Glibc.posix_spawn_file_actions_t> {
    actions.pointee!.assumingMemoryBound(to: Glibc.posix_spawn_file_actions_t.self)
}

/// `posix_spawn_file_actions_init(3)`.
public func posix_spawn_file_actions_init(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!) -> Int32 {
    let real = UnsafeMutablePointer<Glibc.posix_spawn_file_actions_t>.allocate(capacity: 1)
    actions.pointee = UnsafeMutableRawPointer(real)
    return Glibc.posix_spawn_file_actions_init(real)
}

/// `posix_spawn_file_actions_destroy(3)`.
public func posix_spawn_file_actions_destroy(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!) -> Int32 {
    let real = glibcActions(actions)
    let result = Glibc.posix_spawn_file_actions_destroy(real)
    real.deallocate()
    actions.pointee = nil
    return result
}

/// `posix_spawn_file_actions_addopen(3)`; `mode_t` is `UInt16` on Apple's systems.
public func posix_spawn_file_actions_addopen(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _ descriptor: Int32,
                                             _ path: UnsafePointer<CChar>!, _ flags: Int32, _ mode: UInt16) -> Int32 {
    Glibc.posix_spawn_file_actions_addopen(glibcActions(actions), descriptor, path, flags, mode_t(mode))
}

/// `posix_spawn_file_actions_adddup2(3)`.
public func posix_spawn_file_actions_adddup2(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _ descriptor: Int32,
                                             _ newDescriptor: Int32) -> Int32 {
    Glibc.posix_spawn_file_actions_adddup2(glibcActions(actions), descriptor, newDescriptor)
}

/// `posix_spawn_file_actions_addclose(3)`.
public func posix_spawn_file_actions_addclose(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _ descriptor: Int32) -> Int32 {
    Glibc.posix_spawn_file_actions_addclose(glibcActions(actions), descriptor)
}

/// `posix_spawn(2)`, with Apple's pointer-to-optional-pointer file actions and attributes.
/// Writes `posix_spawn` to standard error so that a test sees the macOS branch ran.
public func posix_spawn(_ pid: UnsafeMutablePointer<pid_t>!, _ path: UnsafePointer<CChar>!,
                        _ fileActions: UnsafePointer<posix_spawn_file_actions_t?>!,
                        _ attributes: UnsafePointer<posix_spawnattr_t?>!,
                        _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>!,
                        _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>!) -> Int32 {
    fputs("posix_spawn\n", stderr)
    let actions = fileActions.flatMap { $0.pointee }.map { UnsafePointer($0.assumingMemoryBound(to: Glibc.posix_spawn_file_actions_t.self)) }
    return Glibc.posix_spawn(pid, path, actions, nil, argv, envp)
}

/// `_NSGetEnviron()` of `<crt_externs.h>`: where Apple's systems give a program its `environ`.
public func _NSGetEnviron() -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>! {
    environment = Glibc.environ
    return withUnsafeMutablePointer(to: &environment) { $0 }
}

/// The stub's copy of glibc's `environ`, whose address `_NSGetEnviron()` returns.
nonisolated(unsafe) private var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
