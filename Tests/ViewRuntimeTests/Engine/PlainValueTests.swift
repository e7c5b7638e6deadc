import Testing

@testable import ViewRuntime

private final class Box { var number = 0 }
private struct Point { let x: Int, y: Double }
private struct Note {
  let id: Int
  var title: String
  var tags: [String: [Int]]
}
private struct Holder { let box: Box }
private struct Later { let make: () -> Int }
private struct Existential { let value: any Hashable }
private struct Nested {
  let notes: [Note]
  let pair: (Int, String?)
}
private struct Tree { let children: [Tree] }
private enum Shape {
  case circle(Int)
  case named(String)
}

@MainActor @Suite struct PlainValueTests {
  @Test func valuesOfValuesAndStandardStorageArePlain() {
    for type in [
      Int.self, Point.self, Note.self, Nested.self, String.self, [Int].self, Range<Int>.self,
      ClosedRange<Int>.self, Int?.self, ArraySlice<Note>.self, Set<String>.self,
      EnumeratedSequence<[Note]>.self,
    ] as [Any.Type] {
      #expect(PlainValue.isPlain(type), "\(type)")
    }
  }

  /// An object, a function or an existential can change, or hide what can, anywhere inside; an
  /// enum with payloads and a type that contains itself are not looked into, so not plain.
  @Test func objectsFunctionsAndExistentialsAnywhereAreNot() {
    for type in [
      Box.self, Holder.self, [Box].self, Box?.self, Later.self, Existential.self, [Holder].self,
      (Int, Box).self, Shape.self, Tree.self,
    ] as [Any.Type] {
      #expect(!PlainValue.isPlain(type), "\(type)")
    }
  }
}
