import ViewRuntime

// A conference schedule grouped into sections by day, with favourites and a segmented filter,
// as conference apps write it.

struct ScheduledTalk: Identifiable, Hashable {
  let id: Int
  let title: String
  let speaker: String
  let day: Int
  let start: String
}

struct EventScheduleView: View {
  enum Filter: String, CaseIterable {
    case all = "All"
    case favorites = "Favorites"
  }

  private let talks = [
    ScheduledTalk(id: 1, title: "Opening Keynote", speaker: "Priya", day: 1, start: "09:00"),
    ScheduledTalk(id: 2, title: "Concurrency in Practice", speaker: "Tom", day: 1, start: "11:00"),
    ScheduledTalk(
      id: 3, title: "Building Accessible Apps", speaker: "Lena", day: 2, start: "10:00"),
    ScheduledTalk(id: 4, title: "Closing Panel", speaker: "Everyone", day: 2, start: "16:00"),
  ]
  @State private var favorites: Set<Int> = [2]
  @State private var filter = Filter.all

  private var days: [Int] { Array(Set(talks.map(\.day))).sorted() }

  var body: some View {
    NavigationStack {
      List {
        ForEach(days, id: \.self) { day in
          Section("Day \(day)") {
            ForEach(talks.filter { $0.day == day && (filter == .all || favorites.contains($0.id)) })
            { talk in
              HStack(alignment: .firstTextBaseline) {
                Text(talk.start)
                  .monospacedDigit()
                  .foregroundStyle(.secondary)
                VStack(alignment: .leading) {
                  Text(talk.title)
                    .font(.headline)
                  Text(talk.speaker)
                    .font(.subheadline)
                }
                Spacer()
                Button {
                  if favorites.contains(talk.id) {
                    favorites.remove(talk.id)
                  } else {
                    favorites.insert(talk.id)
                  }
                } label: {
                  Image(systemName: favorites.contains(talk.id) ? "star.fill" : "star")
                }
                .buttonStyle(.borderless)
                .accessibilityLabel("Favorite \(talk.title)")
              }
            }
          }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Schedule")
      .toolbar {
        ToolbarItem(placement: .principal) {
          Picker("Filter", selection: $filter) {
            ForEach(Filter.allCases, id: \.self) { Text($0.rawValue) }
          }
          .pickerStyle(.segmented)
        }
      }
    }
  }
}

#Preview {
  EventScheduleView()
}
