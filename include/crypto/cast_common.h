/* SPDX-License-Identifier: GPL-2.0-only */
/* The CAST S-boxes S1-S4 (RFC 2144 Appendix A), which CAST-128 and CAST-256 share. */
#ifndef _CRYPTO_CAST_COMMON_H
#define _CRYPTO_CAST_COMMON_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

extern const u32 cast_s1[256];
extern const u32 cast_s2[256];
extern const u32 cast_s3[256];
extern const u32 cast_s4[256];

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_CAST_COMMON_H */
