// SPDX-License-Identifier: GPL-2.0-only
// ChaCha with SSSE3: four blocks at once in xmm lanes, or one in rows; the 16- and 8-bit
// rotations are byte shuffles (PSHUFB), the others two shifts. The only file built with
// -mssse3.
#include "chacha-x86-vec.h"
#include "chacha-x86.h"

using namespace ukc::x86;

void ukc::x86::chacha_crypt_ssse3(u32 *state, u8 *dst, const u8 *src, unsigned int bytes,
				  int nrounds)
{
	chacha_crypt_kernels<chacha_lanes<chacha_xmm_ops>, chacha_rows<chacha_xmm_ops>>(
		state, dst, src, bytes, nrounds);
}

void ukc::x86::hchacha_block_ssse3(const u32 *state, u32 *out, int nrounds)
{
	chacha_hchacha_rows<chacha_xmm_ops>(state, out, nrounds);
}
