import ReactiveCore

// RxCocoa's ControlEvent.swift, without UIKit: the events of a control (or of any object a
// view model listens to) as a sequence that never errors.

/// A type that can be turned into a ``ControlEvent``, as RxCocoa's `ControlEventType`.
///
/// ```swift
/// func taps<E: ControlEventType>(_ event: E) -> ControlEvent<E.Element> {
///   event.asControlEvent()
/// }
/// ```
public protocol ControlEventType: ObservableType {
  /// The value as a control event.
  ///
  /// - Returns: The control event.
  func asControlEvent() -> ControlEvent<Element>
}

/// The events of a control, as RxCocoa's `ControlEvent`: no initial value, never an error.
///
/// The events are subscribed on the main queue (`ConcurrentMainScheduler`): at once when
/// subscribing from the main thread, otherwise on the next turn of the main queue. As in
/// RxCocoa, the other properties are the implementor's promise: the events never error,
/// complete when the control goes away, and are delivered on `MainScheduler`.
///
/// ```swift
/// let presses = PublishRelay<Void>()
/// let tap = ControlEvent(events: presses)
/// tap.asSignal().emit(onNext: { print("tapped") }).disposed(by: disposeBag)
/// ```
public struct ControlEvent<PropertyType>: ControlEventType, Sendable {
  /// The event's value type.
  public typealias Element = PropertyType

  let events: Observable<PropertyType>

  /// Creates a control event from its sequence of events; `events` is subscribed on the main
  /// queue (`ConcurrentMainScheduler`).
  ///
  /// ```swift
  /// let tap = ControlEvent(events: presses.asObservable())
  /// ```
  ///
  /// - Parameter events: The events.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
  }

  /// Subscribes `observer` to the events.
  ///
  /// ```swift
  /// tap.subscribe(onNext: { print("tapped") }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observer: Receives the events.
  /// - Returns: Ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as a plain observable.
  ///
  /// - Returns: The events, subscribed on the main queue.
  public func asObservable() -> Observable<Element> { events }

  /// Returns itself.
  ///
  /// - Returns: `self`.
  public func asControlEvent() -> ControlEvent<Element> { self }
}
