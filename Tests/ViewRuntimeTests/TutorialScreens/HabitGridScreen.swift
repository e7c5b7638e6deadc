import ViewRuntime

/// A habit tracker: a `Grid` with a header `GridRow` and one row per habit whose cells toggle
/// when tapped, and a `LazyHGrid` of days in a horizontal scroll view.
struct HabitGridScreen: View {
  let habits = ["Read", "Run", "Stretch"]
  @State private var done: Set<String> = []

  var body: some View {
    ScrollView {
      Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
        GridRow {
          Text("Habit")
          ForEach(1...3, id: \.self) { week in
            Text("W\(week)")
          }
        }
        .font(.headline)
        Divider()
          .gridCellUnsizedAxes(.horizontal)
        ForEach(habits, id: \.self) { habit in
          GridRow {
            Text(habit)
              .gridColumnAlignment(.leading)
            ForEach(1...3, id: \.self) { week in
              let key = "\(habit)-\(week)"
              Image(systemName: done.contains(key) ? "checkmark.circle.fill" : "circle")
                .onTapGesture { toggle(key) }
                .accessibilityLabel("\(habit) week \(week)")
            }
          }
        }
        Text("\(done.count) of 9 done")
          .gridCellColumns(4)
      }

      ScrollView(.horizontal, showsIndicators: false) {
        LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 12) {
          ForEach(1...60, id: \.self) { day in
            Text("Day \(day)")
          }
        }
      }
    }
  }

  private func toggle(_ key: String) {
    if done.contains(key) { done.remove(key) } else { done.insert(key) }
  }
}
