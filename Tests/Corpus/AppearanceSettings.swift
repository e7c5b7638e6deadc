import ViewRuntime

// An appearance settings screen on @AppStorage, as open-source apps wrote them for iOS 15:
// a NavigationView with a Form, pickers over CaseIterable enums, and a PreviewProvider whose
// Group shows it light, dark, and turned, each named.

enum AppIcon: String, CaseIterable, Identifiable {
  case classic, midnight, sunrise

  var id: String { rawValue }
  var title: String { rawValue.capitalized }
}

enum TextSize: Int, CaseIterable, Identifiable {
  case small, medium, large

  var id: Int { rawValue }
  var title: String {
    switch self {
    case .small: return "Small"
    case .medium: return "Medium"
    case .large: return "Large"
    }
  }
}

struct AppearanceSettingsView: View {
  @AppStorage("appIcon") private var appIcon: AppIcon = .classic
  @AppStorage("textSize") private var textSize: TextSize = .medium
  @AppStorage("useSystemAppearance") private var useSystemAppearance = true
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    NavigationView {
      Form {
        Section {
          Toggle("Match System", isOn: $useSystemAppearance)
          if !useSystemAppearance {
            Text(colorScheme == .dark ? "Dark" : "Light")
              .foregroundColor(.secondary)
          }
        } header: {
          Text("Appearance")
        }

        Section(header: Text("Icon")) {
          Picker("App Icon", selection: $appIcon) {
            ForEach(AppIcon.allCases) { icon in
              Text(icon.title).tag(icon)
            }
          }
        }

        Section(footer: Text("Applies to lists and articles.")) {
          Picker("Text Size", selection: $textSize) {
            ForEach(TextSize.allCases) { size in
              Text(size.title).tag(size)
            }
          }
          .pickerStyle(.segmented)
        }
      }
      .navigationTitle("Appearance")
    }
  }
}

struct AppearanceSettingsView_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      AppearanceSettingsView()
        .previewDisplayName("Light")
      AppearanceSettingsView()
        .environment(\.colorScheme, .dark)
        .previewDisplayName("Dark")
      AppearanceSettingsView()
        .previewInterfaceOrientation(.landscapeLeft)
        .previewDisplayName("Landscape")
    }
  }
}
