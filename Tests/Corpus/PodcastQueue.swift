import ViewRuntime

// An episode queue whose previews share sample data through a PreviewModifier, as Apple's
// Xcode 16 sessions write it: the model made once in makeSharedContext, put in the environment
// by the modifier's body, and the previews naming it with a trait.

struct Episode: Identifiable, Hashable {
  let id: Int
  let show: String
  let title: String
  let minutes: Int
}

@Observable final class EpisodeQueue {
  var episodes: [Episode]
  var played: Set<Int> = []

  init(episodes: [Episode] = []) {
    self.episodes = episodes
  }

  var minutesLeft: Int {
    episodes.filter { !played.contains($0.id) }.reduce(0) { $0 + $1.minutes }
  }

  func togglePlayed(_ episode: Episode) {
    if played.contains(episode.id) {
      played.remove(episode.id)
    } else {
      played.insert(episode.id)
    }
  }
}

struct EpisodeQueueView: View {
  @Environment(EpisodeQueue.self) private var queue

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(queue.episodes) { episode in
            HStack {
              Circle()
                .strokeBorder(.tint, lineWidth: 2)
                .frame(width: 12, height: 12)
                .opacity(queue.played.contains(episode.id) ? 0 : 1)
              VStack(alignment: .leading) {
                Text(episode.title)
                  .font(.headline)
                Text("\(episode.show) · \(episode.minutes) min")
                  .font(.subheadline)
                  .foregroundStyle(.secondary)
              }
            }
            .swipeActions {
              Button(queue.played.contains(episode.id) ? "Unplayed" : "Played") {
                queue.togglePlayed(episode)
              }
              .tint(.blue)
            }
          }
          .onDelete { queue.episodes.remove(atOffsets: $0) }
        } footer: {
          Text("\(queue.minutesLeft) minutes left")
        }
      }
      .navigationTitle("Up Next")
      .toolbar { EditButton() }
    }
  }
}

struct SampleEpisodes: PreviewModifier {
  static func makeSharedContext() async throws -> EpisodeQueue {
    EpisodeQueue(episodes: [
      Episode(id: 1, show: "Swift Talk", title: "Observation in practice", minutes: 32),
      Episode(id: 2, show: "Under the Radar", title: "Shipping on Friday", minutes: 28),
      Episode(id: 3, show: "Accidental Tech", title: "The keynote", minutes: 145),
    ])
  }

  func body(content: Content, context: EpisodeQueue) -> some View {
    content.environment(context)
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  @MainActor static var sampleEpisodes: Self = .modifier(SampleEpisodes())
}

#Preview(traits: .modifier(SampleEpisodes())) {
  EpisodeQueueView()
}

#Preview("Dark queue", traits: .sampleEpisodes) {
  EpisodeQueueView()
    .preferredColorScheme(.dark)
}
