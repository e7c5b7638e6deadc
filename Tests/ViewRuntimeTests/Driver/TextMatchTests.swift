import Foundation
import Testing

@testable import ViewRuntime

/// Pins the driver's per-view text tests to what they replace: ``Labeled/shows(_:)`` answers as
/// `searchableText.contains`, and a modified view is marked with a text (``ViewDescriptor/marked``)
/// exactly when its modifier is an accessibility identifier or label with that text.
@MainActor @Suite struct TextMatchTests {
  private func agrees(_ view: some Labeled & View) -> Bool {
    let texts = view.searchableText
    let probes = texts + texts.map { $0 + "!" } + texts.map { String($0.dropLast()) } + ["", "x"]
    return probes.allSatisfy { text in
      view.shows(text) == texts.contains(text)
        && ViewDescriptor.of(view).shows?(view, text) == texts.contains(text)
    }
  }

  @Test func showsIsOneOfTheSearchableTexts() {
    let text = Binding.constant("")
    #expect(agrees(Text("Save")))
    #expect(agrees(Text("")))
    #expect(agrees(TextField("Name", text: text)))
    #expect(agrees(TextField("Name", text: text, prompt: Text("Your name"))))
    #expect(agrees(SecureField("Password", text: text)))
    #expect(agrees(TextEditor(text: text)))
    #expect(agrees(Label("Inbox", systemImage: "tray")))
    #expect(agrees(ProgressView()))
    #expect(agrees(ProgressView("Loading")))
    #expect(agrees(Picker("Flavor", selection: Binding.constant(1)) { Text("One").tag(1) }))
    #expect(agrees(Slider(value: .constant(0.5), label: "Volume")))
    #expect(agrees(Slider(value: .constant(0.5))))
    #expect(agrees(DatePicker("Due", selection: .constant(Date(timeIntervalSince1970: 0)))))
    #expect(agrees(ColorPicker("Tint", selection: .constant(Color("red")))))
  }

  private func marked(_ view: some View, with text: String) -> Bool? {
    ViewDescriptor.of(view).marked.map { $0(view, text) }
  }

  @Test func onlyAnAccessibilityIdentifierOrLabelMarksAView() {
    let identified = Text("a").accessibilityIdentifier("save")
    let labeled = Button("b") {}.accessibilityLabel("Save it")
    #expect(marked(identified, with: "save") == true)
    #expect(marked(identified, with: "Save") == false)
    #expect(marked(identified, with: "a") == false)
    #expect(marked(labeled, with: "Save it") == true)
    #expect(marked(labeled, with: "b") == false)
    #expect(marked(Text("a").padding(), with: "a") == nil)
    #expect(marked(Text("a"), with: "a") == nil)
    let maybe: (some View)? = Text("a").accessibilityIdentifier("save")
    #expect(marked(maybe, with: "save") == true)
  }
}
