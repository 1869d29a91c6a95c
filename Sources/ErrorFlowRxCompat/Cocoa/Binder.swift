import ReactiveCore

/// An observer that applies each value to a target object on a scheduler (the main scheduler
/// by default), as RxCocoa's `Binder`: the usual end point of `drive`, `emit` and `bind(to:)`.
///
/// The target is held weakly; values that arrive after it is gone are ignored. Completion is
/// ignored. An error goes to `Hooks.defaultErrorHandler` (RxCocoa stops a debug build here;
/// ErrorFlow never crashes).
///
/// ```swift
/// @MainActor final class StatusView {
///   var text = ""
///   var status: Binder<String> { Binder(self) { view, text in view.text = text } }
/// }
/// viewModel.status.drive(statusView.status).disposed(by: disposeBag)
/// ```
// unchecked Sendable: `binding` is an immutable @Sendable `let`; the binder is a struct only
// because `Value` need not be Sendable (contract 7)
public struct Binder<Value>: ObserverType, @unchecked Sendable {
  /// The type of values received.
  public typealias Element = Value

  private let binding: @Sendable (Event<Value>) -> Void

  /// Creates a binder that calls `binding` with `target` and each value on the main actor, as
  /// RxCocoa's `Binder` does by default: the binding may touch a `@MainActor` view directly,
  /// and the compiler checks that it does so only there.
  ///
  /// A value arriving on the main queue is applied at once; one arriving on another thread
  /// hops to the main queue, in order (`MainScheduler`).
  ///
  /// ```swift
  /// @MainActor final class StatusView {
  ///   var text = ""
  ///   var status: Binder<String> { Binder(self) { view, text in view.text = text } }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object updated; held weakly.
  ///   - binding: Applies a value to the target, on the main actor.
  public init<Target: AnyObject & Sendable>(
    _ target: Target, binding: @escaping @MainActor (Target, Value) -> Void
  ) {
    let weakTarget = WeakBox(target)
    let scheduler = MainScheduler()
    self.binding = { event in
      switch event {
      case .next(let element):
        let element = UncheckedSendableBox(element)
        _ = scheduler.schedule(()) { _ in
          // A MainScheduler runs its actions on the main queue and nowhere else (at once when
          // called there, otherwise through DispatchQueue.main), so this cannot trap:
          // BinderMainActorTests sends from a detached task and checks the isolation.
          MainActor.assumeIsolated {
            if let target = weakTarget.value { binding(target, element.value) }
          }
          return Disposables.create()
        }
      case .error(let error):
        Hooks.defaultErrorHandler([], error)
      case .completed:
        break
      }
    }
  }

  /// Creates a binder that calls `binding` with `target` and each value, on `scheduler`.
  ///
  /// ```swift
  /// let queue = SerialDispatchQueueScheduler(qos: .utility)
  /// let sink = Binder(cache, scheduler: queue) { cache, value in cache.store(value) }
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object updated; held weakly. It is handed to `binding` on the
  ///     scheduler's thread, so it must be `Sendable`.
  ///   - scheduler: Where `binding` runs.
  ///   - binding: Applies a value to the target.
  public init<Target: AnyObject & Sendable>(
    _ target: Target, scheduler: ImmediateSchedulerType,
    binding: @escaping @Sendable (Target, Value) -> Void
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
