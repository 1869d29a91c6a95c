import Foundation

/// `SIGINT` (Control-C), `SIGTERM` and `SIGHUP`: undo the injected faults and end the
/// prompt's line before leaving, so the data folder and the terminal are left as they were.
///
/// No work runs in a raw signal handler: each signal is ignored as a signal and delivered by a
/// `DispatchSource` on the main queue instead, where the clean-up may do anything.
@MainActor
enum ExitSignals {
  /// The signals that end the demo through ``install(_:)``.
  nonisolated static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private static var sources: [DispatchSourceSignal] = []

  /// The exit status for `signal`, as a shell reports a process it ended: 128 + the number.
  nonisolated static func status(for signal: Int32) -> Int32 { 128 + signal }

  /// Installs the handlers; `cleanUp` runs on the main queue with the signal, then the process
  /// exits with ``status(for:)`` through `_exit`: `exit` would flush stdio, whose stdin lock a
  /// pending `readLine` holds.
  static func install(_ cleanUp: @escaping @MainActor (Int32) -> Void) {
    for number in handled {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated {
          cleanUp(number)
          _exit(status(for: number))
        }
      }
      source.resume()
      sources.append(source)
    }
  }
}
