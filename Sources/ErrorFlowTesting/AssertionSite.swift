/// Where an assertion was written, so a failure is reported at the test's line in XCTest
/// (`file`, `line`) and in Swift Testing (`SourceLocation`) alike.
///
/// Assertions capture it with default arguments; glue code turns it into the framework's
/// location:
///
/// ```swift
/// let errors = ErrorExpectations { message, site in
///   XCTFail(message, file: site.filePath, line: site.line)
/// }
/// ```
public struct AssertionSite: Sendable, CustomStringConvertible {
  /// The file, as `#fileID` spells it: `MyAppTests/NotesTests.swift`.
  public let fileID: StaticString
  /// The file's path, as `#filePath` spells it.
  public let filePath: StaticString
  /// The line.
  public let line: UInt
  /// The column.
  public let column: UInt

  /// The site of the caller, or of the given place.
  ///
  /// ```swift
  /// let site = AssertionSite()  // this line
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `MyAppTests/NotesTests.swift:12`.
  ///
  /// ```swift
  /// print(AssertionSite())  // "MyAppTests/NotesTests.swift:12"
  /// ```
  public var description: String { "\(fileID):\(line)" }
}
