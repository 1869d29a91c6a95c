import ReactiveCore

/// An observer that applies each value to a target object on a scheduler (the main scheduler
/// by default), as RxCocoa's `Binder`: the usual end point of `drive`, `emit` and `bind(to:)`.
///
/// The target is held weakly; values that arrive after it is gone are ignored. Completion is
/// ignored. An error goes to `Hooks.defaultErrorHandler` (RxCocoa stops a debug build here;
/// ErrorFlow never crashes).
///
/// ```swift
/// final class StatusView {
///   var text = ""
///   var status: Binder<String> { Binder(self) { view, text in view.text = text } }
/// }
/// viewModel.status.drive(statusView.status).disposed(by: disposeBag)
/// ```
public struct Binder<Value>: ObserverType, @unchecked Sendable {
  /// The type of values received.
  public typealias Element = Value

  private let binding: (Event<Value>) -> Void

  /// Creates a binder that calls `binding` with `target` and each value, on `scheduler`.
  ///
  /// - Parameters:
  ///   - target: The object updated; held weakly.
  ///   - scheduler: Where `binding` runs; by default a `MainScheduler` of its own, which runs
  ///     the binding at once when the value arrives on the main queue.
  ///   - binding: Applies a value to the target.
  public init<Target: AnyObject>(
    _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
    binding: @escaping (Target, Value) -> Void
  ) {
    let weakTarget = WeakBox(target)
    self.binding = { event in
      switch event {
      case .next(let element):
        _ = scheduler.schedule(element) { element in
          if let target = weakTarget.value { binding(target, element) }
          return Disposables.create()
        }
      case .error(let error):
        Hooks.defaultErrorHandler([], error)
      case .completed:
        break
      }
    }
  }

  /// Applies a value on the binder's scheduler; reports an error; ignores completion.
  ///
  /// - Parameter event: The event.
  public func on(_ event: Event<Value>) {
    binding(event)
  }

  /// The binder as an `AnyObserver`.
  ///
  /// - Returns: An observer forwarding to this binder.
  public func asObserver() -> AnyObserver<Value> {
    AnyObserver(eventHandler: on)
  }
}
