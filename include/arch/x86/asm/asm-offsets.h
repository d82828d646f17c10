/* SPDX-License-Identifier: GPL-2.0-only */
/* Structure offsets for assembly, which kbuild generates from C: the 6.12 crypto assembly that
 * includes this file reads none of them, so it is empty. One that did would fail to link on
 * the missing symbol, not assemble to something else. */
#ifndef _UKC_ASM_ASM_OFFSETS_H
#define _UKC_ASM_ASM_OFFSETS_H
#endif /* _UKC_ASM_ASM_OFFSETS_H */
