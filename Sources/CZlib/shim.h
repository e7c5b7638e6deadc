#include <zlib.h>

// deflateInit2 and inflateInit2 are macros, which Swift cannot call. These set up raw deflate
// streams (windowBits -15: no zlib header or trailer) with zlib's default memory level and
// strategy.
static inline int czlib_deflate_init_raw(z_streamp stream, int level) {
  return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflate_init_raw(z_streamp stream) {
  return inflateInit2(stream, -15);
}
