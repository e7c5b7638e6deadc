// Finds types by name, or by a protocol they conform to, in the Swift metadata of every loaded
// image, for ViewRuntime's previews.
#ifndef CSWIFTMETADATA_H
#define CSWIFTMETADATA_H

/// Calls `found` with the type metadata of each non-generic struct, enum or class, in every image
/// the Swift runtime has registered, whose declared name contains `needle`. `context` is passed
/// through to `found`.
void cswiftmetadata_types_named(
    const char *needle, void (*found)(const void *metadata, void *context), void *context);

/// Calls `found` with the type metadata of each non-generic struct, enum or class, in every image
/// the Swift runtime has registered, that conforms to the protocol named `protocol` declared at
/// the top level of the module named `module`. `context` is passed through to `found`.
void cswiftmetadata_types_conforming(
    const char *module, const char *protocol, void (*found)(const void *metadata, void *context),
    void *context);

#endif
