import TraceAnalysis
import TraceFormat

extension Timeline {
  /// The events `chain`, one line each after `indent`: its seq, update, time, what it recorded
  /// in prose and where (`…/List/ForEach/.swipeActions[id=2]`). `explain` writes a finding's
  /// chain with it, `why` the chain of a view's evaluation.
  package func chainText(_ chain: [Seq], indent: String, style: TextStyle) -> String {
    let width = (chain.last ?? .none).description.count
    var out = ""
    for seq in chain {
      guard let e = graph.event(seq) else { continue }
      let location =
        e.identity.isNone ? "" : "  " + style.dim(IdentityPath(self[e.identity]).short())
      out += indent + padLeft(seq.description, width) + "  " + padRight("u\(e.update)", 4) + " "
      out +=
        padLeft(TraceTime.exact(e.time), 11) + "  " + trace.describe(e, as: .prose) + location
        + "\n"
    }
    return out
  }
}
