// SPDX-License-Identifier: GPL-2.0-only
// The x86 AEGIS-128 driver: which driver "aegis128" resolves to with and without AES-NI, its
// output against aegis128-generic on random keys, nonces, lengths and scatterlist splits (with
// SIMD usable and with the generic fallback forced on the same tfm), tag rejection, and the
// state layout contract between its steps and the generic ones.
#include <asm/cpufeature.h>
#include <crypto/aead.h>
#include <crypto/internal/simd.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "aegis.h"
#include "x86_test_util.h"

#define AEGIS_KEY_LEN 16
#define AEGIS_IV_LEN 16
#define MAX_AD 700
#define MAX_TEXT 5000
#define MAX_SPLITS 6

// The driver AES-NI must give, as the glue's init checks the features.
static bool aesni_expected(void)
{
	return boot_cpu_has(X86_FEATURE_AES) && boot_cpu_has(X86_FEATURE_XMM4_1);
}

static const char *expected_driver(void)
{
	return aesni_expected() ? "aegis128-aesni" : "aegis128-generic";
}

static void rng_seed_for(unsigned long long salt)
{
	rng_seed_from_env(0xae915ULL, salt);
}

// Lengths biased to the edges: empty, under a block, around block multiples, and large.
static unsigned int random_len(unsigned int max)
{
	switch (rng_below(4)) {
	case 0:
		return rng_below(40);
	case 1:
		return 16 * rng_below(max / 16 + 1);
	case 2:
		return (16 * rng_below(max / 16) + 15 + rng_below(3)) % (max + 1);
	default:
		return rng_below(max + 1);
	}
}

// ---- requests over random scatterlists ----

// @len bytes at a random offset of @base (TEST_BUF_PAGES pages), in up to MAX_SPLITS entries
// of random sizes (empty entries included), so the walk meets page crossings and partial blocks
// mid-entry.
static u8 *random_sg(struct scatterlist *sg, u8 *base, unsigned int len)
{
	return sg_random_layout(sg, MAX_SPLITS, base, TEST_BUF_PAGES * 4096 - len + 1, len);
}

// Through the fallback (no SIMD) when @nosimd; @iv is not changed.
static int aead_req(struct crypto_aead *tfm, bool enc, struct scatterlist *src,
		    struct scatterlist *dst, unsigned int assoclen, unsigned int cryptlen,
		    const u8 *iv, bool nosimd)
{
	u8 ivbuf[AEGIS_IV_LEN];

	memcpy(ivbuf, iv, sizeof(ivbuf));
	crypto_simd_disabled_for_test = nosimd;
	int err = aead_run(tfm, enc, src, dst, assoclen, cryptlen, ivbuf, NULL);
	crypto_simd_disabled_for_test = false;
	return err;
}

// In place over one flat buffer holding AD || text (|| tag).
static int aead_flat(struct crypto_aead *tfm, bool enc, u8 *buf, unsigned int assoclen,
		     unsigned int cryptlen, const u8 *iv, bool nosimd)
{
	struct scatterlist sg;

	sg_init_one(&sg, buf, assoclen + cryptlen + (enc ? crypto_aead_authsize(tfm) : 0));
	return aead_req(tfm, enc, &sg, &sg, assoclen, cryptlen, iv, nosimd);
}

// One message: key, nonce, tag size and the AD || plaintext to seal.
struct aegis_msg {
	u8 key[AEGIS_KEY_LEN], iv[AEGIS_IV_LEN];
	unsigned int authsize, assoclen, textlen;
	u8 in[MAX_AD + MAX_TEXT + 16];	// AD || plaintext
	u8 ref[MAX_AD + MAX_TEXT + 16]; // AD || ciphertext || tag from aegis128-generic
};

static void random_msg(struct aegis_msg *m)
{
	rng_bytes(m->key, sizeof(m->key));
	rng_bytes(m->iv, sizeof(m->iv));
	m->authsize = 8 + rng_below(9);
	m->assoclen = random_len(MAX_AD);
	m->textlen = random_len(MAX_TEXT);
	rng_bytes(m->in, m->assoclen + m->textlen);
}

static void set_key(struct crypto_aead *tfm, const struct aegis_msg *m)
{
	ck_assert_int_eq(crypto_aead_setkey(tfm, m->key, sizeof(m->key)), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, m->authsize), 0);
}

// The reference sealing by aegis128-generic, into m->ref.
static void seal_reference(struct crypto_aead *ref, struct aegis_msg *m)
{
	set_key(ref, m);
	memcpy(m->ref, m->in, m->assoclen + m->textlen);
	ck_assert_int_eq(aead_flat(ref, true, m->ref, m->assoclen, m->textlen, m->iv, false), 0);
}

// Encrypts @m through @tfm over random splits, in place or not; the ciphertext and tag must be
// the reference's. Out of place, the AD is not copied (as 6.12's aegis128), so dst gets it here.
static void check_encrypt(struct crypto_aead *tfm, struct aegis_msg *m, struct test_bufs *b,
			  bool nosimd)
{
	unsigned int outlen = m->assoclen + m->textlen + m->authsize;
	struct scatterlist sgs[MAX_SPLITS], sgd[MAX_SPLITS];
	bool inplace = rng_below(3) == 0;
	u8 *in, *out;

	in = random_sg(sgs, b->src, inplace ? outlen : m->assoclen + m->textlen);
	memcpy(in, m->in, m->assoclen + m->textlen);
	out = inplace ? in : random_sg(sgd, b->dst, outlen);
	if (!inplace)
		memcpy(out, m->in, m->assoclen);
	int err = aead_req(tfm, true, sgs, inplace ? sgs : sgd, m->assoclen, m->textlen, m->iv,
			   nosimd);
	ck_assert_msg(!err, "encrypt: %d (ad %u, text %u)", err, m->assoclen, m->textlen);
	ck_assert_msg(!memcmp(out, m->ref, outlen),
		      "%s%s: encryption differs from aegis128-generic: ad %u, text %u, tag %u, %s "
		      "[seed %llu]",
		      crypto_aead_driver_name(tfm), nosimd ? " (no SIMD)" : "", m->assoclen,
		      m->textlen, m->authsize, inplace ? "in place" : "out of place", rng_seed);
}

// Decrypts the reference ciphertext through @tfm over random splits: the plaintext comes back.
static void check_decrypt(struct crypto_aead *tfm, struct aegis_msg *m, struct test_bufs *b,
			  bool nosimd)
{
	unsigned int inlen = m->assoclen + m->textlen + m->authsize;
	struct scatterlist sgs[MAX_SPLITS], sgd[MAX_SPLITS];
	bool inplace = rng_below(3) == 0;
	u8 *in, *out;

	in = random_sg(sgs, b->src, inlen);
	memcpy(in, m->ref, inlen);
	out = inplace ? in : random_sg(sgd, b->dst, m->assoclen + m->textlen);
	if (!inplace)
		memcpy(out, m->ref, m->assoclen);
	int err = aead_req(tfm, false, sgs, inplace ? sgs : sgd, m->assoclen, inlen - m->assoclen,
			   m->iv, nosimd);
	ck_assert_msg(!err, "%s%s: decrypt: %d (ad %u, text %u, tag %u) [seed %llu]",
		      crypto_aead_driver_name(tfm), nosimd ? " (no SIMD)" : "", err, m->assoclen,
		      m->textlen, m->authsize, rng_seed);
	ck_assert_msg(!memcmp(out, m->in, m->assoclen + m->textlen),
		      "%s: decryption differs: ad %u, text %u [seed %llu]",
		      crypto_aead_driver_name(tfm), m->assoclen, m->textlen, rng_seed);
}

// ---- which driver answers ----

// "aegis128" resolves to the AES-NI driver at priority 400 on a CPU with AES-NI and SSE4.1,
// and to the generic one with aes masked; the AES-NI driver is then not registered at all.
START_TEST(test_lookup)
{
	struct crypto_aead *tfm = alloc_aead("aegis128");
	struct crypto_alg *alg = crypto_aead_tfm(tfm)->__crt_alg;

	if (cpu_feature_masked("aes"))
		ck_assert(!aesni_expected());
	ck_assert_str_eq(crypto_aead_driver_name(tfm), expected_driver());
	ck_assert_int_eq(alg->cra_priority, aesni_expected() ? 400 : 100);
	ck_assert_uint_eq(crypto_aead_ivsize(tfm), AEGIS_IV_LEN);
	ck_assert_uint_eq(crypto_aead_maxauthsize(tfm), 16);
	crypto_free_aead(tfm);

	tfm = crypto_alloc_aead("aegis128-aesni", 0, 0);
	if (aesni_expected()) {
		ck_assert(!IS_ERR(tfm));
		crypto_free_aead(tfm);
	} else {
		ck_assert_int_eq(PTR_ERR(tfm), -ENOENT);
	}
	ck_assert_int_eq(crypto_aegis128_have_simd(), aesni_expected());
}
END_TEST

// Both drivers passed the self-tests on 6.12's vectors, as /proc/crypto reports.
START_TEST(test_selftest_passed)
{
	char *proc = proc_crypto_read();

	assert_selftested(proc, "aegis128-generic", true);
	assert_selftested(proc, "aegis128-aesni", aesni_expected());
	free(proc);
}
END_TEST

// ---- the same bytes as aegis128-generic ----

START_TEST(test_same_as_generic)
{
	struct crypto_aead *tfm = alloc_aead("aegis128");
	struct crypto_aead *ref = alloc_aead("aegis128-generic");
	struct aegis_msg *m = malloc(sizeof(*m));
	struct test_bufs b;
	unsigned int n = fuzz_iterations(300);

	ck_assert_ptr_nonnull(m);
	test_bufs_alloc(&b);
	rng_seed_for(1);
	for (unsigned int i = 0; i < n; i++) {
		random_msg(m);
		seal_reference(ref, m);
		set_key(tfm, m);
		check_encrypt(tfm, m, &b, i % 4 == 3);
		check_decrypt(tfm, m, &b, i % 4 == 1);
	}
	test_bufs_free(&b);
	free(m);
	crypto_free_aead(ref);
	crypto_free_aead(tfm);
}
END_TEST

// One tfm, the same request with SIMD usable and with the generic fallback forced: the same
// bytes, every length from 0 to 80 and a few large ones.
START_TEST(test_nosimd_same_tfm)
{
	struct crypto_aead *tfm = alloc_aead("aegis128");
	static u8 a[8192], c[8192];
	u8 key[AEGIS_KEY_LEN], iv[AEGIS_IV_LEN];

	ck_assert_str_eq(crypto_aead_driver_name(tfm), expected_driver());
	rng_seed_for(2);
	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, sizeof(key)), 0);
	for (unsigned int len = 0; len < 120; len++) {
		unsigned int ad = len < 80 ? len % 37 : 0, text = len < 80 ? len : 4000 + 17 * len;

		rng_bytes(iv, sizeof(iv));
		rng_bytes(a, ad + text);
		memcpy(c, a, ad + text);
		ck_assert_int_eq(aead_flat(tfm, true, a, ad, text, iv, false), 0);
		ck_assert_int_eq(aead_flat(tfm, true, c, ad, text, iv, true), 0);
		ck_assert_msg(!memcmp(a, c, ad + text + 16),
			      "ad %u, text %u: SIMD and fallback "
			      "differ",
			      ad, text);
		ck_assert_int_eq(aead_flat(tfm, false, c, ad, text + 16, iv, len % 2), 0);
	}
	crypto_free_aead(tfm);
}
END_TEST

// ---- tag rejection ----

// A changed bit anywhere (AD, ciphertext, tag) gives -EBADMSG, with SIMD and without, and the
// out-of-place destination holds no plaintext afterwards.
static void check_forgery(struct crypto_aead *tfm, struct aegis_msg *m, bool nosimd)
{
	unsigned int inlen = m->assoclen + m->textlen + m->authsize;
	static u8 in[MAX_AD + MAX_TEXT + 16], out[MAX_AD + MAX_TEXT + 16];
	unsigned int bit = rng_below(8 * inlen);
	struct scatterlist sgs, sgd;

	memcpy(in, m->ref, inlen);
	in[bit / 8] ^= (u8)(1u << (bit % 8));
	memset(out, 0x5a, sizeof(out));
	sg_init_one(&sgs, in, inlen);
	sg_init_one(&sgd, out, inlen - m->authsize);
	int err = aead_req(tfm, false, &sgs, &sgd, m->assoclen, inlen - m->assoclen, m->iv, nosimd);
	ck_assert_msg(err == -EBADMSG, "%s: bit %u of %u flipped (ad %u, tag %u): %d",
		      nosimd ? "no SIMD" : "SIMD", bit, 8 * inlen, m->assoclen, m->authsize, err);
	for (unsigned int i = 0; i < m->textlen; i++)
		ck_assert_msg(out[m->assoclen + i] == 0, "plaintext byte %u released", i);
}

START_TEST(test_bad_tag)
{
	struct crypto_aead *tfm = alloc_aead("aegis128");
	struct crypto_aead *ref = alloc_aead("aegis128-generic");
	struct aegis_msg *m = malloc(sizeof(*m));

	ck_assert_ptr_nonnull(m);
	rng_seed_for(3);
	for (unsigned int i = 0; i < 200; i++) {
		random_msg(m);
		seal_reference(ref, m);
		set_key(tfm, m);
		check_forgery(tfm, m, i % 2);
	}
	free(m);
	crypto_free_aead(ref);
	crypto_free_aead(tfm);
}
END_TEST

// ---- the steps against the generic ones, mixed ----

struct step_pair {
	struct aegis_state simd, gen;
};

static void step_compare(const struct step_pair *p, const char *what, unsigned int n)
{
	ck_assert_msg(!memcmp(&p->simd, &p->gen, sizeof(p->gen)),
		      "state differs after %s (%u) [seed %llu]", what, n, rng_seed);
}

// One random step on both states: an update, or an encrypt or decrypt chunk (a partial block
// only when @last). SIMD runs or not at random. Returns the bytes it absorbed as AD and as text.
static void step_random(struct step_pair *p, u8 *buf, u8 *out_simd, u8 *out_gen, bool last,
			unsigned int *adlen, unsigned int *textlen)
{
	const struct aegis128_simd_ops *g = &crypto_aegis128_generic_simd_ops;
	unsigned int kind = rng_below(3), n = 16 * rng_below(40) + (last ? rng_below(16) : 0);

	rng_bytes(buf, n + 16);
	crypto_simd_disabled_for_test = rng_below(2);
	if (kind == 0) {
		crypto_aegis128_update_simd(&p->simd, buf);
		g->update(&p->gen, buf);
		*adlen += 16;
	} else {
		(kind == 1 ? crypto_aegis128_encrypt_chunk_simd
			   : crypto_aegis128_decrypt_chunk_simd)(&p->simd, out_simd, buf, n);
		(kind == 1 ? g->encrypt_chunk : g->decrypt_chunk)(&p->gen, out_gen, buf, n);
		*textlen += n;
	}
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(kind == 0 || !memcmp(out_simd, out_gen, n), "chunk of %u differs", n);
	step_compare(p, kind ? "chunk" : "update", n);
}

// final: the tag (authsize 0), then its check from the same state: the right tag passes with
// any tag size, a changed byte inside the tag size fails, one outside it is not looked at.
static void step_final(struct step_pair *p, unsigned int adlen, unsigned int textlen)
{
	union aegis_block tag_simd = { { 0 } }, tag_gen = { { 0 } };
	struct aegis_state before = p->simd;
	unsigned int authsize = 8 + rng_below(9), pos = rng_below(16);
	bool nosimd = rng_below(2);

	crypto_simd_disabled_for_test = nosimd;
	crypto_aegis128_final_simd(&p->simd, &tag_simd, adlen, textlen, 0);
	crypto_simd_disabled_for_test = false;
	crypto_aegis128_generic_simd_ops.final(&p->gen, &tag_gen, adlen, textlen, 0);
	step_compare(p, "final", 0);
	ck_assert_msg(!memcmp(tag_simd.bytes, tag_gen.bytes, 16), "tag differs");

	p->simd = before;
	crypto_simd_disabled_for_test = nosimd;
	ck_assert_int_eq(crypto_aegis128_final_simd(&p->simd, &tag_gen, adlen, textlen, authsize),
			 0);
	tag_gen.bytes[pos] ^= (u8)(1 + rng_below(255));
	p->simd = before;
	ck_assert_int_eq(crypto_aegis128_final_simd(&p->simd, &tag_gen, adlen, textlen, authsize) !=
				 0,
			 pos < authsize);
	crypto_simd_disabled_for_test = false;
}

// The SIMD steps leave the state in the documented layout: a random run of init, updates,
// chunks and final where each step runs SIMD or (SIMD unusable) generic gives the generic state
// after every step, and the same bytes and tag.
static void step_one_message(struct step_pair *p, u8 *buf, u8 *out_simd, u8 *out_gen)
{
	unsigned int steps = 1 + rng_below(12), textlen = 0, adlen = 0;
	union aegis_block key;
	u8 iv[AEGIS_IV_LEN];

	rng_bytes(key.bytes, sizeof(key));
	rng_bytes(iv, sizeof(iv));
	crypto_simd_disabled_for_test = rng_below(2);
	crypto_aegis128_init_simd(&p->simd, &key, iv);
	crypto_simd_disabled_for_test = false;
	crypto_aegis128_generic_simd_ops.init(&p->gen, &key, iv);
	step_compare(p, "init", 0);
	for (unsigned int i = 0; i < steps; i++)
		step_random(p, buf, out_simd, out_gen, i == steps - 1, &adlen, &textlen);
	step_final(p, adlen, textlen);
}

START_TEST(test_steps_mixed)
{
	static u8 buf[16 * 48], out_simd[16 * 48], out_gen[16 * 48];
	struct step_pair p;

	ck_assert_int_eq(crypto_init(), 0);
	ck_assert_int_eq(crypto_aegis128_have_simd(), aesni_expected());
	rng_seed_for(4);
	for (int i = 0; i < 300; i++)
		step_one_message(&p, buf, out_simd, out_gen);
}
END_TEST

static Suite *x86_aegis_suite(void)
{
	return x86_new_suite("x86_aegis", { test_lookup }, { test_selftest_passed },
			     { test_same_as_generic }, { test_nosimd_same_tfm }, { test_bad_tag },
			     { test_steps_mixed });
}

int main(void)
{
	return check_run(x86_aegis_suite());
}
