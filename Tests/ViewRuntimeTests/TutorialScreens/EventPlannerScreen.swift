import Foundation
import ViewRuntime

/// An event form: a `DatePicker` limited to dates from the opening day on, another showing the
/// time only, and a `ColorPicker` for the calendar colour.
struct EventPlannerScreen: View {
  static let openingDay = ISO8601DateFormatter().date(from: "2024-05-01T09:00:00Z")!

  @State private var title = ""
  @State private var start = EventPlannerScreen.openingDay
  @State private var calendarColor = Color.blue

  var body: some View {
    Form {
      Section("Event") {
        TextField("Title", text: $title)
        DatePicker(
          "Starts", selection: $start, in: Self.openingDay...,
          displayedComponents: [.date, .hourAndMinute])
        DatePicker(selection: $start, displayedComponents: .hourAndMinute) {
          Text("Time")
        }
        .datePickerStyle(.wheel)
      }
      Section("Calendar") {
        ColorPicker("Calendar color", selection: $calendarColor, supportsOpacity: false)
        Circle()
          .fill(calendarColor)
          .frame(width: 24, height: 24)
      }
      Text("Starts at \(start.ISO8601Format())")
    }
  }
}
