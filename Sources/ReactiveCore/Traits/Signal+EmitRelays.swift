extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Accepts this signal's values into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = PublishRelay<Int>()
  /// count.emit(to: relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func emit(to relays: PublishRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(value) }
    })
  }

  /// Accepts this signal's values, wrapped, into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = PublishRelay<Int?>()
  /// count.emit(to: relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(Optional(value)) }
    })
  }

  /// Accepts this signal's values into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = BehaviorRelay<Int>(value: 0)
  /// count.emit(to: relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(value) }
    })
  }

  /// Accepts this signal's values, wrapped, into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = BehaviorRelay<Int?>(value: nil)
  /// count.emit(to: relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(Optional(value)) }
    })
  }

  /// Accepts this signal's values into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = ReplayRelay<Int>.create(bufferSize: 1)
  /// count.emit(to: relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(value) }
    })
  }

  /// Accepts this signal's values, wrapped, into relays; completion is not forwarded,
  /// because a relay never ends.
  ///
  /// ```swift
  /// let relay = ReplayRelay<Int?>.create(bufferSize: 1)
  /// count.emit(to: relay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The receivers.
  /// - Returns: The subscription.
  public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in
      for relay in relays { relay.accept(Optional(value)) }
    })
  }
}
