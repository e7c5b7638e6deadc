import ViewRuntime

/// A screen with a highlight switch around a counter card. Flipping the switch re-evaluates
/// the screen, which builds a new card struct each time.
public struct TallyScreen: View {
  let ownsModel: Bool
  @State private var isHighlighted = false

  /// `ownsModel`: the card holds its model as `@StateObject` (right) or as
  /// `@ObservedObject var model = TallyModel()` (re-created with every new card struct).
  public init(ownsModel: Bool) { self.ownsModel = ownsModel }

  public var body: some View {
    VStack {
      Toggle("Highlight", isOn: $isHighlighted)
      if ownsModel {
        TallyCard(isHighlighted: isHighlighted)
      } else {
        RecreatedTallyCard(isHighlighted: isHighlighted)
      }
    }
  }
}

/// Owns its model with `@StateObject`: created once for the card's identity.
struct TallyCard: View {
  let isHighlighted: Bool
  @StateObject private var model = TallyModel()

  var body: some View {
    VStack {
      Text(isHighlighted ? "** \(model.count) **" : "\(model.count)")
      Button("Count") { model.increment() }
    }
  }
}

/// Makes its model in the property's initial value but observes it with `@ObservedObject`:
/// every new card struct makes a new model, and the count starts over.
struct RecreatedTallyCard: View {
  let isHighlighted: Bool
  @ObservedObject private var model = TallyModel()

  var body: some View {
    VStack {
      Text(isHighlighted ? "** \(model.count) **" : "\(model.count)")
      Button("Count") { model.increment() }
    }
  }
}

/// A count and a save status in two views that share a legacy model. Counting re-evaluates the
/// save status too, which never reads the count.
public struct LegacyTallyBoard: View {
  @StateObject private var model = TallyModel()

  public init() {}

  public var body: some View {
    VStack {
      LegacyCountLabel(model: model)
      LegacySaveStatus(model: model)
      Button("Count") { model.increment() }
      Button("Save") { model.save() }
    }
  }
}

struct LegacyCountLabel: View {
  @ObservedObject var model: TallyModel
  var body: some View { Text("Count: \(model.count)") }
}

struct LegacySaveStatus: View {
  @ObservedObject var model: TallyModel
  var body: some View { Text("Saved: \(model.lastSaved)") }
}

/// The same board with an `@Observable` model: counting re-evaluates the count label alone.
public struct ObservableTallyBoard: View {
  @State private var model = ObservableTally()

  public init() {}

  public var body: some View {
    VStack {
      CountLabel(model: model)
      SaveStatus(model: model)
      Button("Count") { model.increment() }
      Button("Save") { model.save() }
    }
  }
}

struct CountLabel: View {
  let model: ObservableTally
  var body: some View { Text("Count: \(model.count)") }
}

struct SaveStatus: View {
  let model: ObservableTally
  var body: some View { Text("Saved: \(model.lastSaved)") }
}
