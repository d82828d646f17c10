/* SPDX-License-Identifier: GPL-2.0-only */
/* The xts template's x86 pass (xts-pass-avx2.cpp), for the glue file that installs it. */
#ifndef _UKC_X86_XTS_PASS_X86_H
#define _UKC_X86_XTS_PASS_X86_H

#include "shared/xts_pass.h"

#pragma GCC visibility push(hidden)

namespace ukc::x86 {

/* AVX2 and VPCLMULQDQ: eight blocks at a time; returns the blocks done, a multiple of 8. */
xts_arch_pass_fn xts_xor_blocks_vpclmul;

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_X86_XTS_PASS_X86_H */
