// IN-MODULE COPY of Sources/ReactiveCore/Subjects/SubjectDispatcher+Join.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

import ErrorFlow
import Synchronization

/// How a registration made while the dispatcher is busy gets its first values ("a sender is
/// never trapped").
///
/// A subscriber that needs a replay (a `BehaviorSubject`'s current value, a `ReplaySubject`'s
/// buffer) used to have it queued for the deliverer, whatever thread subscribed: a sender's
/// `onNext` then ran the replay of every subscriber that other threads added while it was
/// delivering, and two threads churning subscribe/dispose kept one `onNext` in the drain loop
/// for seconds. Now only a handler of the subject itself (reentrancy, contract 3) queues its
/// subscriber's replay; any other thread *joins*: it delivers the replay itself, then
/// everything broadcast to the new registration meanwhile (its mailbox, filled by the
/// deliverer under the lock), and only then puts the registration in the bag. So the
/// registration gets its replay, then every later event, in order and never two at once
/// (contract 2) — the deliverer never calls it before it is in the bag — and a sender is held
/// by nothing subscribe or dispose does on other threads beyond applying their registry
/// changes, O(1) each under the lock.
///
/// RxSwift's `BehaviorSubject` and `ReplaySubject` deliver the replay inside `subscribe`, on
/// the subscribing thread, under their recursive lock; a joiner does the same without a lock.
extension InModuleSubjectDispatcher {
  /// Who delivers a new subscriber's first values while the dispatcher is busy.
  enum Route: Equatable {
    /// This thread, at once: nobody is delivering and this thread is not joining.
    case now
    /// The deliverer, in queue order: this thread is the deliverer (a handler subscribed).
    case queue
    /// This thread, after the handler it is in: a handler of a joining registration.
    case nested
    /// This thread, joining: another thread is delivering.
    case join
  }

  /// Where the calling thread stands. Call with ``lock`` held.
  func routeLocked() -> Route {
    let thread = inModuleCurrentThreadIdentity()
    // A deliverer on another thread may leave meanwhile: joining then is still right (the
    // registration is delivered on this thread, then placed), only no longer needed.
    let deliverer = activity.load(ordering: .acquiring) & InModuleSubjectActivity.delivererMask
    if deliverer == thread { return .queue }
    if state.pointee.joining.contains(where: { $0.thread == thread }) { return .nested }
    return deliverer == 0 ? .now : .join
  }

  /// Registers `registration`, first delivering `replay` (not empty) to it, while a delivery
  /// is under way or registrations are joining. Call with ``lock`` held; returns with it
  /// released.
  @inline(never)
  func registerWhileBusyAndUnlock(
    _ registration: InModuleSubjectRegistration<Element>, replay: [Element]
  ) {
    switch routeLocked() {
    case .now:
      insertLocked(registration)
      drainAndUnlock(
        first: replay.count == 1
          ? .replayOne(replay[0], to: registration) : .replay(replay, to: registration))
    case .queue:
      insertLocked(registration)
      state.pointee.enqueue(.replay(replay, to: registration))
      markPendingLocked()  // this thread is the deliverer: it drains it after its delivery
      lock.unlock()
    case .nested:
      registerJoiningLocked(registration)
      appendJoiningLocked(registration, mailbox: replay.map { .next($0) })
      lock.unlock()
    case .join:
      registerJoiningLocked(registration)
      appendJoiningLocked(registration, mailbox: replay.map { .next($0) })
      lock.unlock()
      deliverJoining(thread: inModuleCurrentThreadIdentity())
    }
  }

  /// Counts `registration` as registered without putting it in the bag.
  private func registerJoiningLocked(_ registration: InModuleSubjectRegistration<Element>) {
    registration.isRegistered = true
    state.pointee.registeredCount += 1
  }

  /// Lists `registration` as joining on the calling thread, with `mailbox` to deliver first.
  /// Call with ``lock`` held.
  func appendJoiningLocked(
    _ registration: InModuleSubjectRegistration<Element>, mailbox: [Event<Element>]
  ) {
    state.pointee.joining.append(
      State.Joining(
        registration: registration, thread: inModuleCurrentThreadIdentity(), mailbox: mailbox))
    state.pointee.joiningCount += 1
    activity.bitwiseOr(InModuleSubjectActivity.joining, ordering: .acquiringAndReleasing)
  }

  /// Delivers the mailboxes of the registrations `thread` is joining, oldest first, until
  /// every one is empty, and puts each in the bag (or, while a delivery is under way, in the
  /// deferred inserts the deliverer applies before its next broadcast). Called without the
  /// lock, by the joining thread.
  func deliverJoining(thread: UInt) {
    while true {
      lock.lock()
      guard let index = state.pointee.joining.firstIndex(where: { $0.thread == thread }) else {
        lock.unlock()
        return
      }
      let registration = state.pointee.joining[index].registration
      let mailbox = state.pointee.joining[index].mailbox
      if !mailbox.isEmpty {
        state.pointee.joining[index].mailbox = []
        lock.unlock()
        for event in mailbox {
          if event.isStopEvent {
            registration.terminate(with: event)
          } else {
            registration.deliver(event)
          }
        }
        continue
      }
      let endsSilently = state.pointee.joining.remove(at: index).endsSilently
      state.pointee.joiningCount -= 1
      if state.pointee.joiningCount == 0 {
        activity.bitwiseAnd(~InModuleSubjectActivity.joining, ordering: .acquiringAndReleasing)
      }
      if registration.isRegistered { placeLocked(registration) }
      lock.unlock()
      if endsSilently { registration.end() }
      // Released here, without the lock: the list may have held the last reference.
      withExtendedLifetime(registration) {}
    }
  }

  /// Hands `event`, a broadcast for registrations numbered below `limit`, to the joining
  /// registrations it is for; a terminal event also ends the others, silently. Called by the
  /// deliverer with ``lock`` held, as it takes the bag for the same broadcast.
  func forwardToJoiningLocked(_ event: Event<Element>, limit: UInt64) {
    let stops = event.isStopEvent
    for index in state.pointee.joining.indices {
      let registration = state.pointee.joining[index].registration
      guard registration.isRegistered else { continue }
      if registration.number < limit {
        state.pointee.joining[index].mailbox.append(event)
      } else if stops {
        state.pointee.joining[index].endsSilently = true
      }
      if stops { registration.isRegistered = false }
    }
  }
}
