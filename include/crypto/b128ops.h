/* SPDX-License-Identifier: GPL-2.0-only */
/* 128-bit blocks as pairs of 64-bit halves in a stated byte order, and their XOR. */
#ifndef _UKC_CRYPTO_B128OPS_H
#define _UKC_CRYPTO_B128OPS_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A 128-bit block as two native halves. */
typedef struct {
	u64 a, b;
} u128;

/* A 128-bit block as two big-endian halves: a holds bytes 0..7, b bytes 8..15. */
typedef struct {
	__be64 a, b;
} be128;

/* A 128-bit block as two little-endian halves: b holds bytes 0..7, a bytes 8..15. */
typedef struct {
	__le64 b, a;
} le128;

static inline void u128_xor(u128 *r, const u128 *p, const u128 *q)
{
	r->a = p->a ^ q->a;
	r->b = p->b ^ q->b;
}

static inline void be128_xor(be128 *r, const be128 *p, const be128 *q)
{
	r->a = p->a ^ q->a;
	r->b = p->b ^ q->b;
}

static inline void le128_xor(le128 *r, const le128 *p, const le128 *q)
{
	r->a = p->a ^ q->a;
	r->b = p->b ^ q->b;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_B128OPS_H */
