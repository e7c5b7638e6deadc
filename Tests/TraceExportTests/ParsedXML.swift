import Foundation
import TraceFormat

/// A parsed XML document as a flat list of elements, for assertions.
struct ParsedXML {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
    var parent: Int?
    var children: [Int] = []
  }

  var elements: [Element] = []

  init(_ data: Data) throws {
    try data.withUnsafeBytes { bytes in
      let reader = try XMLPullReader(bytes: bytes, maxDepth: 64)
      var open: [Int] = []
      while true {
        switch try reader.next(keepWhitespace: true) {
        case .start(let name, let isEmpty):
          var attributes: [String: String] = [:]
          try reader.forEachAttribute { attributes[$0] = $1 }
          let index = elements.count
          elements.append(Element(name: name, attributes: attributes, parent: open.last))
          if let parent = open.last { elements[parent].children.append(index) }
          if !isEmpty { open.append(index) }
        case .end: open.removeLast()
        case .text(let text): if let current = open.last { elements[current].text += text }
        case .endOfDocument: return
        }
      }
    }
  }

  /// The elements named `name`, with `class` containing `cssClass` when given.
  func all(_ name: String, class cssClass: String? = nil) -> [Element] {
    elements.filter { element in
      element.name == name
        && (cssClass.map {
          (element.attributes["class"] ?? "").split(separator: " ").contains(Substring($0))
        } ?? true)
    }
  }

  /// The elements named `name` inside the group with `id`, with `class` containing `cssClass`.
  func all(_ name: String, in group: String, class cssClass: String? = nil) -> [Element] {
    all(name, class: cssClass).filter { element in
      var parent = element.parent
      while let p = parent {
        if elements[p].attributes["id"] == group { return true }
        parent = elements[p].parent
      }
      return false
    }
  }

  /// The text of the `<title>` child of `element`.
  func title(of element: Element) -> String? {
    element.children.map { elements[$0] }.first { $0.name == "title" }?.text
  }

  var root: Element { elements[0] }
}
