import ReactiveCore

/// The `rx` namespace of a type, as RxSwift's `Reactive`: extend `Reactive where Base == T`
/// to give `T` reactive members without crowding its own namespace.
///
/// For classes, every writable property is reachable as a ``Binder`` through the dynamic
/// member lookup: `label.rx.text` binds to `label.text` (on the main scheduler).
///
/// ```swift
/// @MainActor final class StatusLine: ReactiveCompatible { var text = "" }
/// extension Reactive where Base: StatusLine {
///   var isEmpty: Observable<Bool> { .just(base.text.isEmpty) }
/// }
/// viewModel.status.drive(statusLine.rx.text).disposed(by: disposeBag)
/// ```
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The extended value.
  public let base: Base

  /// Creates the namespace for `base`.
  ///
  /// - Parameter base: The extended value.
  public init(_ base: Base) {
    self.base = base
  }

  /// A binder that writes each value to the property at `keyPath` of the (weakly held)
  /// base object, on the main scheduler.
  ///
  /// ```swift
  /// names.bind(to: statusLine.rx.text).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter keyPath: The property to write.
  /// - Returns: A binder for the property.
  public subscript<Property>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
  ) -> Binder<Property> where Base: AnyObject & Sendable {
    // A key path is immutable, safe to read on any thread; `ReferenceWritableKeyPath` is not
    // declared `Sendable` only because its root and value types need not be.
    nonisolated(unsafe) let keyPath = keyPath
    return Binder(base) { base, value in
      base[keyPath: keyPath] = value
    }
  }
}

/// A type with an `rx` namespace (``Reactive``), as RxSwift's `ReactiveCompatible`.
///
/// ```swift
/// @MainActor final class StatusLine: ReactiveCompatible { var text = "" }
/// let binder = StatusLine().rx.text
/// ```
public protocol ReactiveCompatible {
  /// The extended type.
  associatedtype ReactiveBase

  /// The `rx` namespace of the type.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The `rx` namespace of the value.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The `rx` namespace of the type.
  ///
  /// ```swift
  /// extension Reactive where Base == StatusLine { static var name: String { "status" } }
  /// print(StatusLine.rx.name)
  /// ```
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    set {}  // Allows mutating members on the namespace, as RxSwift.
  }

  /// The `rx` namespace of the value.
  ///
  /// ```swift
  /// let binder = statusLine.rx.text
  /// ```
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    set {}  // Allows mutating members on the namespace, as RxSwift.
  }
}
