import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// Controls and modifiers in the spellings Apple's samples use, with what each keeps.

private struct TripForm: View {
  @State private var guests = 2
  @State private var budget = 0.5
  @State private var volume: Float = 3

  var body: some View {
    Form {
      Section {
        TextField("Guests", value: $guests, format: .number)
          .disableAutocorrection(true)
        Slider(value: $budget, in: 0...1, step: 0.25) {
          Text("Budget")
        }
        Slider(value: $volume, in: 0...10) {
          Text("Volume")
        }
        Gauge(value: budget, in: 0...1) {
          Text("Spent")
        } currentValueLabel: {
          Text("\(Int(budget * 100))%")
        }
        .gaugeStyle(.accessoryLinear)
      } header: {
        Text("Trip", comment: "The header of the trip's section")
      }
      .headerProminence(.increased)
    }
  }
}

private enum BadgeAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
}

extension VerticalAlignment {
  fileprivate static let badge = VerticalAlignment(BadgeAlignment.self)
}

private struct Badge: View {
  var body: some View {
    HStack(alignment: .badge) {
      Image(systemName: "bell")
        .symbolVariant(.circle.fill)
        .alignmentGuide(.badge) { dimensions in dimensions[VerticalAlignment.center] }
      Text("3")
        .help("Unread notifications")
        .background()
        .gridCellAnchor(.center)
    }
    .tableStyle(.inset)
  }
}

@MainActor @Suite struct SwiftUISignatureTests {
  @Test func aFormattedFieldShowsItsValueAndWritesWhatParses() async throws {
    let driver = Driver(TripForm(), name: "trip")
    try await driver.start()
    try await driver.type("4", into: "Guests")
    try await driver.type("many", into: "Guests")
    let trace = try driver.finish()
    let writes = trace.resolved(.slotWrite).map { "\($0.name): \($0.before) → \($0.after)" }
    #expect(writes == ["_guests: 2 → 4"])
    let field = trace.resolved(.display).filter { $0.identity.hasSuffix("/TextField") }
    #expect(field.map(\.after) == ["\"2\"", "\"4\""])
  }

  @Test func labelledSlidersAreFoundByTheirTextAndSnapToTheirStep() async throws {
    let driver = Driver(TripForm(), name: "trip")
    try await driver.start()
    try await driver.set("Budget", to: 0.8)
    try await driver.set("Volume", to: 7)
    let trace = try driver.finish()
    let writes = trace.resolved(.slotWrite).map { "\($0.name): \($0.after)" }
    #expect(writes == ["_budget: 0.75", "_volume: 7.0"])
    let gauge = trace.resolved(.display).filter { $0.identity.hasSuffix("/Gauge") }
    #expect(gauge.map(\.after) == ["0.5", "0.75"])
  }

  @Test func shapeOnlyModifiersKeepTheirPlaceInTheTree() async throws {
    let driver = Driver(Badge(), name: "badge")
    try await driver.start()
    let trace = try driver.finish()
    let paths = trace.resolved(.identity).map(\.identity)
    for name in [
      ".tableStyle", ".symbolVariant", ".alignmentGuide", ".help", ".background",
      ".gridCellAnchor",
    ] {
      #expect(paths.contains { $0.contains(name) }, "\(name)")
    }
    #expect(Text("Hi", comment: "A greeting") == Text("Hi"))
    #expect(SymbolVariants.circle.fill.description == "circle.fill")
    #expect(VerticalAlignment.badge.description == "BadgeAlignment")
  }
}
