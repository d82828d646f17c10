/* SPDX-License-Identifier: GPL-2.0-only */
/* What the crct10dif-pclmul and crc32-pclmul glue share: the routine chosen at registration
 * from the tiers, and the update that runs it inside an FPU section or falls back. */
#ifndef _UKC_ARCH_X86_CRC_PCLMUL_GLUE_H
#define _UKC_ARCH_X86_CRC_PCLMUL_GLUE_H

#include <asm/fpu/api.h>
#include <crypto/internal/simd.h>

#include "crc-pclmul-x86.h"
#include "x86-drivers.h"

namespace ukc::x86 {

template <typename T> using crc_pclmul_fn = T (*)(T crc, const u8 *p, size_t len);

// The 512-bit fold consumes 256 bytes a step; below that the xmm code is as fast.
constexpr size_t crc_pclmul_zmm_min = 256;

template <typename T, crc_pclmul_fn<T> xmm, crc_pclmul_fn<T> zmm>
T crc_pclmul_zmm_or_xmm(T crc, const u8 *p, size_t len)
{
	return len >= crc_pclmul_zmm_min ? zmm(crc, p, len) : xmm(crc, p, len);
}

// The routine of the widest tier the probed features allow, chosen once at registration.
template <typename T, crc_pclmul_fn<T> xmm, crc_pclmul_fn<T> zmm>
crc_pclmul_fn<T> crc_pclmul_choose(const char *driver)
{
	const bool wide = x86_has_vpclmul_avx512_fast();

	pr_info("%s: %s code\n", driver, wide ? "vpclmul-avx512" : "pclmul");
	return wide ? crc_pclmul_zmm_or_xmm<T, xmm, zmm> : xmm;
}

// The shash update: the chosen routine @simd from @min bytes when the FPU may be used, as
// 6.12's glue does, else the portable code.
template <typename T, const crc_pclmul_fn<T> &simd, crc_pclmul_fn<T> portable, size_t min>
T crc_pclmul_update(T crc, const u8 *p, size_t len)
{
	if (len < min || !crypto_simd_usable())
		return portable(crc, p, len);
	kernel_fpu_begin();
	crc = simd(crc, p, len);
	kernel_fpu_end();
	return crc;
}

} // namespace ukc::x86

#endif /* _UKC_ARCH_X86_CRC_PCLMUL_GLUE_H */
