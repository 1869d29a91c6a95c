import ReactiveCore

// RxCocoa's ControlProperty.swift, without UIKit: a property of a control (or of any object
// a view model drives) as a pair of a value stream and a sink.

/// A type that can be turned into a ``ControlProperty``, as RxCocoa's `ControlPropertyType`:
/// both a sequence of the property's values and an observer that sets it.
///
/// ```swift
/// func twoWay<P: ControlPropertyType>(_ property: P) -> ControlProperty<P.Element> {
///   property.asControlProperty()
/// }
/// ```
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// The value as a control property.
  ///
  /// - Returns: The control property.
  func asControlProperty() -> ControlProperty<Element>
}

/// A property of a control, as RxCocoa's `ControlProperty`: the sequence of its values (the
/// initial one, then each change the user makes) and an observer that sets it.
///
/// The values are subscribed on the main queue (`ConcurrentMainScheduler`): at once when
/// subscribing from the main thread, otherwise on the next turn of the main queue. As in
/// RxCocoa, the other properties are the implementor's promise: the values replay the latest
/// one (`share(replay: 1)`), never error, complete when the control goes away, and are
/// delivered on `MainScheduler`. The sink ignores errors (they go to
/// `Hooks.defaultErrorHandler`; RxCocoa stops a debug build) and forwards the rest.
///
/// ```swift
/// final class TextField { var text: String? = "" }
/// let field = TextField()
/// let edits = BehaviorRelay<String?>(value: field.text)
/// let text = ControlProperty(
///   values: edits.asObservable(), valueSink: Binder(field) { $0.text = $1 })
/// let name: ControlProperty<String> = text.orEmpty
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType, Sendable {
  /// The property's value type.
  public typealias Element = PropertyType

  let values: Observable<PropertyType>
  let valueSink: AnyObserver<PropertyType>

  /// Creates a control property from the sequence of its values and the observer that sets
  /// it; `values` is subscribed on the main queue (`ConcurrentMainScheduler`).
  ///
  /// ```swift
  /// let property = ControlProperty(values: relay.asObservable(), valueSink: Binder(model) { $0.name = $1 })
  /// ```
  ///
  /// - Parameters:
  ///   - values: The property's values: the current one, then each user change.
  ///   - valueSink: Sets the property.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Element == Values.Element, Element == Sink.Element {
    self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
    self.valueSink = valueSink.asObserver()
  }

  /// Subscribes `observer` to the property's values.
  ///
  /// ```swift
  /// property.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observer: Receives the values.
  /// - Returns: Ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// The values the user sets, as a ``ControlEvent``: every value but the first (the
  /// initial one), as in RxCocoa. Consecutive values need not differ.
  ///
  /// ```swift
  /// property.changed.subscribe(onNext: { print("edited:", $0) }).disposed(by: disposeBag)
  /// ```
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1))
  }

  /// The property's values as a plain observable.
  ///
  /// - Returns: The values, subscribed on the main queue.
  public func asObservable() -> Observable<Element> { values }

  /// Returns itself.
  ///
  /// - Returns: `self`.
  public func asControlProperty() -> ControlProperty<Element> { self }

  /// Sets the property: `next` and `completed` go to the sink; an error goes to
  /// `Hooks.defaultErrorHandler` and is not forwarded (RxCocoa stops a debug build).
  ///
  /// ```swift
  /// names.bind(to: property).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter event: The event.
  public func on(_ event: Event<Element>) {
    switch event {
    case .error(let error): Hooks.defaultErrorHandler([], error)
    case .next, .completed: valueSink.on(event)
    }
  }
}

extension ControlPropertyType where Element == String? {
  /// The property with `nil` read as `""`, as RxCocoa's `orEmpty`; values written to it are
  /// written to the original property unchanged.
  ///
  /// ```swift
  /// let name: ControlProperty<String> = textProperty.orEmpty
  /// ```
  public var orEmpty: ControlProperty<String> {
    let original = asControlProperty()
    return ControlProperty<String>(
      values: original.values.map { $0 ?? "" },
      valueSink: original.valueSink.mapObserver { $0 })
  }
}
