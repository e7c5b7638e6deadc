// CRC-32C with the SSE4.2 crc32 instruction. Elsewhere, ccrc32c_available() is 0 and the
// Swift table code does the work.
#include "ccrc32c.h"

#include <string.h>

#if defined(__x86_64__)

int ccrc32c_available(void) { return __builtin_cpu_supports("sse4.2"); }

__attribute__((target("sse4.2"))) uint32_t ccrc32c_update(uint32_t crc, const void *bytes,
                                                          size_t count) {
  const unsigned char *p = bytes;
  uint64_t c = crc;
  for (; count >= 8; p += 8, count -= 8) {
    uint64_t word;
    memcpy(&word, p, 8);
    c = __builtin_ia32_crc32di(c, word);
  }
  uint32_t c32 = (uint32_t)c;
  for (; count > 0; p++, count--) c32 = __builtin_ia32_crc32qi(c32, *p);
  return c32;
}

#else

int ccrc32c_available(void) { return 0; }

uint32_t ccrc32c_update(uint32_t crc, const void *bytes, size_t count) {
  (void)bytes;
  (void)count;
  return crc;
}

#endif
