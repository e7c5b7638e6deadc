import ViewRuntime

// A board of columns scrolled sideways, whose cards move between columns from a context menu, as
// project-management apps write it.

enum CardStage: String, CaseIterable, Identifiable {
  case todo = "To Do"
  case doing = "Doing"
  case done = "Done"
  var id: Self { self }
}

struct BoardCard: Identifiable, Hashable {
  let id: Int
  var title: String
  var stage: CardStage
}

@Observable
final class BoardStore {
  var cards = [
    BoardCard(id: 1, title: "Design login", stage: .todo),
    BoardCard(id: 2, title: "Write API client", stage: .doing),
    BoardCard(id: 3, title: "Set up CI", stage: .done),
  ]

  func cards(in stage: CardStage) -> [BoardCard] { cards.filter { $0.stage == stage } }

  func move(_ card: BoardCard, to stage: CardStage) {
    guard let index = cards.firstIndex(where: { $0.id == card.id }) else { return }
    cards[index].stage = stage
  }
}

struct KanbanBoardView: View {
  @State private var store = BoardStore()

  var body: some View {
    NavigationStack {
      ScrollView(.horizontal) {
        HStack(alignment: .top, spacing: 16) {
          ForEach(CardStage.allCases) { stage in
            VStack(alignment: .leading) {
              Text(stage.rawValue)
                .font(.headline)
              ForEach(store.cards(in: stage)) { card in
                Text(card.title)
                  .padding()
                  .frame(width: 220, alignment: .leading)
                  .background(.background, in: .rect(cornerRadius: 8))
                  .shadow(radius: 1)
                  .contextMenu {
                    ForEach(CardStage.allCases.filter { $0 != card.stage }) { target in
                      Button("Move \(card.title) to \(target.rawValue)") {
                        store.move(card, to: target)
                      }
                    }
                  }
              }
            }
            .padding()
            .background(.gray.opacity(0.1), in: .rect(cornerRadius: 12))
          }
        }
        .padding()
      }
      .scrollIndicators(.hidden)
      .navigationTitle("Board")
    }
  }
}

#Preview {
  KanbanBoardView()
}
