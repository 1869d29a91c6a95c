import Foundation

/// An exclusive `flock(2)` on the data folder itself, held for the life of the process.
///
/// Two instances on one folder would each read the notes, add one and write them back, losing
/// the other's additions; the second instance is refused at start instead, with a clear
/// message. Locking the folder (not a lock file in it) leaves nothing behind and works in a
/// folder a `readonly` fault left read-only; the kernel releases the lock when the process
/// ends, however it ends.
final class DataFolderLock {
  /// Why the lock was not taken.
  enum Problem: Error, Equatable {
    /// Another process holds it.
    case busy
    /// The folder cannot be opened or locked (the errno).
    case failed(Int32)
  }

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Takes the lock on `directory` without waiting.
  static func acquire(_ directory: URL) -> Result<DataFolderLock, Problem> {
    let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.failed(errno)) }
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      close(descriptor)
      return .failure(code == EWOULDBLOCK ? .busy : .failed(code))
    }
    return .success(DataFolderLock(descriptor: descriptor))
  }
}
