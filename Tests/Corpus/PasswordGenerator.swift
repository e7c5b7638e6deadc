import ViewRuntime

// A password generator whose options regenerate the result as they change, as small utility
// apps write it.

struct PasswordOptions: Equatable {
  var length = 16.0
  var includesDigits = true
  var includesSymbols = false
}

struct PasswordGeneratorView: View {
  @State private var options = PasswordOptions()
  @State private var password = ""
  @State private var copied = false

  var body: some View {
    Form {
      Section {
        Text(password)
          .font(.system(.title3, design: .monospaced))
          .textSelection(.enabled)
          .contentTransition(.interpolate)
        Button(copied ? "Copied" : "Copy", systemImage: copied ? "checkmark" : "doc.on.doc") {
          copied = true
        }
      }
      Section("Options") {
        Slider(value: $options.length, in: 8...32, step: 1) {
          Text("Length")
        } minimumValueLabel: {
          Text("8")
        } maximumValueLabel: {
          Text("32")
        }
        LabeledContent("Length", value: "\(Int(options.length))")
        Toggle("Digits", isOn: $options.includesDigits)
        Toggle("Symbols", isOn: $options.includesSymbols)
      }
      Button("Regenerate") { generate() }
    }
    .onChange(of: options, initial: true) {
      generate()
    }
  }

  private func generate() {
    var alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ")
    if options.includesDigits { alphabet += Array("23456789") }
    if options.includesSymbols { alphabet += Array("!#$%&*+-=?@") }
    // Deterministic for the preview: a fixed walk through the alphabet.
    let start = password.count % alphabet.count
    password = String((0..<Int(options.length)).map { alphabet[(start + $0 * 7) % alphabet.count] })
    copied = false
  }
}

#Preview {
  PasswordGeneratorView()
}
