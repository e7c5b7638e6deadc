import TraceAnalysis

extension BodyCause {
  /// The colour of bodies with this cause, from Okabe and Ito's palette, which readers with any
  /// common colour-vision deficiency tell apart.
  var color: String {
    switch self {
    case .slot: "#e69f00"
    case .observable: "#56b4e9"
    case .published: "#0072b2"
    case .environment: "#009e73"
    case .parentInputs: "#999999"
    case .newIdentity: "#cc79a7"
    case .other: "#000000"
    }
  }
}
