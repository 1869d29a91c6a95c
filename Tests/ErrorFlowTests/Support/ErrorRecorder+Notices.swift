import ErrorFlow
import ErrorFlowTesting

extension ErrorRecorder {
  /// The recorded bus notices, in arrival order.
  var notices: [ErrorNotice] { entries.compactMap(\.notice) }
}

extension ErrorNotice {
  /// A short text for assertions: `alert:message×count`, or `toast:message+count` for a
  /// follow-up of `count` repeats.
  var summary: String {
    let suffix = isFollowUp ? "+\(count)" : count > 1 ? "×\(count)" : ""
    switch presentation {
    case .alert(_, let message): return "alert:\(message)\(suffix)"
    case .toast(let message): return "toast:\(message)\(suffix)"
    case .errorPage(_, let message): return "page:\(message)\(suffix)"
    case .signOut(let message): return "signOut:\(message)\(suffix)"
    case .silent: return "silent"
    }
  }
}
