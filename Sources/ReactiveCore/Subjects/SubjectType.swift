/// An observable that is also an observer: events sent to it go to its subscribers.
public protocol SubjectType: ObservableType {
  /// The observer side's type; the same element type for every subject here.
  associatedtype Observer: ObserverType

  /// The observer side of the subject.
  ///
  /// - Returns: An observer that forwards to the subject.
  func asObserver() -> Observer
}
