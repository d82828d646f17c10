/* SPDX-License-Identifier: GPL-2.0-only */
/* XSAVE state components: the XCR0 bits the OS sets for the register files it saves. */
#ifndef _UKC_ASM_FPU_TYPES_H
#define _UKC_ASM_FPU_TYPES_H

/* State components, numbered by their bit in XCR0 (Intel SDM vol. 1, 13.1). */
enum xfeature {
	XFEATURE_FP,
	XFEATURE_SSE,
	XFEATURE_YMM,
	XFEATURE_BNDREGS,
	XFEATURE_BNDCSR,
	XFEATURE_OPMASK,
	XFEATURE_ZMM_Hi256,
	XFEATURE_Hi16_ZMM,
	XFEATURE_MAX,
};

#define XFEATURE_MASK_FP (1 << XFEATURE_FP)
#define XFEATURE_MASK_SSE (1 << XFEATURE_SSE)
#define XFEATURE_MASK_YMM (1 << XFEATURE_YMM)
#define XFEATURE_MASK_BNDREGS (1 << XFEATURE_BNDREGS)
#define XFEATURE_MASK_BNDCSR (1 << XFEATURE_BNDCSR)
#define XFEATURE_MASK_OPMASK (1 << XFEATURE_OPMASK)
#define XFEATURE_MASK_ZMM_Hi256 (1 << XFEATURE_ZMM_Hi256)
#define XFEATURE_MASK_Hi16_ZMM (1 << XFEATURE_Hi16_ZMM)

#define XFEATURE_MASK_FPSSE (XFEATURE_MASK_FP | XFEATURE_MASK_SSE)
/* AVX-512 needs all three: the mask registers, the upper halves of zmm0-15, and zmm16-31. */
#define XFEATURE_MASK_AVX512 \
	(XFEATURE_MASK_OPMASK | XFEATURE_MASK_ZMM_Hi256 | XFEATURE_MASK_Hi16_ZMM)

#endif /* _UKC_ASM_FPU_TYPES_H */
