import Foundation
import XCTest

/// A fresh folder under the temporary directory for one in-process test, removed after it.
class TemporaryFolderTestCase: XCTestCase {
  private(set) var folder = URL(fileURLWithPath: "/nonexistent")

  override func setUpWithError() throws {
    try super.setUpWithError()
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ConsoleDemoTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() {
    chmod(folder.path, 0o755)
    try? FileManager.default.removeItem(at: folder)
    super.tearDown()
  }

  func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url(name))
  }

  func read(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: url(name)), as: UTF8.self)
  }

  /// The folder's entries, sorted.
  func listing() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// The permission bits of `url` (the folder itself by default).
  func mode(of url: URL? = nil) -> mode_t {
    var info = stat()
    guard lstat((url ?? folder).path, &info) == 0 else { return 0 }
    return info.st_mode & 0o7777
  }
}
