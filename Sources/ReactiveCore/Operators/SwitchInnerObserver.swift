/// The observer of one inner sequence of a ``SwitchSink``: the sink and the id the sink gave
/// that inner sequence. A value, not an object: subscribing it allocates nothing beyond what
/// the inner sequence's own subscription allocates, and the sink drops whatever arrives with
/// an id that is no longer its latest.
struct SwitchInnerObserver<SourceElement, Observer: ObserverType>: SwitchInnerSubscribing {
  typealias Element = Observer.Element

  let parent: SwitchSink<SourceElement, Observer>
  let id: Int

  func on(_ event: Event<Element>) {
    if case .next(let value) = event {
      parent.innerNext(value, id: id)
    } else {
      parent.inner(event, id: id)
    }
  }

  func onNext(_ value: Element) {
    parent.innerNext(value, id: id)
  }
}

/// How a ``SwitchSink`` subscribes its inner observers without naming their type.
///
/// The sink runs as unspecialized generic code, where naming `SwitchInnerObserver<A, B>` looks
/// up its metadata and its `ObserverType` conformance in the runtime's caches (about 440
/// instructions per switch, 15% of it). The sink instead keeps that type once, as an
/// existential metatype, and calls ``subscribe(_:id:to:)`` on it: inside, the type is `Self`,
/// whose metadata and conformance come with the call.
protocol SwitchInnerSubscribing<Element, Parent>: ObserverType {
  associatedtype Element
  associatedtype Parent: AnyObject

  init(parent: Parent, id: Int)
}

extension SwitchInnerSubscribing {
  /// Subscribes an observer of this type, for inner sequence `id` of `parent`, to `source`.
  ///
  /// - Parameters:
  ///   - parent: The sink.
  ///   - id: The id the sink gave `source`.
  ///   - source: The inner sequence.
  /// - Returns: The subscription.
  static func subscribe(_ parent: Parent, id: Int, to source: Observable<Element>)
    -> Disposable
  {
    source.subscribe(Self(parent: parent, id: id))
  }
}
