import Foundation

extension ObservableType {
  /// Prints every event, the subscription and the disposal through ``DebugPrinter/output``,
  /// in RxSwift's format: `2026-01-31 10:00:00.000: id -> Event next(1)`.
  ///
  /// ```swift
  /// Observable.of(1, 2).debug("numbers").subscribe()
  /// // ...: numbers -> subscribed
  /// // ...: numbers -> Event next(1)
  /// // ...: numbers -> Event next(2)
  /// // ...: numbers -> Event completed
  /// // ...: numbers -> isDisposed
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The label of each line; by default the call site (`File.swift:12 (f())`).
  ///   - trimOutput: Whether to shorten event descriptions longer than 40 characters.
  ///   - file: The call site's file.
  ///   - line: The call site's line.
  ///   - function: The call site's function.
  /// - Returns: The same sequence.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let label: String
    if let identifier {
      label = identifier
    } else {
      let fileName = file.split(separator: "/").last.map(String.init) ?? file
      label = "\(fileName):\(line) (\(function))"
    }
    return lift(.debug(identifier: label, trimOutput: trimOutput))
  }
}

/// Where `debug` writes its lines; replace ``output`` to capture them (in tests, in a log).
///
/// ```swift
/// DebugPrinter.output = { line in logger.debug(line) }
/// ```
public enum DebugPrinter {
  // unchecked Sendable: `output` is guarded by `lock` and is @Sendable
  private final class Storage: @unchecked Sendable {
    let lock = Lock()
    var output: @Sendable (String) -> Void = { line in print(line) }
  }

  private static let storage = Storage()

  /// Receives each line `debug` produces. Defaults to `print`, to standard output.
  ///
  /// ```swift
  /// DebugPrinter.output = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
  /// ```
  public static var output: @Sendable (String) -> Void {
    get { storage.lock.withLock { storage.output } }
    set { storage.lock.withLock { storage.output = newValue } }
  }
}

/// The parameters of `debug(_:trimOutput:)`: the label of the lines, and whether long events
/// are shortened.
typealias DebugParameters = (identifier: String, trimOutput: Bool)

/// `debug(_:trimOutput:)`.
// unchecked Sendable: `disposalLogged` is an AtomicFlag; `dateFormatter` is a `let` Foundation
// DateFormatter, Sendable
final class DebugSink<Observer: ObserverType>: OperatorSink<DebugParameters, Observer>,
  ObserverType, @unchecked Sendable
{
  private static var maxEventTextLength: Int { 40 }
  private let dateFormatter: DateFormatter
  private let disposalLogged = AtomicFlag()

  override init(
    _ parameters: DebugParameters, _ observer: Observer,
    _ cancel: Cancelable
  ) {
    dateFormatter = DateFormatter()
    dateFormatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    super.init(parameters, observer, cancel)
    log("subscribed")
  }

  private func log(_ content: String) {
    let time = dateFormatter.string(from: Date())
    DebugPrinter.output("\(time): \(parameters.identifier) -> \(content)")
  }

  func on(_ event: Event<Observer.Element>) {
    let text = event.debugDescription
    let maxLength = Self.maxEventTextLength
    if parameters.trimOutput, text.count > maxLength {
      log("Event \(text.prefix(maxLength / 2))...\(text.suffix(maxLength / 2))")
    } else {
      log("Event \(text)")
    }
    forwardOn(event)
    if event.isStopEvent { dispose() }
  }

  override func dispose() {
    if disposalLogged.set() { log("isDisposed") }
    super.dispose()
  }
}
