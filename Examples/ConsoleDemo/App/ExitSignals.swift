import Foundation

/// `SIGINT` (Control-C), `SIGTERM` and `SIGHUP`: undo the injected faults, end the prompt's
/// line and send the queued error reports (within `--report-wait`) before leaving, so the
/// data folder and the terminal are left as they were and no report is held back longer than
/// the limit.
///
/// No work runs in a raw signal handler: each signal is ignored as a signal and delivered by a
/// `DispatchSource` on the main queue instead, where the clean-up may do anything. A second
/// signal while the clean-up runs leaves at once: what the first one started (the faults are
/// undone first) is not needed to leave the folder as it was.
@MainActor
enum ExitSignals {
  /// The signals that end the demo through ``install(_:)``.
  nonisolated static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private static var sources: [DispatchSourceSignal] = []
  private static var leaving = false

  /// The exit status for `signal`, as a shell reports a process it ended: 128 + the number.
  nonisolated static func status(for signal: Int32) -> Int32 { 128 + signal }

  /// Installs the handlers; `cleanUp` runs on the main actor with the signal, then the
  /// process exits with ``status(for:)`` through `_exit`: `exit` would flush stdio, whose
  /// stdin lock a pending `readLine` holds.
  static func install(_ cleanUp: @escaping @MainActor (Int32) async -> Void) {
    for number in handled {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated {
          guard !leaving else { _exit(status(for: number)) }
          leaving = true
          Task { @MainActor in
            await cleanUp(number)
            _exit(status(for: number))
          }
        }
      }
      source.resume()
      sources.append(source)
    }
  }
}
