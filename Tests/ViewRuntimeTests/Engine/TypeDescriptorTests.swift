import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

private final class Model {}
private struct Inputs {
  let number: Int
  var title: String
  let action: () -> Int
  let anything: Any
  let model: Model
  let maybe: Int?
}
private struct WeakInputs {
  let number: Int
  weak var model: Model?
}
private enum Choice { case one(Int) }
@Observable private final class FieldsBasket {
  var items: [String] = ["Milk"]
  var count: Int? = 1
  @ObservationIgnored var note = "ignored"
}
private final class FieldsHolder {
  var number = 3
  weak var weakModel: Model?
  unowned let owner: Model
  init(owner: Model) { self.owner = owner }
}
private class FieldsBase { var base = 1 }
private final class FieldsDerived: FieldsBase { var derived = "two" }

/// A row whose content is an `if`: the row's view is an optional that wraps a `Text`.
private struct OptionalRows: View {
  var body: some View {
    VStack {
      ForEach([1, 2], id: \.self) { number in
        if number > 1 { Text("Row \(number)") }
      }
    }
  }
}

/// `OptionalRows` below a leading `Text` and a `Label`: the same view types, met in another
/// order, so that a trace of it numbers their names differently.
private struct LeadingRows: View {
  var body: some View {
    HStack {
      Text("Lead")
      Label("Rows", systemImage: "list.bullet")
      OptionalRows()
    }
  }
}

@MainActor @Suite struct TypeDescriptorTests {
  /// The labels and described values of `value`'s children, through `StoredFields` and through
  /// `Mirror`.
  private func children(of value: Any) -> (stored: [String], mirrored: [String]) {
    var stored: [String] = []
    StoredFields.forEachChild(of: value) { _, label, child in
      stored.append("\(label ?? "?")=\(type(of: child))")
    }
    let mirrored = Mirror(reflecting: value).children.map {
      "\($0.label ?? "?")=\(type(of: $0.value))"
    }
    return (stored, mirrored)
  }

  @Test func aStructsStoredPropertiesAreReadAsMirrorListsThem() {
    let model = Model()
    let inputs = Inputs(
      number: 7, title: "Milk", action: { 1 }, anything: "text", model: model, maybe: nil)
    #expect(
      StoredFields.of(Inputs.self)?.fields.map(\.label) == [
        "number", "title", "action", "anything", "model", "maybe",
      ])
    let (stored, mirrored) = children(of: inputs)
    #expect(stored == mirrored)
    #expect(stored[3] == "anything=String")
    var values: [String: Any] = [:]
    StoredFields.forEachChild(of: inputs) { _, label, child in values[label ?? "?"] = child }
    #expect(values["number"] as? Int == 7 && values["title"] as? String == "Milk")
    #expect((values["model"] as? Model) === model)
  }

  @Test func weakPropertiesEnumsAndClassesAreReadThroughMirror() {
    #expect(StoredFields.of(WeakInputs.self) == nil)
    #expect(StoredFields.of(Choice.self) == nil)
    #expect(StoredFields.of(Model.self) == nil)
    let model = Model()
    let (stored, mirrored) = children(of: WeakInputs(number: 1, model: model))
    #expect(stored == mirrored && stored == ["number=Int", "model=Optional<Model>"])
  }

  @Test func aClassesStoredPropertiesAreReadAsMirrorListsThem() {
    let basket = FieldsBasket()
    #expect(
      StoredFields.ofClass(FieldsBasket.self)?.fields.map(\.label) == [
        "_items", "_count", "note", "_$observationRegistrar",
      ])
    var stored: [String] = []
    StoredFields.forEachChild(ofObject: basket) { label, child in
      stored.append("\(label ?? "?")=\(describeValue(child))")
    }
    let mirrored = Mirror(reflecting: basket).children.map {
      "\($0.label ?? "?")=\(describeValue($0.value))"
    }
    #expect(stored == mirrored)
    #expect(stored.prefix(3) == [#"_items=["Milk"]"#, "_count=1", #"note="ignored""#])
  }

  @Test func classesWithReferencesOrASuperclassAreReadThroughMirror() {
    let owner = Model()
    let holder = FieldsHolder(owner: owner)
    holder.weakModel = owner
    #expect(StoredFields.ofClass(FieldsHolder.self) == nil)
    #expect(StoredFields.ofClass(FieldsDerived.self) == nil)
    var labels: [String] = []
    StoredFields.forEachChild(ofObject: holder) { label, _ in labels.append(label ?? "?") }
    #expect(labels == ["number", "weakModel", "owner"])
    labels = []
    StoredFields.forEachChild(ofObject: FieldsDerived()) { label, _ in labels.append(label ?? "?") }
    #expect(labels == ["derived"])
  }

  @Test func typeTraitsAnswerAsCastsDo() {
    #expect(ValueTraits.of(Int.self).equals?(3, 3) == true)
    #expect(ValueTraits.of(Int.self).equals?(3, "3") == false)
    #expect(ValueTraits.of((() -> Int).self).isFunction)
    #expect(ValueTraits.of(Model.self).isReflectedClass)
    #expect(ValueTraits.of(State<Int>.self).isRuntimeManaged)
    #expect(ValueTraits.of(State<Int>.self).install != nil)
    let optional = ValueTraits.of(Int?.self)
    #expect(!optional.isDecided)
  }

  /// A view type's name is interned once per trace and kept by its descriptor: each trace,
  /// recorded one after another in one process with its own string table, names every view by
  /// its own table's symbol.
  @Test func eachTraceNamesItsViewsInItsOwnStringTable() async throws {
    var traces: [Trace] = []
    for screen in [AnyView(OptionalRows()), AnyView(LeadingRows()), AnyView(OptionalRows())] {
      let driver = Driver(screen)
      try await driver.start()
      traces.append(try driver.finish())
    }
    for trace in traces {
      let identities = trace.resolved(.identity)
      #expect(!identities.isEmpty)
      for event in identities + trace.resolved(.bodyBegin) {
        #expect(event.name == IdentityPath(event.identity).type, "\(event)")
      }
    }
    #expect(traces[1].resolved(.identity).map(\.name).contains("Label"))
  }

  @Test func anOptionalViewIsWhatItWraps() async throws {
    let driver = Driver(OptionalRows())
    try await driver.start()
    let trace = try driver.finish()
    let displays = trace.resolved(.display).map { "\($0.identity) \($0.after)" }
    #expect(displays == [#"OptionalRows/VStack/ForEach/Optional[id=2] "Row 2""#])
    let rows = trace.resolved(.identity).map(\.identity).filter { $0.hasSuffix("]") }
    #expect(
      rows == [
        "OptionalRows/VStack/ForEach/Optional[id=1]", "OptionalRows/VStack/ForEach/Optional[id=2]",
      ])
  }
}
