// SPDX-License-Identifier: GPL-2.0-only
// ChaCha with AVX2: eight blocks at once in ymm lanes, the xmm kernels (VEX-encoded here) for
// what is left of up to four blocks. The only file built with -mavx2.
#include "chacha-x86-vec.h"
#include "chacha-x86.h"

using namespace ukc::x86;

void ukc::x86::chacha_crypt_avx2(u32 *state, u8 *dst, const u8 *src, unsigned int bytes,
				 int nrounds)
{
	chacha_crypt_kernels<chacha_lanes<chacha_ymm_ops>, chacha_rows2<chacha_ymm_ops, 2>,
			     chacha_rows2<chacha_ymm_ops, 1>, chacha_rows<chacha_xmm_ops>>(
		state, dst, src, bytes, nrounds);
}
