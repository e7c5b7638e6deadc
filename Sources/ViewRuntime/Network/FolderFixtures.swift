import Foundation

extension NetworkFixtures {
  /// Fixtures read from a folder of files keyed by method and path: `GET /notes?page=2` on any
  /// host is answered with status 200 and the bytes of `folder/GET/notes.json`, or of
  /// `folder/GET/notes` when there is no `.json` file (the query is not part of the key). Each
  /// answer takes `latency`. A `.json` file is sent as `application/json`.
  public static func folder(_ folder: URL, latency: Duration = .milliseconds(100))
    -> NetworkFixtures
  {
    NetworkFixtures { request in
      guard let path = request.url?.path, !path.split(separator: "/").contains("..") else {
        return nil
      }
      let base = folder.appendingPathComponent(request.methodName)
        .appendingPathComponent(String(path.drop(while: { $0 == "/" })))
      for (file, type) in [
        (base.appendingPathExtension("json"), "application/json"),
        (base, "application/octet-stream"),
      ] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
          !isFolder.boolValue, let body = try? Data(contentsOf: file)
        else { continue }
        return FixtureResponse(headers: ["Content-Type": type], body: body, latency: latency)
      }
      return nil
    }
  }
}
