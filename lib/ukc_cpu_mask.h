/* SPDX-License-Identifier: GPL-2.0-only */
/* UKCRYPTO_DISABLE_CPU_FEATURES for both architectures: their feature names (as /proc/cpuinfo
 * prints them) and the one parser each architecture's probe calls (lib/cpu_feature_mask.cpp). */
#ifndef _UKC_LIB_CPU_MASK_H
#define _UKC_LIB_CPU_MASK_H

#include <cstddef>
#include <span>

namespace ukc {

/* A feature's /proc/cpuinfo name and its number on its architecture (X86_FEATURE_*,
 * KERNEL_HWCAP_*). */
struct cpu_feature_name {
	const char *name;
	unsigned int num;
};

/* An architecture's name ("x86", "arm64") and the features this library knows of it. */
struct cpu_feature_arch {
	const char *name;
	std::span<const cpu_feature_name> features;
};

extern const cpu_feature_arch cpu_features_x86;
extern const cpu_feature_arch cpu_features_arm64;

/*
 * Reads UKCRYPTO_DISABLE_CPU_FEATURES (comma or space separated names) for @own: calls @clear
 * with @words for each of its features named there. One list may serve both architectures'
 * test runs, so @other's names are logged as ignored; a name neither knows is kept for
 * cpu_mask_check(). Runs from a constructor: no dynamic initialisation is relied on.
 */
void cpu_mask_from_env(const cpu_feature_arch &own, const cpu_feature_arch &other,
		       void (*clear)(void *words, unsigned int num), void *words);

/*
 * For @own's first initcall: 0, or -EINVAL after saying on the log and on stderr which names
 * were unknown and which both architectures know (a misspelt mask would test the wrong
 * drivers).
 */
int cpu_mask_check(const cpu_feature_arch &own, const cpu_feature_arch &other);

/* @arch's name of feature @num, or nullptr. */
const char *cpu_feature_name_of(const cpu_feature_arch &arch, unsigned int num);

} // namespace ukc

#endif /* _UKC_LIB_CPU_MASK_H */
