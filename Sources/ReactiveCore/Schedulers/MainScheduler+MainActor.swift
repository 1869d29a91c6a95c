import Foundation

extension MainScheduler {
  /// Runs `body` on the main actor: at once when the caller is on the main queue, otherwise
  /// on `DispatchQueue.main`, after what is already queued there.
  ///
  /// The main-actor forms (``MainActorObservable``, `Driver.drive`, `Signal.emit`,
  /// `subscribe(onMainActor:)`) deliver through ``instance``, which only runs an action at
  /// once when ``isOnMainQueue`` holds and otherwise queues it on `DispatchQueue.main`; so
  /// their values take the first branch. The second is for what does not come through it: a
  /// disposal on another thread, or a `Driver` whose `SharingScheduler` a test mocked with a
  /// background scheduler. Either way the code runs on the main queue, the main actor's
  /// executor, so `assumeIsolated` holds instead of trapping (MainActorDeliveryTests).
  package static func runOnMainActor(_ body: @escaping @MainActor () -> Void) {
    if isOnMainQueue {
      MainActor.assumeIsolated(body)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }
  }

  /// `handler`, called on the main actor through ``runOnMainActor(_:)``.
  package static func mainActorHandler<Value: Sendable>(
    _ handler: (@MainActor (Value) -> Void)?
  ) -> (@Sendable (Value) -> Void)? {
    guard let handler else { return nil }
    return { value in runOnMainActor { handler(value) } }
  }

  /// `handler`, called on the main actor through ``runOnMainActor(_:)``.
  package static func mainActorHandler(
    _ handler: (@MainActor () -> Void)?
  ) -> (@Sendable () -> Void)? {
    guard let handler else { return nil }
    return { runOnMainActor(handler) }
  }
}
