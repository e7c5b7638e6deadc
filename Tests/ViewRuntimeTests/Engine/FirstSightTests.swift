import Testing

@testable import ViewRuntime

private final class SightPlainModel {}
private final class SightMirroredModel: CustomReflectable {
  var customMirror: Mirror { Mirror(self, children: []) }
}
@Observable private final class SightWatchedModel { var count = 0 }
private final class SightLegacyModel: ObservableObject { @Published var count = 0 }
private struct SightPoint: Equatable { var x = 0 }
private enum SightMode { case on, off }
private struct SightBox<T> { var value: T }
private struct SightBold: ViewModifier {
  func body(content: Content) -> some View { content }
}
private struct SightClock: DynamicProperty { var tick = 0 }
private struct SightScreen: View {
  var action: () -> Void = {}
  var body: some View { Text("SightScreen") }
}
private struct SightPlain: View, Equatable {
  var text = "a"
  var body: some View { Text(text) }
}
private struct SightSized: View, Equatable {
  var size = 1
  var body: some View { Text("\(size)") }
}

/// Pins what a type's first sight decides (``ValueTraits``, ``ViewDescriptor``) for types of
/// every sort, so that asking fewer questions keeps the same answers.
@MainActor @Suite struct FirstSightTests {
  private func traits(_ type: Any.Type) -> String {
    let t = ValueTraits.of(type)
    let witnesses: [(String, Bool)] = [
      ("eq", t.equals != nil), ("input", t.sameInput != nil), ("seed", t.sameSeed != nil),
      ("install", t.install != nil), ("model", t.carriedModel != nil),
      ("managed", t.isRuntimeManaged), ("holds", t.holdsProperties), ("fn", t.isFunction),
      ("class", t.isReflectedClass), ("observable", t.isObservableObject),
      ("undecided", !t.isDecided),
    ]
    return witnesses.filter(\.1).map(\.0).joined(separator: " ")
  }

  private func descriptor(_ view: some View) -> String {
    let d = ViewDescriptor.ofType(type(of: view))
    let evaluation =
      switch d.evaluation {
      case .body: "body"
      case .primitive: "primitive"
      case .transparent: "transparent"
      }
    let witnesses: [(String, Bool)] = [
      (evaluation, true), ("flatten", d.flatten != nil), ("shown", d.shown != nil),
      ("binding", d.showsBinding != nil), ("appear", d.didAppear != nil),
      ("disappear", d.didDisappear != nil), ("environment", d.applyEnvironment != nil),
      ("owner", d.propertyOwner != nil), ("eq", d.equals != nil),
      ("text", d.searchableText != nil), ("modifier", d.anyModifier != nil),
      ("closure", d.holdsClosure), ("optional", d.dependsOnValue),
    ]
    return d.name(of: view) + ": " + witnesses.filter(\.1).map(\.0).joined(separator: " ")
  }

  @Test func valueTraitsOfEverySortOfType() {
    let types: [Any.Type] = [
      Int.self, String.self, Double.self, SightPoint.self, SightMode.self, [Int].self,
      [String: Int].self,
      Int?.self, AnyHashable.self, (() -> Void).self, ((Int) -> String).self,
      (@Sendable () -> Void)?.self, [() -> Void].self, SightBox<() -> Int>.self, SightBox<Int>.self,
      (Int, String).self, (Int, () -> Void).self, Int.Type.self, Any.Type.self,
      State<Int>.self, Binding<Int>.self, Environment<Int>.self, StateObject<SightLegacyModel>.self,
      ObservedObject<SightLegacyModel>.self, EnvironmentObject<SightLegacyModel>.self,
      Bindable<SightWatchedModel>.self, AppStorage<Int>.self, FocusState<Bool>.self, SightBold.self,
      SightClock.self, SightPlainModel.self, SightMirroredModel.self, SightWatchedModel.self,
      SightLegacyModel.self,
      SightScreen.self, Text.self, [Int: () -> Void].Keys.self, [Int: Int].Keys.self,
    ]
    let got = types.map { "\($0): \(traits($0))" }
    #expect(
      got == [
        "Int: eq",
        "String: eq",
        "Double: eq",
        "SightPoint: eq",
        "SightMode: eq",
        "Array<Int>: eq",
        "Dictionary<String, Int>: eq",
        "Optional<Int>: eq undecided",
        "AnyHashable: eq undecided",
        "() -> (): fn",
        "(Int) -> String: fn",
        "Optional<@Sendable () -> ()>: fn undecided",
        "Array<() -> ()>: fn",
        "SightBox<() -> Int>: fn",
        "SightBox<Int>: ",
        "(Int, String): ",
        "(Int, () -> ()): fn",
        "Int.Type: ",
        "Any.Type: ",
        "State<Int>: seed install model managed holds",
        "Binding<Int>: input",
        "Environment<Int>: install model managed holds",
        "StateObject<SightLegacyModel>: install managed holds",
        "ObservedObject<SightLegacyModel>: install holds",
        "EnvironmentObject<SightLegacyModel>: install managed holds",
        "Bindable<SightWatchedModel>: model holds",
        "AppStorage<Int>: install managed holds",
        "FocusState<Bool>: install managed holds",
        "SightBold: holds",
        "SightClock: holds",
        "SightPlainModel: class",
        "SightMirroredModel: ",
        "SightWatchedModel: class observable",
        "SightLegacyModel: class",
        "SightScreen: ",
        "Text: eq",
        "Keys: eq",
        "Keys: eq",
      ])
  }

  @Test func viewDescriptorsOfEverySortOfView() {
    let maybe: Text? = Text("b")
    let got = [
      descriptor(Text("a")), descriptor(SightScreen()), descriptor(SightPlain()),
      descriptor(SightSized()),
      descriptor(SightSized().equatable()), descriptor(maybe), descriptor(Text("a").padding()),
      descriptor(Text("a").onAppear {}), descriptor(Text("a").modifier(SightBold())),
      descriptor(Button("Go") {}), descriptor(Toggle("On", isOn: .constant(true))),
      descriptor(TextField("Name", text: .constant(""))),
      descriptor(VStack { Text("a") }), descriptor(EmptyView()),
      descriptor(ForEach([1, 2], id: \.self) { Text("\($0)") }),
      descriptor(List { Text("a") }), descriptor(Group { Text("a") }),
    ]
    #expect(
      got == [
        "Text: primitive shown eq text",
        "SightScreen: body closure",
        "SightPlain: body eq",
        "SightSized: body",
        "EquatableView: body eq",
        "Optional: transparent flatten eq optional",
        ".padding: primitive appear disappear environment modifier",
        ".onAppear: primitive appear disappear environment modifier",
        "SightBold: primitive appear disappear environment modifier",
        "Button: primitive closure",
        "Toggle: primitive shown binding",
        "TextField: primitive shown binding text",
        "VStack: primitive",
        "EmptyView: transparent flatten",
        "ForEach: primitive closure",
        "List: primitive",
        "Group: transparent flatten",
      ])
  }

  @Test func typeDescriptionsAsStringDescribingWritesThem() {
    let types: [Any.Type] = [
      Int.self, [String: Int?].self, (Int, String).self, ((Int) -> String).self,
      (@Sendable () -> Void)?.self, SightBox<SightPoint>.self, SightLegacyModel.self,
      (any View).self, Int.Type.self, Any.Type.self, State<Int>.self, [Int: Int].Keys.self,
      SightMode.self,
    ]
    #expect(types.map(typeDescription) == types.map { String(describing: $0) })
    #expect(typeDescription(SightBox<[Int]>.self) == "SightBox<Array<Int>>")
    #expect(typeDescription(SightScreen.self) == "SightScreen")
  }
}
