/* SPDX-License-Identifier: GPL-2.0-only */
/* Structure offsets for assembly, which kbuild generates from C (arch/x86/kernel/asm-offsets.c):
 * here written out, each checked against the struct it measures when C includes this file. An
 * offset the 6.12 crypto assembly reads that is missing fails the link on the symbol, not
 * assembles to something else. */
#ifndef _UKC_ASM_ASM_OFFSETS_H
#define _UKC_ASM_ASM_OFFSETS_H

/* struct aria_ctx (<crypto/aria.h>): 17 round keys of 16 bytes each way, then the rounds. */
#define ARIA_CTX_enc_key 0
#define ARIA_CTX_dec_key 272
#define ARIA_CTX_rounds 544

#ifndef __ASSEMBLY__
#include <crypto/aria.h>
#include <stddef.h>
#ifdef __cplusplus
#define UKC_ASM_OFFSET_CHECK(type, member, off) static_assert(offsetof(type, member) == (off), #off)
#else
#define UKC_ASM_OFFSET_CHECK(type, member, off) \
	_Static_assert(offsetof(type, member) == (off), #off)
#endif
UKC_ASM_OFFSET_CHECK(struct aria_ctx, enc_key, ARIA_CTX_enc_key);
UKC_ASM_OFFSET_CHECK(struct aria_ctx, dec_key, ARIA_CTX_dec_key);
UKC_ASM_OFFSET_CHECK(struct aria_ctx, rounds, ARIA_CTX_rounds);
#endif

#endif /* _UKC_ASM_ASM_OFFSETS_H */
