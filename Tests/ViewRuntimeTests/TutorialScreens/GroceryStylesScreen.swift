import ViewRuntime

/// A filled capsule button that shrinks while pressed.
struct PrimaryButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding()
      .background(configuration.isPressed ? Color.blue.opacity(0.7) : .blue)
      .foregroundStyle(.white)
      .clipShape(Capsule())
      .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
  static var primary: Self { .init() }
}

/// A destructive button that asks for a second tap before it acts.
struct ConfirmTwiceButtonStyle: PrimitiveButtonStyle {
  @State private var isArmed = false

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      if isArmed {
        Text("Tap again to confirm")
          .font(.caption)
      }
    }
    .foregroundStyle(.red)
    .onTapGesture {
      if isArmed {
        configuration.trigger()
      }
      isArmed.toggle()
    }
  }
}

/// A checkbox in place of a switch.
struct CheckboxToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        .onTapGesture { configuration.isOn.toggle() }
      configuration.label
    }
  }
}

/// The icon in a tinted circle, above the title.
struct BadgeLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.icon
        .padding(8)
        .background(Circle().fill(Color.green))
      configuration.title
        .font(.caption)
    }
  }
}

/// A grocery list written as a styling tutorial writes it: a custom `ButtonStyle` set once for
/// the whole screen, a `PrimitiveButtonStyle` with state of its own, a checkbox `ToggleStyle`
/// and a `LabelStyle`.
struct GroceryStylesScreen: View {
  @State private var items = ["Milk", "Eggs", "Bread"]
  @State private var isDone = false
  @State private var saveCount = 0

  var body: some View {
    VStack(spacing: 16) {
      Label("Groceries", systemImage: "cart")
        .labelStyle(BadgeLabelStyle())
      Text("\(items.count) items")
      Toggle("Done", isOn: $isDone)
        .toggleStyle(CheckboxToggleStyle())
      Text(isDone ? "Completed" : "Open")
      Button("Save") {
        saveCount += 1
      }
      Text("Saved \(saveCount) times")
      Button("Clear List", role: .destructive) {
        items.removeAll()
      }
      .buttonStyle(ConfirmTwiceButtonStyle())
      Button("Cancel") {}
        .buttonStyle(.bordered)
    }
    .buttonStyle(.primary)
    .padding()
  }
}
