/// Collects subscriptions and disposes them all when the bag is deallocated.
///
/// Give each owner (a view model, a view) one bag; dropping the owner ends its subscriptions.
///
/// ```swift
/// final class ViewModel {
///   private let disposeBag = DisposeBag()
///   init(input: Observable<String>) {
///     input.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
///   }
/// }
/// ```
// unchecked Sendable: `disposables` and `disposed` are guarded by `lock`
public final class DisposeBag: @unchecked Sendable {
  private let lock = Lock()
  private var disposables: [Disposable] = []
  private var disposed = false

  /// Creates an empty bag.
  public init() {}

  /// Adds a disposable; if the bag has already been disposed, disposes it at once.
  ///
  /// - Parameter disposable: The resource to hold.
  public func insert(_ disposable: Disposable) {
    lock.lock()
    if disposed {
      lock.unlock()
      disposable.dispose()
      return
    }
    disposables.append(disposable)
    lock.unlock()
  }

  /// Adds several disposables.
  ///
  /// - Parameter disposables: The resources to hold.
  public func insert(_ disposables: Disposable...) {
    for disposable in disposables { insert(disposable) }
  }

  private func disposeAll() {
    lock.lock()
    disposed = true
    let all = disposables
    disposables = []
    lock.unlock()
    for disposable in all { disposable.dispose() }
  }

  deinit {
    disposeAll()
  }
}

extension Disposable {
  /// Adds this disposable to `bag`, so it is disposed when the bag is.
  ///
  /// ```swift
  /// subject.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter bag: The bag that owns the subscription.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}

extension DisposeBag {
  /// Creates a bag that holds `disposables`.
  ///
  /// ```swift
  /// let bag = DisposeBag(disposing: first, second)
  /// ```
  ///
  /// - Parameter disposables: Disposed when the bag is released.
  public convenience init(disposing disposables: Disposable...) {
    self.init(disposing: disposables)
  }

  /// Creates a bag that holds `disposables`.
  ///
  /// ```swift
  /// let bag = DisposeBag(disposing: subscriptions)
  /// ```
  ///
  /// - Parameter disposables: Disposed when the bag is released.
  public convenience init(disposing disposables: [Disposable]) {
    self.init()
    insert(disposables)
  }

  /// Creates a bag that holds the disposables the builder lists.
  ///
  /// ```swift
  /// let bag = DisposeBag {
  ///   titles.subscribe(onNext: { print($0) })
  ///   counts.bind(to: countRelay)
  /// }
  /// ```
  ///
  /// - Parameter builder: Lists the disposables, one per line.
  public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
    self.init(disposing: builder())
  }

  /// Adds every disposable of `disposables`; into a bag already released, each is disposed
  /// at once.
  ///
  /// ```swift
  /// bag.insert([first, second])
  /// ```
  ///
  /// - Parameter disposables: The disposables to hold.
  public func insert(_ disposables: [Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  /// Adds the disposables the builder lists.
  ///
  /// ```swift
  /// bag.insert {
  ///   titles.subscribe(onNext: { print($0) })
  ///   counts.bind(to: countRelay)
  /// }
  /// ```
  ///
  /// - Parameter builder: Lists the disposables, one per line.
  public func insert(@DisposableBuilder builder: () -> [Disposable]) {
    insert(builder())
  }

  /// The result builder of ``DisposeBag/init(builder:)`` and ``DisposeBag/insert(builder:)``:
  /// a list of disposables, one per line.
  @resultBuilder
  public struct DisposableBuilder {
    /// Collects the listed disposables.
    ///
    /// - Parameter disposables: The disposables, in order.
    /// - Returns: The disposables as an array.
    public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
      disposables
    }
  }
}
