import Foundation

/// An exclusive `flock(2)` on an outbox directory, held by one ``HTTPLogSink`` for its life,
/// so that a second sink on the same outbox — in this process or another — is refused at
/// creation (``HTTPLogSink/OutboxInUse``) instead of appending to a file the first one
/// replaces.
///
/// The directory itself is locked, not a file in it (as the demo's `DataFolderLock` does):
/// nothing is left behind, and a read-only directory can still be locked. `flock` belongs
/// to the open directory, so two sinks of one process exclude each other too, and the kernel
/// lets go when the process ends, however it ends: a `SIGKILL` never leaves it held.
///
/// A sink of this process that was released (``markStopping()``) still writes what it was
/// handed before it lets go; a new sink on its directory waits for that, up to
/// ``HTTPLogSink/OutboxInUse/handOverLimit``, rather than fail because it came a moment too
/// early.
// unchecked Sendable: `descriptor`, `identity` and `stopping` are guarded by `holders.condition`
// (an NSCondition); `directory` is an immutable `let`
final class OutboxLock: @unchecked Sendable {
  /// The locks of this process, by directory, and whether their sink is stopping; guarded
  /// by `condition`, which is signalled whenever a lock is let go.
  // unchecked Sendable: `stopping` is guarded by `condition` (an NSCondition)
  private final class Holders: @unchecked Sendable {
    let condition = NSCondition()
    var stopping: [FileIdentity: Bool] = [:]
  }

  private static let holders = Holders()

  let directory: URL
  // Guarded by `holders.condition`.
  private var descriptor: Int32 = -1
  private var identity: FileIdentity?
  private var stopping = false

  /// Locks `directory`, which exists.
  ///
  /// - Throws: ``HTTPLogSink/OutboxInUse`` when another sink holds it; a `POSIXError` when
  ///   it cannot be opened.
  init(directory: URL) throws {
    self.directory = directory
    let holders = Self.holders
    let deadline = Date(timeIntervalSinceNow: Self.seconds(HTTPLogSink.OutboxInUse.handOverLimit))
    holders.condition.lock()
    defer { holders.condition.unlock() }
    let (opened, identity) = try openDirectory()
    while true {
      switch tryLock(opened) {
      case 0:
        holders.stopping[identity] = false
        descriptor = opened
        self.identity = identity
        return
      case EWOULDBLOCK:
        // Released sinks of this process let go under this condition, so when none of this
        // process is stopping, another (or a live one here) holds the directory.
        guard holders.stopping[identity] == true, holders.condition.wait(until: deadline)
        else {
          close(opened)
          throw HTTPLogSink.OutboxInUse(directory: directory)
        }
      case let code:
        close(opened)
        throw LogOutbox.posixError(code)
      }
    }
  }

  deinit {
    release()
  }

  /// Whether the directory at the path is no longer the one locked: it was removed (or
  /// replaced) while the sink ran, or an earlier ``relock()`` failed.
  var isStale: Bool {
    let current = FileIdentity(path: directory.path)
    return Self.holders.condition.withLock {
      descriptor < 0 || current == nil || current != identity
    }
  }

  /// The sink was released: a new sink on the directory may wait for this one to let go.
  func markStopping() {
    let holders = Self.holders
    holders.condition.withLock {
      stopping = true
      if let identity, holders.stopping[identity] != nil { holders.stopping[identity] = true }
    }
  }

  /// Lets go of the old directory and locks the one at the path now (the sink made it
  /// again after it was removed).
  ///
  /// - Throws: ``HTTPLogSink/OutboxInUse`` when another sink took the new directory first.
  func relock() throws {
    let holders = Self.holders
    holders.condition.lock()
    defer { holders.condition.unlock() }
    releaseLocked()
    let (opened, identity) = try openDirectory()
    guard tryLock(opened) == 0 else {
      close(opened)
      throw HTTPLogSink.OutboxInUse(directory: directory)
    }
    holders.stopping[identity] = stopping
    descriptor = opened
    self.identity = identity
  }

  /// Lets go of the directory (idempotent).
  func release() {
    Self.holders.condition.withLock { releaseLocked() }
  }

  /// Closes the descriptor (which unlocks it) and wakes the sinks waiting for it; lock held.
  private func releaseLocked() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    if let identity { Self.holders.stopping[identity] = nil }
    identity = nil
    Self.holders.condition.broadcast()
  }

  private func openDirectory() throws -> (Int32, FileIdentity) {
    let opened = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard opened >= 0 else { throw LogOutbox.posixError(errno) }
    guard let identity = FileIdentity(descriptor: opened) else {
      let code = errno
      close(opened)
      throw LogOutbox.posixError(code)
    }
    return (opened, identity)
  }

  /// `flock(LOCK_EX | LOCK_NB)`: 0, or the `errno` (never `EINTR`).
  private func tryLock(_ descriptor: Int32) -> Int32 {
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code != EINTR { return code }
    }
    return 0
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
