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

/// Subscribes an ``OnNextRecorder`` to `operators` applied to a subject, sends `values` and
/// `completed` into the subject, disposes, and returns the recorder.
func recordThroughOnNext<Result>(
  _ values: [Int], _ operators: (Observable<Int>) -> Observable<Result>
) -> OnNextRecorder<Result> {
  let subject = PublishSubject<Int>()
  let recorder = OnNextRecorder<Result>()
  let subscription = operators(subject.asObservable()).subscribe(recorder)
  for value in values { subject.onNext(value) }
  subject.onCompleted()
  subscription.dispose()
  return recorder
}
