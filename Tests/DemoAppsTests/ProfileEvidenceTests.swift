import Testing
import TraceFormat

@MainActor @Suite struct ProfileEvidenceTests {
  @Test func tappingDoneFlipsTheBranchAndDestroysTheTypedName() async throws {
    let trace = try await Evidence("profile-branch-flip")
    let done = try trace.input("\"Done\"")
    let after = trace.events(after: done)
    let removal = try #require(
      after.first { $0.isDecision(.removed, at: "NameField[0.if]") })
    #expect(removal.reason(DecisionReason.self) == .branchFlipped)
    let destroy = try #require(after.first { $0.kind == .slotDestroy && $0.name == "_name" })
    #expect(destroy.before == "\"Ada Lovelace\"")
    #expect(trace.cause(of: destroy)?.seq == removal.seq)
    let insertion = try #require(after.first { $0.isDecision(.inserted, at: ".disabled[0.else]") })
    #expect(insertion.reason(DecisionReason.self) == .branchFlipped)
    let create = try #require(after.first { $0.kind == .slotCreate && $0.name == "_name" })
    #expect(create.after == "\"\"")
  }

  @Test func oneDisabledFieldKeepsTheName() async throws {
    let trace = try await Evidence("profile-disabled-fixed")
    #expect(trace.events(.slotDestroy).isEmpty)
    #expect(trace.events(.identity) { $0.reason(DecisionReason.self) == .branchFlipped }.isEmpty)
    #expect(trace.events(.slotCreate) { $0.name == "_name" }.count == 1)
    let done = try trace.input("\"Done\"")
    let reevaluated = trace.events(after: done).first {
      $0.kind == .invalidate && $0.path.hasSuffix("/.disabled/NameField")
    }
    #expect(reevaluated == nil, "the field's state and inputs are unchanged by Done")
  }
}
