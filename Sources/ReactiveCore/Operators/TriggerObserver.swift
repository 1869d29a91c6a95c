/// A sink that reacts to the events of a second sequence, its trigger: `other` in
/// `skip(until:)` and `take(until:)`, the notification handler's sequence in `retry(when:)`.
protocol TriggerHandler: AnyObject {
  /// The element type of the trigger.
  associatedtype Trigger

  /// Handles one event of the trigger.
  ///
  /// - Parameter event: The trigger's event.
  func triggered(_ event: Event<Trigger>)
}

/// Observes a sink's trigger and hands its events to the sink.
struct TriggerObserver<Handler: TriggerHandler>: ObserverType {
  let handler: Handler

  func on(_ event: Event<Handler.Trigger>) {
    handler.triggered(event)
  }
}
