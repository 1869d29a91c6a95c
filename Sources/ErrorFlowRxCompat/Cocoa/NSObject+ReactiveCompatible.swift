import Foundation
import ReactiveCore

/// Every `NSObject` has the `rx` namespace, as in RxSwift (Reactive.swift): extend
/// `Reactive where Base: YourClass` to add members, such as ``Reactive/notification(_:object:)``
/// on `NotificationCenter`.
extension NSObject: ReactiveCompatible {}
