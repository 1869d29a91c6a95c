import Foundation

/// Which file a path or an open descriptor names: its device and inode. Equal identities are
/// one file; a path whose identity changed (or that names nothing now) was removed or
/// replaced since it was opened.
struct FileIdentity: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64

  /// The file at `path` now, or `nil` if there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  /// The file `descriptor` has open, or `nil` if it cannot be asked.
  init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    self.init(info)
  }

  private init(_ info: stat) {
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
  }
}
