import Foundation
import FuzzSupport
import TraceFormat

// The XML importer, with and without schema validation, on any bytes; field values mutated too.
Fuzz.mutatesValues = true
Fuzz.run { bytes in
  let xml = Data(bytes)
  _ = try? TraceXML.validate(xml)
  _ = try? TraceXML.read(from: xml)
}
