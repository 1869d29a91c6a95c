import Foundation

/// Control-C: undo the injected faults before leaving, so the data folder is left as it was.
@MainActor
enum InterruptHandler {
  private static var source: DispatchSourceSignal?

  /// Installs the handler; `cleanUp` runs on the main queue, then the process exits with 130
  /// through `_exit`: `exit` would flush stdio, whose stdin lock a pending `readLine` holds.
  static func install(_ cleanUp: @escaping @MainActor () -> Void) {
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    source.setEventHandler {
      MainActor.assumeIsolated {
        cleanUp()
        _exit(130)
      }
    }
    source.resume()
    self.source = source
  }
}
