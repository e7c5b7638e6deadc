import ViewRuntime

// A card-matching game with a view model, as a well-known university course writes it: an
// ObservableObject that publishes its model, cards chosen with a tap, and two previews in one
// PreviewProvider, the second in dark mode.

struct MemoryGame<CardContent> where CardContent: Equatable {
  private(set) var cards: [Card]
  private(set) var score = 0

  private var indexOfTheOneAndOnlyFaceUpCard: Int? {
    get { cards.indices.filter { cards[$0].isFaceUp }.only }
    set { for index in cards.indices { cards[index].isFaceUp = (index == newValue) } }
  }

  init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
    cards = []
    for pairIndex in 0..<numberOfPairsOfCards {
      let content = createCardContent(pairIndex)
      cards.append(Card(content: content, id: pairIndex * 2))
      cards.append(Card(content: content, id: pairIndex * 2 + 1))
    }
  }

  mutating func choose(_ card: Card) {
    if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }),
      !cards[chosenIndex].isFaceUp,
      !cards[chosenIndex].isMatched
    {
      if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
        if cards[chosenIndex].content == cards[potentialMatchIndex].content {
          cards[chosenIndex].isMatched = true
          cards[potentialMatchIndex].isMatched = true
          score += 2
        }
        cards[chosenIndex].isFaceUp = true
      } else {
        indexOfTheOneAndOnlyFaceUpCard = chosenIndex
      }
    }
  }

  mutating func shuffle() {
    cards.reverse()
  }

  struct Card: Identifiable {
    var isFaceUp = false
    var isMatched = false
    let content: CardContent
    let id: Int
  }
}

extension Array {
  var only: Element? {
    count == 1 ? first : nil
  }
}

final class EmojiMemoryGame: ObservableObject {
  typealias Card = MemoryGame<String>.Card

  private static let emojis = ["🚲", "🚂", "🚁", "🚜", "🚕", "🏎"]

  private static func createMemoryGame() -> MemoryGame<String> {
    MemoryGame(numberOfPairsOfCards: 3) { pairIndex in
      emojis[pairIndex]
    }
  }

  @Published private var model = createMemoryGame()

  var cards: [Card] {
    model.cards
  }

  var score: Int {
    model.score
  }

  // MARK: - Intent(s)

  func choose(_ card: Card) {
    model.choose(card)
  }

  func shuffle() {
    model.shuffle()
  }
}

struct EmojiMemoryGameView: View {
  @ObservedObject var game: EmojiMemoryGame

  var body: some View {
    VStack {
      Text("Score: \(game.score)")
        .font(.title2)
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
        ForEach(game.cards) { card in
          CardView(card: card)
            .aspectRatio(2 / 3, contentMode: .fit)
            .onTapGesture {
              game.choose(card)
            }
            .accessibilityLabel(card.isFaceUp ? card.content : "Card \(card.id)")
        }
      }
      .foregroundColor(.red)
      Button("Shuffle") {
        game.shuffle()
      }
    }
    .padding(.horizontal)
  }
}

struct CardView: View {
  let card: EmojiMemoryGame.Card

  var body: some View {
    ZStack {
      let shape = RoundedRectangle(cornerRadius: 20)
      if card.isFaceUp {
        shape.fill().foregroundColor(.white)
        shape.stroke(lineWidth: 3)
        Text(card.content).font(.largeTitle)
      } else if card.isMatched {
        shape.opacity(0)
      } else {
        shape.fill()
      }
    }
  }
}

struct EmojiMemoryGameView_Previews: PreviewProvider {
  static var previews: some View {
    let game = EmojiMemoryGame()
    EmojiMemoryGameView(game: game)
      .environment(\.colorScheme, .dark)
    EmojiMemoryGameView(game: game)
      .environment(\.colorScheme, .light)
  }
}
