import Foundation
import ReactiveCore

extension Reactive where Base: NotificationCenter {
  /// The notifications named `name` (every notification when `nil`) posted by `object` (by
  /// any object when `nil`), as RxCocoa's `NotificationCenter.rx.notification`.
  ///
  /// Each subscription adds an observer to the center and removes it when disposed. A
  /// notification is delivered on the thread that posts it, synchronously. The sequence never
  /// completes or errors. `object` is held weakly, as in RxCocoa; when it is gone before a
  /// subscription starts, that subscription sends nothing (RxCocoa then observes every
  /// sender).
  ///
  /// ```swift
  /// NotificationCenter.default.rx.notification(Notification.Name("settingsChanged"))
  ///   .subscribe(onNext: { _ in print("settings changed") })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name, or `nil` for every name.
  ///   - object: The sender to observe, or `nil` for every sender.
  /// - Returns: The notifications.
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil)
    -> Observable<Notification>
  {
    let center = UncheckedSendableBox(base)
    let sender = WeakSender(object)
    return Observable.create { observer in
      let target = sender.object
      if sender.wasGiven && target == nil { return Disposables.create() }
      let token = center.value.addObserver(forName: name, object: target, queue: nil) {
        notification in
        observer.onNext(notification)
      }
      let registration = UncheckedSendableBox(token)
      return Disposables.create { center.value.removeObserver(registration.value) }
    }
  }
}

/// The sender a notification subscription filters on, held weakly as RxCocoa holds it.
// unchecked Sendable: `object` is a weak reference set in init and only read after (weak loads are
// atomic); `wasGiven` is a `let`
private final class WeakSender: @unchecked Sendable {
  weak var object: AnyObject?
  let wasGiven: Bool

  init(_ object: AnyObject?) {
    self.object = object
    wasGiven = object != nil
  }
}

#if !canImport(ObjectiveC)
  // On Linux, swift-foundation's NotificationCenter (FoundationEssentials, Swift 6.2 and
  // later) is no longer an NSObject, so it does not get `rx` from NSObject's conformance.
  // These members give it the namespace on every toolchain: where it still is an NSObject,
  // they shadow the protocol extension's members with the same result.
  extension NotificationCenter {
    /// The `rx` namespace of the type, as on every `NSObject`.
    ///
    /// ```swift
    /// let namespace = NotificationCenter.rx
    /// ```
    public static var rx: Reactive<NotificationCenter>.Type {
      get { Reactive<NotificationCenter>.self }
      set {}  // Allows mutating members on the namespace, as RxSwift.
    }

    /// The `rx` namespace of the center, as on every `NSObject`.
    ///
    /// ```swift
    /// let notifications = NotificationCenter.default.rx.notification(.init("refresh"))
    /// ```
    public var rx: Reactive<NotificationCenter> {
      get { Reactive(self) }
      set {}  // Allows mutating members on the namespace, as RxSwift.
    }
  }
#endif
