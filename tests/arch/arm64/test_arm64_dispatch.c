// SPDX-License-Identifier: GPL-2.0-only
// Which driver a lookup by name chooses on arm64, under each mask of CPU features: the Crypto
// Extensions drivers with nothing masked, the NEON tier with aes masked, the AES drivers
// without the fused GCM with pmull masked, and the generic drivers with asimd masked. The suite runs once per mask (UKCRYPTO_DISABLE_CPU_FEATURES, set by
// tests/meson.build) and checks that mask's row.
#define _GNU_SOURCE
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/auxv.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "dispatch_util.h"

static const struct dispatch_alg dispatch_algs[] = {
	DISPATCH_AES_ALGS,
	{ "sha256", KIND_SHASH },
	{ "essiv(cbc(aes),sha256)", KIND_SKCIPHER },
	{ "aegis128", KIND_AEAD },
	{ "rfc4106(gcm(aes))", KIND_AEAD },
	{ "ghash", KIND_SHASH },
	{ "chacha20", KIND_SKCIPHER },
	{ "xchacha20", KIND_SKCIPHER },
	{ "xchacha12", KIND_SKCIPHER },
};

#define N_ALGS (sizeof(dispatch_algs) / sizeof(dispatch_algs[0]))

// The expected driver of each algorithm above, in order, per mask: the Crypto Extensions
// drivers with nothing masked; with aes masked, the NEON tier where 6.12 has one and the
// generic code (and templates over the NEON tier) elsewhere; with pmull masked, the AES
// drivers and the gcm template over ctr-aes-ce; with asimd masked, the generic drivers alone.
// Names of template instances are the kernel's: cbc over the generic cipher is built on its
// lskcipher ecb.
//
// GHASH as 6.12's ghash-ce-glue.c has it: with PMULL it registers the fused gcm(aes) and
// rfc4106(gcm(aes)) and no ghash shash, so ghash is ghash-generic; without, ghash-neon (the
// 8-bit polynomial multiply) and the gcm template over it. Masking aes alone (which leaves
// PMULL, a CPU 6.12 never meets) gives ghash-neon on PMULL under the template.
//
// ChaCha and XChaCha need Advanced SIMD alone: the -neon drivers under every mask but asimd.
static const struct {
	const char *mask;
	const char *drivers[N_ALGS];
} dispatch_rows[] = {
	{ "",
	  { "aes-ce", "ecb-aes-ce", "cbc-aes-ce", "ctr-aes-ce", "xts-aes-ce", "cts-cbc-aes-ce",
	    "gcm-aes-ce", "sha256-ce", "essiv-cbc-aes-sha256-ce", "aegis128-simd",
	    "rfc4106-gcm-aes-ce", "ghash-generic", "chacha20-neon", "xchacha20-neon",
	    "xchacha12-neon" } },
	{ "aes",
	  { "aes-generic", "ecb-aes-neon", "cbc-aes-neon", "ctr-aes-neon", "xts-aes-neon",
	    "cts-cbc-aes-neon", "gcm_base(ctr-aes-neon,ghash-neon)", "sha256-ce",
	    "essiv-cbc-aes-sha256-neon", "aegis128-simd",
	    "rfc4106(gcm_base(ctr-aes-neon,ghash-neon))", "ghash-neon", "chacha20-neon",
	    "xchacha20-neon", "xchacha12-neon" } },
	{ "pmull",
	  { "aes-ce", "ecb-aes-ce", "cbc-aes-ce", "ctr-aes-ce", "xts-aes-ce", "cts-cbc-aes-ce",
	    "gcm_base(ctr-aes-ce,ghash-neon)", "sha256-ce", "essiv-cbc-aes-sha256-ce",
	    "aegis128-simd", "rfc4106(gcm_base(ctr-aes-ce,ghash-neon))", "ghash-neon",
	    "chacha20-neon", "xchacha20-neon", "xchacha12-neon" } },
	{ "asimd",
	  { "aes-generic", "ecb(aes-generic)", "cbc(ecb(aes-generic))", "ctr(aes-generic)",
	    "xts(ecb(aes-generic))", "cts(cbc(ecb(aes-generic)))",
	    "gcm_base(ctr(aes-generic),ghash-generic)", "sha256-generic",
	    "essiv(cbc(ecb(aes-generic)),sha256-generic)", "aegis128-generic",
	    "rfc4106(gcm_base(ctr(aes-generic),ghash-generic))", "ghash-generic",
	    "chacha20-generic", "xchacha20-generic", "xchacha12-generic" } },
};

#define N_ROWS (sizeof(dispatch_rows) / sizeof(dispatch_rows[0]))

START_TEST(test_dispatch)
{
	unsigned int r = dispatch_mask_row(dispatch_rows, sizeof(dispatch_rows[0]), N_ROWS);

	for (unsigned int a = 0; a < N_ALGS; a++)
		dispatch_assert_chosen(dispatch_rows[r].mask, dispatch_algs[a].name,
				       dispatch_algs[a].kind, dispatch_rows[r].drivers[a]);
}
END_TEST

// The rows describe a CPU with AES, PMULL and SHA-2 (qemu-aarch64 -cpu max, and every Armv8
// core with the Crypto Extensions), read from the auxiliary vector since the library's view is
// masked.
static bool cpu_has_every_tier(void)
{
	unsigned long hwcap = getauxval(AT_HWCAP);

	return (hwcap & HWCAP_ASIMD) && (hwcap & HWCAP_AES) && (hwcap & HWCAP_PMULL) &&
	       (hwcap & HWCAP_SHA2);
}

int main(void)
{
	if (!cpu_has_every_tier()) {
		printf("SKIP: this CPU lacks a feature of the arm64 Crypto Extensions drivers\n");
		return 77;
	}
	return check_run(check_new_suite("arm64 dispatch", "masks", 0, { test_dispatch }));
}
