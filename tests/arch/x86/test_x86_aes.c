// SPDX-License-Identifier: GPL-2.0-only
// The x86 AES drivers: which implementation each lookup picks on this CPU (and, with features
// masked by UKCRYPTO_DISABLE_CPU_FEATURES, the step-by-step fallback), their self-test status,
// and their output against the generic drivers on random data, keys, IVs and scatterlist
// splits, with SIMD usable and with the cryptd fallback forced.
#define _DEFAULT_SOURCE // alarm
#include <asm/cpufeature.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/simd.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "x86_test_util.h"

enum x86_level {
	LEVEL_GENERIC,
	LEVEL_AESNI,
	LEVEL_AESNI_AVX,
	LEVEL_VAES_AVX2,
	LEVEL_AVX10
};

// The feature-level suffix of the xts, ctr, cbc and cts drivers at each level.
static const char *const level_suffix[] = {
	[LEVEL_GENERIC] = NULL,		  [LEVEL_AESNI] = "aesni",
	[LEVEL_AESNI_AVX] = "aesni-avx",  [LEVEL_VAES_AVX2] = "vaes-avx2",
	[LEVEL_AVX10] = "vaes-avx10_512",
};

// The widest level registered, as the registry answers: which features each level needs is
// the tier table's to say (arch/x86/crypto/aes-x86-tiers.h), and test_x86_dispatch checks it
// against CPUID under each mask. This suite checks that the drivers follow the level.
static enum x86_level x86_level(void)
{
	char name[CRYPTO_MAX_ALG_NAME];

	for (int l = LEVEL_AVX10; l > LEVEL_GENERIC; l--) {
		snprintf(name, sizeof(name), "__xts-aes-%s", level_suffix[l]);
		struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, CRYPTO_ALG_INTERNAL,
								    CRYPTO_ALG_INTERNAL);

		if (!IS_ERR(tfm)) {
			crypto_free_skcipher(tfm);
			return (enum x86_level)l;
		}
		ck_assert_int_eq(PTR_ERR(tfm), -ENOENT);
	}
	return LEVEL_GENERIC;
}

// What a lookup of each name must answer at @level; the generic names are the templates' own.
static void expected_driver(const char *alg, enum x86_level level, char *out)
{
	const char *sfx = level_suffix[level];

	if (!strcmp(alg, "aes"))
		strcpy(out, level ? "aes-aesni" : "aes-generic");
	else if (!strcmp(alg, "ecb(aes)"))
		strcpy(out, level ? "ecb-aes-aesni" : "ecb(aes-generic)");
	else if (!strcmp(alg, "cts(cbc(aes))") && level)
		sprintf(out, "cts-cbc-aes-%s", sfx);
	else if (!strcmp(alg, "cts(cbc(aes))"))
		strcpy(out, "cts(cbc(ecb(aes-generic)))");
	else if (!strcmp(alg, "cbc(aes)") && level)
		sprintf(out, "cbc-aes-%s", sfx);
	else if (!strcmp(alg, "cbc(aes)"))
		strcpy(out, "cbc(ecb(aes-generic))");
	else if (!strcmp(alg, "ctr(aes)") && level)
		sprintf(out, "ctr-aes-%s", sfx);
	else if (!strcmp(alg, "ctr(aes)"))
		strcpy(out, "ctr(aes-generic)");
	else if (!strcmp(alg, "xts(aes)") && level)
		sprintf(out, "xts-aes-%s", sfx);
	else if (!strcmp(alg, "xts(aes)"))
		strcpy(out, "xts(ecb(aes-generic))");
	else
		ck_abort_msg("no expectation for %s", alg);
}

static struct crypto_alg *tfm_alg(struct crypto_skcipher *tfm)
{
	return crypto_skcipher_tfm(tfm)->__crt_alg;
}

// ---- the masking itself ----

static const unsigned int masked_features[] = {
	X86_FEATURE_AES,      X86_FEATURE_XMM4_1,   X86_FEATURE_PCLMULQDQ,  X86_FEATURE_AVX,
	X86_FEATURE_AVX2,     X86_FEATURE_VAES,	    X86_FEATURE_VPCLMULQDQ, X86_FEATURE_AVX512F,
	X86_FEATURE_AVX512BW, X86_FEATURE_AVX512VL, X86_FEATURE_BMI2,	    X86_FEATURE_SHA_NI,
	X86_FEATURE_GFNI,     X86_FEATURE_ADX,
};

// A named feature is clear even though CPUID has it; what depends on it (avx512f -> avx512bw,
// avx -> avx2, vaes, avx512f) is clear too; without a mask the features are CPUID's.
START_TEST(test_feature_mask)
{
	for (size_t i = 0; i < sizeof(masked_features) / sizeof(masked_features[0]); i++) {
		unsigned int bit = masked_features[i];
		const char *name = ukc_x86_feature_name(bit);

		ck_assert_ptr_nonnull(name);
		if (cpu_feature_masked(name))
			ck_assert_msg(!boot_cpu_has(bit), "%s masked but still set", name);
		if (!ukc_x86_cpuid_has(bit))
			ck_assert_msg(!boot_cpu_has(bit), "%s set but not in CPUID", name);
	}
	if (!boot_cpu_has(X86_FEATURE_AVX512F)) {
		ck_assert(!boot_cpu_has(X86_FEATURE_AVX512BW));
		ck_assert(!boot_cpu_has(X86_FEATURE_AVX512VL));
	}
	if (!boot_cpu_has(X86_FEATURE_AVX)) {
		ck_assert(!boot_cpu_has(X86_FEATURE_AVX2));
		ck_assert(!boot_cpu_has(X86_FEATURE_VAES));
		ck_assert(!boot_cpu_has(X86_FEATURE_AVX512F));
	}
	if (!getenv("UKCRYPTO_DISABLE_CPU_FEATURES") &&
	    cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512, NULL))
		for (size_t i = 0; i < sizeof(masked_features) / sizeof(masked_features[0]); i++)
			ck_assert_int_eq(boot_cpu_has(masked_features[i]),
					 ukc_x86_cpuid_has(masked_features[i]));
}
END_TEST

// ---- which implementation a lookup picks ----

static const char *const looked_up[] = { "aes",	     "ecb(aes)", "cbc(aes)",
					 "ctr(aes)", "xts(aes)", "cts(cbc(aes))" };

// The widest driver wins. The zmm tier keeps priority 1 on CPUs that slow down with zmm
// registers (6.12's exclusion list), and then the ymm AVX10 tier wins instead.
static void adjust_for_zmm_exclusion(char *want)
{
	char *p = strstr(want, "avx10_512");
	struct crypto_skcipher *tfm;

	if (!p)
		return;
	tfm = crypto_alloc_skcipher(want, 0, 0);
	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", want, PTR_ERR(tfm));
	if (tfm_alg(tfm)->cra_priority <= 2) {
		ck_assert_int_eq(tfm_alg(tfm)->cra_priority, x86_aes_driver_priority(want, true));
		memcpy(p, "avx10_256", 9);
	} else {
		ck_assert_int_eq(tfm_alg(tfm)->cra_priority, x86_aes_driver_priority(want, false));
	}
	crypto_free_skcipher(tfm);
}

START_TEST(test_lookup_picks_widest)
{
	enum x86_level level = x86_level();
	char want[CRYPTO_MAX_ALG_NAME];

	for (size_t i = 0; i < sizeof(looked_up) / sizeof(looked_up[0]); i++) {
		const char *alg = looked_up[i];
		const char *got;

		expected_driver(alg, level, want);
		adjust_for_zmm_exclusion(want);
		if (!strcmp(alg, "aes")) {
			struct crypto_cipher *c = crypto_alloc_cipher(alg, 0, 0);

			ck_assert_msg(!IS_ERR(c), "%s: %ld", alg, PTR_ERR(c));
			got = crypto_tfm_alg_driver_name(crypto_cipher_tfm(c));
			ck_assert_msg(!strcmp(got, want), "%s: got %s, want %s", alg, got, want);
			crypto_free_cipher(c);
			continue;
		}
		struct crypto_skcipher *tfm = crypto_alloc_skcipher(alg, 0, 0);

		ck_assert_msg(!IS_ERR(tfm), "%s: %ld", alg, PTR_ERR(tfm));
		got = crypto_skcipher_driver_name(tfm);
		ck_assert_msg(!strcmp(got, want), "%s: got %s, want %s (level %d)", alg, got, want,
			      level);
		crypto_free_skcipher(tfm);
	}
}
END_TEST

// ---- registration and self-tests ----

struct x86_driver {
	const char *name;
	enum x86_level level; // registered from this level up
};

static const struct x86_driver x86_drivers[] = {
	{ "aes-aesni", LEVEL_AESNI },
	{ "ecb-aes-aesni", LEVEL_AESNI },
	{ "__ecb-aes-aesni", LEVEL_AESNI },
	{ "cbc-aes-aesni", LEVEL_AESNI },
	{ "__cbc-aes-aesni", LEVEL_AESNI },
	{ "cts-cbc-aes-aesni", LEVEL_AESNI },
	{ "__cts-cbc-aes-aesni", LEVEL_AESNI },
	{ "ctr-aes-aesni", LEVEL_AESNI },
	{ "__ctr-aes-aesni", LEVEL_AESNI },
	{ "xts-aes-aesni", LEVEL_AESNI },
	{ "__xts-aes-aesni", LEVEL_AESNI },
	{ "xts-aes-aesni-avx", LEVEL_AESNI_AVX },
	{ "ctr-aes-aesni-avx", LEVEL_AESNI_AVX },
	{ "cbc-aes-aesni-avx", LEVEL_AESNI_AVX },
	{ "__xts-aes-aesni-avx", LEVEL_AESNI_AVX },
	{ "cts-cbc-aes-aesni-avx", LEVEL_AESNI_AVX },
	{ "xts-aes-vaes-avx2", LEVEL_VAES_AVX2 },
	{ "ctr-aes-vaes-avx2", LEVEL_VAES_AVX2 },
	{ "cbc-aes-vaes-avx2", LEVEL_VAES_AVX2 },
	{ "__cbc-aes-vaes-avx2", LEVEL_VAES_AVX2 },
	{ "cts-cbc-aes-vaes-avx2", LEVEL_VAES_AVX2 },
	{ "__cts-cbc-aes-vaes-avx2", LEVEL_VAES_AVX2 },
	{ "xts-aes-vaes-avx10_256", LEVEL_AVX10 },
	{ "ctr-aes-vaes-avx10_256", LEVEL_AVX10 },
	{ "cbc-aes-vaes-avx10_256", LEVEL_AVX10 },
	{ "cts-cbc-aes-vaes-avx10_256", LEVEL_AVX10 },
	{ "xts-aes-vaes-avx10_512", LEVEL_AVX10 },
	{ "ctr-aes-vaes-avx10_512", LEVEL_AVX10 },
	{ "cbc-aes-vaes-avx10_512", LEVEL_AVX10 },
	{ "__ctr-aes-vaes-avx10_512", LEVEL_AVX10 },
	{ "cts-cbc-aes-vaes-avx10_512", LEVEL_AVX10 },
};

// Every driver of the available levels is registered and passed its self-test (lookups by
// driver name also instantiate the cryptd wrappers); none of a masked level is registered.
START_TEST(test_registered_and_selftested)
{
	enum x86_level level = x86_level();
	size_t n = sizeof(x86_drivers) / sizeof(x86_drivers[0]);

	for (size_t i = 0; i < n; i++) {
		if (x86_drivers[i].level > level || x86_drivers[i].name[0] == '_' ||
		    !strcmp(x86_drivers[i].name, "aes-aesni"))
			continue;
		crypto_free_skcipher(alloc_skcipher(x86_drivers[i].name));
	}
	char *proc = proc_crypto_read();

	for (size_t i = 0; i < n; i++)
		assert_selftested(proc, x86_drivers[i].name, x86_drivers[i].level <= level);
	free(proc);
}
END_TEST

// ---- the same bytes as the generic drivers ----

enum mode_kind {
	MODE_ECB,
	MODE_CBC,
	MODE_CTR,
	MODE_XTS,
	MODE_CTS
};

struct mode_case {
	const char *generic; // instantiated from the generic cipher
	enum mode_kind kind;
	const char *drivers[6];
};

static const struct mode_case mode_cases[] = {
	{ "ecb(aes-generic)", MODE_ECB, { "ecb-aes-aesni" } },
	{ "cbc(aes-generic)",
	  MODE_CBC,
	  { "cbc-aes-aesni", "cbc-aes-aesni-avx", "cbc-aes-vaes-avx2", "cbc-aes-vaes-avx10_256",
	    "cbc-aes-vaes-avx10_512" } },
	{ "ctr(aes-generic)",
	  MODE_CTR,
	  { "ctr-aes-aesni", "ctr-aes-aesni-avx", "ctr-aes-vaes-avx2", "ctr-aes-vaes-avx10_256",
	    "ctr-aes-vaes-avx10_512" } },
	{ "xts(ecb(aes-generic))",
	  MODE_XTS,
	  { "xts-aes-aesni", "xts-aes-aesni-avx", "xts-aes-vaes-avx2", "xts-aes-vaes-avx10_256",
	    "xts-aes-vaes-avx10_512" } },
	{ "cts(cbc(aes-generic))",
	  MODE_CTS,
	  { "cts-cbc-aes-aesni", "cts-cbc-aes-aesni-avx", "cts-cbc-aes-vaes-avx2",
	    "cts-cbc-aes-vaes-avx10_256", "cts-cbc-aes-vaes-avx10_512" } },
};

// Lengths each mode takes, up to a little over two pages, biased to the small and the round.
static unsigned int random_len(enum mode_kind kind)
{
	unsigned int len;

	switch (rng_below(4)) {
	case 0:
		len = rng_below(64);
		break;
	case 1:
		len = 16 * (1 + rng_below(32));
		break;
	case 2:
		len = 4096;
		break;
	default:
		len = rng_below(2 * 4096 + 200);
		break;
	}
	if (kind == MODE_ECB || kind == MODE_CBC)
		len &= ~15u;
	if ((kind == MODE_XTS || kind == MODE_CTS) && len < 16)
		len = 16 + len;
	return len;
}

#define MAX_ENTRIES 5

static void random_key(enum mode_kind kind, u8 *key, unsigned int *klen)
{
	static const unsigned int sizes[] = { 16, 24, 32 };

	*klen = sizes[rng_below(3)];
	if (kind == MODE_XTS)
		*klen *= 2;
	rng_bytes(key, *klen);
}

// One random request through @tfm and through the generic @ref, in one direction; the bytes
// and, for CBC, CTR and CTS (whose template leaves the last CBC block), the IV left behind
// must match (XTS leaves none defined). With
// @nosimd the request must have gone through cryptd (completed asynchronously).
static void compare_one(struct crypto_skcipher *tfm, struct crypto_skcipher *ref,
			enum mode_kind kind, struct test_bufs *b, bool nosimd)
{
	unsigned int len = random_len(kind);
	u8 iv[16];

	rng_bytes(iv, sizeof(iv));
	skcipher_compare_one(tfm, ref, b, len, iv, MAX_ENTRIES,
			     nosimd ? COMPARE_NOSIMD_CRYPTD : COMPARE_SIMD,
			     kind == MODE_CBC || kind == MODE_CTR || kind == MODE_CTS);
}

// Counter blocks whose low 64 bits (or all 128) are about to wrap: the carry must cross into
// the high half wherever in a vector the wrap falls (NIST SP 800-38A B.1: the whole block is
// the counter, as the kernel's crypto_inc() counts it).
static void compare_ctr_wrap(struct crypto_skcipher *tfm, struct crypto_skcipher *ref,
			     struct test_bufs *b)
{
	for (unsigned int k = 1; k <= 20; k++) {
		unsigned int len = 16 * (k + rng_below(40)) + rng_below(16);
		struct scatterlist sg, sgr;
		u8 iv[16], iv_ref[16];

		rng_bytes(iv, 8);
		memset(iv + 8, 0xff, 8);
		iv[15] = (u8)(0x100 - k);
		if (k % 5 == 0)
			memset(iv, 0xff, 8);
		memcpy(iv_ref, iv, sizeof(iv));
		rng_bytes(b->src, len);
		memcpy(b->ref, b->src, len);
		sg_init_one(&sg, b->src, len);
		sg_init_one(&sgr, b->ref, len);
		ck_assert_int_eq(skcipher_run(tfm, true, &sg, &sg, len, iv, NULL), 0);
		ck_assert_int_eq(skcipher_run(ref, true, &sgr, &sgr, len, iv_ref, NULL), 0);
		ck_assert_msg(!memcmp(b->src, b->ref, len) && !memcmp(iv, iv_ref, 16),
			      "%s: counter wrap %u blocks in, len %u",
			      crypto_skcipher_driver_name(tfm), k, len);
	}
}

// Keys are set now and then with SIMD unusable: the generic key expansion must give the layout
// the SIMD code reads.
static void set_keys(struct crypto_skcipher *tfm, struct crypto_skcipher *ref, enum mode_kind kind)
{
	u8 key[64];
	unsigned int klen;

	random_key(kind, key, &klen);
	crypto_simd_disabled_for_test = rng_below(4) == 0;
	int err = crypto_skcipher_setkey(tfm, key, klen);
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(err, 0);
	ck_assert_int_eq(crypto_skcipher_setkey(ref, key, klen), 0);
}

static void compare_driver(const char *driver, const struct mode_case *mc, struct test_bufs *b)
{
	struct crypto_skcipher *tfm = alloc_skcipher(driver);
	struct crypto_skcipher *ref = alloc_skcipher(mc->generic);
	unsigned int n = fuzz_iterations(100);

	ck_assert_msg(!driver_is_x86(crypto_skcipher_driver_name(ref)),
		      "reference %s is not generic", crypto_skcipher_driver_name(ref));
	for (unsigned int i = 0; i < n; i++) {
		if (i % 8 == 0)
			set_keys(tfm, ref, mc->kind);
		compare_one(tfm, ref, mc->kind, b, i % 5 == 4);
	}
	if (mc->kind == MODE_CTR)
		compare_ctr_wrap(tfm, ref, b);
	crypto_free_skcipher(ref);
	crypto_free_skcipher(tfm);
}

static bool driver_available(const char *driver)
{
	for (size_t i = 0; i < sizeof(x86_drivers) / sizeof(x86_drivers[0]); i++)
		if (!strcmp(x86_drivers[i].name, driver))
			return x86_drivers[i].level <= x86_level();
	ck_abort_msg("unknown driver %s", driver);
	return false;
}

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0x5eed1e55ULL, salt);
}

START_TEST(test_same_as_generic)
{
	const struct mode_case *mc = &mode_cases[_i];
	struct test_bufs b;
	unsigned int tested = 0;

	test_bufs_alloc(&b);
	seed_rng((unsigned long long)_i << 32);
	for (size_t d = 0; d < 6 && mc->drivers[d]; d++) {
		if (!driver_available(mc->drivers[d]))
			continue;
		compare_driver(mc->drivers[d], mc, &b);
		tested++;
	}
	// Without AES-NI there is nothing to compare; otherwise at least the AES-NI driver ran.
	ck_assert_int_eq(tested > 0, x86_level() != LEVEL_GENERIC);
	test_bufs_free(&b);
}
END_TEST

// The single-block cipher, with SIMD and with its generic fallback, against aes-generic.
START_TEST(test_cipher_same_as_generic)
{
	struct crypto_cipher *tfm, *ref = crypto_alloc_cipher("aes-generic", 0, 0);
	u8 key[32], in[16], out[16], want[16];

	if (x86_level() == LEVEL_GENERIC) {
		ck_assert(IS_ERR(crypto_alloc_cipher("aes-aesni", 0, 0)));
		crypto_free_cipher(ref);
		return;
	}
	tfm = crypto_alloc_cipher("aes-aesni", 0, 0);
	ck_assert(!IS_ERR(tfm) && !IS_ERR(ref));
	seed_rng(0xc1);
	for (int i = 0; i < 300; i++) {
		unsigned int klen = 16 + 8 * rng_below(3);
		bool enc = rng_below(2);

		rng_bytes(key, klen);
		rng_bytes(in, 16);
		crypto_simd_disabled_for_test = rng_below(2);
		ck_assert_int_eq(crypto_cipher_setkey(tfm, key, klen), 0);
		crypto_simd_disabled_for_test = rng_below(2);
		(enc ? crypto_cipher_encrypt_one : crypto_cipher_decrypt_one)(tfm, out, in);
		crypto_simd_disabled_for_test = false;
		ck_assert_int_eq(crypto_cipher_setkey(ref, key, klen), 0);
		(enc ? crypto_cipher_encrypt_one : crypto_cipher_decrypt_one)(ref, want, in);
		ck_assert_msg(!memcmp(out, want, 16), "aes-aesni %s differs, key length %u",
			      enc ? "encryption" : "decryption", klen);
	}
	crypto_free_cipher(tfm);
	crypto_free_cipher(ref);
}
END_TEST

// Many requests in flight through one simd tfm with SIMD unusable: cryptd queues them on its
// worker threads, each completes once with the right bytes, and the counts drain to zero.
#define INFLIGHT 64

struct inflight {
	struct crypto_wait wait;
	struct skcipher_request *req;
	struct scatterlist sg, sg_ref;
	u8 data[256], ref[256], iv[16], iv_ref[16];
};

// Sends request @i of @f without waiting: with SIMD unusable it must be queued to cryptd.
static void inflight_submit(struct crypto_skcipher *tfm, struct inflight *f, int i)
{
	unsigned int len = sizeof(f->data) - (unsigned int)i;

	rng_bytes(f->data, sizeof(f->data));
	rng_bytes(f->iv, sizeof(f->iv));
	memcpy(f->ref, f->data, sizeof(f->data));
	memcpy(f->iv_ref, f->iv, sizeof(f->iv));
	crypto_init_wait(&f->wait);
	f->req = skcipher_request_alloc(tfm, GFP_KERNEL);
	ck_assert_ptr_nonnull(f->req);
	sg_init_one(&f->sg, f->data, len);
	skcipher_request_set_callback(f->req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done,
				      &f->wait);
	skcipher_request_set_crypt(f->req, &f->sg, &f->sg, len, f->iv);
	int err = crypto_skcipher_encrypt(f->req);
	ck_assert_msg(err == -EINPROGRESS || err == -EBUSY, "request %d: %d", i, err);
}

// Waits for request @i and checks it against the generic driver.
static void inflight_check(struct crypto_skcipher *ref, struct inflight *f, int i)
{
	unsigned int len = sizeof(f->data) - (unsigned int)i;

	ck_assert_int_eq(crypto_wait_req(-EINPROGRESS, &f->wait), 0);
	skcipher_request_free(f->req);
	sg_init_one(&f->sg_ref, f->ref, len);
	ck_assert_int_eq(skcipher_run(ref, true, &f->sg_ref, &f->sg_ref, len, f->iv_ref, NULL), 0);
	ck_assert_msg(!memcmp(f->data, f->ref, len), "request %d: wrong bytes", i);
	ck_assert_msg(!memcmp(f->iv, f->iv_ref, sizeof(f->iv)), "request %d: wrong IV", i);
}

START_TEST(test_cryptd_many_in_flight)
{
	static struct inflight f[INFLIGHT];
	struct crypto_skcipher *tfm, *ref;
	u8 key[16];

	tfm = crypto_alloc_skcipher("ctr(aes)", 0, 0);
	ref = crypto_alloc_skcipher("ctr(aes-generic)", 0, 0);
	ck_assert(!IS_ERR(tfm) && !IS_ERR(ref));
	// Without AES-NI the generic template answers: synchronous, no cryptd behind it.
	if (x86_level() == LEVEL_GENERIC) {
		ck_assert(!(tfm_alg(tfm)->cra_flags & CRYPTO_ALG_ASYNC));
		ck_assert_str_eq(crypto_skcipher_driver_name(tfm), "ctr(aes-generic)");
		crypto_free_skcipher(ref);
		crypto_free_skcipher(tfm);
		return;
	}
	ck_assert(tfm_alg(tfm)->cra_flags & CRYPTO_ALG_ASYNC);
	seed_rng(0xcd);
	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(ref, key, sizeof(key)), 0);
	crypto_simd_disabled_for_test = true;
	for (int i = 0; i < INFLIGHT; i++)
		inflight_submit(tfm, &f[i], i);
	crypto_simd_disabled_for_test = false;
	for (int i = 0; i < INFLIGHT; i++)
		inflight_check(ref, &f[i], i);
	crypto_free_skcipher(ref);
	crypto_free_skcipher(tfm);
}
END_TEST

// One request of @len bytes through @tfm with SIMD unusable (so through cryptd when @tfm is a
// simd wrapper); returns its status.
static int nosimd_request(struct crypto_skcipher *tfm, u8 *buf, unsigned int len)
{
	struct scatterlist sg;
	u8 iv[16] = { 0 };

	sg_init_one(&sg, buf, len);
	crypto_simd_disabled_for_test = true;
	int err = skcipher_run(tfm, true, &sg, &sg, len, iv, NULL);
	crypto_simd_disabled_for_test = false;
	return err;
}

// cryptd's worker threads do not survive fork(): a child that sends requests after its parent
// did must get workers of its own rather than wait forever.
START_TEST(test_cryptd_after_fork)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("cbc(aes)", 0, 0);
	u8 key[16] = { 1 }, buf[64] = { 0 };
	int status;

	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
	ck_assert_int_eq(nosimd_request(tfm, buf, sizeof(buf)), 0);
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		alarm(60);
		_exit(nosimd_request(tfm, buf, sizeof(buf)) ? 1 : 0);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %#x", status);
	crypto_free_skcipher(tfm);
}
END_TEST

// The internal algorithms answer only lookups that ask for internal ones.
START_TEST(test_internal_hidden)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("__xts-aes-aesni", 0, 0);

	ck_assert_int_eq(PTR_ERR(tfm), -ENOENT);
	if (x86_level() == LEVEL_GENERIC)
		return;
	tfm = crypto_alloc_skcipher("__xts-aes-aesni", CRYPTO_ALG_INTERNAL, CRYPTO_ALG_INTERNAL);
	ck_assert(!IS_ERR(tfm));
	ck_assert(!(tfm_alg(tfm)->cra_flags & CRYPTO_ALG_ASYNC));
	ck_assert_int_eq(tfm_alg(tfm)->cra_priority, 401);
	crypto_free_skcipher(tfm);
}
END_TEST

static Suite *x86_aes_suite(void)
{
	return x86_new_suite(
		"x86_aes", { test_feature_mask }, { test_lookup_picks_widest },
		{ test_registered_and_selftested },
		{ test_same_as_generic, (int)(sizeof(mode_cases) / sizeof(mode_cases[0])) },
		{ test_cipher_same_as_generic }, { test_cryptd_many_in_flight },
		{ test_cryptd_after_fork }, { test_internal_hidden });
}

int main(void)
{
	return check_run(x86_aes_suite());
}
