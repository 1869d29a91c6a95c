/// A point in virtual time on a ``TestScheduler``: a tick count, as in RxTest.
///
/// With the default resolution one tick is one second of `RxTimeInterval`, so
/// `.seconds(20)` is 20 ticks.
///
/// ```swift
/// let subscribed: TestTime = 200
/// ```
public typealias TestTime = Int
