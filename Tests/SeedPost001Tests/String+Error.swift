// Post 001's managers throw `CoreDataError.entityNotFound("entityNotFound")` and
// `NetworkError.invalidURL("invalidURL")`: a String where the case takes an `Error`. The app
// compiles only with String conforming to Error; this is that one line (change 6 of
// Post001Code.swift).

// swift-format-ignore: AvoidRetroactiveConformances
extension String: @retroactive Error {}
