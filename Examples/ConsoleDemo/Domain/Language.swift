/// The language of the user messages (`--lang en|ko`).
enum Language: String, Sendable, CaseIterable {
  case english = "en"
  case korean = "ko"
}
