import ReactiveCore

/// An observer that implements ``ObserverType/onNext(_:)`` itself: values that arrive
/// through it land in `values`, everything that arrives through `on(_:)` in `events`.
///
/// Operators forward values with `onNext`, so after a chain `events` holds only the terminal
/// event and `values` holds every value.
final class OnNextRecorder<Element>: ObserverType {
  var values: [Element] = []
  var events: [Event<Element>] = []

  func on(_ event: Event<Element>) { events.append(event) }

  func onNext(_ element: Element) { values.append(element) }
}

/// An observer that implements only `on(_:)`, as every observer written before `onNext` became
/// a requirement does: it must still receive every value, as `.next` events.
final class EventRecorder<Element>: ObserverType {
  var events: [Event<Element>] = []

  func on(_ event: Event<Element>) { events.append(event) }
}
