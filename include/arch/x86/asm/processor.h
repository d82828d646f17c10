/* SPDX-License-Identifier: GPL-2.0-only */
/* The processor description: boot_cpu_data and the vendor numbers (<asm/cpufeature.h>). */
#ifndef _UKC_ASM_PROCESSOR_H
#define _UKC_ASM_PROCESSOR_H

#include <asm/cpufeature.h>

#endif /* _UKC_ASM_PROCESSOR_H */
