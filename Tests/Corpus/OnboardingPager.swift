import ViewRuntime

// Onboarding pages in a paged TabView, finished into stored state, as tutorials write it.

struct OnboardingPage: Identifiable {
  let id: Int
  let title: String
  let symbol: String
}

struct OnboardingView: View {
  @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
  @State private var selection = 0

  private let pages = [
    OnboardingPage(id: 0, title: "Track your habits", symbol: "checkmark.circle"),
    OnboardingPage(id: 1, title: "See your streaks", symbol: "flame"),
    OnboardingPage(id: 2, title: "Get reminders", symbol: "bell"),
  ]

  var body: some View {
    VStack {
      TabView(selection: $selection) {
        ForEach(pages) { page in
          VStack(spacing: 16) {
            Image(systemName: page.symbol)
              .font(.system(size: 64))
              .symbolVariant(.fill)
            Text(page.title)
              .font(.title2.bold())
          }
          .tag(page.id)
        }
      }
      .tabViewStyle(.page)

      Button(selection == pages.count - 1 ? "Get Started" : "Next") {
        if selection == pages.count - 1 {
          hasSeenOnboarding = true
        } else {
          withAnimation { selection += 1 }
        }
      }
      .buttonStyle(.borderedProminent)
      .padding()
    }
  }
}

#Preview {
  OnboardingView()
}
