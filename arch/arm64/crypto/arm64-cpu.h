/* SPDX-License-Identifier: GPL-2.0-only */
/* cpu_have_named_feature() for the arm64 glue files, from the auxiliary vector's AT_HWCAP. */
#ifndef _UKC_ARCH_ARM64_ARM64_CPU_H
#define _UKC_ARCH_ARM64_ARM64_CPU_H

#include <asm/cpufeature.h>

#ifndef cpu_have_named_feature
#include <sys/auxv.h>

#define UKC_HWCAP_ASIMD HWCAP_ASIMD
#define UKC_HWCAP_AES HWCAP_AES
#define UKC_HWCAP_PMULL HWCAP_PMULL
#define UKC_HWCAP_SHA2 HWCAP_SHA2
#define cpu_have_named_feature(name) ((getauxval(AT_HWCAP) & UKC_HWCAP_##name) != 0)
#endif

#endif /* _UKC_ARCH_ARM64_ARM64_CPU_H */
