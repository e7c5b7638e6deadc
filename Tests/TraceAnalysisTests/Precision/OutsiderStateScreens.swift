import Foundation
import Observation
import ViewRuntime

// Screens written by outsiders: identity, state and models in spellings the first suite lacks.

enum BoardLayout: String, Sendable { case grid, list }

struct DraftPad: View {
  @State private var draft = ""
  var body: some View { TextField("Draft", text: $draft) }
}

/// The same editor in two cases of a `switch` over a setting kept in `@AppStorage`.
struct LayoutSwitchingBoard: View {
  @AppStorage("outsider.layout") private var layout = BoardLayout.list.rawValue
  var body: some View {
    VStack {
      switch BoardLayout(rawValue: layout) ?? .list {
      case .grid: DraftPad().padding(8)
      case .list: DraftPad()
      }
      Button("Grid") { layout = BoardLayout.grid.rawValue }
    }
  }
}

/// A hint inserted above the editor: a sibling appearing keeps the editor's identity.
struct HintedBoard: View {
  @State private var showsHint = false
  var body: some View {
    VStack {
      if showsHint { Text("Tip: drafts are not saved") }
      DraftPad()
      Button("Show tip") { showsHint = true }
    }
  }
}

/// A "Start over" button that gives the form a new `UUID` in its action: a reset on request.
struct StartOverForm: View {
  @State private var formID = UUID()
  var body: some View {
    VStack {
      DraftPad().id(formID)
      Button("Start over") { formID = UUID() }
    }
  }
}

@Observable final class CheckoutModel {
  var formToken = UUID()
  func clear() { formToken = UUID() }
}

/// The form's id kept in an `@Observable` model that a "Clear" action gives a new `UUID`.
struct ClearableCheckout: View {
  @State private var model = CheckoutModel()
  var body: some View {
    VStack {
      DraftPad().id(model.formToken)
      Button("Clear") { model.clear() }
    }
  }
}

/// A new `UUID` for the form written in `onChange(of: account)`: another account, a blank form.
struct AccountNotes: View {
  @State private var account = "work"
  @State private var formID = UUID()
  var body: some View {
    VStack {
      Picker("Account", selection: $account) {
        Text("work").tag("work")
        Text("home").tag("home")
      }
      DraftPad().id(formID)
    }
    .onChange(of: account) { formID = UUID() }
  }
}

struct Reminder: Identifiable, Sendable {
  let id = UUID()
  var title: String
}

struct ReminderRow: View {
  let reminder: Reminder
  @State private var isDone = false
  var body: some View { Toggle(reminder.title, isOn: $isDone) }
}

/// Rows made from the titles that match a filter, in a computed property: every body makes new
/// `UUID`s, so typing in the filter resets every row.
struct ComputedReminders: View {
  @State private var titles = ["Call mom", "Pay rent"]
  @State private var filter = ""
  private var reminders: [Reminder] {
    titles.filter { filter.isEmpty || $0.contains(filter) }.map { Reminder(title: $0) }
  }
  var body: some View {
    List {
      TextField("Filter", text: $filter)
      ForEach(reminders) { ReminderRow(reminder: $0) }
    }
  }
}

/// Reminders made once and kept in `@State`: adding one keeps the others' toggles.
struct StoredReminders: View {
  @State private var reminders = [Reminder(title: "Call mom"), Reminder(title: "Pay rent")]
  var body: some View {
    List {
      ForEach(reminders) { ReminderRow(reminder: $0) }
      Button("Add") { reminders.insert(Reminder(title: "Water plants"), at: 0) }
    }
  }
}

@Observable final class ChoreList {
  var chores = ["Dishes", "Laundry", "Trash"]
}

struct ChoreRow: View {
  let title: String
  @State private var isDone = false
  var body: some View { Toggle(title, isOn: $isDone) }
}

/// Rows keyed by the offset of `zip(indices, chores)` in a `Section`: removing the first chore
/// moves its tick to the next one.
struct ZippedChores: View {
  @State private var list = ChoreList()
  var body: some View {
    List {
      Section("Today") {
        ForEach(Array(zip(list.chores.indices, list.chores)), id: \.0) { _, chore in
          ChoreRow(title: chore)
        }
      }
      Button("Remove first") { list.chores.removeFirst() }
    }
  }
}

struct Chore: Identifiable, Sendable {
  let id: Int
  var title: String
  var isDone = false
}

/// Rows edit the array through `ForEach($chores)`: the tick lives in the element, not a slot.
struct BoundChores: View {
  @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
  var body: some View {
    List {
      ForEach($chores) { $chore in Toggle(chore.title, isOn: $chore.isDone) }
      Button("Remove first") { chores.removeFirst() }
    }
  }
}

struct Guest: Sendable {
  let firstName: String
  let lastName: String
}

/// Guests keyed by their last name: two Lovelaces share one identity.
struct GuestList: View {
  @State private var guests = [
    Guest(firstName: "Ada", lastName: "Lovelace"), Guest(firstName: "Byron", lastName: "Lovelace"),
  ]
  var body: some View {
    List { ForEach(guests, id: \.lastName) { Text("\($0.firstName) \($0.lastName)") } }
  }
}

struct QuantityStepper: View {
  @State var quantity: Int
  var body: some View { Stepper("Qty \(quantity)", value: $quantity) }
}

/// `@State var quantity` filled by the memberwise initializer: "Reset" in the parent is ignored.
struct BasketLine: View {
  @State private var quantity = 3
  var body: some View {
    VStack {
      QuantityStepper(quantity: quantity)
      Button("Reset") { quantity = 1 }
    }
  }
}

struct BoundQuantityStepper: View {
  @Binding var quantity: Int
  var body: some View { Stepper("Qty \(quantity)", value: $quantity) }
}

/// The fix: the child edits the parent's value through a `@Binding`.
struct BoundBasketLine: View {
  @State private var quantity = 3
  var body: some View {
    VStack {
      BoundQuantityStepper(quantity: $quantity)
      Button("Reset") { quantity = 1 }
    }
  }
}

/// A sorted copy cached in `@State` from a computed property that `body` reads.
struct CachingLeaderboard: View {
  @State private var scores = [3, 9, 5]
  @State private var cache: [Int] = []
  private var ranked: [Int] {
    if cache.count != scores.count { cache = scores.sorted(by: >) }
    return cache
  }
  var body: some View {
    VStack {
      ForEach(ranked, id: \.self) { Text("\($0)") }
      Button("Add score") { scores.append(7) }
    }
  }
}

/// A first selection chosen in `onAppear`, not in `body`.
struct DefaultedPicker: View {
  @State private var flavors = ["Vanilla", "Mint"]
  @State private var selection: String?
  var body: some View {
    Text(selection ?? "None")
      .onAppear { if selection == nil { selection = flavors.first } }
  }
}

enum PhotoSort: Hashable, Sendable {
  case date(ascending: Bool)
  case name
}

/// `.id(sort)` with an enum carrying a value: flipping the order resets the caption being typed.
struct SortedAlbum: View {
  @State private var sort = PhotoSort.date(ascending: true)
  var body: some View {
    VStack {
      Button("Flip order") { sort = .date(ascending: false) }
      DraftPad().id(sort)
    }
  }
}

@Observable final class RatingStore {
  var stars = 4
}

struct StarRating: View {
  @State private var stars: Int
  init(stars: Int) { _stars = State(initialValue: stars) }
  var body: some View { Stepper("\(stars) stars", value: $stars) }
}

/// `@State` seeded from an `@Observable` store the parent reads: "Clear rating" is not shown.
struct ReviewScreen: View {
  @State private var store = RatingStore()
  var body: some View {
    VStack {
      StarRating(stars: store.stars)
      Button("Clear rating") { store.stars = 0 }
    }
  }
}

struct CaptionRow: View {
  let photo: String
  @State private var caption = ""
  var body: some View { TextField(photo, text: $caption) }
}

/// Rows keyed by `0..<photos.count` in a `List` with `.onDelete`: deleting the first photo
/// hands its caption to the next one.
struct CaptionedPhotos: View {
  @State private var photos = ["Beach", "Forest", "City"]
  var body: some View {
    List {
      ForEach(0..<photos.count, id: \.self) { index in CaptionRow(photo: photos[index]) }
        .onDelete { photos.remove(atOffsets: $0) }
    }
  }
}

struct Player: Identifiable, Sendable {
  let id: Int
  let name: String
}

struct RankedRow: View {
  let rank: Int
  let player: Player
  @State private var isFollowed = false
  var body: some View { Toggle("#\(rank) \(player.name)", isOn: $isFollowed) }
}

/// A leaderboard keyed by the player's id that shows each row's rank: when a player leaves,
/// the rows below move up a rank and keep their own follow toggles.
struct Leaderboard: View {
  @State private var players = [
    Player(id: 7, name: "Ada"), Player(id: 3, name: "Grace"), Player(id: 9, name: "Alan"),
  ]
  var body: some View {
    List {
      ForEach(Array(players.enumerated()), id: \.element.id) { offset, player in
        RankedRow(rank: offset + 1, player: player)
      }
      Button("Remove leader") { players.removeFirst() }
      Button("Add rookie") { players.insert(Player(id: 1, name: "Linus"), at: 0) }
    }
  }
}

struct NoteTitleEditor: View {
  @State private var title: String
  init(title: String) { _title = State(initialValue: title) }
  var body: some View { TextField("Title", text: $title) }
}

/// `@State` seeded from the parent and given `.id(selected)`: another note is a fresh editor.
struct IdentifiedNotePicker: View {
  @State private var notes = ["Groceries", "Ideas"]
  @State private var selected = 0
  var body: some View {
    VStack {
      NoteTitleEditor(title: notes[selected]).id(selected)
      Button("Next note") { selected = 1 }
    }
  }
}

final class ProfileSettings: ObservableObject {
  @Published var nickname = "ada"
  @Published var launches = 0
}

/// An editor that shows the launches and edits the nickname through `$settings.nickname`.
struct NicknameEditor: View {
  @ObservedObject var settings: ProfileSettings
  var body: some View {
    VStack {
      Text("Launches: \(settings.launches)")
      TextField("Nickname", text: $settings.nickname)
    }
  }
}

struct NicknameScreen: View {
  @StateObject private var settings = ProfileSettings()
  var body: some View { NicknameEditor(settings: settings) }
}

/// The same leaderboard keyed by the offset: when the leader leaves, the follow toggles stay
/// with the ranks, not with the players.
struct OffsetLeaderboard: View {
  @State private var players = [
    Player(id: 7, name: "Ada"), Player(id: 3, name: "Grace"), Player(id: 9, name: "Alan"),
  ]
  var body: some View {
    List {
      ForEach(Array(players.enumerated()), id: \.offset) { offset, player in
        RankedRow(rank: offset + 1, player: player)
      }
      Button("Remove leader") { players.removeFirst() }
    }
  }
}

/// Players keyed by `indices`, a rookie inserted first: every toggle moves down one player.
struct IndexedLeaderboard: View {
  @State private var players = [Player(id: 7, name: "Ada"), Player(id: 3, name: "Grace")]
  var body: some View {
    List {
      ForEach(players.indices, id: \.self) { index in
        RankedRow(rank: index + 1, player: players[index])
      }
      Button("Add rookie") { players.insert(Player(id: 1, name: "Linus"), at: 0) }
    }
  }
}

/// A form with its own draft that shows the launches: a nickname changed elsewhere re-evaluates
/// it and nothing it shows changes.
struct LaunchesForm: View {
  @ObservedObject var settings: ProfileSettings
  @State private var draft = ""
  var body: some View {
    VStack {
      Text("Launches: \(settings.launches)")
      TextField("Draft", text: $draft)
    }
  }
}

struct RenamingScreen: View {
  @StateObject private var settings = ProfileSettings()
  var body: some View {
    VStack {
      LaunchesForm(settings: settings)
      Button("Rename") { settings.nickname += "!" }
    }
  }
}

/// A form keyed by a computed `var formID: UUID { UUID() }`: every update is a new form.
struct ComputedIDForm: View {
  @State private var rating = 3
  private var formID: UUID { UUID() }
  var body: some View {
    VStack {
      Stepper("Rating \(rating)", value: $rating)
      DraftPad().id(formID)
    }
  }
}
