#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What makes a file the same file whatever path leads to it (a symbolic link, a linked
/// directory, a hard link): its device and inode.
struct FileIdentity: Hashable {
  var device: UInt64
  var inode: UInt64

  /// The identity of the file `path` leads to, through symbolic links; nil when there is none.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
  }
}
