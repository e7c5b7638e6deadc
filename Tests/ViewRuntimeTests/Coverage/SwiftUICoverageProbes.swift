import Foundation
import ViewRuntime

// Every name of the coverage table in docs/swiftui-coverage.md that exists here, spelled as
// SwiftUI spells it: if one stops compiling, this target does not build.
// SwiftUICoverageTests checks that each name the table counts is used below.

private struct ProbeKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct ProbeModifier: ViewModifier {
  func body(content: Content) -> some View { content }
}

private struct ProbeEquatableView: View, Equatable {
  var body: some View { Text("p") }
}

private struct ProbeRow: Identifiable {
  let id = 1
  let name = "row"
}

private struct ProbeTree: Identifiable {
  let id = 1
  var children: [ProbeTree]? = nil
}

@Observable private final class ProbeModel {
  var value = 0
}

private final class ProbeObject: ObservableObject {
  @Published var value = 0
}

private struct ProbeEquatable: View, Equatable {
  var body: some View { Text("probe") }
}

extension EnvironmentValues {
  @Entry var probeEntry: Int = 0
}

private struct ModifierAndViewProbes: View {
  @State private var flag = false
  @State private var text = ""
  @State private var number = 1.0
  @State private var item: Int?
  @Namespace private var namespace
  @FocusState private var focused: Bool

  var body: some View { Text("probes") }

  func probes() {
    // foregroundStyle
    _ = Text("p").foregroundStyle(.red)
    // tint
    _ = Text("p").tint(.blue)
    // background
    _ = Text("p").background(.red)
    // overlay
    _ = Text("p").overlay { Text("o") }
    // border
    _ = Text("p").border(.red, width: 1)
    // opacity
    _ = Text("p").opacity(0.5)
    // shadow
    _ = Text("p").shadow(radius: 2)
    // blur
    _ = Text("p").blur(radius: 1)
    // brightness
    _ = Text("p").brightness(0.1)
    // contrast
    _ = Text("p").contrast(1)
    // saturation
    _ = Text("p").saturation(1)
    // grayscale
    _ = Text("p").grayscale(0.5)
    // compositingGroup
    _ = Text("p").compositingGroup()
    // drawingGroup
    _ = Text("p").drawingGroup()
    // mask
    _ = Text("p").mask { Rectangle() }
    // clipShape
    _ = Text("p").clipShape(.circle)
    // cornerRadius
    _ = Text("p").cornerRadius(4)
    // preferredColorScheme
    _ = Text("p").preferredColorScheme(.dark)
    // hidden
    _ = Text("p").hidden()
    // redacted
    _ = Text("p").redacted(reason: .placeholder)
    // unredacted
    _ = Text("p").unredacted()
    // font
    _ = Text("p").font(.body)
    // fontWeight
    _ = Text("p").fontWeight(.bold)
    // fontDesign
    _ = Text("p").fontDesign(.rounded)
    // bold
    _ = Text("p").bold()
    // italic
    _ = Text("p").italic()
    // underline
    _ = Text("p").underline()
    // strikethrough
    _ = Text("p").strikethrough()
    // monospacedDigit
    _ = Text("p").monospacedDigit()
    // kerning
    _ = Text("p").kerning(1)
    // tracking
    _ = Text("p").tracking(1)
    // lineLimit
    _ = Text("p").lineLimit(2)
    // lineSpacing
    _ = Text("p").lineSpacing(2)
    // multilineTextAlignment
    _ = Text("p").multilineTextAlignment(.center)
    // truncationMode
    _ = Text("p").truncationMode(.tail)
    // minimumScaleFactor
    _ = Text("p").minimumScaleFactor(0.5)
    // textCase
    _ = Text("p").textCase(.uppercase)
    // textSelection
    _ = Text("p").textSelection(.enabled)
    // symbolVariant
    _ = Text("p").symbolVariant(.fill)
    // symbolRenderingMode
    _ = Text("p").symbolRenderingMode(.hierarchical)
    // symbolEffect
    _ = Text("p").symbolEffect(.bounce, value: 1)
    // imageScale
    _ = Text("p").imageScale(.large)
    // padding
    _ = Text("p").padding()
    // frame
    _ = Text("p").frame(width: 10)
    // fixedSize
    _ = Text("p").fixedSize()
    // layoutPriority
    _ = Text("p").layoutPriority(1)
    // offset
    _ = Text("p").offset(x: 1)
    // aspectRatio
    _ = Text("p").aspectRatio(1, contentMode: .fit)
    // scaledToFit
    _ = Text("p").scaledToFit()
    // scaledToFill
    _ = Text("p").scaledToFill()
    // alignmentGuide
    _ = Text("p").alignmentGuide(.leading) { _ in 0 }
    // ignoresSafeArea
    _ = Text("p").ignoresSafeArea()
    // safeAreaInset
    _ = Text("p").safeAreaInset(edge: .bottom) { Text("i") }
    // containerRelativeFrame
    _ = Text("p").containerRelativeFrame(.horizontal)
    // zIndex
    _ = Text("p").zIndex(1)
    // coordinateSpace
    _ = Text("p").coordinateSpace(name: "s")
    // gridCellColumns
    _ = Text("p").gridCellColumns(2)
    // gridColumnAlignment
    _ = Text("p").gridColumnAlignment(.leading)
    // gridCellAnchor
    _ = Text("p").gridCellAnchor(.center)
    // gridCellUnsizedAxes
    _ = Text("p").gridCellUnsizedAxes(.horizontal)
    // rotationEffect
    _ = Text("p").rotationEffect(.degrees(1))
    // scaleEffect
    _ = Text("p").scaleEffect(2)
    // animation
    _ = Text("p").animation(.default, value: 1)
    // transition
    _ = Text("p").transition(.opacity)
    // matchedGeometryEffect
    _ = Text("p").matchedGeometryEffect(id: 1, in: namespace)
    // contentTransition
    _ = Text("p").contentTransition(.opacity)
    // onTapGesture
    _ = Text("p").onTapGesture {}
    // onLongPressGesture
    _ = Text("p").onLongPressGesture {}
    // gesture
    _ = Text("p").gesture(TapGesture())
    // simultaneousGesture
    _ = Text("p").simultaneousGesture(TapGesture())
    // highPriorityGesture
    _ = Text("p").highPriorityGesture(TapGesture())
    // onSubmit
    _ = Text("p").onSubmit {}
    // focused
    _ = Text("p").focused($focused)
    // submitLabel
    _ = Text("p").submitLabel(.done)
    // keyboardType
    _ = Text("p").keyboardType(.numberPad)
    // textInputAutocapitalization
    _ = Text("p").textInputAutocapitalization(.never)
    // autocorrectionDisabled
    _ = Text("p").autocorrectionDisabled()
    // textContentType
    _ = Text("p").textContentType(.emailAddress)
    // disabled
    _ = Text("p").disabled(true)
    // allowsHitTesting
    _ = Text("p").allowsHitTesting(false)
    // contentShape
    _ = Text("p").contentShape(Rectangle())
    // sensoryFeedback
    _ = Text("p").sensoryFeedback(.success, trigger: 1)
    // scrollDismissesKeyboard
    _ = Text("p").scrollDismissesKeyboard(.immediately)
    // help
    _ = Text("p").help("h")
    // onAppear
    _ = Text("p").onAppear {}
    // onDisappear
    _ = Text("p").onDisappear {}
    // task
    _ = Text("p").task {}
    // task(id:)
    _ = Text("p").task(id: 1) {}
    // onChange
    _ = Text("p").onChange(of: 1) {}
    // refreshable
    _ = Text("p").refreshable {}
    // navigationTitle
    _ = Text("p").navigationTitle("t")
    // navigationBarTitleDisplayMode
    _ = Text("p").navigationBarTitleDisplayMode(.inline)
    // navigationDestination(for:)
    _ = Text("p").navigationDestination(for: Int.self) { Text("\($0)") }
    // navigationDestination(isPresented:)
    _ = Text("p").navigationDestination(isPresented: $flag) { Text("d") }
    // navigationDestination(item:)
    _ = Text("p").navigationDestination(item: $item) { Text("\($0)") }
    // navigationBarBackButtonHidden
    _ = Text("p").navigationBarBackButtonHidden()
    // navigationSplitViewColumnWidth
    _ = Text("p").navigationSplitViewColumnWidth(200)
    // toolbar
    _ = Text("p").toolbar { ToolbarItem { Text("t") } }
    // toolbar(_:for:)
    _ = Text("p").toolbar(.hidden, for: .navigationBar)
    // toolbarBackground
    _ = Text("p").toolbarBackground(.visible, for: .navigationBar)
    // toolbarColorScheme
    _ = Text("p").toolbarColorScheme(.dark, for: .navigationBar)
    // toolbarTitleDisplayMode
    _ = Text("p").toolbarTitleDisplayMode(.inline)
    // toolbarRole
    _ = Text("p").toolbarRole(.editor)
    // tabItem
    _ = Text("p").tabItem { Text("t") }
    // tabViewStyle
    _ = Text("p").tabViewStyle(.page)
    // badge
    _ = Text("p").badge(1)
    // sheet
    _ = Text("p").sheet(isPresented: $flag) { Text("s") }
    // fullScreenCover
    _ = Text("p").fullScreenCover(isPresented: $flag) { Text("s") }
    // popover
    _ = Text("p").popover(isPresented: $flag) { Text("s") }
    // alert
    _ = Text("p").alert("a", isPresented: $flag) { Button("OK") {} }
    // confirmationDialog
    _ = Text("p").confirmationDialog("c", isPresented: $flag) { Button("OK") {} }
    // presentationDetents
    _ = Text("p").presentationDetents([.medium])
    // presentationDragIndicator
    _ = Text("p").presentationDragIndicator(.visible)
    // interactiveDismissDisabled
    _ = Text("p").interactiveDismissDisabled()
    // searchable
    _ = Text("p").searchable(text: $text)
    // searchScopes
    _ = Text("p").searchScopes($number) { Text("a").tag(1.0) }
    // searchSuggestions
    _ = Text("p").searchSuggestions { Text("s") }
    // searchCompletion
    _ = Text("p").searchCompletion("s")
    // listStyle
    _ = Text("p").listStyle(.plain)
    // listRowSeparator
    _ = Text("p").listRowSeparator(.hidden)
    // listRowInsets
    _ = Text("p").listRowInsets(EdgeInsets())
    // listRowBackground
    _ = Text("p").listRowBackground(Color.red)
    // swipeActions
    _ = Text("p").swipeActions { Button("d") {} }
    // contextMenu
    _ = Text("p").contextMenu { Button("c") {} }
    // scrollContentBackground
    _ = Text("p").scrollContentBackground(.hidden)
    // scrollIndicators
    _ = Text("p").scrollIndicators(.hidden)
    // scrollTargetBehavior
    _ = Text("p").scrollTargetBehavior(.paging)
    // scrollTargetLayout
    _ = Text("p").scrollTargetLayout()
    // headerProminence
    _ = Text("p").headerProminence(.increased)
    // previewDisplayName
    _ = Text("p").previewDisplayName("Dark")
    // previewLayout
    _ = Text("p").previewLayout(.sizeThatFits)
    // previewDevice
    _ = Text("p").previewDevice("iPhone 15 Pro")
    // previewInterfaceOrientation
    _ = Text("p").previewInterfaceOrientation(.landscapeLeft)
    // onDelete
    _ = ForEach([1], id: \.self) { Text("\($0)") }.onDelete { _ in }
    // onMove
    _ = ForEach([1], id: \.self) { Text("\($0)") }.onMove { _, _ in }
    // buttonStyle
    _ = Text("p").buttonStyle(.bordered)
    // toggleStyle
    _ = Text("p").toggleStyle(.switch)
    // pickerStyle
    _ = Text("p").pickerStyle(.menu)
    // labelStyle
    _ = Text("p").labelStyle(.iconOnly)
    // textFieldStyle
    _ = Text("p").textFieldStyle(.roundedBorder)
    // datePickerStyle
    _ = Text("p").datePickerStyle(.graphical)
    // progressViewStyle
    _ = Text("p").progressViewStyle(.circular)
    // gaugeStyle
    _ = Text("p").gaugeStyle(.accessoryLinear)
    // formStyle
    _ = Text("p").formStyle(.grouped)
    // tableStyle
    _ = Text("p").tableStyle(.inset)
    // controlSize
    _ = Text("p").controlSize(.large)
    // labelsHidden
    _ = Text("p").labelsHidden()
    // environment
    _ = Text("p").environment(\.locale, Locale(identifier: "en"))
    // environmentObject
    _ = Text("p").environmentObject(ProbeObject())
    // preference
    _ = Text("p").preference(key: ProbeKey.self, value: 1)
    // onPreferenceChange
    _ = Text("p").onPreferenceChange(ProbeKey.self) { _ in }
    // transformPreference
    _ = Text("p").transformPreference(ProbeKey.self) { _ in }
    // id
    _ = Text("p").id(1)
    // tag
    _ = Text("p").tag(1)
    // equatable
    _ = ProbeEquatableView().equatable()
    // modifier
    _ = Text("p").modifier(ProbeModifier())
    // accessibilityLabel
    _ = Text("p").accessibilityLabel("l")
    // accessibilityValue
    _ = Text("p").accessibilityValue("v")
    // accessibilityHint
    _ = Text("p").accessibilityHint("h")
    // accessibilityHidden
    _ = Text("p").accessibilityHidden(true)
    // accessibilityElement
    _ = Text("p").accessibilityElement(children: .combine)
    // accessibilityAddTraits
    _ = Text("p").accessibilityAddTraits(.isButton)
    // accessibilityRemoveTraits
    _ = Text("p").accessibilityRemoveTraits(.isImage)
    // accessibilityIdentifier
    _ = Text("p").accessibilityIdentifier("i")
    // accessibilityAction
    _ = Text("p").accessibilityAction {}
    // accessibilityInputLabels
    _ = Text("p").accessibilityInputLabels(["a"])
    // accessibilitySortPriority
    _ = Text("p").accessibilitySortPriority(1)
    // Text
    _ = Text("t")
    // Label
    _ = Label("l", systemImage: "star")
    // TextField
    _ = TextField("f", text: $text)
    // SecureField
    _ = SecureField("f", text: $text)
    // TextEditor
    _ = TextEditor(text: $text)
    // Image
    _ = Image(systemName: "star")
    // AsyncImage
    _ = AsyncImage(url: nil)
    // Color
    _ = Color.red
    // LinearGradient
    _ = LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)
    // RadialGradient
    _ = RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 1)
    // AngularGradient
    _ = AngularGradient(colors: [.red], center: .center)
    // Circle
    _ = Circle()
    // Rectangle
    _ = Rectangle()
    // RoundedRectangle
    _ = RoundedRectangle(cornerRadius: 4)
    // Capsule
    _ = Capsule()
    // Ellipse
    _ = Ellipse()
    // Button
    _ = Button("b") {}
    // Toggle
    _ = Toggle("t", isOn: $flag)
    // Slider
    _ = Slider(value: $number, in: 0...2)
    // Stepper
    _ = Stepper("s", value: $number, in: 0...2)
    // Picker
    _ = Picker("p", selection: $number) { Text("a").tag(1.0) }
    // DatePicker
    _ = DatePicker("d", selection: .constant(Date()))
    // ColorPicker
    _ = ColorPicker("c", selection: .constant(Color.red))
    // Menu
    _ = Menu("m") { Button("a") {} }
    // Link
    _ = Link("l", destination: URL(string: "https://example.com")!)
    // ShareLink
    _ = ShareLink(item: "s")
    // EditButton
    _ = EditButton()
    // Gauge
    _ = Gauge(value: 0.5) { Text("g") }
    // ProgressView
    _ = ProgressView()
    // ContentUnavailableView
    _ = ContentUnavailableView("c", systemImage: "star")
    // HStack
    _ = HStack { Text("a") }
    // VStack
    _ = VStack { Text("a") }
    // ZStack
    _ = ZStack { Text("a") }
    // LazyHStack
    _ = LazyHStack { Text("a") }
    // LazyVStack
    _ = LazyVStack { Text("a") }
    // LazyHGrid
    _ = LazyHGrid(rows: [GridItem()]) { Text("a") }
    // LazyVGrid
    _ = LazyVGrid(columns: [GridItem()]) { Text("a") }
    // Grid
    _ = Grid { GridRow { Text("a") } }
    // GridRow
    _ = GridRow { Text("a") }
    // Spacer
    _ = Spacer()
    // Divider
    _ = Divider()
    // GeometryReader
    _ = GeometryReader { _ in Text("a") }
    // ViewThatFits
    _ = ViewThatFits { Text("a") }
    // ScrollView
    _ = ScrollView { Text("a") }
    // ScrollViewReader
    _ = ScrollViewReader { _ in Text("a") }
    // Group
    _ = Group { Text("a") }
    // LabeledContent
    _ = LabeledContent("l", value: "v")
    // DisclosureGroup
    _ = DisclosureGroup("d") { Text("a") }
    // EmptyView
    _ = EmptyView()
    // AnyView
    _ = AnyView(Text("a"))
    // List
    _ = List { Text("a") }
    // ForEach
    _ = ForEach([1], id: \.self) { Text("\($0)") }
    // Form
    _ = Form { Text("a") }
    // Section
    _ = Section("s") { Text("a") }
    // NavigationStack
    _ = NavigationStack { Text("a") }
    // NavigationSplitView
    _ = NavigationSplitView {
      Text("a")
    } detail: {
      Text("b")
    }
    // NavigationLink
    _ = NavigationLink("l", value: 1)
    // NavigationView
    _ = NavigationView { Text("a") }
    // TabView
    _ = TabView { Text("a") }
    // Tab
    _ = TabView { Tab("t", systemImage: "star") { Text("a") } }
  }
}

private struct StateProbe: View {
  @State private var value = 0
  var body: some View { Text("probe") }
}

private struct BindingProbe: View {
  @Binding var value: Int
  var body: some View { Text("probe") }
}

private struct BindableProbe: View {
  @Bindable var model: ProbeModel
  var body: some View { Text("probe") }
}

private struct EnvironmentProbe: View {
  @Environment(\.locale) private var locale
  var body: some View { Text("probe") }
}

private struct EnvironmentObjectProbe: View {
  @EnvironmentObject var object: ProbeObject
  var body: some View { Text("probe") }
}

private struct StateObjectProbe: View {
  @StateObject private var object = ProbeObject()
  var body: some View { Text("probe") }
}

private struct ObservedObjectProbe: View {
  @ObservedObject var object: ProbeObject
  var body: some View { Text("probe") }
}

private struct AppStorageProbe: View {
  @AppStorage("probe") private var value = 0
  var body: some View { Text("probe") }
}

private struct SceneStorageProbe: View {
  @SceneStorage("probe") private var value = 0
  var body: some View { Text("probe") }
}

private struct FocusStateProbe: View {
  @FocusState private var value: Bool
  var body: some View { Text("probe") }
}

private struct GestureStateProbe: View {
  @GestureState private var value = 0
  var body: some View { Text("probe") }
}

private struct NamespaceProbe: View {
  @Namespace private var value
  var body: some View { Text("probe") }
}

#Preview("Coverage probe") {
  @Previewable @State var value = 0
  Text("\(value)")
}
