// SPDX-License-Identifier: GPL-2.0-only
// The comparison of an arch AES-GCM driver with the generic gcm template, shared by the x86 and
// arm64 suites.
#include <crypto/aead.h>
#include <crypto/internal/simd.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <limits.h>
#include <string.h>

#include <check.h>
#undef fail

#include "gcm_test_util.h"

#define MAX_ENTRIES 6

// @len bytes at a random offset of page-aligned memory, in random entries.
static void random_sg(struct scatterlist *sg, u8 *base, unsigned int len, u8 **data)
{
	*data = sg_random_layout(sg, len ? MAX_ENTRIES : 1, base, 4096, len);
}

static unsigned int random_len(void)
{
	switch (rng_below(4)) {
	case 0:
		return rng_below(80);
	case 1:
		return 16 * rng_below(70);
	case 2:
		return 4096;
	default:
		return rng_below(2 * 4096 + 300);
	}
}

struct gcm_case {
	bool rfc;
	unsigned int authsize, assoclen, len;
	u8 iv[12];
};

static void random_case(struct gcm_case *c, bool rfc)
{
	static const unsigned int gcm_tags[] = { 4, 8, 12, 13, 14, 15, 16 };
	static const unsigned int rfc_tags[] = { 8, 12, 16 };

	c->rfc = rfc;
	c->authsize = rfc ? rfc_tags[rng_below(3)] : gcm_tags[rng_below(7)];
	c->assoclen = rfc ? 16 + 4 * rng_below(2) : rng_below(3) ? rng_below(64) : rng_below(600);
	c->len = random_len();
	rng_bytes(c->iv, sizeof(c->iv));
}

// Encrypts with the driver and the reference (the same bytes, tag included), then decrypts
// the driver's output with the driver; @nosimd runs the driver's requests with SIMD unusable,
// which must send them through cryptd when @nosimd_cryptd, and leave them synchronous if not.
static void compare_one(struct crypto_aead *tfm, struct crypto_aead *ref, struct test_bufs *b,
			const struct gcm_case *c, bool nosimd, bool nosimd_cryptd)
{
	const char *drv = crypto_aead_driver_name(tfm);
	unsigned int in_len = c->assoclen + c->len, out_len = in_len + c->authsize;
	bool inplace = rng_below(3) == 0, async;
	struct scatterlist sgs[MAX_ENTRIES], sgd[MAX_ENTRIES], sgr;
	u8 iv[12], *in, *out;

	random_sg(sgs, b->src, inplace ? out_len : in_len, &in);
	rng_bytes(in, in_len);
	if (c->rfc) // RFC 4106: the IV also ends the associated data
		memcpy(in + c->assoclen - 8, c->iv, 8);
	memcpy(b->plain, in, in_len);
	memcpy(b->ref, in, in_len);
	sg_init_one(&sgr, b->ref, out_len);
	out = in;
	if (!inplace)
		random_sg(sgd, b->dst, out_len, &out);

	memcpy(iv, c->iv, 12);
	crypto_simd_disabled_for_test = nosimd;
	int err = aead_run(tfm, true, sgs, inplace ? sgs : sgd, c->assoclen, c->len, iv, &async);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(!err, "%s: encrypt len %u: %d", drv, c->len, err);
	ck_assert_msg(!nosimd || async == nosimd_cryptd, "%s: no-SIMD request %s cryptd", drv,
		      nosimd_cryptd ? "not through" : "through");
	memcpy(iv, c->iv, 12);
	ck_assert_int_eq(aead_run(ref, true, &sgr, &sgr, c->assoclen, c->len, iv, NULL), 0);
	ck_assert_msg(!memcmp(out + c->assoclen, b->ref + c->assoclen, c->len + c->authsize),
		      "%s: encryption of %u bytes, ad %u, tag %u differs (seed %llu)", drv, c->len,
		      c->assoclen, c->authsize, rng_state);

	// Decrypt the driver's output in place, split anew (the associated data is the caller's to
	// copy: an AEAD writes only the text and the tag to dst).
	memcpy(b->ref, b->plain, c->assoclen);
	memcpy(b->ref + c->assoclen, out + c->assoclen, c->len + c->authsize);
	random_sg(sgs, b->dst, out_len, &in);
	memcpy(in, b->ref, out_len);
	memcpy(iv, c->iv, 12);
	crypto_simd_disabled_for_test = nosimd;
	err = aead_run(tfm, false, sgs, sgs, c->assoclen, c->len + c->authsize, iv, NULL);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(!err, "%s: decrypt len %u, ad %u, tag %u, nosimd %d: %d", drv, c->len,
		      c->assoclen, c->authsize, nosimd, err);
	ck_assert_msg(!memcmp(in + c->assoclen, b->plain + c->assoclen, c->len),
		      "%s: decryption of %u bytes differs", drv, c->len);
}

// A tag with one bit flipped, or a changed byte of associated data or ciphertext: -EBADMSG,
// and the plaintext is not left in dst.
static void forged_one(struct crypto_aead *tfm, struct test_bufs *b, const struct gcm_case *c,
		       bool nosimd)
{
	const char *drv = crypto_aead_driver_name(tfm);
	unsigned int in_len = c->assoclen + c->len, out_len = in_len + c->authsize;
	struct scatterlist sgs[MAX_ENTRIES], sgd[MAX_ENTRIES];
	u8 iv[12], *in, *out;

	random_sg(sgs, b->src, out_len, &in);
	rng_bytes(in, in_len);
	if (c->rfc)
		memcpy(in + c->assoclen - 8, c->iv, 8);
	memcpy(b->plain, in, in_len);
	memcpy(iv, c->iv, 12);
	ck_assert_int_eq(aead_run(tfm, true, sgs, sgs, c->assoclen, c->len, iv, NULL), 0);

	unsigned int pos = c->rfc ? in_len + rng_below(c->authsize) : rng_below(out_len);

	in[pos] ^= (u8)(1u << rng_below(8));
	random_sg(sgd, b->dst, in_len, &out);
	memset(out, 0xa5, in_len);
	memcpy(iv, c->iv, 12);
	crypto_simd_disabled_for_test = nosimd;
	int err = aead_run(tfm, false, sgs, sgd, c->assoclen, c->len + c->authsize, iv, NULL);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(err == -EBADMSG, "%s: forged byte %u of %u: %d", drv, pos, out_len, err);
	for (unsigned int i = 0; i < c->len; i++)
		ck_assert_msg(out[c->assoclen + i] == 0 || out[c->assoclen + i] == 0xa5,
			      "%s: plaintext byte %u released after a bad tag", drv, i);
	if (c->len >= 16)
		ck_assert(memcmp(out + c->assoclen, b->plain + c->assoclen, 16));
}

static void set_keys(struct crypto_aead *tfm, struct crypto_aead *ref, const struct gcm_case *c)
{
	static const unsigned int sizes[] = { 16, 24, 32 };
	unsigned int klen = sizes[rng_below(3)] + (c->rfc ? 4 : 0);
	u8 key[36];

	rng_bytes(key, klen);
	// Now and then with SIMD unusable: the portable precomputation must match.
	crypto_simd_disabled_for_test = rng_below(3) == 0;
	int err = crypto_aead_setkey(tfm, key, klen);
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(err, 0);
	ck_assert_int_eq(crypto_aead_setkey(ref, key, klen), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, c->authsize), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(ref, c->authsize), 0);
}

void gcm_compare_driver(const char *driver, const char *ref_name, bool rfc, bool nosimd_cryptd,
			struct test_bufs *b)
{
	struct crypto_aead *tfm = alloc_aead(driver);
	struct crypto_aead *ref = alloc_aead(ref_name);
	struct gcm_case c;

	ck_assert_msg(strcmp(crypto_aead_driver_name(tfm), crypto_aead_driver_name(ref)),
		      "%s compared with itself", driver);
	for (unsigned int i = 0; i < fuzz_iterations(150); i++) {
		random_case(&c, rfc);
		set_keys(tfm, ref, &c);
		compare_one(tfm, ref, b, &c, i % 5 == 4, nosimd_cryptd);
		if (i % 3 == 0)
			forged_one(tfm, b, &c, i % 6 == 3);
	}
	crypto_free_aead(ref);
	crypto_free_aead(tfm);
}

void gcm_check_bad_parameters(const char *gcm, const char *rfc)
{
	struct crypto_aead *g = crypto_alloc_aead(gcm, 0, 0);
	struct crypto_aead *r = crypto_alloc_aead(rfc, 0, 0);
	u8 key[20] = { 1 }, buf[64] = { 0 }, iv[12] = { 0 };
	struct scatterlist sg;

	ck_assert_msg(!IS_ERR(g) && !IS_ERR(r), "%s, %s", gcm, rfc);
	for (unsigned int t = 0; t <= 17; t++) {
		bool gcm_ok = t == 4 || t == 8 || (t >= 12 && t <= 16);
		bool rfc_ok = t == 8 || t == 12 || t == 16;

		ck_assert_int_eq(crypto_aead_setauthsize(g, t) == 0, gcm_ok);
		ck_assert_int_eq(crypto_aead_setauthsize(r, t) == 0, rfc_ok);
	}
	ck_assert_int_eq(crypto_aead_setkey(g, key, 20), -EINVAL);
	ck_assert_int_eq(crypto_aead_setkey(r, key, 3), -EINVAL);
	ck_assert_int_eq(crypto_aead_setkey(r, key, 20), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(r, 16), 0);
	sg_init_one(&sg, buf, sizeof(buf));
	ck_assert_int_eq(aead_run(r, true, &sg, &sg, 12, 16, iv, NULL), -EINVAL);
	ck_assert_int_eq(aead_run(r, true, &sg, &sg, 16, 16, iv, NULL), 0);
	crypto_free_aead(g);
	crypto_free_aead(r);
}

void gcm_check_length_sums_wrap(const char *name, bool rfc)
{
	static const struct {
		unsigned int assoclen, cryptlen;
	} bad[] = {
		{ UINT_MAX, 16 }, { UINT_MAX - 15, 32 }, { UINT_MAX - 100, 101 }, { 32, UINT_MAX }
	};
	u8 key[20] = { 1 }, buf[128] = { 0 }, iv[12] = { 0 };
	struct scatterlist sg;
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, rfc ? 20 : 16), 0);
	sg_init_one(&sg, buf, sizeof(buf));
	for (unsigned int b = 0; b < sizeof(bad) / sizeof(bad[0]); b++)
		for (int enc = 0; enc < 2; enc++)
			ck_assert_msg(aead_run(tfm, enc, &sg, &sg, bad[b].assoclen, bad[b].cryptlen,
					       iv, NULL) == -EINVAL,
				      "%s %s assoclen=%u cryptlen=%u", name, enc ? "enc" : "dec",
				      bad[b].assoclen, bad[b].cryptlen);
	crypto_free_aead(tfm);
}
