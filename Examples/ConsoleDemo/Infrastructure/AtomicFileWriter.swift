import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Replaces a file in one step, without ever following a link planted in its folder.
///
/// The bytes go to a fresh temporary file that `mkstemp(3)` creates in the same folder with a
/// unique name, exclusively (`O_CREAT | O_EXCL`: an existing name, a symbolic link included, is
/// never opened), and then `rename(2)` puts it in place. A link named like an old fixed
/// temporary name (`notes.json.tmp -> /etc/passwd`) is never written through, and a failed
/// write leaves neither half a file nor a temporary file behind.
struct AtomicFileWriter: Sendable {
  /// When set, the bytes are written to this existing file instead (the `critical` fault
  /// passes `/dev/full`, whose every write fails with `ENOSPC`), and nothing is renamed.
  var device: URL?

  /// Writes `data` as the new content of `url`; throws a `POSIXError` with the failing errno.
  func write(_ data: Data, to url: URL) throws {
    if let device {
      let descriptor = open(device.path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
      guard descriptor >= 0 else { throw Self.lastError() }
      defer { close(descriptor) }
      try Self.writeAll(data, to: descriptor)
      return
    }
    var template = Array((url.path + ".tmp.XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { throw Self.lastError() }
    let temporary = template.withUnsafeBufferPointer { buffer in
      String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    do {
      // mkstemp creates the file as 0600: keep the mode of the file it replaces instead.
      guard fchmod(descriptor, Self.mode(replacing: url)) == 0 else { throw Self.lastError() }
      try Self.writeAll(data, to: descriptor)
      guard fsync(descriptor) == 0 else { throw Self.lastError() }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0 else {
      let error = Self.lastError()
      unlink(temporary)
      throw error
    }
    guard rename(temporary, url.path) == 0 else {
      let error = Self.lastError()
      unlink(temporary)
      throw error
    }
  }

  /// The permission bits of the regular file at `url`, else `rw-r--r--`.
  private static func mode(replacing url: URL) -> mode_t {
    var info = stat()
    guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return 0o644 }
    return info.st_mode & 0o7777
  }

  private static func writeAll(_ data: Data, to descriptor: Int32) throws {
    try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < bytes.count {
        guard let base = bytes.baseAddress else { return }
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw lastError()
        }
        offset += written
      }
    }
  }

  private static func lastError() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}

/// `write(2)`, under a name the writer's own `write(_:to:)` does not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
