// The Swift runtime's records of every nominal type an image declares (the swift5_type_metadata
// section), walked through the runtime's own enumeration of the registered images. The layouts
// below are the runtime's ABI (swift/include/swift/ABI/Metadata.h and MetadataSections.h).
#include "CSwiftMetadata.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct {
  uintptr_t start;
  size_t length;
} SectionRange;

// The leading fields of the runtime's MetadataSections, as far as the type records.
typedef struct {
  uintptr_t version;
  const void *baseAddress;
  void *unused0;
  void *unused1;
  SectionRange protocols;
  SectionRange protocolConformances;
  SectionRange typeMetadata;
} MetadataSections;

extern void swift_enumerateAllMetadataSections(
    bool (*body)(const MetadataSections *sections, void *context), void *context);

typedef struct {
  const void *metadata;
  size_t state;
} MetadataResponse;

typedef MetadataResponse (*MetadataAccessor)(size_t request) __attribute__((swiftcall));

enum {
  directDescriptor = 0,
  indirectDescriptor = 1,
  kindClass = 16,
  kindEnum = 18,
  kindMask = 0x1F,
  genericFlag = 0x80,
};

typedef struct {
  const char *needle;
  void (*found)(const void *metadata, void *context);
  void *context;
} Search;

/// The target of a 32-bit relative pointer, NULL when it is zero.
static const void *relative(const int32_t *field) {
  return *field == 0 ? NULL : (const char *)field + *field;
}

static const uint32_t *descriptorOf(const int32_t *record) {
  int32_t value = *record;
  const char *target = (const char *)record + (value & ~3);
  switch (value & 3) {
  case directDescriptor:
    return (const uint32_t *)target;
  case indirectDescriptor:
    return *(const uint32_t *const *)target;
  default: // Objective-C class names: none on Linux.
    return NULL;
  }
}

static bool searchImage(const MetadataSections *sections, void *context) {
  const Search *search = context;
  const int32_t *records = (const int32_t *)sections->typeMetadata.start;
  size_t count = sections->typeMetadata.length / sizeof(int32_t);
  for (size_t i = 0; i < count; i++) {
    // A type descriptor: flags, parent, name, metadata accessor, each 32 bits.
    const uint32_t *descriptor = descriptorOf(&records[i]);
    if (descriptor == NULL) continue;
    uint32_t kind = descriptor[0] & kindMask;
    if (kind < kindClass || kind > kindEnum || (descriptor[0] & genericFlag)) continue;
    const char *name = relative((const int32_t *)&descriptor[2]);
    if (name == NULL || strstr(name, search->needle) == NULL) continue;
    MetadataAccessor accessor = (MetadataAccessor)relative((const int32_t *)&descriptor[3]);
    if (accessor == NULL) continue;
    search->found(accessor(0).metadata, search->context);
  }
  return true;
}

void cswiftmetadata_types_named(
    const char *needle, void (*found)(const void *metadata, void *context), void *context) {
  Search search = {needle, found, context};
  swift_enumerateAllMetadataSections(searchImage, &search);
}

// The target of a 32-bit relative pointer whose low bit says the target holds the address
// (a RelativeIndirectablePointer), NULL when it is zero.
static const void *indirectable(const int32_t *field) {
  int32_t value = *field;
  if (value == 0) return NULL;
  const char *target = (const char *)field + (value & ~1);
  return (value & 1) ? *(const void *const *)target : target;
}

enum {
  moduleKind = 0,
  protocolKind = 3,
  typeReferenceShift = 3,
  typeReferenceMask = 7,
};

typedef struct {
  const char *module;
  const char *protocol;
  void (*found)(const void *metadata, void *context);
  void *context;
} ConformanceSearch;

/// Whether `descriptor`, a context descriptor (flags, parent, name), is of `kind` and named
/// `name`.
static bool isContext(const uint32_t *descriptor, uint32_t kind, const char *name) {
  if (descriptor == NULL || (descriptor[0] & kindMask) != kind) return false;
  const char *declared = relative((const int32_t *)&descriptor[2]);
  return declared != NULL && strcmp(declared, name) == 0;
}

static bool searchConformances(const MetadataSections *sections, void *context) {
  const ConformanceSearch *search = context;
  const int32_t *records = (const int32_t *)sections->protocolConformances.start;
  size_t count = sections->protocolConformances.length / sizeof(int32_t);
  for (size_t i = 0; i < count; i++) {
    // A conformance descriptor: protocol, type reference, witness table pattern, flags.
    const int32_t *conformance = relative(&records[i]);
    if (conformance == NULL) continue;
    const uint32_t *protocol = indirectable(&conformance[0]);
    if (!isContext(protocol, protocolKind, search->protocol)) continue;
    const uint32_t *module = indirectable((const int32_t *)&protocol[1]);
    if (!isContext(module, moduleKind, search->module)) continue;
    uint32_t flags = (uint32_t)conformance[3];
    const int32_t *typeReference = &conformance[1];
    const uint32_t *descriptor;
    switch ((flags >> typeReferenceShift) & typeReferenceMask) {
    case directDescriptor:
      descriptor = relative(typeReference);
      break;
    case indirectDescriptor:
      descriptor = *(const uint32_t *const *)relative(typeReference);
      break;
    default: // Objective-C classes: none on Linux.
      continue;
    }
    if (descriptor == NULL) continue;
    uint32_t kind = descriptor[0] & kindMask;
    if (kind < kindClass || kind > kindEnum || (descriptor[0] & genericFlag)) continue;
    MetadataAccessor accessor = (MetadataAccessor)relative((const int32_t *)&descriptor[3]);
    if (accessor == NULL) continue;
    search->found(accessor(0).metadata, search->context);
  }
  return true;
}

void cswiftmetadata_types_conforming(
    const char *module, const char *protocol, void (*found)(const void *metadata, void *context),
    void *context) {
  ConformanceSearch search = {module, protocol, found, context};
  swift_enumerateAllMetadataSections(searchConformances, &search);
}
