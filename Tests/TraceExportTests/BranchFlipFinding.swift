import TraceAnalysis
import TraceFormat
import TraceTestSupport

extension SampleTraces {
  /// The finding the analyzer would report for ``branchFlip()``: the reset of `_count`.
  static func branchFlipFinding(in trace: Trace) -> Finding {
    // toggle → write _flag → invalidate App → App's body → counter removed → slot destroyed → slot created
    let seqs: [Seq] = [19, 21, 22, 23, 24, 25, 29]
    precondition(trace.event(seq: 29)?.kind == .slotCreate)
    return Finding(
      kind: .stateResetBranchFlip, severity: .warning,
      summary: "Counter's <_count> was reset & \"lost\" when the branch flipped </script>",
      chain: seqs, sites: ["Counter.swift:4"],
      fix: "Move the `if` inside Counter instead of around it.")
  }
}
