// The ViewRuntime module.
