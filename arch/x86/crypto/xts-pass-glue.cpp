// SPDX-License-Identifier: GPL-2.0-only
// The xts template's x86 pass, installed once at start-up when the CPU and the OS allow it.
#include <asm/fpu/api.h>
#include <crypto/internal/simd.h>
#include <linux/init.h>

#include "x86-drivers.h"
#include "xts-pass-x86.h"

namespace {

// The ymm pass inside an FPU region, where SIMD may be used at all (a context that may not use
// it, as testmgr's nosimd runs make one, gets the portable pass for everything).
unsigned int xts_pass_x86(u8 *dst, const u8 *src, unsigned int nblocks, struct xts_pass_tweak *tw)
{
	if (!crypto_simd_usable())
		return 0;
	kernel_fpu_begin();
	const unsigned int done = ukc::x86::xts_xor_blocks_vpclmul(dst, src, nblocks, tw);
	kernel_fpu_end();
	return done;
}

// AVX2 and VPCLMULQDQ from the masked feature probe (UKCRYPTO_DISABLE_CPU_FEATURES), and the
// YMM state saved by the OS.
int xts_pass_x86_init(void)
{
	if (ukc::x86::x86_has_avx2_vpclmul())
		xts_set_arch_pass(xts_pass_x86);
	return 0;
}

} // namespace

// An arch_initcall, so the pass is in place before the template registers (subsys_initcall)
// and before any of its instances can exist. It registers no algorithm and takes no driver
// name, so, like the feature probe, it is not one of the built-in arch drivers that
// UKCRYPTO_BUILTIN_ARCH=0 leaves out (those are device and late initcalls): the xts template
// is the library's own either way, over whatever ECB driver it wraps.
arch_initcall(xts_pass_x86_init);
