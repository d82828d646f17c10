/* SPDX-License-Identifier: GPL-2.0-only */
/* Assembler functions called through pointers (SYM_TYPED_FUNC_START). Without the compiler's
 * control-flow-integrity checks (kCFI) no type hash precedes them: they are plain functions. */
#ifndef _UKC_LINUX_CFI_TYPES_H
#define _UKC_LINUX_CFI_TYPES_H

#include <linux/linkage.h>

#ifdef __ASSEMBLY__
#define SYM_TYPED_FUNC_START(name) SYM_FUNC_START(name)
#define SYM_TYPED_START(name, linkage, align...) SYM_FUNC_START(name)
#endif

#endif /* _UKC_LINUX_CFI_TYPES_H */
