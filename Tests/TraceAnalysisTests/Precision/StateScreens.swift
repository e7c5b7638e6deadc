import Foundation
import ViewRuntime

// Where state lives: resets by identity, state copied from a parent, writes from a body.

struct EmailField: View {
  @State private var email = ""
  var body: some View { TextField("Email", text: $email) }
}

/// The same form in both branches of an `if`: flipping the layout empties it.
struct SignInScreen: View {
  @State private var isCompact = false
  var body: some View {
    VStack {
      if isCompact {
        EmailField().padding(4)
      } else {
        EmailField()
      }
      Toggle("Compact", isOn: $isCompact)
    }
  }
}

struct CommentBox: View {
  @State private var comment = ""
  var body: some View { TextField("Comment", text: $comment) }
}

/// `.id(UUID())` to "refresh" a view: every update empties the comment.
struct FeedbackScreen: View {
  @State private var rating = 3
  var body: some View {
    VStack {
      Stepper("Rating: \(rating)", value: $rating)
      CommentBox().id(UUID())
    }
  }
}

struct Contact: Identifiable, Hashable, Sendable {
  let id: Int
  var name: String
  var isFavorite = false
}

struct ContactEditor: View {
  let contact: Contact
  @State private var draft = ""
  var body: some View {
    VStack {
      Text(contact.name)
      TextField("Note", text: $draft)
    }
  }
}

/// `.id(contact)` with the whole value: starring the contact throws the note away.
struct ContactScreen: View {
  @State private var contact = Contact(id: 1, name: "Ada")
  var body: some View {
    VStack {
      ContactEditor(contact: contact).id(contact)
      Button("Star") { contact.isFavorite.toggle() }
    }
  }
}

/// `.id(contact.id)` on purpose: another contact gets a fresh editor.
struct ContactSwitcher: View {
  @State private var contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]
  @State private var selected = 0
  var body: some View {
    VStack {
      ContactEditor(contact: contacts[selected]).id(contacts[selected].id)
      Button("Next contact") { selected = 1 }
      Button("Star") { contacts[selected].isFavorite.toggle() }
    }
  }
}

struct TitleEditor: View {
  @State private var title: String
  init(title: String) { _title = State(initialValue: title) }
  var body: some View { TextField("Title", text: $title) }
}

/// `@State` seeded from the parent: picking another note keeps the old title.
struct NotePicker: View {
  @State private var notes = ["Groceries", "Ideas"]
  @State private var selected = 0
  var body: some View {
    VStack {
      TitleEditor(title: notes[selected])
      Button("Next note") { selected = 1 }
    }
  }
}

struct SyncedTitleEditor: View {
  let title: String
  @State private var draft: String
  init(title: String) {
    self.title = title
    _draft = State(initialValue: title)
  }
  var body: some View {
    TextField("Title", text: $draft)
      .onChange(of: title) { _, newTitle in draft = newTitle }
  }
}

/// The same seed, kept in sync with `onChange`, as Q&A answers recommend.
struct SyncedNotePicker: View {
  @State private var notes = ["Groceries", "Ideas"]
  @State private var selected = 0
  var body: some View {
    VStack {
      SyncedTitleEditor(title: notes[selected])
      Button("Next note") { selected = 1 }
    }
  }
}

/// Picks a default selection from its body.
struct DefaultSelectionScreen: View {
  let sizes = ["S", "M", "L"]
  @State private var selection: String?
  var body: some View {
    let _ = chooseDefault()
    Text("Size: \(selection ?? "none")")
  }
  func chooseDefault() { if selection == nil { selection = sizes[1] } }
}

/// Derived state kept up to date with `onChange`.
struct TemperatureScreen: View {
  @State private var celsius = 20.0
  @State private var fahrenheit = 68.0
  var body: some View {
    VStack {
      Stepper("Celsius: \(celsius)", value: $celsius)
      Text("Fahrenheit: \(fahrenheit)")
    }
    .onChange(of: celsius) { _, value in fahrenheit = value * 9 / 5 + 32 }
  }
}

struct NewItemSheet: View {
  @State private var name = ""
  var body: some View { TextField("Name", text: $name) }
}

/// A sheet with its own state: each presentation starts empty, as it should.
struct ItemsScreen: View {
  @State private var isAdding = false
  var body: some View {
    Button("Add item") { isAdding = true }
      .sheet(isPresented: $isAdding) { NewItemSheet() }
  }
}

struct Article: Identifiable, Hashable, Sendable {
  let id: Int
  let title: String
}

struct ArticleList: View {
  let articles: [Article]
  @State private var isShowingAll = false
  var body: some View {
    VStack {
      Toggle("Show all", isOn: $isShowingAll)
      ForEach(isShowingAll ? articles : Array(articles.prefix(1))) { Text($0.title) }
    }
  }
}

/// A spinner, then the content: two different views in the branches of an `if`.
struct LoadingArticles: View {
  @State private var articles: [Article]?
  var body: some View {
    VStack {
      if let articles {
        ArticleList(articles: articles)
      } else {
        ProgressView("Loading")
      }
    }
    .task {
      articles = await FakeAPI.fetch(
        "GET /articles", [Article(id: 1, title: "Swift"), Article(id: 2, title: "Linux")])
    }
  }
}

extension PrecisionCase {
  static let state: [PrecisionCase] = [
    .bug("same form in both branches", .stateResetBranchFlip) {
      try await analyze(SignInScreen()) { driver in
        try await driver.type("ada@example.com", into: "Email")
        try await driver.toggle("Compact")
      }
    },
    .bug(".id(UUID()) to refresh", .stateResetUnstableID) {
      try await analyze(FeedbackScreen()) { driver in
        try await driver.type("Great", into: "Comment")
        try await driver.step("Rating: 3")
      }
    },
    .bug(".id with the whole value", .stateResetIDChanged) {
      try await analyze(ContactScreen()) { driver in
        try await driver.type("Met at WWDC", into: "Note")
        try await driver.tap("Star")
      }
    },
    .fine(".id(contact.id) on purpose") {
      try await analyze(ContactSwitcher()) { driver in
        try await driver.type("Met at WWDC", into: "Note")
        try await driver.tap("Star")
        try await driver.tap("Next contact")
      }
    },
    .bug("@State seeded from the parent", .stateSeededFromParent) {
      try await analyze(NotePicker()) { driver in
        try await driver.tap("Next note")
      }
    },
    .fine("@State seeded and synced with onChange") {
      try await analyze(SyncedNotePicker()) { driver in
        try await driver.type("Groceries!", into: "Title")
        try await driver.tap("Next note")
      }
    },
    .bug("default chosen in body", .stateWriteDuringBody) {
      try await analyze(DefaultSelectionScreen())
    },
    .fine("derived state in onChange") {
      try await analyze(TemperatureScreen()) { driver in try await driver.step("Celsius: 20.0") }
    },
    .fine("a sheet with its own state") {
      try await analyze(ItemsScreen()) { driver in
        try await driver.tap("Add item")
        try await driver.type("Lamp", into: "Name")
        try await driver.dismissSheet()
        try await driver.tap("Add item")
      }
    },
    .fine("a spinner, then the content") {
      try await analyze(LoadingArticles()) { driver in
        try await driver.waitUntilIdle()
        try await driver.toggle("Show all")
      }
    },
  ]
}
