import Foundation
import ViewRuntime

// Sheets, full-screen covers and popovers whose content reads a plain `@State` value of the
// presenter or an `ObservableObject`'s `@Published` property (`@StateObject`,
// `@ObservedObject`, `@EnvironmentObject`), and the spellings of the `@Observable` reads
// `ClosureReadTests` does not write (`fullScreenCover(isPresented:)`, `popover(item:)`, a
// model from the environment). Each presented content holds the button that writes. `Book` is
// the reading list tutorial's.

/// A reading list kept the iOS 13 way.
final class ReadingList: ObservableObject {
  @Published var shelf = "To read"
  @Published var count = 3
}

/// A sheet whose content reads the `@StateObject`'s count.
struct ShelfSheetScreen: View {
  @StateObject private var list = ReadingList()
  @State private var showsShelf = false
  var body: some View {
    VStack {
      ControlsHeading(title: "Books")
      Button("Shelf") { showsShelf = true }
    }
    .sheet(isPresented: $showsShelf) {
      VStack {
        Text("\(list.count) on \(list.shelf)")
        Button("Add book") { list.count += 1 }
      }
    }
  }
}

/// A reader in a full-screen cover and a note in a popover, each reading a `@State` value that
/// the presenter's body never reads.
struct ReaderCoverScreen: View {
  @State private var showsReader = false
  @State private var fontSize = 17
  @State private var noted: Book?
  @State private var notesWritten = 0
  var body: some View {
    VStack {
      ControlsHeading(title: "Reader")
      Button("Read") { showsReader = true }
      Button("Note on Dune") { noted = Book(id: 1, title: "Dune") }
    }
    .fullScreenCover(isPresented: $showsReader) {
      VStack {
        Text("Reading at \(fontSize) pt")
        Button("Larger") { fontSize += 1 }
      }
    }
    .popover(item: $noted) { book in
      VStack {
        Text("\(notesWritten) notes on \(book.title)")
        Button("Write note") { notesWritten += 1 }
      }
    }
  }
}

/// A cover for a book, given the store in `@ObservedObject`.
struct ShelfCoverScreen: View {
  @ObservedObject var list: ReadingList
  @State private var opened: Book?
  var body: some View {
    VStack {
      ControlsHeading(title: "Shelf")
      Button("Open Emma") { opened = Book(id: 2, title: "Emma") }
    }
    .fullScreenCover(item: $opened) { book in
      VStack {
        Text("\(book.title) on \(list.shelf)")
        Button("Move to Done") { list.shelf = "Done" }
      }
    }
  }
}

/// The app that owns the store the cover's screen observes.
struct ShelfCoverApp: View {
  @StateObject private var list = ReadingList()
  var body: some View { ShelfCoverScreen(list: list) }
}

/// A popover reading the store from the environment.
struct ShelfPopoverScreen: View {
  @EnvironmentObject private var list: ReadingList
  @State private var showsCount = false
  var body: some View {
    VStack {
      ControlsHeading(title: "Count")
      Button("Count") { showsCount = true }
    }
    .popover(isPresented: $showsCount) {
      VStack {
        Text("\(list.count) books")
        Button("Add one") { list.count += 1 }
      }
    }
  }
}

struct ShelfPopoverApp: View {
  @StateObject private var list = ReadingList()
  var body: some View { ShelfPopoverScreen().environmentObject(list) }
}

/// How much to read a day, shared through the environment.
@Observable final class ReadingPlan {
  var pagesPerDay = 20
  var current = "Dune"
}

/// A plan in a full-screen cover shown by a flag and a book in a popover for an item, both
/// reading the environment's `@Observable` plan.
struct PlanCoverScreen: View {
  @Environment(ReadingPlan.self) private var plan
  @State private var showsPlan = false
  @State private var picked: Book?
  var body: some View {
    VStack {
      ControlsHeading(title: "Plan")
      Button("Plan") { showsPlan = true }
      Button("Pick Emma") { picked = Book(id: 2, title: "Emma") }
    }
    .fullScreenCover(isPresented: $showsPlan) {
      VStack {
        Text("\(plan.pagesPerDay) pages a day")
        Button("More pages") { plan.pagesPerDay += 5 }
      }
    }
    .popover(item: $picked) { book in
      VStack {
        Text("\(book.title) after \(plan.current)")
        Button("Start it now") { plan.current = book.title }
      }
    }
  }
}

struct PlanCoverApp: View {
  @State private var plan = ReadingPlan()
  var body: some View { PlanCoverScreen().environment(plan) }
}
