import ViewRuntime

/// A stopwatch: `.task(id:)` runs a ticking loop while running, `onChange(of:)` with its
/// two-parameter closure, `sensoryFeedback`, and laps listed by offset.
struct StopwatchScreen: View {
  @State private var isRunning = false
  @State private var tenths = 0
  @State private var laps: [Int] = []
  @State private var lastLapNote = "No laps"

  var body: some View {
    VStack(spacing: 24) {
      Text(format(tenths))
        .font(.system(size: 64, weight: .thin, design: .monospaced))
        .accessibilityIdentifier("elapsed")
      HStack(spacing: 16) {
        Button(isRunning ? "Stop" : "Start") {
          isRunning.toggle()
        }
        .buttonStyle(.borderedProminent)
        .tint(isRunning ? .red : .green)

        Button("Lap") {
          laps.insert(tenths, at: 0)
        }
        .buttonStyle(.bordered)
        .disabled(!isRunning)
      }
      Text(lastLapNote)
      List {
        ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
          HStack {
            Text("Lap \(laps.count - index)")
            Spacer()
            Text(format(lap)).monospacedDigit()
          }
        }
      }
      .listStyle(.plain)
    }
    .padding()
    .task(id: isRunning) {
      guard isRunning else { return }
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(100))
        if Task.isCancelled { break }
        tenths += 1
      }
    }
    .onChange(of: laps.count) { oldCount, newCount in
      lastLapNote = "Laps: \(oldCount) → \(newCount)"
    }
    .sensoryFeedback(.impact, trigger: laps.count)
  }

  private func format(_ tenths: Int) -> String {
    "\(tenths / 600):\(String(tenths / 10 % 60).leftPadded(2)).\(tenths % 10)"
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
