/// One note: the only piece of data the demo stores.
struct Note: Codable, Equatable, Sendable {
  var text: String
}
