/// A group of disposables released together; members can be added and removed by key.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(subscription)
/// if let key { group.remove(for: key) }  // disposes that member
/// group.dispose()                         // disposes the rest
/// ```
// unchecked Sendable: `members`, `nextKey` and `disposed` are guarded by `lock`
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
  /// Identifies a member, for ``remove(for:)``.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: Int
  }

  private let lock = Lock()
  private var members: [Int: Disposable] = [:]
  private var nextKey = 0
  private var disposed = false

  /// Creates an empty group.
  public init() {}

  /// Creates a group of the given members.
  ///
  /// - Parameter disposables: The members.
  public init(disposables: [Disposable]) {
    for disposable in disposables {
      members[nextKey] = disposable
      nextKey += 1
    }
  }

  /// Creates a group of the given members.
  ///
  /// - Parameter disposables: The members.
  public convenience init(_ disposables: Disposable...) {
    self.init(disposables: disposables)
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { lock.withLock { disposed } }

  /// How many members the group holds.
  public var count: Int { lock.withLock { members.count } }

  /// Adds a member. After `dispose()` the member is disposed at once and `nil` is returned.
  ///
  /// - Parameter disposable: The member.
  /// - Returns: The key for ``remove(for:)``, or `nil` when the group is already disposed.
  @discardableResult
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    lock.lock()
    if disposed {
      lock.unlock()
      disposable.dispose()
      return nil
    }
    let key = nextKey
    nextKey += 1
    members[key] = disposable
    lock.unlock()
    return DisposeKey(value: key)
  }

  /// Removes the member with `key` and disposes it.
  ///
  /// - Parameter key: The key ``insert(_:)`` returned.
  public func remove(for key: DisposeKey) {
    let member = lock.withLock { members.removeValue(forKey: key.value) }
    member?.dispose()
  }

  /// Disposes every member, in insertion order, and every member inserted later.
  public func dispose() {
    lock.lock()
    if disposed {
      lock.unlock()
      return
    }
    disposed = true
    let all = members.sorted { $0.key < $1.key }
    members = [:]
    lock.unlock()
    for (_, member) in all { member.dispose() }
  }
}
