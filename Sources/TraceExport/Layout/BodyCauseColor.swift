import TraceAnalysis

extension BodyCause {
  /// The colour of bodies with this cause.
  var color: String {
    switch self {
    case .slot: "#e8590c"
    case .observable: "#1c7ed6"
    case .published: "#7048e8"
    case .environment: "#2b8a3e"
    case .parentInputs: "#868e96"
    case .newIdentity: "#f08c00"
    case .other: "#343a40"
    }
  }
}
