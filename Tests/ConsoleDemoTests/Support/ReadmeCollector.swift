import FaultKit
import Foundation
import XCTest

/// The README's one-line collector (a `python3 -c` command), run as a child process on a free
/// loopback port; its standard output is collected as it comes.
final class ReadmeCollector: @unchecked Sendable {
  let port: UInt16
  private let process = Process()
  private let condition = NSCondition()
  private var text = ""
  private let finished = DispatchGroup()

  /// Starts `command` with the README's port 4318 replaced by a free one; `nil` when there is
  /// no `python3` to run it.
  init?(command: String) throws {
    guard Self.hasPython, let port = Self.freePort() else { return nil }
    self.port = port
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec " + command.replacingOccurrences(of: "4318", with: "\(port)")]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    finished.enter()
    DispatchQueue.global().async { [self] in
      let handle = output.fileHandleForReading
      while case let data = handle.availableData, !data.isEmpty {
        condition.withLock {
          text += String(decoding: data, as: UTF8.self)
          condition.broadcast()
        }
      }
      finished.leave()
    }
  }

  /// What it printed so far.
  var output: String { condition.withLock { text } }

  /// Waits until the output holds `marker`; false after `seconds`.
  func wait(for marker: String, seconds: TimeInterval = 20) -> Bool {
    let limit = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    while !text.contains(marker) {
      if !condition.wait(until: limit) { return false }
    }
    return true
  }

  /// Stops the server and waits for its output to end.
  func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    _ = finished.wait(timeout: .now() + 5)
  }

  private static var hasPython: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/python3")
    }
  }

  /// A port the kernel picks on 127.0.0.1, released for the server to take.
  private static func freePort() -> UInt16? {
    let descriptor = StreamSocket.open()
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    return bound ? UInt16(bigEndian: address.sin_port) : nil
  }
}
