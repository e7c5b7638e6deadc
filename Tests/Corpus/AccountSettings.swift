import ViewRuntime

// An account settings screen: stored preferences, sub-pages pushed with NavigationLink, a
// destructive sign-out behind a confirmation, as open-source apps write it.

enum SyncFrequency: String, CaseIterable, Identifiable {
  case hourly, daily, weekly
  var id: String { rawValue }
}

struct AccountSettingsView: View {
  @AppStorage("username") private var username = "sam"
  @AppStorage("syncFrequency") private var syncFrequency = SyncFrequency.daily
  @AppStorage("useCellular") private var useCellular = false
  @State private var showingSignOut = false
  @State private var signedOut = false

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          LabeledContent("Username", value: username)
          NavigationLink("Change Password") {
            ChangePasswordView()
          }
        }

        Section {
          Picker("Sync", selection: $syncFrequency) {
            ForEach(SyncFrequency.allCases) { frequency in
              Text(frequency.rawValue.capitalized).tag(frequency)
            }
          }
          .pickerStyle(.menu)
          Toggle("Use Cellular Data", isOn: $useCellular)
        } header: {
          Text("Sync")
        } footer: {
          Text("Syncing over cellular may use a lot of data.")
        }

        Section {
          Button("Sign Out", role: .destructive) {
            showingSignOut = true
          }
          .disabled(signedOut)
        }
      }
      .navigationTitle("Account")
      .confirmationDialog(
        "Sign out of this device?", isPresented: $showingSignOut, titleVisibility: .visible
      ) {
        Button("Sign Out", role: .destructive) { signedOut = true }
        Button("Cancel", role: .cancel) {}
      }
    }
  }
}

struct ChangePasswordView: View {
  @State private var current = ""
  @State private var new = ""
  @State private var confirmation = ""
  @Environment(\.dismiss) private var dismiss

  private var canSave: Bool { !current.isEmpty && new.count >= 8 && new == confirmation }

  var body: some View {
    Form {
      SecureField("Current Password", text: $current)
      SecureField("New Password", text: $new)
      SecureField("Confirm", text: $confirmation)
      if !new.isEmpty && new.count < 8 {
        Text("At least 8 characters")
          .font(.footnote)
          .foregroundStyle(.red)
      }
    }
    .navigationTitle("Password")
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { dismiss() }
          .disabled(!canSave)
      }
    }
  }
}

#Preview {
  AccountSettingsView()
}
