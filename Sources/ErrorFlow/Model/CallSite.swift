/// Where an error was created or published: captured with `#fileID`, `#function` and
/// `#line` default arguments, so it names the caller's line, never the handler's.
///
/// ```swift
/// func report(_ error: any Error, location: CallSite = CallSite()) { ... }
/// report(error)  // location.line is this line
/// ```
public struct CallSite: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file, as `#fileID` spells it: `Module/File.swift`.
  ///
  /// ```swift
  /// print(error.source.fileID)  // "App/RecorderViewModel.swift"
  /// ```
  public let fileID: String

  /// The function, as `#function` spells it.
  ///
  /// ```swift
  /// print(error.source.function)  // "recordTapped()"
  /// ```
  public let function: String

  /// The line.
  ///
  /// ```swift
  /// print(error.source.line)  // 42
  /// ```
  public let line: Int

  /// Creates a location; the defaults capture the caller's position.
  ///
  /// ```swift
  /// let here = CallSite()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file; `#fileID` by default.
  ///   - function: The function; `#function` by default.
  ///   - line: The line; `#line` by default.
  public init(fileID: String = #fileID, function: String = #function, line: Int = #line) {
    self.fileID = fileID
    self.function = function
    self.line = line
  }

  /// `Module/File.swift:42 function()`.
  ///
  /// ```swift
  /// print(error.source)  // App/RecorderViewModel.swift:42 recordTapped()
  /// ```
  public var description: String { "\(fileID):\(line) \(function)" }
}
