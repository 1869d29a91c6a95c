extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Accepts this driver's values into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = BehaviorRelay<Int>(value: 0)
  /// count.drive(relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(value) }
    })
  }

  /// Accepts this driver's values, wrapped, into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = BehaviorRelay<Int?>(value: nil)
  /// count.drive(relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(Optional(value)) }
    })
  }

  /// Accepts this driver's values into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = ReplayRelay<Int>.create(bufferSize: 1)
  /// count.drive(relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(value) }
    })
  }

  /// Accepts this driver's values, wrapped, into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = ReplayRelay<Int?>.create(bufferSize: 1)
  /// count.drive(relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(Optional(value)) }
    })
  }

  /// Accepts this driver's values into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = PublishRelay<Int>()
  /// count.drive(relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(value) }
    })
  }

  /// Accepts this driver's values, wrapped, into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = PublishRelay<Int?>()
  /// count.drive(relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func drive(_ relays: PublishRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(Optional(value)) }
    })
  }
}
