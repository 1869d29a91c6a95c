/// Factory functions for disposables.
///
/// ```swift
/// let d = Disposables.create { print("released") }
/// d.dispose()  // prints "released" once
/// ```
public enum Disposables {
  /// A disposable that does nothing.
  ///
  /// - Returns: A shared no-op disposable.
  public static func create() -> Disposable { NopDisposable.shared }

  /// A disposable that runs `dispose` once, on the first `dispose()` call.
  ///
  /// - Parameter dispose: The release action.
  /// - Returns: The disposable.
  public static func create(with dispose: @escaping @Sendable () -> Void) -> Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both arguments together.
  ///
  /// - Parameters:
  ///   - disposable1: The first resource.
  ///   - disposable2: The second resource.
  /// - Returns: The combined disposable.
  public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
    BinaryDisposable(disposable1, disposable2)
  }

  /// A disposable that disposes all three arguments together.
  ///
  /// - Parameters:
  ///   - disposable1: The first resource.
  ///   - disposable2: The second resource.
  ///   - disposable3: The third resource.
  /// - Returns: The combined disposable.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) -> Cancelable {
    CompositeDisposable(disposable1, disposable2, disposable3)
  }

  /// A disposable that disposes all arguments together.
  ///
  /// - Parameters:
  ///   - disposable1: The first resource.
  ///   - disposable2: The second resource.
  ///   - disposable3: The third resource.
  ///   - disposables: More resources.
  /// - Returns: The combined disposable.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
    _ disposables: Disposable...
  ) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
  }

  /// A disposable that disposes every element of `disposables` together.
  ///
  /// - Parameter disposables: The resources.
  /// - Returns: The combined disposable.
  public static func create(_ disposables: [Disposable]) -> Cancelable {
    switch disposables.count {
    case 2: return BinaryDisposable(disposables[0], disposables[1])
    default: return CompositeDisposable(disposables: disposables)
    }
  }
}

/// The shared do-nothing disposable.
struct NopDisposable: Disposable {
  static let shared: Disposable = NopDisposable()
  func dispose() {}
}
