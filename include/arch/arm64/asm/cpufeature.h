/* SPDX-License-Identifier: GPL-2.0-only */
/* arm64 CPU features as drivers test them: cpu_have_named_feature(), module_cpu_feature_match(). */
#ifndef _UKC_ASM_CPUFEATURE_H
#define _UKC_ASM_CPUFEATURE_H

#include <asm/hwcap.h>
#include <linux/errno.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * cpu_have_feature() - whether this CPU has a feature and the library may use it
 * @num: a KERNEL_HWCAP_* number (cpu_feature(AES))
 *
 * The features are read once at start-up from getauxval(AT_HWCAP) and AT_HWCAP2. A feature
 * that UKCRYPTO_DISABLE_CPU_FEATURES names (by its /proc/cpuinfo name: "aes", "pmull",
 * "sha2"...) is clear, and so is every feature that needs a clear one: masking "asimd" clears
 * the crypto extensions too, whose instructions work on the SIMD registers.
 *
 * Return: true if the feature is present and not masked.
 */
bool cpu_have_feature(unsigned int num);

#define cpu_have_named_feature(name) cpu_have_feature(cpu_feature(name))

/**
 * cpu_get_elf_hwcap() - AT_HWCAP as the library sees it, masked features cleared
 *
 * Return: the HWCAP_* bits.
 */
unsigned long cpu_get_elf_hwcap(void);

/**
 * cpu_get_elf_hwcap2() - AT_HWCAP2 as the library sees it, masked features cleared
 *
 * Return: the HWCAP2_* bits.
 */
unsigned long cpu_get_elf_hwcap2(void);

/* The kernel tests the boot CPU's FP/SIMD support so; here the "fp" feature. */
static inline bool system_supports_fpsimd(void)
{
	return cpu_have_named_feature(FP);
}

/**
 * ukc_arm64_auxv_has() - a feature as getauxval() reports it, before any masking
 * @num: a KERNEL_HWCAP_* number
 *
 * For tests that check the masking itself; drivers use cpu_have_named_feature().
 *
 * Return: true if the kernel reports the feature to this process.
 */
bool ukc_arm64_auxv_has(unsigned int num);

/**
 * ukc_arm64_feature_name() - the /proc/cpuinfo name of a feature
 * @num: a KERNEL_HWCAP_* number
 *
 * Return: the name ("sha512"), or NULL for a number this library does not know.
 */
const char *ukc_arm64_feature_name(unsigned int num);

/*
 * module_cpu_feature_match(AES, init): run @__initfunc as the module's init only when the CPU
 * has the feature (the kernel's modules load on a feature's uevent; here the test is in the
 * initcall), else the driver stays away, with -ENODEV as a module load would give.
 */
#define module_cpu_feature_match(x, __initfunc)             \
	static int __ukc_cpu_feature_match_##x##_init(void) \
	{                                                   \
		if (!cpu_have_feature(cpu_feature(x)))      \
			return -ENODEV;                     \
		return __initfunc();                        \
	}                                                   \
	module_init(__ukc_cpu_feature_match_##x##_init)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_ASM_CPUFEATURE_H */
