/* SPDX-License-Identifier: GPL-2.0-only */
/* Indirect branches of assembly (JMP_NOSPEC, CALL_NOSPEC): plain ones, as a kernel built without
 * retpolines has them; a process is not the kernel these mitigations protect. */
#ifndef _UKC_ASM_NOSPEC_BRANCH_H
#define _UKC_ASM_NOSPEC_BRANCH_H

#ifdef __ASSEMBLY__
/* The register is named without its %, as the kernel's assembly writes it: JMP_NOSPEC rax.
 * The assembler's own syntax: not C, so not formatted as C. */
/* clang-format off */
.macro JMP_NOSPEC reg:req
	jmp *%\reg
.endm

.macro CALL_NOSPEC reg:req
	call *%\reg
.endm

.macro ANNOTATE_RETPOLINE_SAFE
.endm
/* clang-format on */
#endif

#endif /* _UKC_ASM_NOSPEC_BRANCH_H */
