// SPDX-License-Identifier: GPL-2.0-only
// The kernel's own 6.12 drivers, built unchanged by ukcrypto-kbuild into modules: loaded at
// start-up from UKCRYPTO_MODULES with the built-in arch drivers left out, they take their real
// names and win the lookups; rmmod unregisters them; an alias miss loads the module naming it.
#define _GNU_SOURCE // gettid()
#include <asm/cpufeature.h>
#include <crypto/acompress.h>
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "../crypto/internal.h"
#include "check_run.h"
#include "proc_util.h"

// The proc block of @driver says it passed its self-test and belongs to @module.
static void check_proc(const char *driver, const char *module)
{
	char line[128];
	char *proc = proc_crypto_read();
	const char *block = proc_block(proc, driver);

	ck_assert_msg(block != NULL, "%s is not registered", driver);
	snprintf(line, sizeof(line), "module       : %s\n", module);
	ck_assert_msg(proc_block_has(block, line), "%s: not from %s", driver, module);
	ck_assert_msg(proc_block_has(block, "selftest     : passed\n"), "%s: not passed", driver);
	free(proc);
}

START_TEST(test_kernel_drivers_win)
{
	char buf[128];

	// 6.12's register_avx_algs(): the VAES drivers need AVX2, VAES, VPCLMULQDQ and
	// PCLMULQDQ; the avx10 ones AVX512BW, AVX512VL and BMI2 besides (avx10_512 the highest, at
	// 800, off the CPUs of its zmm exclusion list, all Intel ones).
	bool vaes = boot_cpu_has(X86_FEATURE_AVX2) && boot_cpu_has(X86_FEATURE_VAES) &&
		    boot_cpu_has(X86_FEATURE_VPCLMULQDQ) && boot_cpu_has(X86_FEATURE_PCLMULQDQ);
	bool avx10 = vaes && boot_cpu_has(X86_FEATURE_AVX512BW) &&
		     boot_cpu_has(X86_FEATURE_AVX512VL) && boot_cpu_has(X86_FEATURE_BMI2);
	const char *want = avx10  ? "xts-aes-vaes-avx10_512"
			   : vaes ? "xts-aes-vaes-avx2"
				  : "xts-aes-aesni-avx";
	ck_assert_str_eq(lookup_driver("skcipher", "xts(aes)", buf, sizeof(buf)), want);
	check_proc(want, "aesni_intel");
	check_proc("ctr-aes-aesni", "aesni_intel");
	check_proc("sha256-avx2", "sha256_ssse3");
	check_proc("aegis128-aesni", "aegis128_aesni");
	// The library's own drivers of those names were left out (UKCRYPTO_BUILTIN_ARCH=0), and
	// its aes-generic for 6.12's aes_generic.c.
	check_proc("aes-generic", "aes_generic");
}
END_TEST

START_TEST(test_rmmod)
{
	char buf[128];

	ck_assert_int_eq(ukc_rmmod("aesni_intel"), 0);
	ck_assert_str_eq(lookup_driver("skcipher", "ctr-aes-aesni", buf, sizeof(buf)), "error -2");
	// xts(aes) now comes from the template over the generic cipher.
	ck_assert_str_eq(lookup_driver("skcipher", "xts(aes)", buf, sizeof(buf)),
			 "xts(ecb(aes-generic))");
	ck_assert_int_eq(ukc_rmmod("aesni_intel"), -ENOENT);
	ck_assert_int_eq(ukc_rmmod("no_such_module"), -ENOENT);
}
END_TEST

START_TEST(test_alias_loads_module)
{
	char buf[128];

	// The library's xctr template is left out here (UKCRYPTO_BUILTIN_EXCLUDE): the miss asks
	// for "crypto-xctr", which the kernel's xctr.c declares (MODULE_ALIAS_CRYPTO) in the templates module of UKCRYPTO_MODULE_PATH.
	// xctr is built over the single-block cipher: here the kernel's aes-aesni from the
	// aesni_intel module (named, since aesni_intel's own xctr-aes-* drivers win "xctr(aes)").
	ck_assert_str_eq(lookup_driver("skcipher", "xctr(aes-aesni)", buf, sizeof(buf)),
			 "xctr(aes-aesni)");
	proc_assert_block("xctr(aes-aesni)", "module       : kernel_templates\n");
}
END_TEST

static char *kmod_path(const char *file)
{
	static char path[4096];

	snprintf(path, sizeof(path), "%s/%s", getenv("UKCRYPTO_MODULE_PATH"), file);
	return path;
}

// The instance @name makes (an shash, skcipher or AEAD, by @kind) comes from @module and
// passed its self-test.
static void check_instance(const char *name, char kind, const char *module)
{
	struct crypto_tfm *base;
	void *tfm;

	if (kind == 'h')
		tfm = crypto_alloc_shash(name, 0, 0);
	else if (kind == 's')
		tfm = crypto_alloc_skcipher(name, 0, 0);
	else
		tfm = crypto_alloc_aead(name, 0, 0);
	ck_assert_msg(!IS_ERR(tfm), "%s: error %ld", name, PTR_ERR(tfm));
	base = kind == 'h'   ? crypto_shash_tfm(tfm)
	       : kind == 's' ? crypto_skcipher_tfm(tfm)
			     : crypto_aead_tfm(tfm);
	check_proc(crypto_tfm_alg_driver_name(base), module);
	crypto_destroy_tfm(tfm, base);
}

// The instance @name makes comes from the kernel's template files and passed its self-test.
static void check_template_instance(const char *name, char kind)
{
	check_instance(name, kind, "kernel_templates");
}

START_TEST(test_kernel_templates_pass)
{
	static const struct {
		const char *name;
		char kind;
	} names[] = {
		{ "hmac(sha256-generic)", 'h' },
		{ "hmac(sha1)", 'h' },
		{ "cmac(aes)", 'h' },
		{ "cmac(camellia)", 'h' },
		{ "xcbc(aes)", 'h' },
		{ "cbcmac(aes)", 'h' },
		{ "ccm(aes)", 'a' },
		{ "rfc4309(ccm(aes))", 'a' },
		{ "lrw(aes)", 's' },
		{ "lrw(serpent)", 's' },
		{ "cts(cbc(aes-generic))", 's' },
		{ "xts(ecb(aes-generic))", 's' },
		{ "xctr(aes-generic)", 's' },
		{ "gcm_base(ctr(aes-generic),ghash-generic)", 'a' },
		{ "essiv(cbc(aes),sha256)", 's' },
	};

	// An instance made before the kernel's templates load is the library's hmac's.
	struct crypto_shash *early = crypto_alloc_shash("hmac(sha3-256)", 0, 0);
	ck_assert(!IS_ERR(early));
	crypto_free_shash(early);
	check_instance("hmac(sha3-256)", 'h', "kernel");
	// Loaded after the library's own templates, the kernel's of the same names make the
	// instances not made yet (the newest template of a name is found first).
	ck_assert_int_eq(ukc_insmod(kmod_path("kernel-templates.so")), 0);
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		check_template_instance(names[i].name, names[i].kind);
	// The one made before stays, as in 6.12 (a template's registration retires none).
	check_instance("hmac(sha3-256)", 'h', "kernel");
}
END_TEST

// 6.12's crypto_clone_shash(): an unkeyed hash is shared, a keyed one is a new tfm through
// the algorithm's clone_tfm() that needs its key set again; without the hook, -ENOSYS.
START_TEST(test_clone_shash)
{
	static const u8 key[16] = "0123456789abcdef";
	static const u8 msg[] = "a message to authenticate";
	u8 want[32], got[32];
	const char *names[] = { "hmac(sha256-generic)", "cmac(aes)" };

	// The library's own hmac has an init_tfm but no clone_tfm: hmac(sha512) is its, asked
	// for (or made by the DRBG's self-test) before the kernel's templates load. After, the
	// newest hmac template makes any instance not yet made (the kernel's hmac(sha256-generic)).
	struct crypto_shash *own = crypto_alloc_shash("hmac(sha512)", 0, 0);
	ck_assert(!IS_ERR(own));
	ck_assert_int_eq(PTR_ERR(crypto_clone_shash(own)), -ENOSYS);
	crypto_free_shash(own);

	ck_assert_int_eq(ukc_insmod(kmod_path("kernel-templates.so")), 0);
	for (int i = 0; i < 2; i++) {
		struct crypto_shash *tfm = crypto_alloc_shash(names[i], 0, 0);

		ck_assert(!IS_ERR(tfm));
		ck_assert_int_eq(crypto_shash_setkey(tfm, key, sizeof(key)), 0);
		ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, sizeof(msg), want), 0);
		struct crypto_shash *clone = crypto_clone_shash(tfm);
		ck_assert_msg(!IS_ERR(clone), "%s: %ld", names[i], PTR_ERR(clone));
		ck_assert_ptr_ne(clone, tfm);
		ck_assert_str_eq(crypto_shash_driver_name(clone), crypto_shash_driver_name(tfm));
		ck_assert_int_eq(crypto_shash_setkey(clone, key, sizeof(key)), 0);
		ck_assert_int_eq(crypto_shash_tfm_digest(clone, msg, sizeof(msg), got), 0);
		ck_assert_mem_eq(got, want, crypto_shash_digestsize(tfm));
		crypto_free_shash(tfm);
		// The clone holds its own child and algorithm references.
		ck_assert_int_eq(crypto_shash_tfm_digest(clone, msg, sizeof(msg), got), 0);
		ck_assert_mem_eq(got, want, crypto_shash_digestsize(clone));
		crypto_free_shash(clone);
	}

	struct crypto_shash *sha = crypto_alloc_shash("sha256", 0, 0);
	ck_assert(!IS_ERR(sha));
	ck_assert_ptr_eq(crypto_clone_shash(sha), sha);
	crypto_free_shash(sha);
	ck_assert_int_eq(crypto_shash_tfm_digest(sha, msg, sizeof(msg), got), 0);
	crypto_free_shash(sha);
}
END_TEST

START_TEST(test_ghash_clmulni)
{
	char buf[128];

	// The ahash over cryptd(__ghash-pclmulqdqni), and its internal shash.
	if (!boot_cpu_has(X86_FEATURE_PCLMULQDQ))
		return;
	ck_assert_str_eq(lookup_driver("shash", "ghash-generic", buf, sizeof(buf)),
			 "ghash-generic");
	struct crypto_ahash *tfm = crypto_alloc_ahash("ghash", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_ahash_driver_name(tfm), "ghash-clmulni");

	// With SIMD unusable the requests go through cryptd, on its worker: the digest must
	// still be GHASH's (the generic driver's), whether each step runs inline or queued.
	static u8 key[16], msg[100];
	u8 want[16], got[16];
	for (unsigned int i = 0; i < sizeof(msg); i++)
		msg[i] = (u8)(i * 7 + 1);
	memcpy(key, msg + 3, sizeof(key));
	struct crypto_shash *gen = crypto_alloc_shash("ghash-generic", 0, 0);
	ck_assert(!IS_ERR(gen));
	ck_assert_int_eq(crypto_shash_setkey(gen, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(gen, msg, sizeof(msg), want), 0);
	crypto_free_shash(gen);
	ck_assert_int_eq(crypto_ahash_setkey(tfm, key, sizeof(key)), 0);
	for (int nosimd = 0; nosimd < 2; nosimd++) {
		struct ahash_request *req = ahash_request_alloc(tfm, GFP_KERNEL);
		struct scatterlist sg[2];
		DECLARE_CRYPTO_WAIT(wait);

		crypto_simd_disabled_for_test = nosimd;
		sg_init_table(sg, 2);
		sg_set_buf(&sg[0], msg, 48);
		sg_set_buf(&sg[1], msg + 48, sizeof(msg) - 48);
		ahash_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
		memset(got, 0, sizeof(got));
		ahash_request_set_crypt(req, sg, got, sizeof(msg));
		ck_assert_int_eq(crypto_wait_req(crypto_ahash_digest(req), &wait), 0);
		ck_assert_mem_eq(got, want, sizeof(want));
		// init, update, final as separate steps.
		memset(got, 0, sizeof(got));
		ck_assert_int_eq(crypto_wait_req(crypto_ahash_init(req), &wait), 0);
		ck_assert_int_eq(crypto_wait_req(crypto_ahash_update(req), &wait), 0);
		ck_assert_int_eq(crypto_wait_req(crypto_ahash_final(req), &wait), 0);
		ck_assert_mem_eq(got, want, sizeof(want));
		ahash_request_free(req);
	}
	crypto_simd_disabled_for_test = false;
	crypto_free_ahash(tfm);
	check_proc("ghash-clmulni", "ghash_clmulni_intel");
	struct crypto_shash *inner = crypto_alloc_shash("__ghash-pclmulqdqni", CRYPTO_ALG_INTERNAL,
							CRYPTO_ALG_INTERNAL);
	ck_assert(!IS_ERR(inner));
	crypto_free_shash(inner);
	ck_assert_int_eq(alg_test("__ghash-pclmulqdqni", "ghash", CRYPTO_ALG_TYPE_SHASH, 0), 0);
	ck_assert_int_eq(alg_test("cryptd(__ghash-pclmulqdqni)", "ghash", CRYPTO_ALG_TYPE_AHASH, 0),
			 0);
}
END_TEST

// The modules of 6.12's arch/x86/crypto/Makefile hosted beyond AES, SHA-256, AEGIS, GHASH and
// the camellia, serpent, twofish and cast6 families: each one's drivers registered from it and
// passed their self-tests where the CPU has what its glue asks for (none otherwise, as in the
// kernel); where the row names an algorithm, the driver is the one its lookup picks.
START_TEST(test_more_x86_modules)
{
	static const struct {
		const char *driver, *module;
		int feature, feature2;
		const char *kind, *alg;
	} rows[] = {
		{ "ecb-cast5-avx", "cast5_avx_x86_64", X86_FEATURE_AVX, X86_FEATURE_AVX, NULL,
		  NULL },
		{ "des3_ede-asm", "des3_ede_x86_64", X86_FEATURE_XMM2, X86_FEATURE_XMM2, NULL,
		  NULL },
		{ "cbc-des3_ede-asm", "des3_ede_x86_64", X86_FEATURE_XMM2, X86_FEATURE_XMM2, NULL,
		  NULL },
		{ "blowfish-asm", "blowfish_x86_64", X86_FEATURE_XMM2, X86_FEATURE_XMM2, NULL,
		  NULL },
		{ "cbc-blowfish-asm", "blowfish_x86_64", X86_FEATURE_XMM2, X86_FEATURE_XMM2, NULL,
		  NULL },
		{ "chacha20-simd", "chacha_x86_64", X86_FEATURE_SSSE3, X86_FEATURE_SSSE3,
		  "skcipher", "chacha20" },
		{ "xchacha12-simd", "chacha_x86_64", X86_FEATURE_SSSE3, X86_FEATURE_SSSE3,
		  "skcipher", "xchacha12" },
		{ "sha1-ssse3", "sha1_ssse3", X86_FEATURE_SSSE3, X86_FEATURE_SSSE3, NULL, NULL },
		{ "sha1-ni", "sha1_ssse3", X86_FEATURE_SHA_NI, X86_FEATURE_SHA_NI, "shash",
		  "sha1" },
		{ "sha384-ssse3", "sha512_ssse3", X86_FEATURE_SSSE3, X86_FEATURE_SSSE3, NULL,
		  NULL },
		{ "sha512-avx2", "sha512_ssse3", X86_FEATURE_AVX2, X86_FEATURE_BMI2, "shash",
		  "sha512" },
		{ "crc32c-intel", "crc32c_intel", X86_FEATURE_XMM4_2, X86_FEATURE_XMM4_2, "shash",
		  "crc32c" },
		{ "crc32-pclmul", "crc32_pclmul", X86_FEATURE_PCLMULQDQ, X86_FEATURE_PCLMULQDQ,
		  "shash", "crc32" },
		{ "crct10dif-pclmul", "crct10dif_pclmul", X86_FEATURE_PCLMULQDQ,
		  X86_FEATURE_PCLMULQDQ, "shash", "crct10dif" },
		{ "poly1305-simd", "poly1305_x86_64", X86_FEATURE_XMM2, X86_FEATURE_XMM2, "shash",
		  "poly1305" },
		{ "nhpoly1305-sse2", "nhpoly1305_sse2", X86_FEATURE_XMM2, X86_FEATURE_XMM2, NULL,
		  NULL },
		{ "nhpoly1305-avx2", "nhpoly1305_avx2", X86_FEATURE_AVX2, X86_FEATURE_AVX2, "shash",
		  "nhpoly1305" },
		{ "sm3-avx", "sm3_avx_x86_64", X86_FEATURE_AVX, X86_FEATURE_BMI2, "shash", "sm3" },
		{ "ctr-sm4-aesni-avx", "sm4_aesni_avx_x86_64", X86_FEATURE_AVX, X86_FEATURE_AES,
		  NULL, NULL },
		{ "ecb-sm4-aesni-avx2", "sm4_aesni_avx2_x86_64", X86_FEATURE_AVX2, X86_FEATURE_AES,
		  "skcipher", "ecb(sm4)" },
		{ "ecb-aria-avx", "aria_aesni_avx_x86_64", X86_FEATURE_AVX, X86_FEATURE_AES, NULL,
		  NULL },
		{ "ctr-aria-avx2", "aria_aesni_avx2_x86_64", X86_FEATURE_AVX2, X86_FEATURE_AES,
		  NULL, NULL },
		{ "ecb-aria-avx512", "aria_gfni_avx512_x86_64", X86_FEATURE_AVX512F,
		  X86_FEATURE_GFNI, "skcipher", "ecb(aria)" },
		{ "curve25519-x86", "curve25519_x86_64", X86_FEATURE_BMI2, X86_FEATURE_ADX, "kpp",
		  "curve25519" },
	};
	char buf[128];

	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		if (!boot_cpu_has(rows[i].feature) || !boot_cpu_has(rows[i].feature2))
			continue;
		check_proc(rows[i].driver, rows[i].module);
		if (rows[i].alg)
			ck_assert_str_eq(lookup_driver(rows[i].kind, rows[i].alg, buf, sizeof(buf)),
					 rows[i].driver);
	}
	// The library modules serve lib/crypto's hooks (test_kbuild_blake2s checks one in use).
	ck_assert_ptr_nonnull(ukc_arch_hook("blake2s_compress"));
	ck_assert_ptr_nonnull(ukc_arch_hook("curve25519_arch"));
	ck_assert_ptr_nonnull(ukc_arch_hook("curve25519_base_arch"));
}
END_TEST

// The generic algorithm files of 6.12's crypto/Makefile hosted in place of the library's own
// (UKCRYPTO_BUILTIN_EXCLUDE): each driver, and each template's instance, from its module.
START_TEST(test_generic_modules)
{
	static const struct {
		const char *driver, *module;
	} drivers[] = {
		{ "md4-generic", "md4" },
		{ "md5-generic", "md5" },
		{ "rmd160-generic", "rmd160" },
		{ "wp512-generic", "wp512" },
		{ "wp256-generic", "wp512" },
		{ "michael_mic-generic", "michael_mic" },
		{ "anubis-generic", "anubis" },
		{ "khazad-generic", "khazad" },
		{ "tea-generic", "tea" },
		{ "xtea-generic", "tea" },
		{ "xeta-generic", "tea" },
		{ "seed-generic", "seed" },
		{ "fcrypt-generic", "fcrypt" },
		{ "des-generic", "des_generic" },
		{ "des3_ede-generic", "des_generic" },
		{ "blowfish-generic", "blowfish_generic" },
		{ "cast5-generic", "cast5_generic" },
		{ "sm4-generic", "sm4_generic" },
		{ "sm3-generic", "sm3_generic" },
		{ "sha1-generic", "sha1_generic" },
		{ "sha224-generic", "sha256_generic" },
		{ "sha256-generic", "sha256_generic" },
		{ "sha384-generic", "sha512_generic" },
		{ "sha512-generic", "sha512_generic" },
		{ "sha3-256-generic", "sha3_generic" },
		{ "blake2b-512-generic", "blake2b_generic" },
		{ "streebog512-generic", "streebog_generic" },
		{ "crc32-generic", "crc32_generic" },
		{ "crc32c-generic", "crc32c_generic" },
		{ "crct10dif-generic", "crct10dif_generic" },
		{ "crc64-rocksoft-generic", "crc64_rocksoft_generic" },
		{ "xxhash64-generic", "xxhash_generic" },
		{ "chacha20-generic", "chacha_generic" },
		{ "xchacha12-generic", "chacha_generic" },
		{ "poly1305-generic", "poly1305_generic" },
		{ "nhpoly1305-generic", "nhpoly1305" },
		{ "cipher_null-generic", "crypto_null" },
		{ "digest_null-generic", "crypto_null" },
		{ "compress_null-generic", "crypto_null" },
		{ "ansi_cprng", "ansi_cprng" },
		{ "aegis128-generic", "aegis128" },
		{ "polyval-generic", "polyval_generic" },
		{ "ghash-generic", "ghash_generic" },
		{ "arc4-generic", "arc4" },
		{ "aria-generic", "aria_generic" },
		{ "drbg_nopr_hmac_sha512", "drbg" },
		{ "drbg_nopr_hmac_sha256", "drbg" },
		{ "drbg_pr_ctr_aes128", "drbg" },
		{ "drbg_nopr_sha256", "drbg" },
		{ "jitterentropy_rng", "jitterentropy_rng" },
	};
	static const struct {
		const char *name;
		char kind;
		const char *module;
	} instances[] = {
		{ "pcbc(aes)", 's', "pcbc" },
		{ "kw(aes)", 's', "keywrap" },
		{ "vmac64(aes)", 'h', "vmac" },
		{ "rfc7539(chacha20,poly1305)", 'a', "chacha20poly1305" },
		{ "rfc7539esp(chacha20,poly1305)", 'a', "chacha20poly1305" },
		{ "adiantum(xchacha12,aes)", 's', "adiantum" },
		{ "hctr2(aes)", 's', "hctr2" },
		{ "seqiv(rfc7539esp(chacha20,poly1305))", 'a', "seqiv" },
		{ "echainiv(authenc(hmac(sha256),cbc(aes)))", 'a', "echainiv" },
	};

	for (size_t i = 0; i < sizeof(drivers) / sizeof(drivers[0]); i++)
		check_proc(drivers[i].driver, drivers[i].module);
	for (size_t i = 0; i < sizeof(instances) / sizeof(instances[0]); i++)
		check_instance(instances[i].name, instances[i].kind, instances[i].module);
}
END_TEST

// 6.12's compressors (over lib/comp's <linux/lz4.h>, <linux/lzo.h>, <linux/zlib.h> and
// <linux/zstd.h>), in place of the library's: the legacy driver and the scomp one, which acomp
// users reach, from the modules and through their vectors; each driver round-trips data with
// runs and noise, fails on a destination too small, and rejects a truncated stream.
START_TEST(test_compress_modules)
{
	static const struct {
		const char *name, *module;
	} comps[] = {
		{ "lz4", "lz4" },	  { "lz4hc", "lz4hc" },	    { "lzo", "lzo" },
		{ "lzo-rle", "lzo_rle" }, { "deflate", "deflate" }, { "zstd", "zstd" },
	};
	static u8 in[4096], out[8192], back[4096];
	char driver[64], buf[128];

	for (size_t i = 0; i < sizeof(in); i++)
		in[i] = (i / 512) % 2 ? 0 : (u8)((i * 2654435761u) >> 13);
	for (size_t i = 0; i < sizeof(comps) / sizeof(comps[0]); i++) {
		const char *name = comps[i].name;
		struct crypto_acomp *acomp = crypto_alloc_acomp(name, 0, 0);
		struct crypto_comp *comp;
		unsigned int clen = sizeof(out), dlen = sizeof(back), small = 64;

		snprintf(driver, sizeof(driver), "%s-generic", name);
		check_proc(driver, comps[i].module);
		snprintf(driver, sizeof(driver), "%s-scomp", name);
		check_proc(driver, comps[i].module);
		ck_assert_msg(!IS_ERR(acomp), "%s: acomp error %ld", name, PTR_ERR(acomp));
		snprintf(buf, sizeof(buf), "%s",
			 crypto_tfm_alg_driver_name(crypto_acomp_tfm(acomp)));
		ck_assert_str_eq(buf, driver);
		crypto_free_acomp(acomp);

		comp = crypto_alloc_comp(name, 0, 0);
		ck_assert_msg(!IS_ERR(comp), "%s: error %ld", name, PTR_ERR(comp));
		snprintf(driver, sizeof(driver), "%s-generic", name);
		ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_comp_tfm(comp)), driver);
		ck_assert_int_eq(crypto_comp_compress(comp, in, sizeof(in), out, &clen), 0);
		ck_assert_msg(clen > 0 && clen < sizeof(in), "%s: %u bytes", name, clen);
		ck_assert_int_eq(crypto_comp_decompress(comp, out, clen, back, &dlen), 0);
		ck_assert_uint_eq(dlen, sizeof(in));
		ck_assert_mem_eq(back, in, sizeof(in));
		ck_assert_int_eq(crypto_comp_compress(comp, in, sizeof(in), out, &small), -EINVAL);
		dlen = sizeof(back);
		ck_assert_int_eq(crypto_comp_decompress(comp, out, clen / 2, back, &dlen), -EINVAL);
		crypto_free_comp(comp);
	}
}
END_TEST

// 6.12's arc4.c warns (rate-limited) at each tfm's init, naming the task that asked: current's
// comm and pid are this thread's.
START_TEST(test_arc4_warns_naming_task)
{
	static char log[1 << 16];
	char want[96];

	ck_assert_int_ne(prctl(PR_SET_NAME, "arc4-user", 0, 0, 0), -1);
	snprintf(want, sizeof(want), "\"arc4-user\" (%ld) uses obsolete ecb(arc4) skcipher\n",
		 (long)gettid());
	struct crypto_lskcipher *tfm = crypto_alloc_lskcipher("arc4", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_lskcipher_tfm(tfm)), "arc4-generic");
	crypto_free_lskcipher(tfm);
	ukc_log_read(log, sizeof(log));
	ck_assert_msg(strstr(log, want), "no \"%s\" in:\n%s", want, log);
}
END_TEST

// Run with UKCRYPTO_DISABLE_CPU_FEATURES=avx,sha_ni: the kernel's sha256_ssse3_glue.c sees a
// CPU without AVX as a clearcpuid=avx boot gives it. Its avx_usable() asks only whether the
// YMM state is enabled, so the mask must drop that xfeature too, or sha256-avx registers.
START_TEST(test_avx_masked_sha256)
{
	char buf[128];
	char *proc;

	ck_assert(!cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL));
	ck_assert(!cpu_has_xfeatures(XFEATURE_MASK_AVX512, NULL));
	ck_assert(cpu_has_xfeatures(XFEATURE_MASK_SSE, NULL));
	ck_assert_str_eq(lookup_driver("shash", "sha256", buf, sizeof(buf)), "sha256-ssse3");
	check_proc("sha256-ssse3", "sha256_ssse3");
	proc = proc_crypto_read();
	ck_assert_msg(!proc_block(proc, "sha256-avx"), "sha256-avx registered without AVX");
	ck_assert_msg(!proc_block(proc, "sha256-avx2"), "sha256-avx2 registered without AVX");
	free(proc);
}
END_TEST

int main(void)
{
	if (getenv("UKCRYPTO_DISABLE_CPU_FEATURES"))
		return check_run(check_new_suite("kbuild_modules", "hosted", 120,
						 { test_avx_masked_sha256 }));
	return check_run(check_new_suite(
		"kbuild_modules", "hosted", 120, { test_kernel_drivers_win },
		{ test_more_x86_modules }, { test_generic_modules }, { test_compress_modules },
		{ test_arc4_warns_naming_task }, { test_rmmod }, { test_alias_loads_module },
		{ test_kernel_templates_pass }, { test_clone_shash }, { test_ghash_clmulni }));
}
