import Foundation
import ViewRuntime

enum AppTheme: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: Self { self }
  var title: String { rawValue.capitalized }
}

/// A settings form in the style of the usual tutorials: sections with headers and footers,
/// `@AppStorage` settings, a segmented picker, a stepper shown only while a toggle is on, a
/// destructive reset behind an alert, and an about section.
struct SettingsFormScreen: View {
  @AppStorage("notificationsEnabled") private var notificationsEnabled = true
  @AppStorage("theme") private var theme: AppTheme = .system
  @AppStorage("dailyGoal") private var dailyGoal = 3
  @State private var showsResetAlert = false
  @State private var username = "ada"

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          LabeledContent("Username", value: username)
          LabeledContent("Plan") {
            Text("Pro")
              .foregroundStyle(.secondary)
          }
        }

        Section {
          Toggle("Notifications", isOn: $notificationsEnabled)
          if notificationsEnabled {
            Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...10)
          }
        } header: {
          Text("Reminders")
        } footer: {
          Text("We remind you once a day.")
        }

        Section("Appearance") {
          Picker("Theme", selection: $theme) {
            ForEach(AppTheme.allCases) { theme in
              Text(theme.title).tag(theme)
            }
          }
          .pickerStyle(.segmented)
        }

        Section {
          Button("Reset All Settings", role: .destructive) {
            showsResetAlert = true
          }
        }

        Section("About") {
          LabeledContent("Version", value: "2.4.1")
          Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
        }
      }
      .navigationTitle("Settings")
      .alert("Reset settings?", isPresented: $showsResetAlert) {
        Button("Reset", role: .destructive) { reset() }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
    }
  }

  private func reset() {
    notificationsEnabled = true
    theme = .system
    dailyGoal = 3
  }
}
