// The TraceAnalysis module.
