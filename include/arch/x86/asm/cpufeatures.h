/* SPDX-License-Identifier: GPL-2.0-only */
/* x86 CPU feature numbers, word * 32 + bit, laid out as the kernel's capability words. */
#ifndef _UKC_ASM_CPUFEATURES_H
#define _UKC_ASM_CPUFEATURES_H

/*
 * The words that hold the features the crypto drivers ask about, numbered as Linux 6.12
 * numbers them (word 0: CPUID 1 EDX, word 4: CPUID 1 ECX, word 9: CPUID 7.0 EBX, word 16:
 * CPUID 7.0 ECX), so a driver's X86_FEATURE_* names keep their meaning. Words that no driver
 * here uses stay empty.
 */
#define NCAPINTS 21

/* Word 0: CPUID leaf 1, EDX. */
#define X86_FEATURE_FXSR (0 * 32 + 24) /* "fxsr" */
#define X86_FEATURE_XMM (0 * 32 + 25)  /* "sse" */
#define X86_FEATURE_XMM2 (0 * 32 + 26) /* "sse2" */

/* Word 4: CPUID leaf 1, ECX. */
#define X86_FEATURE_XMM3 (4 * 32 + 0)	   /* "pni" (SSE3) */
#define X86_FEATURE_PCLMULQDQ (4 * 32 + 1) /* "pclmulqdq" */
#define X86_FEATURE_SSSE3 (4 * 32 + 9)	   /* "ssse3" */
#define X86_FEATURE_FMA (4 * 32 + 12)	   /* "fma" */
#define X86_FEATURE_XMM4_1 (4 * 32 + 19)   /* "sse4_1" */
#define X86_FEATURE_XMM4_2 (4 * 32 + 20)   /* "sse4_2" */
#define X86_FEATURE_MOVBE (4 * 32 + 22)	   /* "movbe" */
#define X86_FEATURE_AES (4 * 32 + 25)	   /* "aes" */
#define X86_FEATURE_XSAVE (4 * 32 + 26)	   /* "xsave" */
#define X86_FEATURE_OSXSAVE (4 * 32 + 27)  /* not shown by /proc/cpuinfo; "osxsave" here */
#define X86_FEATURE_AVX (4 * 32 + 28)	   /* "avx" */

/* Word 9: CPUID leaf 7 subleaf 0, EBX. */
#define X86_FEATURE_BMI1 (9 * 32 + 3)	     /* "bmi1" */
#define X86_FEATURE_AVX2 (9 * 32 + 5)	     /* "avx2" */
#define X86_FEATURE_BMI2 (9 * 32 + 8)	     /* "bmi2" */
#define X86_FEATURE_AVX512F (9 * 32 + 16)    /* "avx512f" */
#define X86_FEATURE_AVX512DQ (9 * 32 + 17)   /* "avx512dq" */
#define X86_FEATURE_ADX (9 * 32 + 19)	     /* "adx" */
#define X86_FEATURE_AVX512IFMA (9 * 32 + 21) /* "avx512ifma" */
#define X86_FEATURE_AVX512CD (9 * 32 + 28)   /* "avx512cd" */
#define X86_FEATURE_SHA_NI (9 * 32 + 29)     /* "sha_ni" */
#define X86_FEATURE_AVX512BW (9 * 32 + 30)   /* "avx512bw" */
#define X86_FEATURE_AVX512VL (9 * 32 + 31)   /* "avx512vl" */

/* Word 16: CPUID leaf 7 subleaf 0, ECX. */
#define X86_FEATURE_AVX512VBMI (16 * 32 + 1)	    /* "avx512vbmi" */
#define X86_FEATURE_AVX512_VBMI2 (16 * 32 + 6)	    /* "avx512_vbmi2" */
#define X86_FEATURE_GFNI (16 * 32 + 8)		    /* "gfni" */
#define X86_FEATURE_VAES (16 * 32 + 9)		    /* "vaes" */
#define X86_FEATURE_VPCLMULQDQ (16 * 32 + 10)	    /* "vpclmulqdq" */
#define X86_FEATURE_AVX512_VNNI (16 * 32 + 11)	    /* "avx512_vnni" */
#define X86_FEATURE_AVX512_BITALG (16 * 32 + 12)    /* "avx512_bitalg" */
#define X86_FEATURE_AVX512_VPOPCNTDQ (16 * 32 + 14) /* "avx512_vpopcntdq" */

#endif /* _UKC_ASM_CPUFEATURES_H */
