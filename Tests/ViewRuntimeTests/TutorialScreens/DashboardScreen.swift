import ViewRuntime

/// A card look, as tutorials write it: a custom `ViewModifier` and a `View` extension.
struct CardModifier: ViewModifier {
  var cornerRadius: Double = 12

  func body(content: Content) -> some View {
    content
      .padding()
      .background(
        RoundedRectangle(cornerRadius: cornerRadius)
          .fill(Color.white)
      )
      .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
  }
}

extension View {
  func card() -> some View {
    modifier(CardModifier())
  }
}

enum MetricSort: String, CaseIterable, Identifiable {
  case name, value
  var id: Self { self }
}

/// A dashboard: `@ViewBuilder` properties and functions, `ViewThatFits`, a `DisclosureGroup`
/// bound to state, `GeometryReader`, shapes, animations and transitions, and a toolbar `Menu`.
struct DashboardScreen: View {
  @State private var showsDetails = false
  @State private var sort = MetricSort.name
  @State private var steps = 6_200

  private var progress: Double { min(Double(steps) / 10_000, 1) }

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          header
          ViewThatFits(in: .horizontal) {
            HStack { tiles }
            VStack { tiles }
          }
          DisclosureGroup("Details", isExpanded: $showsDetails) {
            GeometryReader { proxy in
              ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule()
                  .fill(Color.green)
                  .frame(width: proxy.size.width * progress)
              }
            }
            .frame(height: 12)
            Text("Goal: 10000 steps")
              .font(.footnote)
          }
          .card()
          if showsDetails {
            Text("Keep going!")
              .transition(.move(edge: .bottom).combined(with: .opacity))
          }
        }
        .padding()
        .animation(.spring(response: 0.4, dampingFraction: 0.8), value: showsDetails)
      }
      .navigationTitle("Today")
      .toolbar {
        Menu {
          Picker("Sort", selection: $sort) {
            ForEach(MetricSort.allCases) { Text($0.rawValue.capitalized).tag($0) }
          }
          Button("Add 1000 steps") {
            withAnimation(.bouncy) { steps += 1_000 }
          }
        } label: {
          Label("Options", systemImage: "ellipsis.circle")
        }
      }
    }
  }

  @ViewBuilder
  private var header: some View {
    Text("Hello, Ada")
      .font(.title.weight(.bold))
    Text("Sorted by \(sort.rawValue)")
      .font(.caption)
      .foregroundStyle(.secondary)
  }

  @ViewBuilder
  private var tiles: some View {
    tile("Steps", value: "\(steps)", color: .orange)
    tile("Goal", value: "\(Int(progress * 100))%", color: .mint)
  }

  @ViewBuilder
  private func tile(_ title: String, value: String, color: Color) -> some View {
    VStack(alignment: .leading) {
      Text(title).font(.caption).foregroundStyle(.secondary)
      Text(value).font(.system(size: 28, weight: .semibold, design: .rounded))
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding()
    .background(color.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
  }
}
