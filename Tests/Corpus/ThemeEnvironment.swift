import ViewRuntime

// A theme passed down through a custom environment value declared with @Entry, chosen in a
// picker, as WWDC sessions and recent tutorials write it.

struct AppTheme: Hashable, Identifiable {
  let id: String
  let accent: Color
  let background: Color

  static let ocean = AppTheme(id: "Ocean", accent: .blue, background: .cyan.opacity(0.1))
  static let forest = AppTheme(id: "Forest", accent: .green, background: .mint.opacity(0.1))
  static let sunset = AppTheme(id: "Sunset", accent: .orange, background: .pink.opacity(0.1))
  static let all = [ocean, forest, sunset]
}

extension EnvironmentValues {
  @Entry var appTheme: AppTheme = .ocean
}

struct ThemedCard: View {
  let title: String
  @Environment(\.appTheme) private var theme

  var body: some View {
    Text(title)
      .font(.headline)
      .foregroundStyle(theme.accent)
      .padding()
      .frame(maxWidth: .infinity)
      .background(theme.background, in: .rect(cornerRadius: 10))
  }
}

struct ThemePickerView: View {
  @State private var theme = AppTheme.ocean

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Picker("Theme", selection: $theme) {
          ForEach(AppTheme.all) { theme in
            Text(theme.id).tag(theme)
          }
        }
        .pickerStyle(.segmented)

        ThemedCard(title: "Inbox")
        ThemedCard(title: "Calendar")
        Spacer()
      }
      .padding()
      .navigationTitle("Theme")
    }
    .environment(\.appTheme, theme)
    .tint(theme.accent)
  }
}

#Preview {
  ThemePickerView()
}

#Preview("Themed card", traits: .sizeThatFitsLayout) {
  ThemedCard(title: "Inbox")
    .environment(\.appTheme, .sunset)
}
