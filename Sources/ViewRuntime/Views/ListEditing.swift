import Foundation

/// `.onDelete` and `.onMove` on a `ForEach`: what swiping a row away or dragging it does.
public struct _RowEditingModifier: BuiltinModifier {
  let onDelete: (@MainActor (IndexSet) -> Void)?
  let onMove: (@MainActor (IndexSet, Int) -> Void)?
  var name: String { onDelete != nil ? "onDelete" : "onMove" }
}

/// Rows made from data that the user can delete and move, as SwiftUI's `DynamicViewContent`:
/// a `ForEach`, and a `ForEach` with `.onDelete` or `.onMove`, so the two chain.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier == _RowEditingModifier {}

extension DynamicViewContent {
  /// Lets the user delete rows; `action` gets their offsets in the data.
  @preconcurrency public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?)
    -> some DynamicViewContent
  {
    modifier(_RowEditingModifier(onDelete: action, onMove: nil))
  }

  /// Lets the user move rows; `action` gets their offsets and the destination offset.
  @preconcurrency public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?)
    -> some DynamicViewContent
  {
    modifier(_RowEditingModifier(onDelete: nil, onMove: action))
  }
}

extension Array {
  /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.sorted(by: >) where indices.contains(offset) { remove(at: offset) }
  }

  /// Moves the elements at `source` to before `destination`, as SwiftUI's extension does for
  /// `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.sorted().filter { indices.contains($0) }.map { self[$0] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    insert(contentsOf: moving, at: Swift.min(destination - before, count))
  }
}

/// A button that switches the environment's edit mode between inactive and active, as
/// SwiftUI's `EditButton`; it does nothing where there is no edit mode.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode
  public init() {}
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    Button(isEditing ? "Done" : "Edit") { editMode?.wrappedValue = isEditing ? .inactive : .active }
  }
}
