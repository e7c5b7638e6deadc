import CZlib
import Foundation
import Testing

@testable import TraceExport

/// A viewer page's data read back as its script reads it: the JSON, the words, and every packed
/// column decoded (see ``PackedColumns``), in the shapes the script builds from them: `spans`,
/// `marks`, `writes` and `events` as objects of columns, `updates` as a list of objects, and
/// `recordKind`, the kind of each of the words' `records`.
struct ViewerPage {
  typealias Object = [String: Any]
  let text: String
  /// The JSON, with the words' members and the decoded columns added.
  let data: Object

  init(_ page: Data) throws {
    text = String(decoding: page, as: UTF8.self)
    var data = try Self.json(Data(Self.element("viewtrace-data", in: text).utf8))
    let deflated = try #require(Data(base64Encoded: try Self.element("viewtrace-words", in: text)))
    for (key, value) in try Self.json(Self.inflate([UInt8](deflated))) { data[key] = value }
    let bytes = try #require(Data(base64Encoded: try Self.element("viewtrace-columns", in: text)))
    let layout = try #require(data["columns"] as? [String: [Int]])
    var columns: [String: [Int]] = [:]
    for (name, entry) in layout {
      columns[name] = Self.decode(
        [UInt8](bytes), offset: entry[0], count: entry[1], delta: entry[2] == 1)
    }
    for table in ["spans", "marks", "writes", "events"] {
      var object: Object = [:]
      for (name, values) in columns where name.hasPrefix(table + ".") {
        object[String(name.dropFirst(table.count + 1))] = values
      }
      data[table] = object
    }
    if var spans = data["spans"] as? [String: [Int]], let start = spans["start"],
      let length = spans["length"]
    {
      spans["end"] = zip(start, length).map { $0 + $1 }
      data["spans"] = spans
    }
    data["recordKind"] = columns["records.kind"]
    data["updates"] = try Self.updates(columns, inputs: data["inputs"] as? [String] ?? [])
    self.data = data
  }

  /// Each update as the script builds it: n, trigger, first, last, input, evaluated, ops.
  private static func updates(_ columns: [String: [Int]], inputs: [String]) throws -> [Object] {
    let n = try #require(columns["updates.n"])
    let evaluated = try #require(columns["evaluated"])
    let fields = try ["op", "lane", "name", "value", "event"].map {
      try #require(columns["ops." + $0])
    }
    var (e, o) = (0, 0)
    return try n.indices.map { k in
      let (pairs, ops) = try (
        #require(columns["updates.evaluated"])[k], #require(columns["updates.ops"])[k]
      )
      defer { (e, o) = (e + pairs, o + ops) }
      return [
        "n": n[k], "trigger": try #require(columns["updates.trigger"])[k],
        "first": try #require(columns["updates.first"])[k],
        "last": try #require(columns["updates.last"])[k], "input": inputs[k],
        "evaluated": Array(evaluated[2 * e..<2 * (e + pairs)]),
        "ops": (o..<o + ops).flatMap { j in fields.map { $0[j] } },
      ]
    }
  }

  /// The numbers of one column, as the script's `column` decodes them.
  static func decode(_ bytes: [UInt8], offset: Int, count: Int, delta: Bool) -> [Int] {
    var (p, previous) = (offset, 0)
    return (0..<count).map { _ in
      var byte = bytes[p]
      p += 1
      let negative = byte & 1 == 1
      var magnitude = UInt64(byte & 0x7e) >> 1
      var shift: UInt64 = 6
      while byte & 0x80 != 0 {
        byte = bytes[p]
        p += 1
        magnitude |= UInt64(byte & 0x7f) << shift
        shift += 7
      }
      let value =
        negative ? 0 &- Int(truncatingIfNeeded: magnitude) : Int(truncatingIfNeeded: magnitude)
      previous = delta ? previous &+ value : value
      return previous
    }
  }

  /// The text of the script element `id`.
  static func element(_ id: String, in text: String) throws -> String {
    let open = try #require(text.range(of: #" id="\#(id)">"#))
    let close = try #require(text.range(of: "</script>", range: open.upperBound..<text.endIndex))
    return String(text[open.upperBound..<close.lowerBound])
  }

  private static func json(_ data: Data) throws -> Object {
    try #require(try JSONSerialization.jsonObject(with: data) as? Object)
  }

  /// The bytes zlib's `compress2` deflated into `deflated`.
  static func inflate(_ deflated: [UInt8]) throws -> Data {
    // Words compress tenfold or less; grow the room until they fit.
    var room = deflated.count * 16 + 64
    while true {
      var length = uLong(room)
      var output = [UInt8](repeating: 0, count: room)
      let status = output.withUnsafeMutableBufferPointer { out in
        deflated.withUnsafeBufferPointer {
          uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count))
        }
      }
      if status == Z_BUF_ERROR {
        room *= 4
        continue
      }
      try #require(status == Z_OK)
      return Data(output.prefix(Int(length)))
    }
  }
}
