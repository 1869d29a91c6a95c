@_exported import ReactiveCore

// What an app names to write its errors as ErrorFlow reads them (AppErrorProtocol refines it):
// `import ErrorFlow` alone is enough for `enum NotesError: LocalizedError`.
@_exported import protocol Foundation.LocalizedError
