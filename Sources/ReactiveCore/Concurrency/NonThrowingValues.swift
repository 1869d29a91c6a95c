extension Observable {
  /// This sequence as a non-throwing `AsyncStream`, for sequences that never error (relays,
  /// ``Driver``, ``Signal``); see ``ObservableConvertibleType/values`` for the disposal and
  /// buffering rules. Should an error arrive anyway, it goes to ``Hooks/defaultErrorHandler``
  /// and the stream finishes. `package`, so other modules' never-failing streams (the error
  /// bus) can offer the same `values`.
  package var nonThrowingValues: AsyncStream<Element> {
    AsyncStream(Element.self, bufferingPolicy: .unbounded) { continuation in
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { _ in subscription.dispose() }
      let observer = AnonymousObserver<Element> { event in
        switch event {
        case .next(let value):
          // Handed over to the consuming task; see UncheckedSendableBox.
          let box = UncheckedSendableBox(value)
          continuation.yield(box.value)
        case .error(let error):
          Hooks.defaultErrorHandler([], error)
          continuation.finish()
        case .completed:
          continuation.finish()
        }
      }
      subscription.setDisposable(subscribe(observer))
    }
  }
}
