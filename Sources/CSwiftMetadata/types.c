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
