import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// The timelines' reset marks are the analysis' state resets, so the picture and the
/// `state-reset/…` findings never disagree: one mark where each new slot was created, naming
/// the lane of the slot whose value was lost.
@Suite struct ResetMarkTests {
  /// The checked-in trace `name`, analysed, and its layout with the findings.
  static func layout(_ name: String) throws -> (TimelineLayout, Analysis) {
    let analysis = Analysis(trace: try Repository.trace(named: name).0)
    return (TimelineLayout(analysis.timeline, findings: analysis.findings), analysis)
  }

  /// The reset marks of the trace `name`: where each is, and the lane it names as the source.
  static func marks(_ name: String) throws -> [(seq: Seq, from: String)] {
    let (layout, _) = try layout(name)
    return layout.marks.filter { $0.kind == .reset }.map { ($0.seq, layout.lanes[$0.detail].path) }
  }

  @Test(arguments: Repository.traceNames)
  func everyMarkIsAResetOfTheAnalysisAndEveryResetFoundIsMarked(name: String) throws {
    let (layout, analysis) = try Self.layout(name)
    let marks = layout.marks.filter { $0.kind == .reset }
    let resets = analysis.timeline.resets
    #expect(marks.map(\.seq) == resets.map(\.new.created))
    #expect(
      marks.map { layout.lanes[$0.detail].path } == resets.map { analysis.trace[$0.old.identity] })
    let resetKinds: Set<FindingKind> = [
      .stateResetBranchFlip, .stateResetIDChanged, .stateResetUnstableID,
    ]
    for finding in analysis.findings
    where resetKinds.contains(finding.kind) && finding.summary.contains(" reset from ") {
      #expect(marks.contains { $0.seq == finding.symptom }, "\(finding.summary)")
    }
  }

  /// Edit, then Done: the field moves from the `else` branch to the `if` branch holding "" (nothing
  /// lost, no mark), then back holding "Ada Lovelace", which the `else` branch's new slot loses.
  @Test func aBranchFlipNamesTheBranchThatHeldTheValue() throws {
    let marks = try Self.marks("profile-branch-flip.vtrace")
    #expect(marks.map(\.seq) == [101])
    #expect(marks.map(\.from) == ["BranchingProfileEditor/VStack/NameField[0.if]"])
  }

  /// Rows with fresh ids: of the three rows replaced, the second was expanded; the first new row
  /// lost that, not the value of the third (collapsed) row.
  @Test func freshIDsInAForEachNameTheRowThatLostItsValue() throws {
    let marks = try Self.marks("orders-uuid-in-body.vtrace")
    #expect(marks.map(\.seq) == [113])
    #expect(
      marks.map(\.from) == [
        "OrdersScreen/VStack/List[1]/FreshIDOrderRows/ForEach/OrderRow[id=UUID#2]"
      ])
  }

  /// An id that changes, as a whole value or made afresh: the comments shown are lost at the
  /// first change (#95); at the second (#150) the view held its initial value, so nothing is.
  @Test(arguments: ["article-id-whole-value.vtrace", "article-id-every-update.vtrace"])
  func anIDChangeThatLosesNothingIsNotMarked(name: String) throws {
    #expect(try Self.marks(name).map(\.seq) == [95])
  }
}
