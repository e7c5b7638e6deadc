/// Arrays that a step of an update needs only while it runs (the children a reconciliation
/// queues for evaluation, the items an evaluation lists), kept by the host and handed from node
/// to node with their capacity: an update allocates them once per depth of the tree, not once
/// per node. A step that runs inside another (a child's evaluation inside its parent's) takes
/// an array of its own.
struct ScratchArrays<Element> {
  private var free: [[Element]] = []

  /// An empty array, with the capacity of one given back before when there is one.
  mutating func take() -> [Element] { free.popLast() ?? [] }

  /// Takes back `array`, emptied with its capacity kept, and leaves `array` empty.
  mutating func give(back array: inout [Element]) {
    array.removeAll(keepingCapacity: true)
    free.append(array)
    array = []
  }
}
