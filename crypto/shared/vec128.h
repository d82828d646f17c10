/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * One 16-byte block as a GCC vector of two u64 lanes (an SSE2 register on x86_64, a NEON one
 * on arm64: both baselines), loaded and stored at any alignment. C++ only.
 */
#ifndef _UKC_CRYPTO_SHARED_VEC128_H
#define _UKC_CRYPTO_SHARED_VEC128_H

#include <linux/types.h>

#include <string.h>

namespace ukc {

using vec128 = u64 __attribute__((vector_size(16)));

inline vec128 vec128_load(const u8 *p)
{
	vec128 v;

	memcpy(&v, p, sizeof(v));
	return v;
}

inline void vec128_store(u8 *p, vec128 v)
{
	memcpy(p, &v, sizeof(v));
}

} // namespace ukc

#endif /* _UKC_CRYPTO_SHARED_VEC128_H */
