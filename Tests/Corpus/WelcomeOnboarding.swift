import ViewRuntime

// A first-run flow shown as a full-screen cover over the app until it is finished, remembered
// in @AppStorage, as tutorials on onboarding write it.

struct WelcomeRootView: View {
  @AppStorage("didFinishWelcome") private var didFinishWelcome = false

  var body: some View {
    NavigationStack {
      List {
        Text("Your library")
        Button("Show Welcome Again") { didFinishWelcome = false }
      }
      .navigationTitle("Home")
    }
    .fullScreenCover(
      isPresented: Binding(
        get: { !didFinishWelcome }, set: { didFinishWelcome = !$0 })
    ) {
      WelcomeFlow { didFinishWelcome = true }
    }
  }
}

struct WelcomeFlow: View {
  enum Step: Int, CaseIterable {
    case intro, privacy, ready
  }

  var onFinish: () -> Void
  @State private var step = Step.intro
  @State private var allowsAnalytics = false

  var body: some View {
    VStack(spacing: 24) {
      ProgressView(value: Double(step.rawValue + 1), total: Double(Step.allCases.count))
        .padding(.horizontal)

      Group {
        switch step {
        case .intro:
          WelcomeStepView(
            symbol: "books.vertical", title: "Welcome",
            message: "Keep every book you read in one place.")
        case .privacy:
          VStack {
            WelcomeStepView(
              symbol: "hand.raised", title: "Your Data",
              message: "Nothing leaves your device unless you allow it.")
            Toggle("Share anonymous usage", isOn: $allowsAnalytics)
              .padding()
          }
        case .ready:
          WelcomeStepView(symbol: "checkmark.seal", title: "All Set", message: "Let's begin.")
        }
      }
      .transition(.slide)

      HStack {
        if step != .intro {
          Button("Back") {
            withAnimation { step = Step(rawValue: step.rawValue - 1) ?? .intro }
          }
        }
        Spacer()
        Button(step == .ready ? "Start" : "Continue") {
          if let next = Step(rawValue: step.rawValue + 1) {
            withAnimation { step = next }
          } else {
            onFinish()
          }
        }
        .buttonStyle(.borderedProminent)
      }
      .padding()
    }
  }
}

struct WelcomeStepView: View {
  let symbol: String
  let title: String
  let message: String

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: symbol)
        .font(.system(size: 56))
        .foregroundStyle(.tint)
      Text(title)
        .font(.largeTitle.bold())
      Text(message)
        .multilineTextAlignment(.center)
        .foregroundStyle(.secondary)
    }
    .padding()
  }
}

#Preview {
  WelcomeRootView()
}

#Preview("Flow") {
  WelcomeFlow {}
}
