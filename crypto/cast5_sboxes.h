/* SPDX-License-Identifier: GPL-2.0-only */
/* The CAST-128 key-schedule S-boxes S5-S8 (RFC 2144 Appendix A); S1-S4 are cast_common's. */
#ifndef _UKC_CRYPTO_CAST5_SBOXES_H
#define _UKC_CRYPTO_CAST5_SBOXES_H

#include <linux/types.h>

namespace ukc {

extern const u32 cast5_s5[256];
extern const u32 cast5_s6[256];
extern const u32 cast5_s7[256];
extern const u32 cast5_s8[256];

} // namespace ukc

#endif /* _UKC_CRYPTO_CAST5_SBOXES_H */
