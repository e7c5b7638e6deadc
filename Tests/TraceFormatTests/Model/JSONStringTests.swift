import Testing
import TraceFormat

@Suite struct JSONStringTests {
  @Test func escapesQuotesBackslashesAndControlCharacters() {
    #expect(JSONString.quoted("a\"b\\c") == #""a\"b\\c""#)
    #expect(JSONString.quoted("1\n2\t3\r4\u{1}5") == #""1\n2\t3\r4\u00015""#)
    #expect(JSONString.quoted("é 日本 </script> & \u{2028}") == "\"é 日本 </script> & \u{2028}\"")
  }

  @Test func scriptSafeLiteralsHideWhatEndsAScriptOrALine() {
    #expect(
      JSONString.quoted("</script>&\u{7F}", scriptSafe: true)
        == #""\u003c/script\u003e\u0026\u007f""#)
    #expect(JSONString.quoted("a\u{2028}b\u{2029}c", scriptSafe: true) == #""a\u2028b\u2029c""#)
    #expect(JSONString.quoted("→ €", scriptSafe: true) == "\"→ €\"")
  }

  @Test func appendsToBytes() {
    var bytes = Array("[".utf8)
    JSONString.append("x", to: &bytes)
    JSONString.append("\"", to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == #"["x""\"""#)
  }
}
