extension Observable {
  /// A combining operator of `arity` sources, built by `setup` (CombiningSink.swift): what the
  /// generated `combineLatest` and `zip` of each arity return. `package`, so that those of 5
  /// to 8 sources, in ErrorFlowRxCompat, build on the same sink.
  package static func combining(
    arity: Int, completesWhenOthersDone: Bool, setup: @escaping CombiningSetup<Element>
  ) -> Observable<Element> {
    CombiningProducer(arity: arity, completesWhenOthersDone: completesWhenOthersDone, setup: setup)
  }
}
