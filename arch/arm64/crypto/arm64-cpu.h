/* SPDX-License-Identifier: GPL-2.0-only */
/* cpu_have_named_feature() for the arm64 glue files, from the auxiliary vector's AT_HWCAP. */
#ifndef _UKC_ARCH_ARM64_ARM64_CPU_H
#define _UKC_ARCH_ARM64_ARM64_CPU_H

#include <asm/cpufeature.h>

#ifndef cpu_have_named_feature
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>

/*
 * Where <asm/cpufeature.h> does not provide it: the hwcap bit, cleared when
 * UKCRYPTO_DISABLE_CPU_FEATURES names the feature (arm64 names as in /proc/cpuinfo's Features
 * line; names of other architectures are not this header's to judge). Drivers ask once, at
 * registration.
 */
static inline bool ukc_arm64_have_feature(unsigned long hwcap_bit, const char *name)
{
	const char *mask = secure_getenv("UKCRYPTO_DISABLE_CPU_FEATURES");
	size_t n = strlen(name);

	if (!(getauxval(AT_HWCAP) & hwcap_bit))
		return false;
	for (const char *p = mask; p && *p; p += strcspn(p, ",")) {
		p += *p == ',';
		if (!strncmp(p, name, n) && (p[n] == ',' || !p[n]))
			return false;
	}
	return true;
}

#define UKC_ARM64_HWCAP_ASIMD HWCAP_ASIMD
#define UKC_ARM64_HWCAP_AES HWCAP_AES
#define UKC_ARM64_HWCAP_PMULL HWCAP_PMULL
#define UKC_ARM64_HWCAP_SHA2 HWCAP_SHA2
#define UKC_ARM64_NAME_ASIMD "asimd"
#define UKC_ARM64_NAME_AES "aes"
#define UKC_ARM64_NAME_PMULL "pmull"
#define UKC_ARM64_NAME_SHA2 "sha2"
#define cpu_have_named_feature(name)                                                               \
	ukc_arm64_have_feature(UKC_ARM64_HWCAP_##name, UKC_ARM64_NAME_##name)
#endif

#endif /* _UKC_ARCH_ARM64_ARM64_CPU_H */
