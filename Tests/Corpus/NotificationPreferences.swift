import ViewRuntime

// Notification preferences whose dependent sections show only when enabled, with a quiet-hours
// time picker and a stepper, as settings screens in open-source apps write them.

struct NotificationPreferences: Equatable {
  var isEnabled = true
  var dailySummary = true
  var summaryTime = Calendar.current.date(from: DateComponents(hour: 8, minute: 0)) ?? .now
  var remindersPerDay = 3
  var sound = "Chime"
}

struct NotificationPreferencesView: View {
  @Binding var preferences: NotificationPreferences
  private let sounds = ["Chime", "Bell", "None"]

  var body: some View {
    Form {
      Toggle("Allow Notifications", isOn: $preferences.isEnabled.animation())

      if preferences.isEnabled {
        Section("Summary") {
          Toggle("Daily Summary", isOn: $preferences.dailySummary)
          if preferences.dailySummary {
            DatePicker(
              "Deliver At", selection: $preferences.summaryTime, displayedComponents: .hourAndMinute
            )
          }
        }

        Section("Reminders") {
          Stepper(value: $preferences.remindersPerDay, in: 1...10) {
            Text("\(preferences.remindersPerDay) per day")
          }
          Picker("Sound", selection: $preferences.sound) {
            ForEach(sounds, id: \.self, content: Text.init)
          }
        }
      }
    }
    .navigationTitle("Notifications")
    .onChange(of: preferences.isEnabled) { _, isEnabled in
      if !isEnabled { preferences.dailySummary = false }
    }
  }
}

#Preview {
  @Previewable @State var preferences = NotificationPreferences()
  NavigationStack {
    NotificationPreferencesView(preferences: $preferences)
  }
}
