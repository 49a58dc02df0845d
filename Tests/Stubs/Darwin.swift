// Stub of Darwin: renamex_np and RENAME_SWAP with Apple's signatures, run on Linux through renameat2.
import Glibc

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
