// `Observable.create`'s closure runs on each subscriber's thread; a non-Sendable class it
// captures would be shared between them, so the capture must not compile.
import ErrorFlow

final class Source {
  var next = 0
}

func numbers() -> Observable<Int> {
  let source = Source()
  return Observable<Int>.create { observer in
    // expect-error: capture of 'source' with non-Sendable type 'Source' in a '@Sendable' closure
    source.next += 1
    observer.onNext(source.next)
    return Disposables.create()
  }
}
