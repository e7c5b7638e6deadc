// Export benchmark: time and size of every export for synthetic traces of 10^4, 10^5 and 10^6
// events, next to libxml2's raw xmlTextWriter throughput on the same number of elements. As
// `viewtrace export` does, the SVG, HTML and Chrome exports draw the timeline of one analysis
// (its own row) with its findings marked.
// With --write DIR, also writes each synthetic trace and its HTML, SVG and Chrome exports into
// DIR, e.g. for timing their redraw in a browser. With --browser, times each HTML page's first
// picture in headless Chromium (tools/browser-check/first-picture.sh, median of 5 runs: wall
// time, from opening the page). Naming formats runs only those (xml includes its read-back and
// the raw libxml2 row). Other times are CPU time.
// With --cli BUILD[,BUILD…], measures the `viewtrace` executables named instead: peak memory and
// time of info, explain and export (CommandCost.swift); --write DIR keeps the traces there.
// With --memory-guard BUILD, CI's check: the SVG and HTML exports of a 10^6-event trace by that
// release build stay under their peak-memory bounds, else it exits 1 (MemoryGuard.swift).
//   swift run -c release --package-path tools/Benchmarks export-bench [svg] [xml] [html] [chrome]
//     [--write DIR] [--browser] [--cli BUILD[,BUILD…] [--sizes 5,6,7]]
//     [--memory-guard BUILD [--events N] [--svg-limit MB] [--html-limit MB]]
import CLibXML2
import Foundation
import TraceAnalysis
import TraceExport
import TraceFormat
import TraceTestSupport

/// The CPU time this process has used, in seconds: the machines are shared, and wall time
/// measures the neighbours too.
func cpuTime() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// What `body` returns and the CPU time it took.
func measure<T>(_ body: () throws -> T) rethrows -> (T, Double) {
  let start = cpuTime()
  let result = try body()
  return (result, cpuTime() - start)
}

/// Elements in an XML document: `<` followed by a name character.
func elementCount(_ data: Data) -> Int {
  var count = 0
  var previous: UInt8 = 0
  for byte in data {
    if previous == UInt8(ascii: "<"), byte != UInt8(ascii: "/"), byte != UInt8(ascii: "?"),
      byte != UInt8(ascii: "!")
    {
      count += 1
    }
    previous = byte
  }
  return count
}

/// libxml2 alone: `count` elements with six numeric attributes each, like the XML export's events.
func rawWriter(elements count: Int) -> Int {
  let buffer = xmlBufferCreate()!
  xmlBufferSetAllocationScheme(buffer, XML_BUFFER_ALLOC_DOUBLEIT)
  let writer = xmlNewTextWriterMemory(buffer, 0)!
  xmlTextWriterSetIndent(writer, 1)
  xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
  xmlTextWriterStartElement(writer, "events")
  for i in 0..<count {
    xmlTextWriterStartElement(writer, "body-end")
    for name in ["seq", "time", "update", "identity", "name", "value"] {
      xmlTextWriterWriteAttribute(writer, name, String(i))
    }
    xmlTextWriterEndElement(writer)
  }
  xmlTextWriterEndDocument(writer)
  xmlFreeTextWriter(writer)
  let size = Int(xmlBufferLength(buffer))
  xmlBufferFree(buffer)
  return size
}

func row(_ columns: [String]) -> String {
  zip(columns, [10, 10, 10, 12, 10, 44]).map {
    $0.padding(toLength: $1, withPad: " ", startingAt: 0)
  }.joined()
}

func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }
func secs(_ seconds: Double) -> String { String(format: "%.3f s", seconds) }

let arguments = CommandLine.arguments
let writeDirectory = arguments.firstIndex(of: "--write").flatMap {
  $0 + 1 < arguments.count ? URL(fileURLWithPath: arguments[$0 + 1]) : nil
}
func keep(_ data: Data, _ name: String) throws {
  guard let writeDirectory else { return }
  try data.write(to: writeDirectory.appendingPathComponent(name))
}

/// The median time that headless Chromium takes to show the first picture of `page`, as
/// `first picture N ms`.
func firstPicture(_ page: Data, name: String) throws -> String {
  let directory = writeDirectory ?? FileManager.default.temporaryDirectory
  let url = directory.appendingPathComponent(name)
  // With --write, `keep` has written it there already.
  if writeDirectory == nil { try page.write(to: url) }
  defer { if writeDirectory == nil { try? FileManager.default.removeItem(at: url) } }
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../browser-check/first-picture.sh").standardizedFileURL
  let process = Process()
  process.executableURL = script
  process.arguments = [url.path]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let median = printed.split(separator: "\t").first { $0.hasPrefix("first picture median") }
  return median.map { $0.replacingOccurrences(of: "first picture median", with: "first picture") }
    ?? "first picture: failed"
}

/// The formats named on the command line; every one when none is.
let chosen = Set(arguments.dropFirst()).intersection(["svg", "xml", "html", "chrome"])
let inBrowser = arguments.contains("--browser")
func runs(_ format: String) -> Bool { chosen.isEmpty || chosen.contains(format) }

func value(after option: String) -> String? {
  arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
if let builds = value(after: "--cli") {
  let exponents = (value(after: "--sizes") ?? "5,6,7").split(separator: ",").compactMap { Int($0) }
  try CommandCost.run(
    builds: builds.split(separator: ",").map(String.init), exponents: exponents,
    keep: writeDirectory)
  exit(0)
}

if let build = value(after: "--memory-guard") {
  let passed = try MemoryGuard.run(
    build: build,
    events: value(after: "--events").flatMap { Int($0) } ?? MemoryGuard.defaultEvents,
    svgLimit: value(after: "--svg-limit").flatMap { Int($0) } ?? MemoryGuard.defaultSVGLimit,
    htmlLimit: value(after: "--html-limit").flatMap { Int($0) } ?? MemoryGuard.defaultHTMLLimit)
  exit(passed ? 0 : 1)
}

print(row(["events", "format", "time", "size", "elements", "note"]))
for count in [10_000, 100_000, 1_000_000] {
  let (trace, made) = measure { SyntheticTrace.make(events: count) }
  print(row(["\(count)", "make", secs(made), "", "", "synthetic trace"]))
  if let writeDirectory {
    try trace.write(to: writeDirectory.appendingPathComponent("synthetic-\(count).vtrace"))
  }
  var analysis: Analysis? = nil
  if runs("svg") || runs("html") || runs("chrome") {
    let (analysed, analysisTime) = measure { Analysis(trace: trace) }
    print(row(["", "analysis", secs(analysisTime), "", "", "\(analysed.findings.count) findings"]))
    analysis = analysed
  }
  if runs("svg"), let analysis {
    let (svg, svgTime) = try measure {
      try SVGTimeline.render(timeline: analysis.timeline, findings: analysis.findings)
    }
    let aggregated = String(decoding: svg.prefix(1_000), as: UTF8.self).contains(
      #"vt:aggregated="true""#)
    print(
      row([
        "", "svg", secs(svgTime), mb(svg.count), "\(elementCount(svg))",
        aggregated ? "aggregated" : "every mark",
      ]))
    try keep(svg, "synthetic-\(count).svg")
  }
  if runs("xml") {
    let (xml, xmlTime) = try measure { try TraceXML.render(trace: trace) }
    print(row(["", "xml", secs(xmlTime), mb(xml.count), "\(elementCount(xml))", ""]))
    let (back, readTime) = try measure { try TraceXML.read(from: xml) }
    print(row(["", "xml read", secs(readTime), "", "", back == trace ? "identical" : "DIFFERS"]))
    let elements = elementCount(xml)
    let (rawSize, rawTime) = measure { rawWriter(elements: elements) }
    let rate = String(format: "%.2f M elements/s", Double(elements) / rawTime / 1e6)
    print(
      row(["", "libxml2", secs(rawTime), mb(rawSize), "\(elements)", "raw xmlTextWriter, \(rate)"]))
  }
  if runs("html"), let analysis {
    let (html, htmlTime) = try measure {
      try HTMLViewer.render(timeline: analysis.timeline, findings: analysis.findings)
    }
    try keep(html, "synthetic-\(count).html")
    let picture = inBrowser ? try firstPicture(html, name: "synthetic-\(count).html") : ""
    print(row(["", "html", secs(htmlTime), mb(html.count), "", picture]))
  }
  if runs("chrome"), let analysis {
    let (chrome, chromeTime) = try measure {
      try ChromeTrace.render(timeline: analysis.timeline, findings: analysis.findings)
    }
    print(row(["", "chrome", secs(chromeTime), mb(chrome.count), "", ""]))
    try keep(chrome, "synthetic-\(count).json")
  }
}
