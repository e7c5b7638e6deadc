import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime

// Issue 25, items 3 and 4: a replacement that loses several slots is one reset, so one finding
// naming every slot with its value, the leaves that showed them, and the writes that gave them
// the values lost; not one finding per slot quoting whichever leaf changed first.

/// A note editor with two pieces of state, each shown by its own leaf.
struct NoteEditor: View {
  @State private var draft = ""
  @State private var savedAt: String? = nil

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Note", text: $draft)
      Text(savedAt.map { "Last saved: \($0)" } ?? "Not saved yet")
      Button("Save") { savedAt = "10:42" }
    }
  }
}

/// The editor written in both branches of an `if` on a tips switch.
struct TipsNoteScreen: View {
  @State private var showsTips = false

  var body: some View {
    Form {
      Toggle("Tips", isOn: $showsTips)
      if showsTips {
        NoteEditor().padding()
      } else {
        NoteEditor()
      }
    }
  }
}

/// The fix: one editor, the switch varying a modifier.
struct TipsNoteFixedScreen: View {
  @State private var showsTips = false

  var body: some View {
    Form {
      Toggle("Tips", isOn: $showsTips)
      NoteEditor().padding(showsTips ? 16 : 0)
    }
  }
}

/// A section with state of its own around the editor, both in a branch of a ternary-free
/// `if`/`else` whose branches differ only by a header.
struct NotesSection<Content: View>: View {
  @State var isExpanded = true
  @ViewBuilder var content: Content

  var body: some View {
    Section {
      if isExpanded { content }
    } header: {
      Button(isExpanded ? "Collapse" : "Expand") { isExpanded.toggle() }
    }
  }
}

struct SectionedNotesScreen: View {
  @State private var isPinned = false

  var body: some View {
    List {
      Button(isPinned ? "Unpin" : "Pin") { isPinned.toggle() }
      if isPinned {
        NotesSection { NoteEditor() }
      } else {
        NotesSection { NoteEditor() }
      }
    }
  }
}

/// The editor identified by the whole draft version it edits: any field's change replaces it.
struct NoteVersion: Hashable {
  var number: Int
  var likes: Int
}

struct VersionedNoteScreen: View {
  @State private var version = NoteVersion(number: 1, likes: 0)

  var body: some View {
    VStack {
      NoteEditor().id(version)
      Button("Like") { version.likes += 1 }
    }
  }
}

@MainActor @Suite struct MultiSlotResetTests {
  private func editAndSave(_ driver: Driver) async throws {
    try await driver.type("Basil", into: "Note")
    try await driver.tap("Save")
  }

  @Test func aFlipThatLosesTwoSlotsIsOneFindingNamingBoth() async throws {
    let analysis = try await analyze(TipsNoteScreen()) { driver in
      try await editAndSave(driver)
      try await driver.toggle("Tips")
    }
    #expect(analysis.kinds == [.stateResetBranchFlip], "\(analysis.explanation())")
    let finding = try analysis.finding(.stateResetBranchFlip)
    #expect(
      finding.summary.hasPrefix(
        "_draft of NoteEditor reset from \"Basil\" to \"\", and _savedAt of NoteEditor reset "
          + "from \"10:42\" to nil: the `if` at "),
      "\(finding.summary)")
    // Each leaf that showed lost state, with what it showed before and after.
    #expect(finding.summary.contains("so NoteEditor is a new identity; on screen, "))
    #expect(finding.summary.contains("TextField now shows placeholder \"Note\" (was \"Basil\")"))
    #expect(
      finding.summary.contains("Text now reads \"Not saved yet\" (was \"Last saved: 10:42\")"))
    let lines = analysis.chainLines(of: finding)
    #expect(lines.contains("slot _draft destroyed (was \"Basil\")"), "\(lines)")
    #expect(lines.contains("slot _savedAt destroyed (was \"10:42\")"), "\(lines)")
    // The writes that gave the lost state its values, with the inputs that made them.
    #expect(lines.contains("input tap \"Save\""), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("_savedAt nil → \"10:42\"") }, "\(lines)")
    #expect(lines.contains("_draft \"\" → \"Basil\" (by action)"), "\(lines)")
    #expect(lines.first == "input type-text \"Note\" = Basil", "\(lines)")
  }

  @Test func theFixedScreenKeepsBothSlots() async throws {
    let analysis = try await analyze(TipsNoteFixedScreen()) { driver in
      try await editAndSave(driver)
      try await driver.toggle("Tips")
    }
    #expect(analysis.findings.isEmpty, "\(analysis.explanation())")
  }

  @Test func slotsOfTwoViewsInTheReplacedBranchAreOneFinding() async throws {
    let analysis = try await analyze(SectionedNotesScreen()) { driver in
      try await editAndSave(driver)
      try await driver.tap("Pin")
    }
    let finding = try analysis.finding(.stateResetBranchFlip)
    #expect(analysis.kinds == [.stateResetBranchFlip], "\(analysis.explanation())")
    #expect(finding.summary.contains("_draft of NoteEditor reset from \"Basil\" to \"\""))
    #expect(finding.summary.contains("_savedAt of NoteEditor reset from \"10:42\" to nil"))
  }

  @Test func aWholeValueIDThatLosesTwoSlotsIsOneFinding() async throws {
    let analysis = try await analyze(VersionedNoteScreen()) { driver in
      try await editAndSave(driver)
      try await driver.tap("Like")
    }
    #expect(analysis.kinds == [.stateResetIDChanged], "\(analysis.explanation())")
    let finding = try analysis.finding(.stateResetIDChanged)
    #expect(finding.severity == .error)
    #expect(
      finding.summary.hasPrefix(
        "_draft of NoteEditor reset from \"Basil\" to \"\", and _savedAt of NoteEditor reset "
          + "from \"10:42\" to nil: its explicit id"),
      "\(finding.summary)")
    #expect(finding.sites.count == 2, "\(finding.sites)")
  }

  @Test func flippingBackAndForthIsStillOneAccusation() async throws {
    let analysis = try await analyze(TipsNoteScreen()) { driver in
      try await editAndSave(driver)
      try await driver.toggle("Tips")
      try await editAndSave(driver)
      try await driver.toggle("Tips")
    }
    #expect(analysis.kinds == [.stateResetBranchFlip], "\(analysis.explanation())")
  }
}
