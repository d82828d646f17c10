// SPDX-License-Identifier: GPL-2.0-only
/* The xts template's tweak passes against a reference built from the single-block cipher:
 * every tweak by its own bitwise multiplications, ciphertext stealing as IEEE 1619-2018 5.3.2
 * and 5.4.2 write it, over random lengths, scatterlist splits, in place and out of place. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include "check_run.h"
#include "sg_layout.h"

#define XB 16
#define MAX_LEN (4096 + XB - 1)

struct xts_case {
	const char *ecb;    /* the child: the template goes over the driver this name picks */
	const char *cipher; /* the single-block cipher of the reference */
	unsigned int klen;  /* one half of the XTS key */
};

static const struct xts_case cases[] = {
	{ "ecb(aes-generic)", "aes-generic", 16 }, { "ecb(aes-generic)", "aes-generic", 32 },
	{ "ecb(aes)", "aes-generic", 16 },	   { "ecb(camellia)", "camellia-generic", 16 },
	{ "ecb(serpent)", "serpent-generic", 32 }, { "ecb(twofish)", "twofish-generic", 24 },
	{ "ecb(cast6)", "cast6-generic", 16 },
};

struct xts_ref {
	struct crypto_cipher *data, *tweak;
};

/* T * alpha, one bit at a time: the 128-bit little-endian number shifted left, x^128 folded
 * back as x^7 + x^2 + x + 1. */
static void ref_mul_alpha(u8 t[XB])
{
	unsigned int carry = 0;

	for (unsigned int bit = 0; bit < 128; bit++) {
		unsigned int byte = bit / 8, shift = bit % 8;
		unsigned int old = (t[byte] >> shift) & 1;

		t[byte] = (u8)((t[byte] & ~(1u << shift)) | (carry << shift));
		carry = old;
	}
	if (carry)
		t[0] ^= 0x87;
}

/* XEX of one block with the tweak @t (IEEE 1619-2018 5.3.1, 5.4.1). */
static void ref_xex(const struct xts_ref *r, const u8 *t, u8 *out, const u8 *in, bool enc)
{
	u8 b[XB];

	for (unsigned int i = 0; i < XB; i++)
		b[i] = in[i] ^ t[i];
	if (enc)
		crypto_cipher_encrypt_one(r->data, b, b);
	else
		crypto_cipher_decrypt_one(r->data, b, b);
	for (unsigned int i = 0; i < XB; i++)
		out[i] = b[i] ^ t[i];
}

static void ref_crypt(const struct xts_ref *r, const u8 *iv, u8 *out, const u8 *in,
		      unsigned int len, bool enc)
{
	const unsigned int m = len / XB, tail = len % XB;
	const unsigned int plain = tail ? m - 1 : m;
	u8 t[MAX_LEN / XB + 1][XB], cc[XB], pp[XB];

	/* T_j = E_K2(iv) * alpha^j */
	crypto_cipher_encrypt_one(r->tweak, t[0], iv);
	for (unsigned int j = 1; j <= m; j++) {
		memcpy(t[j], t[j - 1], XB);
		ref_mul_alpha(t[j]);
	}
	for (unsigned int j = 0; j < plain; j++)
		ref_xex(r, t[j], out + j * XB, in + j * XB, enc);
	if (!tail)
		return;
	/* Encryption: block m-1 with T_{m-1}, the padded tail with T_m; decryption swaps them. */
	ref_xex(r, t[enc ? m - 1 : m], cc, in + (m - 1) * XB, enc);
	memcpy(pp, in + m * XB, tail);
	memcpy(pp + tail, cc + tail, XB - tail);
	memcpy(out + m * XB, cc, tail);
	ref_xex(r, t[enc ? m : m - 1], out + (m - 1) * XB, pp, enc);
}

static struct crypto_cipher *ref_cipher(const char *name, const u8 *key, unsigned int klen)
{
	struct crypto_cipher *c = crypto_alloc_cipher(name, 0, 0);

	ck_assert_msg(!IS_ERR(c), "%s: %ld", name, PTR_ERR(c));
	ck_assert_int_eq(crypto_cipher_setkey(c, key, klen), 0);
	return c;
}

struct xts_run {
	struct crypto_skcipher *tfm;
	struct skcipher_request *req; /* one for all the requests of a test */
	struct crypto_wait wait;
	struct xts_ref ref;
	char name[CRYPTO_MAX_ALG_NAME + 8];
	u8 iv[XB];
};

/* One request over @in (len bytes) laid out at random; the result must be the reference's,
 * poison around the entries untouched, the source kept when out of place, the IV unchanged. */
static void one_request(struct xts_run *x, const u8 *in, unsigned int len, bool enc, bool in_place,
			bool flat)
{
	u8 *want = malloc(len), *got = malloc(len), iv[XB];
	struct layout src, dst;
	struct layout *out = in_place ? &src : &dst;

	ck_assert(want && got);
	ref_crypt(&x->ref, x->iv, want, in, len, enc);
	if (flat) {
		layout_new(&src, len, 1, 1, 1, false);
		flat_write(&src, src.arena, 0, in, len);
		flat_write(&src, src.shadow, 0, in, len);
	} else {
		layout_random(&src, len, in, len);
	}
	if (!in_place)
		layout_random(&dst, len, NULL, 0);
	memcpy(iv, x->iv, XB);
	skcipher_request_set_crypt(x->req, src.sg, out->sg, len, iv);
	CHECK(!crypto_wait_req(enc ? crypto_skcipher_encrypt(x->req)
				   : crypto_skcipher_decrypt(x->req),
			       &x->wait),
	      "%s: request failed", x->name);
	flat_read(out, out->arena, 0, got, len);
	if (memcmp(got, want, len)) {
		unsigned int i = 0;

		while (got[i] == want[i])
			i++;
		CHECK(false, "%s %s, %u bytes, %s: byte %u (block %u) differs from the reference",
		      x->name, enc ? "encryption" : "decryption", len,
		      in_place ? "in place" : "out of place", i, i / XB);
	}
	CHECK(!memcmp(iv, x->iv, XB), "%s: the IV changed", x->name);
	flat_write(out, out->shadow, 0, want, len);
	layout_check(out, x->name, (int)len);
	if (!in_place) {
		layout_check(&src, x->name, (int)len);
		layout_free(&dst);
	}
	layout_free(&src);
	free(want);
	free(got);
}

static void xts_run_init(struct xts_run *x, const struct xts_case *c)
{
	u8 key[64];

	rng_bytes(key, 2 * c->klen);
	key[c->klen] ^= 1 ^ (key[0] ^ key[c->klen]); /* halves differ */
	struct crypto_skcipher *ecb = crypto_alloc_skcipher(c->ecb, 0, 0);

	ck_assert_msg(!IS_ERR(ecb), "%s: %ld", c->ecb, PTR_ERR(ecb));
	snprintf(x->name, sizeof(x->name), "xts(%s)",
		 crypto_tfm_alg_driver_name(crypto_skcipher_tfm(ecb)));
	crypto_free_skcipher(ecb);
	x->tfm = crypto_alloc_skcipher(x->name, 0, 0);
	ck_assert_msg(!IS_ERR(x->tfm), "%s: %ld", x->name, PTR_ERR(x->tfm));
	ck_assert_int_eq(crypto_skcipher_setkey(x->tfm, key, 2 * c->klen), 0);
	x->req = skcipher_request_alloc(x->tfm, GFP_KERNEL);
	ck_assert_ptr_nonnull(x->req);
	crypto_init_wait(&x->wait);
	skcipher_request_set_callback(x->req, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				      crypto_req_done, &x->wait);
	x->ref.data = ref_cipher(c->cipher, key, c->klen);
	x->ref.tweak = ref_cipher(c->cipher, key + c->klen, c->klen);
	rng_bytes(x->iv, XB);
}

static void xts_run_free(struct xts_run *x)
{
	skcipher_request_free(x->req);
	crypto_free_skcipher(x->tfm);
	crypto_free_cipher(x->ref.data);
	crypto_free_cipher(x->ref.tweak);
}

/* Every length up to 20 blocks plus every tail, in one flat buffer: each block count around the
 * passes' 4- and 8-block steps, with and without a stolen block after them; encryption and
 * decryption, in place and out of place, take turns. */
START_TEST(test_every_short_length)
{
	struct xts_run x;
	u8 in[20 * XB + XB - 1];

	rng_seed_from_clock();
	xts_run_init(&x, &cases[_i]);
	rng_bytes(in, sizeof(in));
	for (unsigned int len = XB; len <= sizeof(in); len++)
		one_request(&x, in, len, len / 2 % 2, len % 2, true);
	xts_run_free(&x);
}
END_TEST

/* Random lengths up to a page and a tail, random splits, both ways, in place or not. */
START_TEST(test_random_layouts)
{
	struct xts_run x;
	u8 *in = malloc(MAX_LEN);

	ck_assert_ptr_nonnull(in);
	rng_seed_from_clock();
	xts_run_init(&x, &cases[_i]);
	for (unsigned int n = 0; n < 20; n++) {
		unsigned int len = rng_below(4) ? rng_range(XB, MAX_LEN) : rng_range(4000, MAX_LEN);

		rng_bytes(in, len);
		one_request(&x, in, len, rng_below(2), rng_below(2), false);
	}
	xts_run_free(&x);
	free(in);
}
END_TEST

/* The reference's multiplication on known powers of alpha: x^127, then x^128 = x^7 + x^2 + x + 1. */
START_TEST(test_reference_alpha)
{
	u8 t[XB] = { 1 };

	for (unsigned int i = 0; i < 127; i++)
		ref_mul_alpha(t);
	ck_assert_uint_eq(t[15], 0x80);
	for (unsigned int i = 0; i < 15; i++)
		ck_assert_uint_eq(t[i], 0);
	ref_mul_alpha(t);
	ck_assert_uint_eq(t[0], 0x87);
	for (unsigned int i = 1; i < XB; i++)
		ck_assert_uint_eq(t[i], 0);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("xts_tweak");
	TCase *tc = tcase_create("xts_tweak");
	const int n = (int)(sizeof(cases) / sizeof(cases[0]));

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_reference_alpha);
	tcase_add_loop_test(tc, test_every_short_length, 0, n);
	tcase_add_loop_test(tc, test_random_layouts, 0, n);
	suite_add_tcase(s, tc);
	return check_run(s);
}
