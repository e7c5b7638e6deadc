import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Date and color pickers, and grids, written as tutorials write them.
@MainActor @Suite struct PickerAndGridTutorialTests {
  @Test func datePickerTakesDatesWithinItsRangeAndColorPickerAColor() async throws {
    let driver = Driver(EventPlannerScreen())
    try await driver.start()
    let formatter = ISO8601DateFormatter()
    try await driver.set("Starts", to: formatter.date(from: "2024-06-01T10:30:00Z")!)
    _ = try driver.find(text: "Starts at 2024-06-01T10:30:00Z")
    try await driver.set("Starts", to: formatter.date(from: "2023-12-24T18:00:00Z")!)
    _ = try driver.find(text: "Starts at 2024-05-01T09:00:00Z")
    try await driver.set("Time", to: formatter.date(from: "2023-12-24T18:00:00Z")!)
    _ = try driver.find(text: "Starts at 2023-12-24T18:00:00Z")
    try await driver.select("orange", in: "Calendar color")
    let trace = try driver.finish()
    let starts = trace.resolved(.slotWrite).filter { $0.name == "_start" }
    #expect(starts.count == 3)
    #expect(
      trace.resolved(.input).map(\.after) == [
        "2024-06-01T10:30:00Z", "2023-12-24T18:00:00Z", "2023-12-24T18:00:00Z", "orange",
      ])
    let colors = trace.resolved(.slotWrite).filter { $0.name == "_calendarColor" }
    #expect(colors.count == 1 && colors[0].after.contains("orange"))
  }

  @Test func gridRowsAreEagerAndTheHorizontalGridRealizesDaysAsItScrolls() async throws {
    let driver = Driver(HabitGridScreen())
    try await driver.start()
    #expect(driver.findAll(type: "GridRow").count == 4)
    try await driver.tap("Run week 2")
    _ = try driver.find(text: "1 of 9 done")
    _ = try driver.find(text: "Day 20")
    #expect(throws: DriverError.self) { try driver.find(text: "Day 21") }
    try await driver.scroll(to: 41, in: "LazyHGrid")
    _ = try driver.find(text: "Day 60")
    #expect(throws: DriverError.self) { try driver.find(text: "Day 20") }
    let trace = try driver.finish()
    let realized = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.realized.rawValue
    }
    #expect(realized.map { $0.identity.lastComponent } == (41...60).map { "Text[index=\($0)]" })
    #expect(
      trace.resolved(.slotWrite).filter { $0.name == "_done" }.map(\.after) == ["[\"Run-2\"]"])
  }
}
