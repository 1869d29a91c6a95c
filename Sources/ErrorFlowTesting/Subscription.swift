/// When an observer subscribed to a ``TestableObservable`` and when it unsubscribed, in
/// virtual time, as in RxTest.
///
/// An unsubscribe time of `Int.max` means the subscription is still active.
///
/// ```swift
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
public struct Subscription: Hashable, Sendable {
  /// The virtual time of the subscription.
  public let subscribe: TestTime

  /// The virtual time of the unsubscription, `Int.max` while still subscribed.
  public let unsubscribe: TestTime

  /// A subscription at `subscribe` that has not ended.
  ///
  /// ```swift
  /// XCTAssertEqual(xs.subscriptions, [Subscription(200)])
  /// ```
  ///
  /// - Parameter subscribe: The virtual time of the subscription.
  public init(_ subscribe: TestTime) {
    self.init(subscribe, Int.max)
  }

  /// A subscription from `subscribe` to `unsubscribe`.
  ///
  /// ```swift
  /// let expected = Subscription(200, 300)
  /// ```
  ///
  /// - Parameters:
  ///   - subscribe: The virtual time of the subscription.
  ///   - unsubscribe: The virtual time of the unsubscription.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }
}

extension Subscription: CustomStringConvertible, CustomDebugStringConvertible {
  /// `(subscribe : unsubscribe)`, for example `(200 : 300)` or `(200 : Infinity)`.
  ///
  /// ```swift
  /// print(Subscription(200))  // (200 : Infinity)
  /// ```
  public var description: String {
    let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
    return "(\(subscribe) : \(end))"
  }

  /// The same text as ``description``; arrays of subscriptions print with it.
  public var debugDescription: String { description }
}
