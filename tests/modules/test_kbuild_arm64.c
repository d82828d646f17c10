// SPDX-License-Identifier: GPL-2.0-only
// The kernel's own 6.12 arm64 drivers, built unchanged by ukcrypto-kbuild into modules and
// loaded at start-up (UKCRYPTO_MODULES, the built-in arch drivers left out): every driver each
// module registers passed testmgr, the kernel's drivers win the lookups, and d8-d15 survive a
// call into each hosted routine because the glue's NEON region puts them back.
#include <asm/neon.h>
#include <crypto/aead.h>
#include <crypto/algapi.h>
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/scatterlist.h>

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "proc_util.h"

// tests/arch/arm64/arm64_neon_clobber.S: d8-d15 loaded from @in, fn(arg) called, d8-d15 stored to @out.
void neon_test_call(const u64 in[8], void (*fn)(void *), u64 out[8], void *arg);

static const u64 neon_marks[8] = {
	0x0808080808080808, 0x0909090909090909, 0x1010101010101010, 0x1111111111111111,
	0x1212121212121212, 0x1313131313131313, 0x1414141414141414, 0x1515151515151515,
};

struct kbuild_module {
	const char *name;	 // KBUILD_MODNAME, as /proc/crypto's module line gives it
	const char *drivers[12]; // what 6.12's glue registers on a CPU with every feature
};

static const struct kbuild_module kbuild_modules[] = {
	{ "aes_ce_cipher", { "aes-ce" } },
	{ "aes_ce_blk",
	  { "ecb-aes-ce", "cbc-aes-ce", "ctr-aes-ce", "xctr-aes-ce", "xts-aes-ce", "cts-cbc-aes-ce",
	    "essiv-cbc-aes-sha256-ce", "cmac-aes-ce", "xcbc-aes-ce", "cbcmac-aes-ce" } },
	{ "aes_neon_blk",
	  { "ecb-aes-neon", "cbc-aes-neon", "ctr-aes-neon", "xctr-aes-neon", "xts-aes-neon",
	    "cts-cbc-aes-neon", "essiv-cbc-aes-sha256-neon", "cmac-aes-neon", "xcbc-aes-neon",
	    "cbcmac-aes-neon" } },
	{ "sha256_arm64",
	  { "sha256-arm64", "sha224-arm64", "sha256-arm64-neon", "sha224-arm64-neon" } },
	{ "sha2_ce", { "sha256-ce", "sha224-ce" } },
	{ "ghash_ce", { "gcm-aes-ce", "rfc4106-gcm-aes-ce" } },
	{ "aegis128", { "aegis128-generic", "aegis128-simd" } },
	{ "sha1_ce", { "sha1-ce" } },
	{ "sha512_arm64", { "sha512-arm64", "sha384-arm64" } },
	{ "sha512_ce", { "sha384-ce", "sha512-ce" } },
	{ "sha3_ce", { "sha3-224-ce", "sha3-256-ce", "sha3-384-ce", "sha3-512-ce" } },
	{ "sm3_ce", { "sm3-ce" } },
	{ "sm3_neon", { "sm3-neon" } },
	{ "sm4_ce_cipher", { "sm4-ce" } },
	{ "sm4_ce",
	  { "ecb-sm4-ce", "cbc-sm4-ce", "ctr-sm4-ce", "cts-cbc-sm4-ce", "xts-sm4-ce", "cmac-sm4-ce",
	    "xcbc-sm4-ce", "cbcmac-sm4-ce" } },
	{ "sm4_ce_ccm", { "ccm-sm4-ce" } },
	{ "sm4_ce_gcm", { "gcm-sm4-ce" } },
	{ "sm4_neon", { "ecb-sm4-neon", "cbc-sm4-neon", "ctr-sm4-neon" } },
	{ "polyval_ce", { "polyval-ce" } },
	{ "crct10dif_ce", { "crct10dif-arm64-neon", "crct10dif-arm64-ce" } },
	{ "chacha_neon", { "chacha20-neon", "xchacha20-neon", "xchacha12-neon" } },
	{ "poly1305_neon", { "poly1305-neon" } },
	{ "nhpoly1305_neon", { "nhpoly1305-neon" } },
	{ "aes_arm64", { "aes-arm64" } },
	{ "aes_ce_ccm", { "ccm-aes-ce" } },
	{ "aes_neon_bs",
	  { "ecb-aes-neonbs", "cbc-aes-neonbs", "ctr-aes-neonbs", "xts-aes-neonbs" } },
};

// The /proc/crypto block that starts at @p ends at its blank line.
static int block_of_module(const char *block, const char *module)
{
	char line[96];
	const char *end = strstr(block, "\n\n");
	const char *at;

	snprintf(line, sizeof(line), "module       : %s\n", module);
	at = strstr(block, line);
	return at && (!end || at < end);
}

START_TEST(test_module_drivers_pass)
{
	const struct kbuild_module *m = &kbuild_modules[_i];
	char *proc = proc_crypto_read();
	int found = 0, listed = 0;

	for (const char *const *d = m->drivers; *d; d++, listed++) {
		const char *block = proc_block(proc, *d);

		ck_assert_msg(block, "%s: %s is not registered", m->name, *d);
		ck_assert_msg(block_of_module(block, m->name), "%s: not from %s", *d, m->name);
		ck_assert_msg(proc_block_has(block, "selftest     : passed\n"), "%s: not passed",
			      *d);
	}
	// Nothing else the module registered failed or went untested either.
	for (const char *p = strstr(proc, "driver       : "); p;
	     p = strstr(p + 1, "driver       : ")) {
		if (!block_of_module(p, m->name))
			continue;
		found++;
		ck_assert_msg(proc_block_has(p, "selftest     : passed\n"), "%s: %.40s not passed",
			      m->name, p + 15);
	}
	ck_assert_int_ge(found, listed);
	free(proc);
}
END_TEST

// The driver a lookup of @name (of @type) picks, or "error N".
static void driver_of(const char *name, u32 type, char *buf, size_t size)
{
	struct crypto_tfm *tfm;
	void *mem;

	if (type == CRYPTO_ALG_TYPE_SKCIPHER) {
		struct crypto_skcipher *t = crypto_alloc_skcipher(name, 0, 0);
		mem = t;
		tfm = IS_ERR(t) ? ERR_CAST(t) : crypto_skcipher_tfm(t);
	} else if (type == CRYPTO_ALG_TYPE_AEAD) {
		struct crypto_aead *t = crypto_alloc_aead(name, 0, 0);
		mem = t;
		tfm = IS_ERR(t) ? ERR_CAST(t) : crypto_aead_tfm(t);
	} else if (type == CRYPTO_ALG_TYPE_SHASH) {
		struct crypto_shash *t = crypto_alloc_shash(name, 0, 0);
		mem = t;
		tfm = IS_ERR(t) ? ERR_CAST(t) : crypto_shash_tfm(t);
	} else {
		struct crypto_cipher *t = crypto_alloc_cipher(name, 0, 0);
		mem = t;
		tfm = IS_ERR(t) ? ERR_CAST(t) : crypto_cipher_tfm(t);
	}
	if (IS_ERR(tfm)) {
		snprintf(buf, size, "error %ld", PTR_ERR(tfm));
		return;
	}
	snprintf(buf, size, "%s", crypto_tfm_alg_driver_name(tfm));
	crypto_destroy_tfm(mem, tfm);
}

static const struct {
	const char *name;
	u32 type;
	const char *driver;
} kbuild_dispatch[] = {
	{ "aes", CRYPTO_ALG_TYPE_CIPHER, "aes-ce" },
	{ "ecb(aes)", CRYPTO_ALG_TYPE_SKCIPHER, "ecb-aes-ce" },
	{ "cbc(aes)", CRYPTO_ALG_TYPE_SKCIPHER, "cbc-aes-ce" },
	{ "ctr(aes)", CRYPTO_ALG_TYPE_SKCIPHER, "ctr-aes-ce" },
	{ "xts(aes)", CRYPTO_ALG_TYPE_SKCIPHER, "xts-aes-ce" },
	{ "cts(cbc(aes))", CRYPTO_ALG_TYPE_SKCIPHER, "cts-cbc-aes-ce" },
	{ "essiv(cbc(aes),sha256)", CRYPTO_ALG_TYPE_SKCIPHER, "essiv-cbc-aes-sha256-ce" },
	{ "cmac(aes)", CRYPTO_ALG_TYPE_SHASH, "cmac-aes-ce" },
	{ "sha256", CRYPTO_ALG_TYPE_SHASH, "sha256-ce" },
	{ "sha224", CRYPTO_ALG_TYPE_SHASH, "sha224-ce" },
	{ "gcm(aes)", CRYPTO_ALG_TYPE_AEAD, "gcm-aes-ce" },
	{ "rfc4106(gcm(aes))", CRYPTO_ALG_TYPE_AEAD, "rfc4106-gcm-aes-ce" },
	{ "aegis128", CRYPTO_ALG_TYPE_AEAD, "aegis128-simd" },
	{ "sha1", CRYPTO_ALG_TYPE_SHASH, "sha1-ce" },
	{ "sha384", CRYPTO_ALG_TYPE_SHASH, "sha384-ce" },
	{ "sha512", CRYPTO_ALG_TYPE_SHASH, "sha512-ce" },
	{ "sha3-256", CRYPTO_ALG_TYPE_SHASH, "sha3-256-ce" },
	{ "sm3", CRYPTO_ALG_TYPE_SHASH, "sm3-ce" },
	{ "sm4", CRYPTO_ALG_TYPE_CIPHER, "sm4-ce" },
	{ "ecb(sm4)", CRYPTO_ALG_TYPE_SKCIPHER, "ecb-sm4-ce" },
	{ "xts(sm4)", CRYPTO_ALG_TYPE_SKCIPHER, "xts-sm4-ce" },
	{ "cmac(sm4)", CRYPTO_ALG_TYPE_SHASH, "cmac-sm4-ce" },
	{ "ccm(sm4)", CRYPTO_ALG_TYPE_AEAD, "ccm-sm4-ce" },
	{ "gcm(sm4)", CRYPTO_ALG_TYPE_AEAD, "gcm-sm4-ce" },
	{ "polyval", CRYPTO_ALG_TYPE_SHASH, "polyval-ce" },
	{ "crct10dif", CRYPTO_ALG_TYPE_SHASH, "crct10dif-arm64-ce" },
	{ "chacha20", CRYPTO_ALG_TYPE_SKCIPHER, "chacha20-neon" },
	{ "xchacha12", CRYPTO_ALG_TYPE_SKCIPHER, "xchacha12-neon" },
	{ "poly1305", CRYPTO_ALG_TYPE_SHASH, "poly1305-neon" },
	{ "nhpoly1305", CRYPTO_ALG_TYPE_SHASH, "nhpoly1305-neon" },
	{ "ccm(aes)", CRYPTO_ALG_TYPE_AEAD, "ccm-aes-ce" },
};

START_TEST(test_kernel_drivers_win)
{
	char buf[128];

	ck_assert_str_eq(
		(driver_of(kbuild_dispatch[_i].name, kbuild_dispatch[_i].type, buf, sizeof(buf)),
		 buf),
		kbuild_dispatch[_i].driver);
}
END_TEST

// One request through a driver, by its driver name: what neon_test_call() runs.
struct neon_call {
	const char *driver;
	u32 type;
	unsigned int keylen, len;
	int err;
};

static u8 neon_buf[4096 + 64];

static void run_skcipher(struct neon_call *c)
{
	static const u8 key[64] = { 1, 2, 3 };
	u8 iv[32] = { 4 }; // XChaCha's IV is 32 bytes
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(c->driver, 0, 0);
	struct scatterlist sg;

	if (IS_ERR(tfm)) {
		c->err = (int)PTR_ERR(tfm);
		return;
	}
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	c->err = req ? crypto_skcipher_setkey(tfm, key, c->keylen) : -ENOMEM;
	sg_init_one(&sg, neon_buf, c->len);
	if (!c->err) {
		skcipher_request_set_crypt(req, &sg, &sg, c->len, iv);
		c->err = crypto_skcipher_encrypt(req) ?: crypto_skcipher_decrypt(req);
	}
	skcipher_request_free(req);
	crypto_free_skcipher(tfm);
}

static void run_shash(struct neon_call *c)
{
	static const u8 key[1088] = { 5, 6, 7 }; // NHPoly1305's key is 1088 bytes
	u8 out[64];
	struct crypto_shash *tfm = crypto_alloc_shash(c->driver, 0, 0);

	if (IS_ERR(tfm)) {
		c->err = (int)PTR_ERR(tfm);
		return;
	}
	c->err = c->keylen ? crypto_shash_setkey(tfm, key, c->keylen) : 0;
	if (!c->err)
		c->err = crypto_shash_tfm_digest(tfm, neon_buf, c->len, out);
	crypto_free_shash(tfm);
}

static void run_aead(struct neon_call *c)
{
	static const u8 key[32] = { 8, 9 };
	u8 iv[16] = { 3 }; // CCM reads iv[0] as L - 1, from 1 to 7
	struct crypto_aead *tfm = crypto_alloc_aead(c->driver, 0, 0);
	struct scatterlist sg;

	if (IS_ERR(tfm)) {
		c->err = (int)PTR_ERR(tfm);
		return;
	}
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	c->err = req ? crypto_aead_setkey(tfm, key, c->keylen) : -ENOMEM;
	// 16 bytes of associated data, then the text, then room for the tag.
	sg_init_one(&sg, neon_buf, 16 + c->len + 16);
	if (!c->err) {
		aead_request_set_ad(req, 16);
		aead_request_set_crypt(req, &sg, &sg, c->len, iv);
		c->err = crypto_aead_encrypt(req);
		aead_request_set_crypt(req, &sg, &sg, c->len + 16, iv);
		c->err = c->err ?: crypto_aead_decrypt(req);
	}
	aead_request_free(req);
	crypto_free_aead(tfm);
}

static void run_cipher(struct neon_call *c)
{
	static const u8 key[16] = { 11 };
	struct crypto_cipher *tfm = crypto_alloc_cipher(c->driver, 0, 0);

	if (IS_ERR(tfm)) {
		c->err = (int)PTR_ERR(tfm);
		return;
	}
	c->err = crypto_cipher_setkey(tfm, key, c->keylen);
	crypto_cipher_encrypt_one(tfm, neon_buf, neon_buf);
	crypto_cipher_decrypt_one(tfm, neon_buf, neon_buf);
	crypto_free_cipher(tfm);
}

static void neon_call_run(void *arg)
{
	struct neon_call *c = arg;

	switch (c->type) {
	case CRYPTO_ALG_TYPE_SKCIPHER:
		run_skcipher(c);
		break;
	case CRYPTO_ALG_TYPE_SHASH:
		run_shash(c);
		break;
	case CRYPTO_ALG_TYPE_AEAD:
		run_aead(c);
		break;
	default:
		run_cipher(c);
		break;
	}
}

// Each hosted driver, so each of its routines runs (odd lengths take the tail paths).
static const struct neon_call neon_calls[] = {
	{ "aes-ce", CRYPTO_ALG_TYPE_CIPHER, 32, 16 },
	{ "ecb-aes-ce", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4096 },
	{ "cbc-aes-ce", CRYPTO_ALG_TYPE_SKCIPHER, 24, 4096 },
	{ "ctr-aes-ce", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4093 },
	{ "xctr-aes-ce", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4093 },
	{ "xts-aes-ce", CRYPTO_ALG_TYPE_SKCIPHER, 64, 4093 },
	{ "cts-cbc-aes-ce", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4093 },
	{ "essiv-cbc-aes-sha256-ce", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4096 },
	{ "cmac-aes-ce", CRYPTO_ALG_TYPE_SHASH, 16, 4093 },
	{ "xcbc-aes-ce", CRYPTO_ALG_TYPE_SHASH, 16, 4093 },
	{ "cbcmac-aes-ce", CRYPTO_ALG_TYPE_SHASH, 16, 4093 },
	{ "ecb-aes-neon", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4096 },
	{ "cbc-aes-neon", CRYPTO_ALG_TYPE_SKCIPHER, 24, 4096 },
	{ "ctr-aes-neon", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4093 },
	{ "xts-aes-neon", CRYPTO_ALG_TYPE_SKCIPHER, 64, 4093 },
	{ "cts-cbc-aes-neon", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4093 },
	{ "essiv-cbc-aes-sha256-neon", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4096 },
	{ "cmac-aes-neon", CRYPTO_ALG_TYPE_SHASH, 16, 4093 },
	{ "sha256-ce", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "sha224-ce", CRYPTO_ALG_TYPE_SHASH, 0, 100 },
	{ "sha256-arm64", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "sha256-arm64-neon", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "gcm-aes-ce", CRYPTO_ALG_TYPE_AEAD, 16, 4000 },
	{ "aegis128-simd", CRYPTO_ALG_TYPE_AEAD, 16, 4000 },
	{ "sha1-ce", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "sha512-arm64", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "sha512-ce", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "sha384-ce", CRYPTO_ALG_TYPE_SHASH, 0, 100 },
	{ "sha3-256-ce", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "sha3-512-ce", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "sm3-ce", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "sm3-neon", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "sm4-ce", CRYPTO_ALG_TYPE_CIPHER, 16, 16 },
	{ "ecb-sm4-ce", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4096 },
	{ "cbc-sm4-ce", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4096 },
	{ "ctr-sm4-ce", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4093 },
	{ "cts-cbc-sm4-ce", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4093 },
	{ "xts-sm4-ce", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4093 },
	{ "cmac-sm4-ce", CRYPTO_ALG_TYPE_SHASH, 16, 4093 },
	{ "xcbc-sm4-ce", CRYPTO_ALG_TYPE_SHASH, 16, 4093 },
	{ "cbcmac-sm4-ce", CRYPTO_ALG_TYPE_SHASH, 16, 4093 },
	{ "ccm-sm4-ce", CRYPTO_ALG_TYPE_AEAD, 16, 4000 },
	{ "gcm-sm4-ce", CRYPTO_ALG_TYPE_AEAD, 16, 4000 },
	{ "ecb-sm4-neon", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4096 },
	{ "cbc-sm4-neon", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4096 },
	{ "ctr-sm4-neon", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4093 },
	{ "polyval-ce", CRYPTO_ALG_TYPE_SHASH, 16, 4096 },
	{ "crct10dif-arm64-neon", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "crct10dif-arm64-ce", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "chacha20-neon", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4093 },
	{ "xchacha20-neon", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4093 },
	{ "xchacha12-neon", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4093 },
	{ "poly1305-neon", CRYPTO_ALG_TYPE_SHASH, 0, 4093 },
	{ "nhpoly1305-neon", CRYPTO_ALG_TYPE_SHASH, 1088, 4096 },
	{ "aes-arm64", CRYPTO_ALG_TYPE_CIPHER, 16, 16 },
	{ "ccm-aes-ce", CRYPTO_ALG_TYPE_AEAD, 16, 4000 },
	{ "ecb-aes-neonbs", CRYPTO_ALG_TYPE_SKCIPHER, 16, 4096 },
	{ "cbc-aes-neonbs", CRYPTO_ALG_TYPE_SKCIPHER, 24, 4096 },
	{ "ctr-aes-neonbs", CRYPTO_ALG_TYPE_SKCIPHER, 32, 4093 },
	{ "xts-aes-neonbs", CRYPTO_ALG_TYPE_SKCIPHER, 64, 4093 },
};

START_TEST(test_d8_d15_survive_driver)
{
	struct neon_call c = neon_calls[_i];
	u64 out[8];

	neon_test_call(neon_marks, neon_call_run, out, &c);
	ck_assert_msg(c.err == 0, "%s: error %d", c.driver, c.err);
	for (int n = 0; n < 8; n++)
		ck_assert_msg(out[n] == neon_marks[n], "%s: d%d is %016llx, was %016llx", c.driver,
			      8 + n, (unsigned long long)out[n], (unsigned long long)neon_marks[n]);
	ck_assert_int_eq(ukc_kernel_neon_depth(), 0);
}
END_TEST

// The state the kernel's __sha256_ce_transform() takes (sha2-ce-glue.c's struct): the
// generic SHA-256 state, then the word its finalize flag lives in.
struct sha256_ce_state_view {
	u32 state[8];
	u64 count;
	u8 buf[64];
	u32 finalize;
};

struct raw_sha256 {
	int (*transform)(struct sha256_ce_state_view *, const u8 *, int);
	int region;
	int left;
};

static void raw_sha256_run(void *arg)
{
	struct raw_sha256 *r = arg;
	struct sha256_ce_state_view st = { .state = { 0x6a09e667 } };

	if (r->region)
		kernel_neon_begin();
	r->left = r->transform(&st, neon_buf, 4);
	if (r->region)
		kernel_neon_end();
}

// The kernel's SHA-256 routine called directly, with no NEON region around it, clobbers
// d8-d15: the region is what keeps them for the caller in the test above. Inside one they
// survive. (And cond_yield in it answers the yield switch.)
START_TEST(test_d8_d15_clobbered_without_region)
{
	void *h = dlopen(getenv("UKC_TEST_SHA2_CE_MODULE"), RTLD_NOW | RTLD_NOLOAD);
	struct raw_sha256 r = { 0 };
	u64 out[8];
	int changed = 0;

	ck_assert_msg(h != NULL, "sha2-ce module not loaded: %s", dlerror());
	r.transform = (int (*)(struct sha256_ce_state_view *, const u8 *, int))dlsym(
		h, "__sha256_ce_transform");
	ck_assert_ptr_nonnull(r.transform);
	// With the yield switch on, the routine stops at its cond_yield after one block of four.
	ukc_kernel_neon_set_yield(1);
	neon_test_call(neon_marks, raw_sha256_run, out, &r);
	ck_assert_int_eq(r.left, 3);
	ukc_kernel_neon_set_yield(0);
	neon_test_call(neon_marks, raw_sha256_run, out, &r);
	ck_assert_int_eq(r.left, 0);
	for (int n = 0; n < 8; n++)
		changed += out[n] != neon_marks[n];
	ck_assert_msg(changed > 0, "__sha256_ce_transform left d8-d15 alone");

	r.region = 1;
	neon_test_call(neon_marks, raw_sha256_run, out, &r);
	for (int n = 0; n < 8; n++)
		ck_assert_uint_eq(out[n], neon_marks[n]);
	dlclose(h);
}
END_TEST

int main(void)
{
	// Loads the modules and runs their self-tests (extra ones included, UKCRYPTO_EXTRATESTS)
	// once, before the tests fork.
	if (crypto_init())
		return EXIT_FAILURE;
	// The kernel's crypto/aegis128-core.c registers aegis128-generic beside its NEON driver,
	// and the library has that generic driver built in (a kernel with CONFIG_CRYPTO_AEGIS128=y,
	// where insmod of the module answers -EEXIST). So the built-in one is unregistered first,
	// as rmmod of a modular aegis128 would take it out, and then the module is loaded.
	struct crypto_aead *gen = crypto_alloc_aead("aegis128-generic", 0, 0);
	if (IS_ERR(gen))
		return EXIT_FAILURE;
	struct crypto_alg *builtin = crypto_aead_tfm(gen)->__crt_alg;
	crypto_free_aead(gen);
	crypto_unregister_alg(builtin);
	if (ukc_insmod(getenv("UKC_TEST_AEGIS128_MODULE"))) {
		fprintf(stderr, "cannot load %s\n", getenv("UKC_TEST_AEGIS128_MODULE"));
		return EXIT_FAILURE;
	}
	return check_run(check_new_suite("kbuild_arm64", "hosted", 300,
					 { test_module_drivers_pass, ARRAY_SIZE(kbuild_modules) },
					 { test_kernel_drivers_win, ARRAY_SIZE(kbuild_dispatch) },
					 { test_d8_d15_survive_driver, ARRAY_SIZE(neon_calls) },
					 { test_d8_d15_clobbered_without_region }));
}
