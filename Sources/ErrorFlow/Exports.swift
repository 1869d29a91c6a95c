@_exported import ReactiveCore
