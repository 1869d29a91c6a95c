extension ObservableType {
  /// Sends every value to each of `relays`; an error is reported to
  /// ``Hooks/defaultErrorHandler`` (relays never fail, contract 5) and ends the binding.
  ///
  /// ```swift
  /// viewModel.titles.bind(to: titleRelay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The relays that receive the values.
  /// - Returns: The subscription.
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    bindRelays { value in for relay in relays { relay.accept(value) } }
  }

  /// Sends every value, wrapped in an optional, to each of `relays`; an error is reported to
  /// ``Hooks/defaultErrorHandler`` and ends the binding.
  ///
  /// ```swift
  /// names.bind(to: optionalNameRelay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The relays that receive the values.
  /// - Returns: The subscription.
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    bindRelays { value in for relay in relays { relay.accept(value) } }
  }

  /// Makes every value current in each of `relays`; an error is reported to
  /// ``Hooks/defaultErrorHandler`` (relays never fail, contract 5) and ends the binding.
  ///
  /// ```swift
  /// viewModel.count.bind(to: countRelay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The relays that receive the values.
  /// - Returns: The subscription.
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    bindRelays { value in for relay in relays { relay.accept(value) } }
  }

  /// Makes every value, wrapped in an optional, current in each of `relays`; an error is
  /// reported to ``Hooks/defaultErrorHandler`` and ends the binding.
  ///
  /// ```swift
  /// names.bind(to: selectedNameRelay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The relays that receive the values.
  /// - Returns: The subscription.
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    bindRelays { value in for relay in relays { relay.accept(value) } }
  }

  /// Sends every value to each of `relays`, which buffer it; an error is reported to
  /// ``Hooks/defaultErrorHandler`` (relays never fail, contract 5) and ends the binding.
  ///
  /// ```swift
  /// logLines.bind(to: historyRelay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The relays that receive the values.
  /// - Returns: The subscription.
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    bindRelays { value in for relay in relays { relay.accept(value) } }
  }

  /// Sends every value, wrapped in an optional, to each of `relays`; an error is reported to
  /// ``Hooks/defaultErrorHandler`` and ends the binding.
  ///
  /// ```swift
  /// names.bind(to: optionalHistoryRelay).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The relays that receive the values.
  /// - Returns: The subscription.
  public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
    bindRelays { value in for relay in relays { relay.accept(value) } }
  }

  private func bindRelays(_ accept: @escaping @Sendable (Element) -> Void) -> Disposable {
    asObservable().subscribe { event in
      switch event {
      case .next(let value): accept(value)
      case .error(let error): Hooks.defaultErrorHandler([], error)
      case .completed: break
      }
    }
  }
}
