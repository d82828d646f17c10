// SPDX-License-Identifier: GPL-2.0-only
// DES, Triple DES and the other 64- and 128-bit block ciphers 6.12 keeps: the driver each name
// resolves to, their known answers through the cipher API, DES's weak-key and Triple DES's
// degenerate-key rules (with and without CRYPTO_TFM_REQ_FORBID_WEAK_KEYS, and in FIPS mode),
// CBC and CTR against OpenSSL's EVP where OpenSSL has the cipher, the pcbc template, and the kw
// template's rules with AES-128-WRAP as its reference.
#include <crypto/algapi.h>
#include <crypto/des.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/des.h>
#include <crypto/skcipher.h>
#include <crypto/sm4.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if UKC_TEST_HAVE_LIBCRYPTO
#include <openssl/evp.h>
#include <openssl/provider.h>
#endif

#include "aead_util.h"
#include "check_run.h"
#include "des3_key_cases.h"
#include "modes_util.h"
#include "testvec.h"

// One row per cipher: its name and 6.12's generic driver and priority, its block size, and
// OpenSSL's names for it in CBC and CTR (NULL where OpenSSL lacks the mode) with a key length
// both take; legacy marks ciphers of OpenSSL's legacy provider.
struct cm_cipher {
	const char *name, *driver;
	int priority;
	unsigned int blocksize, keylen;
	const char *ossl_cbc, *ossl_ctr;
	bool legacy;
};

static const struct cm_cipher cm_ciphers[] = {
	{ "anubis", "anubis-generic", 0, 16, 16, NULL, NULL, false },
	{ "cast5", "cast5-generic", 100, 8, 16, "CAST5-CBC", NULL, true },
	{ "des", "des-generic", 100, 8, 8, "DES-CBC", NULL, true },
	{ "des3_ede", "des3_ede-generic", 100, 8, 24, "DES-EDE3-CBC", NULL, false },
	{ "aria", "aria-generic", 100, 16, 16, "ARIA-128-CBC", "ARIA-128-CTR", false },
	{ "blowfish", "blowfish-generic", 100, 8, 16, "BF-CBC", NULL, true },
	{ "fcrypt", "fcrypt-generic", 0, 8, 8, NULL, NULL, false },
	{ "khazad", "khazad-generic", 0, 8, 16, NULL, NULL, false },
	{ "seed", "seed-generic", 100, 16, 16, "SEED-CBC", NULL, true },
	{ "sm4", "sm4-generic", 100, 16, 16, "SM4-CBC", "SM4-CTR", false },
	{ "tea", "tea-generic", 0, 8, 16, NULL, NULL, false },
	{ "xtea", "xtea-generic", 0, 8, 16, NULL, NULL, false },
	{ "xeta", "xeta-generic", 0, 8, 16, NULL, NULL, false },
};

#define CM_COUNT (sizeof(cm_ciphers) / sizeof(cm_ciphers[0]))

// The name resolves to 6.12's generic driver at 6.12's priority, with its block size.
START_TEST(test_drivers)
{
	const struct cm_cipher *c = &cm_ciphers[_i];
	struct crypto_cipher *tfm = crypto_alloc_cipher(c->name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", c->name, PTR_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_cipher_tfm(tfm)), c->driver);
	ck_assert_int_eq(crypto_cipher_tfm(tfm)->__crt_alg->cra_priority, c->priority);
	ck_assert_uint_eq(crypto_cipher_blocksize(tfm), c->blocksize);
	crypto_free_cipher(tfm);
}
END_TEST

// Every vector of the cipher's own section and of its ECB section, block by block through the
// cipher API; those that expect setkey() to fail are checked to fail so.
static unsigned int cm_check_section(struct crypto_cipher *tfm, const char *section)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite(section);
	const struct cipher_testvec *v = ukc_suite_cipher_vecs(suite);
	const unsigned int bs = crypto_cipher_blocksize(tfm);
	unsigned int checked = 0;
	u8 out[16];

	for (unsigned int i = 0; v && i < suite->count; i++, v++) {
		crypto_cipher_clear_flags(tfm, ~0u);
		if (v->wk)
			crypto_cipher_set_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
		int err = crypto_cipher_setkey(tfm, (const u8 *)v->key, v->klen);
		ck_assert_msg(err == v->setkey_error, "%s vector %u: setkey %d", section, i, err);
		for (unsigned int off = 0; !err && off < v->len; off += bs) {
			crypto_cipher_encrypt_one(tfm, out, (const u8 *)v->ptext + off);
			ck_assert_msg(!memcmp(out, v->ctext + off, bs), "%s vector %u enc", section,
				      i);
			crypto_cipher_decrypt_one(tfm, out, (const u8 *)v->ctext + off);
			ck_assert_msg(!memcmp(out, v->ptext + off, bs), "%s vector %u dec", section,
				      i);
		}
		checked++;
	}
	return checked;
}

START_TEST(test_known_answers)
{
	const struct cm_cipher *c = &cm_ciphers[_i];
	struct crypto_cipher *tfm = crypto_alloc_cipher(c->driver, 0, 0);
	char ecb[64];

	ck_assert(!IS_ERR(tfm));
	snprintf(ecb, sizeof(ecb), "ecb(%s)", c->name);
	// 6.12 has one ECB vector for fcrypt; test_pcbc runs its other three through PCBC.
	ck_assert_uint_ge(cm_check_section(tfm, ecb) + cm_check_section(tfm, c->name),
			  strcmp(c->name, "fcrypt") ? 3 : 1);
	crypto_free_cipher(tfm);
}
END_TEST

// pcbc(fcrypt) gives each of 6.12's vectors out of place and in place, both ways, and
// chains the IV to the next request; pcbc over AES follows C_i = E(P_i ^ P_(i-1) ^ C_(i-1))
// block by block through the cipher API, and refuses a partial block.
START_TEST(test_pcbc)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("pcbc(fcrypt)");
	const struct cipher_testvec *v = ukc_suite_cipher_vecs(suite);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("pcbc(fcrypt)", 0, 0);
	u8 buf[64], iv[16], chain[16];

	ck_assert(v && !IS_ERR(tfm) && suite->count == 4);
	ck_assert_str_eq(crypto_skcipher_driver_name(tfm), "pcbc(fcrypt-generic)");
	for (unsigned int i = 0; i < suite->count; i++, v++) {
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, (const u8 *)v->key, v->klen), 0);
		for (int enc = 0; enc < 2; enc++) {
			const char *in = enc ? v->ptext : v->ctext,
				   *want = enc ? v->ctext : v->ptext;

			memcpy(iv, v->iv, 8);
			ck_assert_int_eq(skcipher_flat(tfm, (const u8 *)in, buf, v->len, iv, enc),
					 0);
			ck_assert_msg(!memcmp(buf, want, v->len), "vector %u enc %d", i, enc);
			memcpy(iv, v->iv, 8);
			memcpy(buf, in, v->len);
			ck_assert_int_eq(skcipher_flat(tfm, buf, buf, v->len, iv, enc), 0);
			ck_assert_msg(!memcmp(buf, want, v->len), "vector %u in place", i);
			// The output IV is P_n ^ C_n, the chaining value of a next block.
			crypto_xor_cpy(chain, (const u8 *)v->ptext + v->len - 8,
				       (const u8 *)v->ctext + v->len - 8, 8);
			ck_assert(!memcmp(iv, chain, 8));
		}
	}
	crypto_free_skcipher(tfm);

	struct crypto_skcipher *aes = crypto_alloc_skcipher("pcbc(aes)", 0, 0);
	struct crypto_cipher *blk = crypto_alloc_cipher("aes", 0, 0);
	static const u8 key[16] = { 0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
				    0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c };
	u8 pt[64], ct[64], want[64], v0[16];

	ck_assert(!IS_ERR(aes) && !IS_ERR(blk));
	ck_assert_int_eq(crypto_skcipher_setkey(aes, key, 16), 0);
	ck_assert_int_eq(crypto_cipher_setkey(blk, key, 16), 0);
	for (unsigned int i = 0; i < 64; i++)
		pt[i] = (u8)(i * 37 + 5);
	memset(v0, 0xa5, 16);
	memcpy(chain, v0, 16);
	for (unsigned int off = 0; off < 64; off += 16) {
		crypto_xor_cpy(want + off, pt + off, chain, 16);
		crypto_cipher_encrypt_one(blk, want + off, want + off);
		crypto_xor_cpy(chain, pt + off, want + off, 16);
	}
	memcpy(iv, v0, 16);
	ck_assert_int_eq(skcipher_flat(aes, pt, ct, 64, iv, 1), 0);
	ck_assert(!memcmp(ct, want, 64) && !memcmp(iv, chain, 16));
	memcpy(iv, v0, 16);
	ck_assert_int_eq(skcipher_flat(aes, ct, buf, 64, iv, 0), 0);
	ck_assert(!memcmp(buf, pt, 64));
	ck_assert_int_eq(skcipher_flat(aes, pt, ct, 24, iv, 1), -EINVAL);
	crypto_free_cipher(blk);
	crypto_free_skcipher(aes);
}
END_TEST

// FIPS 74 section 3.6: the 4 weak and 12 semi-weak DES keys.
static const u8 des_weak_keys[16][8] = {
	{ 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01 },
	{ 0xfe, 0xfe, 0xfe, 0xfe, 0xfe, 0xfe, 0xfe, 0xfe },
	{ 0x1f, 0x1f, 0x1f, 0x1f, 0x0e, 0x0e, 0x0e, 0x0e },
	{ 0xe0, 0xe0, 0xe0, 0xe0, 0xf1, 0xf1, 0xf1, 0xf1 },
	{ 0x01, 0xfe, 0x01, 0xfe, 0x01, 0xfe, 0x01, 0xfe },
	{ 0xfe, 0x01, 0xfe, 0x01, 0xfe, 0x01, 0xfe, 0x01 },
	{ 0x1f, 0xe0, 0x1f, 0xe0, 0x0e, 0xf1, 0x0e, 0xf1 },
	{ 0xe0, 0x1f, 0xe0, 0x1f, 0xf1, 0x0e, 0xf1, 0x0e },
	{ 0x01, 0xe0, 0x01, 0xe0, 0x01, 0xf1, 0x01, 0xf1 },
	{ 0xe0, 0x01, 0xe0, 0x01, 0xf1, 0x01, 0xf1, 0x01 },
	{ 0x1f, 0xfe, 0x1f, 0xfe, 0x0e, 0xfe, 0x0e, 0xfe },
	{ 0xfe, 0x1f, 0xfe, 0x1f, 0xfe, 0x0e, 0xfe, 0x0e },
	{ 0x01, 0x1f, 0x01, 0x1f, 0x01, 0x0e, 0x01, 0x0e },
	{ 0x1f, 0x01, 0x1f, 0x01, 0x0e, 0x01, 0x0e, 0x01 },
	{ 0xe0, 0xfe, 0xe0, 0xfe, 0xf1, 0xfe, 0xf1, 0xfe },
	{ 0xfe, 0xe0, 0xfe, 0xe0, 0xfe, 0xf1, 0xfe, 0xf1 },
};

static bool cm_all_zero(const void *p, size_t n)
{
	const u8 *b = p;

	for (size_t i = 0; i < n; i++)
		if (b[i])
			return false;
	return true;
}

// Each weak key, and the same key with its parity bits flipped (parity is not part of the
// key): -ENOKEY from the library, accepted by the cipher unless weak keys are forbidden, then
// -EINVAL with the context wiped. Keys one bit away from weak are ordinary.
START_TEST(test_des_weak_keys)
{
	struct crypto_cipher *tfm = crypto_alloc_cipher("des", 0, 0);
	struct des_ctx ctx;
	u8 key[8];

	ck_assert(!IS_ERR(tfm));
	for (unsigned int i = 0; i < 16; i++) {
		for (unsigned int flip = 0; flip < 3; flip++) {
			memcpy(key, des_weak_keys[i], 8);
			for (unsigned int b = 0; b < 8; b++)
				key[b] ^= flip == 1 ? 0x01 : 0;
			if (flip == 2)
				key[i % 8] ^= 0x80; // a key bit, not a parity bit
			const int lib = des_expand_key(&ctx, key, 8);
			ck_assert_int_eq(lib, flip == 2 ? 0 : -ENOKEY);
			crypto_cipher_clear_flags(tfm, ~0u);
			ck_assert_int_eq(crypto_cipher_setkey(tfm, key, 8), 0);
			crypto_cipher_set_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
			ck_assert_int_eq(crypto_cipher_setkey(tfm, key, 8),
					 flip == 2 ? 0 : -EINVAL);
			ck_assert_int_eq(crypto_des_verify_key(crypto_cipher_tfm(tfm), key),
					 flip == 2 ? 0 : -EINVAL);
			void *c = crypto_tfm_ctx(crypto_cipher_tfm(tfm));
			ck_assert(cm_all_zero(c, sizeof(struct des_ctx)) == (flip != 2));
		}
	}
	ck_assert_int_eq(des_expand_key(&ctx, key, 7), -EINVAL);
	ck_assert_int_eq(crypto_cipher_setkey(tfm, key, 16), -EINVAL);
	crypto_free_cipher(tfm);
}
END_TEST

// Triple DES keys that reduce to single DES (K1 = K2 or K2 = K3) are reported by the library
// (-ENOKEY) and refused only when weak keys are forbidden; K1 = K3 (two-key Triple DES) is
// accepted outside FIPS mode (des3_key_cases.h).
START_TEST(test_des3_degenerate_keys)
{
	struct crypto_cipher *tfm = crypto_alloc_cipher("des3_ede", 0, 0);
	struct des3_ede_ctx ctx;
	u8 key[24];

	ck_assert(!IS_ERR(tfm));
	for (size_t i = 0; i < DES3_KEY_CASES; i++) {
		des3_case_key(key, &des3_key_cases[i]);
		ck_assert_int_eq(des3_ede_expand_key(&ctx, key, 24), des3_key_cases[i].lib);
		ck_assert_int_eq(des3_ede_verify_key(key, 24, false), 0);
		crypto_cipher_clear_flags(tfm, ~0u);
		ck_assert_int_eq(crypto_cipher_setkey(tfm, key, 24), 0);
		crypto_cipher_set_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
		ck_assert_int_eq(crypto_cipher_setkey(tfm, key, 24), des3_key_cases[i].forbidden);
		// 6.12's helper hands drivers -ENOKEY here, not -EINVAL: the caller maps it.
		ck_assert_int_eq(crypto_des3_ede_verify_key(crypto_cipher_tfm(tfm), key),
				 des3_key_cases[i].lib);
	}
	ck_assert_int_eq(des3_ede_expand_key(&ctx, key, 16), -EINVAL);
	ck_assert_int_eq(crypto_cipher_setkey(tfm, key, 16), -EINVAL);
	crypto_free_cipher(tfm);
}
END_TEST

START_TEST(test_des3_reduces_to_des)
{
	static const u8 key[8] = { 0x13, 0x34, 0x57, 0x79, 0x9b, 0xbc, 0xdf, 0xf1 };
	struct des_ctx d;
	struct des3_ede_ctx t;
	u8 key3[24], in[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, a[8], b[8];

	for (unsigned int i = 0; i < 3; i++)
		memcpy(key3 + 8 * i, key, 8);
	ck_assert_int_eq(des_expand_key(&d, key, 8), 0);
	ck_assert_int_eq(des3_ede_expand_key(&t, key3, 24), -ENOKEY);
	for (unsigned int r = 0; r < 64; r++) {
		des_encrypt(&d, a, in);
		des3_ede_encrypt(&t, b, in);
		ck_assert(!memcmp(a, b, 8));
		des3_ede_decrypt(&t, b, a);
		ck_assert(!memcmp(b, in, 8));
		memcpy(in, a, 8);
	}
}
END_TEST

// FIPS mode (UKCRYPTO_FIPS=1): neither cipher passes testmgr (6.12 allows neither), and the
// library refuses K1 = K2, K2 = K3 and K1 = K3 outright, whatever the caller's policy.
START_TEST(test_fips_rules)
{
	static const u8 k1[8] = { 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef };
	static const u8 k2[8] = { 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01 };
	struct des3_ede_ctx ctx;
	u8 key[24];

	ck_assert_int_eq(crypto_init(), 0);
	ck_assert(fips_enabled);
	ck_assert(IS_ERR(crypto_alloc_cipher("des3_ede", 0, 0)));
	ck_assert(IS_ERR(crypto_alloc_cipher("des", 0, 0)));
	memcpy(key, k1, 8);
	memcpy(key + 8, k2, 8);
	memcpy(key + 16, k1, 8);
	memset(&ctx, 0x5a, sizeof(ctx));
	ck_assert_int_eq(des3_ede_expand_key(&ctx, key, 24), -EINVAL);
	ck_assert_int_eq(des3_ede_verify_key(key, 24, false), -EINVAL);
	ck_assert_uint_eq(ctx.expkey[0], 0x5a5a5a5a); // nothing stored
	memcpy(key + 16, k2, 8);
	ck_assert_int_eq(des3_ede_verify_key(key, 24, false), -EINVAL);
	key[23] ^= 0x02;
	ck_assert_int_eq(des3_ede_verify_key(key, 24, false), 0);
	ck_assert_int_eq(des3_ede_expand_key(&ctx, key, 24), 0);
}
END_TEST

// GB/T 32907-2016 Appendix A.1 example 2: the example key and plaintext encrypted 1 000 000
// times over, through the library calls; and the tables the kernel exports.
START_TEST(test_sm4_million)
{
	static const u8 key[16] = { 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef,
				    0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10 };
	static const u8 expect[16] = { 0x59, 0x52, 0x98, 0xc7, 0xc6, 0xfd, 0x27, 0x1f,
				       0x04, 0x02, 0xf8, 0x04, 0xc3, 0x3d, 0x3f, 0x66 };
	struct sm4_ctx ctx;
	u8 block[16];

	ck_assert_int_eq(sm4_expandkey(&ctx, key, 16), 0);
	memcpy(block, key, 16);
	for (unsigned int i = 0; i < 1000000; i++)
		sm4_crypt_block(ctx.rkey_enc, block, block);
	ck_assert(!memcmp(block, expect, 16));
	for (unsigned int i = 0; i < 1000000; i++)
		sm4_crypt_block(ctx.rkey_dec, block, block);
	ck_assert(!memcmp(block, key, 16));
	ck_assert_int_eq(sm4_expandkey(&ctx, key, 15), -EINVAL);
	ck_assert_int_eq(sm4_expandkey(&ctx, key, 32), -EINVAL);
	// Section 6.2's S-box starts d6 90 e9 fe; FK0 and CK0, CK31 of section 7.3.
	ck_assert_uint_eq(crypto_sm4_sbox[0], 0xd6);
	ck_assert_uint_eq(crypto_sm4_sbox[255], 0x48);
	ck_assert_uint_eq(crypto_sm4_fk[0], 0xa3b1bac6);
	ck_assert_uint_eq(crypto_sm4_ck[0], 0x00070e15);
	ck_assert_uint_eq(crypto_sm4_ck[31], 0x646b7279);
	for (unsigned int i = 0; i < 32; i++)
		ck_assert_uint_eq(ctx.rkey_enc[i], ctx.rkey_dec[31 - i]);
}
END_TEST

// RFC 2144 Appendix B.2, the full maintenance test: two 128-bit registers, each encrypted a
// million times in halves under the other as key. It runs every key-schedule S-box entry.
START_TEST(test_cast5_maintenance)
{
	static const u8 start[16] = { 0x01, 0x23, 0x45, 0x67, 0x12, 0x34, 0x56, 0x78,
				      0x23, 0x45, 0x67, 0x89, 0x34, 0x56, 0x78, 0x9a };
	static const u8 want_a[16] = { 0xee, 0xa9, 0xd0, 0xa2, 0x49, 0xfd, 0x3b, 0xa6,
				       0xb3, 0x43, 0x6f, 0xb8, 0x9d, 0x6d, 0xca, 0x92 };
	static const u8 want_b[16] = { 0xb2, 0xc9, 0x5e, 0xb0, 0x0c, 0x31, 0xad, 0x71,
				       0x80, 0xac, 0x05, 0xb8, 0xe8, 0x3d, 0x69, 0x6e };
	struct crypto_cipher *tfm = crypto_alloc_cipher("cast5-generic", 0, 0);
	u8 a[16], b[16];

	ck_assert(!IS_ERR(tfm));
	memcpy(a, start, 16);
	memcpy(b, start, 16);
	for (unsigned int i = 0; i < 1000000; i++) {
		ck_assert_int_eq(crypto_cipher_setkey(tfm, b, 16), 0);
		crypto_cipher_encrypt_one(tfm, a, a);
		crypto_cipher_encrypt_one(tfm, a + 8, a + 8);
		ck_assert_int_eq(crypto_cipher_setkey(tfm, a, 16), 0);
		crypto_cipher_encrypt_one(tfm, b, b);
		crypto_cipher_encrypt_one(tfm, b + 8, b + 8);
	}
	ck_assert(!memcmp(a, want_a, 16));
	ck_assert(!memcmp(b, want_b, 16));
	crypto_free_cipher(tfm);
}
END_TEST

// kw (RFC 3394): the integrity value comes back in the IV, a wrong one or a tampered
// semiblock gives -EBADMSG, lengths that are not two or more semiblocks -EINVAL; and a message
// whose halves sit in separate scatterlist entries wraps as a flat one.
START_TEST(test_kw_rules)
{
	static const u8 kek[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 };
	static const u8 a_default[8] = { 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6 };
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("kw(aes)", 0, 0);
	u8 in[40], wrapped[40], out[40], iv[8], iv2[8];
	struct scatterlist s[2], d;

	ck_assert(!IS_ERR(tfm));
	ck_assert_uint_eq(crypto_skcipher_ivsize(tfm), 8);
	ck_assert_uint_eq(crypto_skcipher_blocksize(tfm), 8);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, kek, 16), 0);
	for (unsigned int i = 0; i < sizeof(in); i++)
		in[i] = (u8)(i * 13 + 1);
	memset(iv, 0x55, 8); // ignored by encryption
	ck_assert_int_eq(skcipher_flat(tfm, in, wrapped, 40, iv, 1), 0);
	ck_assert(memcmp(iv, a_default, 8) != 0);
	memcpy(iv2, iv, 8);
	ck_assert_int_eq(skcipher_flat(tfm, wrapped, out, 40, iv2, 0), 0);
	ck_assert(!memcmp(out, in, 40));
	// Split source: 24 + 16 bytes.
	memset(iv2, 0, 8);
	sg_init_table(s, 2);
	sg_set_buf(&s[0], in, 24);
	sg_set_buf(&s[1], in + 24, 16);
	sg_init_one(&d, out, 40);
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	DECLARE_CRYPTO_WAIT(wait);
	skcipher_request_set_callback(req, 0, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, s, &d, 40, iv2);
	ck_assert_int_eq(crypto_wait_req(crypto_skcipher_encrypt(req), &wait), 0);
	skcipher_request_free(req);
	ck_assert(!memcmp(out, wrapped, 40) && !memcmp(iv2, iv, 8));
	// Tampering with A or with any semiblock fails the integrity check.
	memcpy(iv2, iv, 8);
	iv2[7] ^= 1;
	ck_assert_int_eq(skcipher_flat(tfm, wrapped, out, 40, iv2, 0), -EBADMSG);
	wrapped[33] ^= 0x80;
	memcpy(iv2, iv, 8);
	ck_assert_int_eq(skcipher_flat(tfm, wrapped, out, 40, iv2, 0), -EBADMSG);
	ck_assert_int_eq(skcipher_flat(tfm, in, out, 8, iv2, 1), -EINVAL);
	ck_assert_int_eq(skcipher_flat(tfm, in, out, 20, iv2, 1), -EINVAL);
	crypto_free_skcipher(tfm);
	// Only 128-bit block ciphers: no kw(des3_ede).
	ck_assert(IS_ERR(crypto_alloc_skcipher("kw(des3_ede)", 0, 0)));
}
END_TEST

#if UKC_TEST_HAVE_LIBCRYPTO
static OSSL_PROVIDER *cm_legacy, *cm_default;

// OpenSSL's answer for @len bytes in one call, or false if it does not have the cipher.
static bool cm_openssl(const char *name, const u8 *key, unsigned int keylen, const u8 *iv,
		       const u8 *in, u8 *out, int len)
{
	EVP_CIPHER *cipher = EVP_CIPHER_fetch(NULL, name, NULL);
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int n = 0, m = 0;

	if (!cipher) {
		EVP_CIPHER_CTX_free(ctx);
		return false;
	}
	ck_assert_int_eq(EVP_EncryptInit_ex2(ctx, cipher, NULL, NULL, NULL), 1);
	ck_assert_int_eq(EVP_CIPHER_CTX_set_key_length(ctx, (int)keylen), 1);
	ck_assert_int_eq(EVP_EncryptInit_ex2(ctx, NULL, key, iv, NULL), 1);
	EVP_CIPHER_CTX_set_padding(ctx, 0);
	ck_assert_int_eq(EVP_EncryptUpdate(ctx, out, &n, in, len), 1);
	ck_assert_int_eq(EVP_EncryptFinal_ex(ctx, out + n, &m), 1);
	ck_assert_int_eq(n + m, len);
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(cipher);
	return true;
}

// One mode of one cipher against OpenSSL, at several lengths, with the IV each leaves behind
// chaining a second request.
static void cm_compare_mode(const struct cm_cipher *c, const char *mode, const char *ossl)
{
	char name[64];
	u8 key[32], iv[16], iv2[16], in[1024], ours[1024], theirs[1024];
	const unsigned int lens[] = { c->blocksize, 3 * c->blocksize, 1024 };

	snprintf(name, sizeof(name), "%s(%s)", mode, c->name);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);
	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	for (unsigned int i = 0; i < sizeof(in); i++)
		in[i] = (u8)(i * 131 + 7);
	for (unsigned int t = 0; t < 3; t++) {
		for (unsigned int i = 0; i < sizeof(key); i++)
			key[i] = (u8)(i * 37 + 11 * t + 5);
		for (unsigned int i = 0; i < sizeof(iv); i++)
			iv[i] = (u8)(0xa0 + i + t);
		ck_assert(cm_openssl(ossl, key, c->keylen, iv, in, theirs, (int)lens[t]));
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, c->keylen), 0);
		memcpy(iv2, iv, sizeof(iv));
		ck_assert_int_eq(skcipher_flat(tfm, in, ours, c->blocksize, iv2, 1), 0);
		ck_assert_int_eq(skcipher_flat(tfm, in + c->blocksize, ours + c->blocksize,
					       lens[t] - c->blocksize, iv2, 1),
				 0);
		ck_assert_msg(!memcmp(ours, theirs, lens[t]), "%s against %s, %u bytes", name, ossl,
			      lens[t]);
		memcpy(iv2, iv, sizeof(iv));
		ck_assert_int_eq(skcipher_flat(tfm, theirs, ours, lens[t], iv2, 0), 0);
		ck_assert(!memcmp(ours, in, lens[t]));
	}
	crypto_free_skcipher(tfm);
}

// kw(aes) against OpenSSL's AES-128-WRAP (RFC 3394 with the default IV), whose output is
// A || R_1 .. R_n.
START_TEST(test_openssl_kw)
{
	u8 kek[16], in[32], ours[32], theirs[40], iv[8];
	EVP_CIPHER *w = EVP_CIPHER_fetch(NULL, "AES-128-WRAP", NULL);
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int n = 0, m = 0;

	ck_assert_ptr_nonnull(w);
	for (unsigned int i = 0; i < 16; i++)
		kek[i] = (u8)(0x30 + 7 * i);
	for (unsigned int i = 0; i < 32; i++)
		in[i] = (u8)(i * 29 + 3);
	ck_assert_int_eq(EVP_EncryptInit_ex2(ctx, w, kek, NULL, NULL), 1);
	ck_assert_int_eq(EVP_EncryptUpdate(ctx, theirs, &n, in, 32), 1);
	ck_assert_int_eq(EVP_EncryptFinal_ex(ctx, theirs + n, &m), 1);
	ck_assert_int_eq(n + m, 40);
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(w);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("kw(aes)", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, kek, 16), 0);
	ck_assert_int_eq(skcipher_flat(tfm, in, ours, 32, iv, 1), 0);
	ck_assert(!memcmp(iv, theirs, 8));
	ck_assert(!memcmp(ours, theirs + 8, 32));
	crypto_free_skcipher(tfm);
}
END_TEST

// gcm(aria) against OpenSSL's ARIA-*-GCM (RFC 8269's AEAD): each key size, message lengths across
// block boundaries, associated data of several lengths; OpenSSL's sealed text opens here and a
// flipped tag bit is refused.
static void cm_openssl_gcm_seal(const char *name, const u8 *key, const u8 *iv, const u8 *ad,
				int alen, const u8 *msg, int len, u8 *out)
{
	EVP_CIPHER *cipher = EVP_CIPHER_fetch(NULL, name, NULL);
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int n = 0;

	ck_assert_msg(cipher, "OpenSSL has no %s", name);
	ck_assert_int_eq(EVP_EncryptInit_ex2(ctx, cipher, key, iv, NULL), 1);
	ck_assert_int_eq(EVP_EncryptUpdate(ctx, NULL, &n, ad, alen), 1);
	ck_assert_int_eq(EVP_EncryptUpdate(ctx, out, &n, msg, len), 1);
	ck_assert_int_eq(EVP_EncryptFinal_ex(ctx, out + n, &n), 1);
	ck_assert_int_eq(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, out + len), 1);
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(cipher);
}

START_TEST(test_openssl_aria_gcm)
{
	static const unsigned int lens[] = { 0, 1, 15, 16, 17, 64, 255, 1000 };
	static const unsigned int alens[] = { 0, 13, 16, 40 };
	const unsigned int keylen = 16 + 8 * (unsigned int)_i;
	static u8 msg[1000], want[1016], buf[40 + 1016];
	u8 key[32], iv[12], ad[40];
	char name[32];

	snprintf(name, sizeof(name), "ARIA-%u-GCM", keylen * 8);
	struct crypto_aead *tfm = crypto_alloc_aead("gcm(aria)", 0, 0);
	ck_assert_msg(!IS_ERR(tfm), "gcm(aria): %ld", PTR_ERR(tfm));
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, 16), 0);
	for (unsigned int t = 0; t < sizeof(lens) / sizeof(lens[0]); t++) {
		const unsigned int len = lens[t], alen = alens[t % 4];

		for (unsigned int i = 0; i < sizeof(key); i++)
			key[i] = (u8)(i * 53 + t + 1);
		for (unsigned int i = 0; i < sizeof(iv); i++)
			iv[i] = (u8)(0x40 + 3 * i + t);
		for (unsigned int i = 0; i < alen; i++)
			ad[i] = (u8)(i * 17 + t);
		for (unsigned int i = 0; i < len; i++)
			msg[i] = (u8)(i * 131 + 7 + t);
		cm_openssl_gcm_seal(name, key, iv, ad, (int)alen, msg, (int)len, want);
		ck_assert_int_eq(crypto_aead_setkey(tfm, key, keylen), 0);
		memcpy(buf, ad, alen);
		memcpy(buf + alen, msg, len);
		ck_assert_int_eq(aead_flat(tfm, true, buf, buf, alen, len, iv), 0);
		ck_assert_msg(!memcmp(buf + alen, want, len + 16), "%s: %u bytes, %u of AD", name,
			      len, alen);
		memcpy(buf + alen, want, len + 16);
		ck_assert_int_eq(aead_flat(tfm, false, buf, buf, alen, len + 16, iv), 0);
		ck_assert(!memcmp(buf + alen, msg, len));
		memcpy(buf + alen, want, len + 16);
		buf[alen + len + 15] ^= 0x01;
		ck_assert_int_eq(aead_flat(tfm, false, buf, buf, alen, len + 16, iv), -EBADMSG);
	}
	crypto_free_aead(tfm);
}
END_TEST

START_TEST(test_openssl)
{
	const struct cm_cipher *c = &cm_ciphers[_i];

	if (c->legacy && !cm_legacy) {
		fprintf(stderr, "%s: OpenSSL's legacy provider is not available; not compared\n",
			c->name);
		return;
	}
	if (c->ossl_cbc)
		cm_compare_mode(c, "cbc", c->ossl_cbc);
	if (c->ossl_ctr)
		cm_compare_mode(c, "ctr", c->ossl_ctr);
}
END_TEST
#endif

int main(int argc, char **argv)
{
	const bool fips = argc > 1 && !strcmp(argv[1], "fips");
	Suite *s = suite_create(fips ? "ciphers_more-fips" : "ciphers_more");
	TCase *tc = tcase_create("generic");

	tcase_set_timeout(tc, 120);
	if (fips) {
		tcase_add_test(tc, test_fips_rules);
	} else {
		tcase_add_loop_test(tc, test_drivers, 0, CM_COUNT);
		tcase_add_loop_test(tc, test_known_answers, 0, CM_COUNT);
		tcase_add_test(tc, test_pcbc);
		tcase_add_test(tc, test_des_weak_keys);
		tcase_add_test(tc, test_des3_degenerate_keys);
		tcase_add_test(tc, test_des3_reduces_to_des);
		tcase_add_test(tc, test_sm4_million);
		tcase_add_test(tc, test_kw_rules);
#if UKC_TEST_HAVE_LIBCRYPTO
		cm_legacy = OSSL_PROVIDER_load(NULL, "legacy");
		cm_default = OSSL_PROVIDER_load(NULL, "default");
		tcase_add_loop_test(tc, test_openssl, 0, CM_COUNT);
		tcase_add_test(tc, test_openssl_kw);
		tcase_add_loop_test(tc, test_openssl_aria_gcm, 0, 3);
#endif
	}
	suite_add_tcase(s, tc);
	if (!fips) {
		// Two million key setups: slow under sanitizers and emulators.
		TCase *slow = tcase_create("maintenance");
		tcase_set_timeout(slow, 900);
		tcase_add_test(slow, test_cast5_maintenance);
		suite_add_tcase(s, slow);
	}
	return check_run(s);
}
