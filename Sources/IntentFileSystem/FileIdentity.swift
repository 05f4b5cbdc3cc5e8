/// What makes a file the same file whatever path leads to it (a symbolic link, a linked
/// directory, a hard link): its device and inode.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }

  /// The identity of the file `path` leads to, through symbolic links; nil when there is none.
  public init?(path: String) {
    guard case .success(let status) = FileStatus.of(path) else { return nil }
    self = status.identity
  }
}
