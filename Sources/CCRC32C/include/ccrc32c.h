// CRC-32C with the SSE4.2 crc32 instruction, for TraceFormat's checksums.
#ifndef CCRC32C_H
#define CCRC32C_H

#include <stddef.h>
#include <stdint.h>

/// Whether this CPU has the crc32 instruction (x86-64 with SSE4.2); when it does not, the caller
/// must use its portable code instead of ccrc32c_update.
int ccrc32c_available(void);

/// Runs the CRC-32C register `crc` (not inverted: the caller applies the initial and final XOR)
/// over `count` bytes at `bytes`. Only call it when ccrc32c_available() is true.
uint32_t ccrc32c_update(uint32_t crc, const void *bytes, size_t count);

#endif
