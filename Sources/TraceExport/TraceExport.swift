// The TraceExport module.
