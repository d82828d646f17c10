/* SPDX-License-Identifier: GPL-2.0-only */
/* Symbol annotations for assembler files (SYM_FUNC_START ... SYM_FUNC_END, RET) and the
 * asmlinkage marker for C, with the meaning the kernel's documentation gives them
 * (Documentation/core-api/asm-annotations.rst). No CFI, IBT or return thunks are in use. */
#ifndef _UKC_LINUX_LINKAGE_H
#define _UKC_LINUX_LINKAGE_H

#include <linux/compiler_types.h>
/* As the kernel's, it brings EXPORT_SYMBOL (blake2s-glue.c relies on it). */
#include <linux/export.h>

#ifndef __ASSEMBLY__

/* C functions called from assembler, or assembler functions called from C: the normal ABI. */
#ifdef __cplusplus
#define asmlinkage extern "C"
#else
#define asmlinkage
#endif

/* The assembler's own syntax below (%function, . - name): not C, so not formatted as C. */
/* clang-format off */
#else /* __ASSEMBLY__ */

#if defined(__x86_64__) || defined(__i386__)
#define __ukc_func_align .p2align 4, 0x90
#define RET ret
/* An indirect branch's landing mark (<asm/ibt.h>): nothing, with IBT not in use. */
#define ENDBR
#elif defined(__aarch64__)
#define __ukc_func_align .p2align 2
#else
#define __ukc_func_align .p2align 2
#endif

#define ASM_NL ;
#define ALIGN __ukc_func_align

/* A function others may call: global, aligned, typed as a function. */
#define SYM_FUNC_START(name) \
	.globl name ASM_NL __ukc_func_align ASM_NL .type name, %function ASM_NL name:
/* The same, without an alignment of its own (it follows on from code above it). */
#define SYM_FUNC_START_NOALIGN(name) .globl name ASM_NL .type name, %function ASM_NL name:
/* A function only this file calls. */
#define SYM_FUNC_START_LOCAL(name) __ukc_func_align ASM_NL .type name, %function ASM_NL name:
#define SYM_FUNC_START_LOCAL_NOALIGN(name) .type name, %function ASM_NL name:
/* A function whose symbol stays out of the module's interface (local to the .so). */
#define SYM_FUNC_START_WEAK(name) \
	.weak name ASM_NL __ukc_func_align ASM_NL .type name, %function ASM_NL name:
/* Ends the function @name begun above: its size is the bytes since its start. */
#define SYM_FUNC_END(name) .size name, . - name
/* Another name for the function @name just ended, visible in this file only. */
#define SYM_FUNC_ALIAS_LOCAL(alias, name) \
	.type alias, %function ASM_NL .set alias, name ASM_NL .size alias, . - name
/* Another global name for @name. */
#define SYM_FUNC_ALIAS(alias, name) \
	.globl alias ASM_NL SYM_FUNC_ALIAS_LOCAL(alias, name)

/* Code reached by jumps, not calls. */
#define SYM_CODE_START(name) .globl name ASM_NL __ukc_func_align ASM_NL name:
#define SYM_CODE_START_LOCAL(name) __ukc_func_align ASM_NL name:
#define SYM_CODE_END(name) .type name, %function ASM_NL .size name, . - name

/* A label inside a function (a second entry point), of linkage SYM_L_GLOBAL, SYM_L_WEAK or
 * SYM_L_LOCAL: a symbol with no type of its own. */
#define SYM_L_GLOBAL(name) .globl name
#define SYM_L_WEAK(name) .weak name
#define SYM_L_LOCAL(name)
#define SYM_INNER_LABEL(name, linkage) .type name, %notype ASM_NL linkage(name) ASM_NL name:
#define SYM_INNER_LABEL_ALIGN(name, linkage) \
	__ukc_func_align ASM_NL SYM_INNER_LABEL(name, linkage)

/* Data objects. */
#define SYM_DATA_START(name) .globl name ASM_NL name:
#define SYM_DATA_START_LOCAL(name) name:
#define SYM_DATA_END(name) .type name, %object ASM_NL .size name, . - name
#define SYM_DATA(name, ...) .globl name ASM_NL name: __VA_ARGS__ ASM_NL SYM_DATA_END(name)
#define SYM_DATA_LOCAL(name, ...) name: __VA_ARGS__ ASM_NL SYM_DATA_END(name)

/* clang-format on */
#endif /* __ASSEMBLY__ */

#endif /* _UKC_LINUX_LINKAGE_H */
