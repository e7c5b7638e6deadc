import ViewRuntime

struct TimerSettings: View {
  @Binding var minutes: Int
  @Binding var sound: Bool

  var body: some View {
    Form {
      Stepper("\(minutes) minutes", value: $minutes, in: 1...120)
      Toggle("Sound", isOn: $sound)
    }
  }
}

#Preview("Timer settings") {
  @Previewable @State var minutes = 10
  @Previewable @State var sound = true
  TimerSettings(minutes: $minutes, sound: $sound)
}

#Preview(traits: .landscapeLeft) {
  let minutes = 5
  return Text("Ready in \(minutes) minutes")
}
