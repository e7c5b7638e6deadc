import ViewRuntime

// A settings screen with stored preferences, as open-source apps write it.

enum AppearanceSetting: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: Self { self }
}

struct SettingsView: View {
  @AppStorage("notificationsEnabled") private var notificationsEnabled = true
  @AppStorage("appearance") private var appearance = AppearanceSetting.system.rawValue
  @State private var fontSize = 16
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Toggle("Notifications", isOn: $notificationsEnabled)
          Picker("Appearance", selection: $appearance) {
            ForEach(AppearanceSetting.allCases) { setting in
              Text(setting.rawValue.capitalized).tag(setting.rawValue)
            }
          }
        } header: {
          Text("General")
        } footer: {
          Text("Notifications remind you of due tasks.", comment: "Settings footer")
        }
        .headerProminence(.increased)

        Section("Reading") {
          Stepper("Font size: \(fontSize)", value: $fontSize, in: 12...24)
          LabeledContent("Version", value: "2.4.1")
        }

        Section {
          Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            .help("Opens the policy in your browser")
        }
      }
      .navigationTitle("Settings")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
  }
}

#Preview {
  SettingsView()
}
