// SPDX-License-Identifier: GPL-2.0-only
// kernel_neon_begin/end: d8-d15 saved per thread around kernel SIMD code, registers wiped after.
//
// Built with -mgeneral-regs-only (arch/arm64/meson.build): the compiler keeps nothing of its
// own in a SIMD register here, so the asm below sees the caller's d8-d15 at begin, and what
// it puts back at end is what the caller finds.
#include <asm/neon.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include "ukc_kernel.h"

namespace {

struct neon_region {
	u64 d8_d15[8];
	int depth;
};

// Plain thread-local data: no constructor, so no TLS wrapper runs between entry and the save.
thread_local neon_region neon_state;

} // namespace

extern "C" void kernel_neon_begin(void)
{
	neon_region *r = &neon_state;

	// The kernel forbids nesting; the outer region's saved registers must stay as they are.
	if (WARN_ON(r->depth))
		return;
	asm volatile("stp	d8, d9, [%0]\n\t"
		     "stp	d10, d11, [%0, #16]\n\t"
		     "stp	d12, d13, [%0, #32]\n\t"
		     "stp	d14, d15, [%0, #48]"
		     :
		     : "r"(r->d8_d15)
		     : "memory");
	r->depth = 1;
}

// No clobbers are declared for the registers written: a clobbered callee-saved register would
// be saved in the prologue and put back in the epilogue, undoing the restore. The caller-saved
// v0-v7 and v16-v31 are zeroed, so no key or data the region's code left there outlives it;
// writing d8-d15 zeroes the upper halves of v8-v15.
extern "C" void kernel_neon_end(void)
{
	neon_region *r = &neon_state;

	if (WARN_ON(!r->depth))
		return;
	r->depth = 0;
	asm volatile("movi	v0.16b, #0\n\tmovi	v1.16b, #0\n\t"
		     "movi	v2.16b, #0\n\tmovi	v3.16b, #0\n\t"
		     "movi	v4.16b, #0\n\tmovi	v5.16b, #0\n\t"
		     "movi	v6.16b, #0\n\tmovi	v7.16b, #0\n\t"
		     "movi	v16.16b, #0\n\tmovi	v17.16b, #0\n\t"
		     "movi	v18.16b, #0\n\tmovi	v19.16b, #0\n\t"
		     "movi	v20.16b, #0\n\tmovi	v21.16b, #0\n\t"
		     "movi	v22.16b, #0\n\tmovi	v23.16b, #0\n\t"
		     "movi	v24.16b, #0\n\tmovi	v25.16b, #0\n\t"
		     "movi	v26.16b, #0\n\tmovi	v27.16b, #0\n\t"
		     "movi	v28.16b, #0\n\tmovi	v29.16b, #0\n\t"
		     "movi	v30.16b, #0\n\tmovi	v31.16b, #0\n\t"
		     "ldp	d8, d9, [%0]\n\t"
		     "ldp	d10, d11, [%0, #16]\n\t"
		     "ldp	d12, d13, [%0, #32]\n\t"
		     "ldp	d14, d15, [%0, #48]"
		     :
		     : "r"(r->d8_d15)
		     : "memory");
	memzero_explicit(r->d8_d15, sizeof(r->d8_d15));
}

// Read by the cond_yield macro of <asm/assembler.h> in the kernel's assembly: nonzero asks it to
// return to its glue at its next yield point. A long, as the macro loads 64 bits.
extern "C" {
__attribute__((visibility("default"))) unsigned long ukc_neon_yield_pending;
}

namespace {

__attribute__((constructor)) void neon_yield_from_env()
{
	ukc_neon_yield_pending = ukc::env_flag("UKCRYPTO_NEON_YIELD");
}

} // namespace

extern "C" void ukc_kernel_neon_set_yield(int on)
{
	__atomic_store_n(&ukc_neon_yield_pending, on ? 1UL : 0UL, __ATOMIC_RELAXED);
}

extern "C" int ukc_kernel_neon_depth(void)
{
	return neon_state.depth;
}
