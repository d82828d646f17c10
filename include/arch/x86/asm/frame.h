/* SPDX-License-Identifier: GPL-2.0-only */
/* Frame-pointer set-up for assembler functions (FRAME_BEGIN/FRAME_END), as a kernel built
 * without CONFIG_FRAME_POINTER has it: nothing, and no offset on the stack arguments. */
#ifndef _UKC_ASM_FRAME_H
#define _UKC_ASM_FRAME_H

#ifdef __ASSEMBLY__
#define FRAME_BEGIN
#define FRAME_END
#define FRAME_OFFSET 0
#else
#define FRAME_BEGIN ""
#define FRAME_END ""
#define FRAME_OFFSET 0
#endif

#endif /* _UKC_ASM_FRAME_H */
