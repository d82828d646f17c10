// SPDX-License-Identifier: GPL-2.0-only
// The bad inputs of rsa-generic, each with 6.12's answer: malformed BER keys, keys of the
// wrong size (a 1-bit and a 16,385-bit modulus), a dst shorter than the result, inputs out
// of range, operations without the key they need, garbage keys. Nothing is written on error.
#include <crypto/akcipher.h>
#include <crypto/internal/rsa.h>
#include <linux/err.h>

#include <openssl/rand.h>

#include <stdlib.h>
#include <string.h>

#include "akcipher_util.h"
#include "check_run.h"
#include "testvec.h"

// 6.12's rsa_tv_template[2] (2048-bit private) and [3] (its public half).
static const struct akcipher_testvec *vec(unsigned int i)
{
	return &ukc_suite_akcipher_vecs(ukc_find_vector_suite("rsa"))[i];
}

static int set_pub(const u8 *key, unsigned int len)
{
	struct crypto_akcipher *tfm = crypto_alloc_akcipher("rsa-generic", 0, 0);

	ck_assert(!IS_ERR(tfm));
	int err = crypto_akcipher_set_pub_key(tfm, key, len);
	// A refused key leaves none behind: the operations answer -EINVAL.
	if (err) {
		u8 m[8] = { 0, 0, 0, 0, 0, 0, 0, 2 }, out[8];
		ck_assert_int_eq(akc_crypt(tfm, true, m, sizeof(m), out, sizeof(out)), -EINVAL);
	}
	crypto_free_akcipher(tfm);
	return err;
}

static int set_priv(const u8 *key, unsigned int len)
{
	struct crypto_akcipher *tfm = crypto_alloc_akcipher("rsa-generic", 0, 0);

	ck_assert(!IS_ERR(tfm));
	int err = crypto_akcipher_set_priv_key(tfm, key, len);
	crypto_free_akcipher(tfm);
	return err;
}

// SEQUENCE { INTEGER n, INTEGER e } with the given contents.
static unsigned int pub_key(u8 *out, const u8 *n, size_t nlen, const u8 *e, size_t elen)
{
	u8 body[4200];
	size_t len = akc_der(body, 0x02, n, nlen);

	len += akc_der(body + len, 0x02, e, elen);
	return (unsigned int)akc_der(out, 0x30, body, len);
}

static const u8 e65537[] = { 0x01, 0x00, 0x01 };

START_TEST(test_malformed_ber)
{
	const struct akcipher_testvec *v = vec(3);
	u8 k[600];

	// Every truncation of a good key.
	for (unsigned int len = 0; len < v->key_len; len++)
		ck_assert_int_eq(set_pub(v->key, len), -EBADMSG);
	ck_assert_int_eq(set_pub(v->key, v->key_len), 0);
	// The first byte: SET instead of SEQUENCE; a long-form tag. 6.12 ignores the
	// constructed bit of SEQUENCE, so a primitive-tagged one is read.
	static const struct {
		u8 tag;
		int err;
	} outer[] = { { 0x31, -EBADMSG }, { 0x1f, -EBADMSG }, { 0x3f, -EBADMSG }, { 0x10, 0 } };
	for (unsigned int i = 0; i < sizeof(outer) / sizeof(outer[0]); i++) {
		memcpy(k, v->key, v->key_len);
		k[0] = outer[i].tag;
		ck_assert_int_eq(set_pub(k, v->key_len), outer[i].err);
	}
	// n's INTEGER tag made a BIT STRING, and a constructed INTEGER.
	memcpy(k, v->key, v->key_len);
	k[4] = 0x03;
	ck_assert_int_eq(set_pub(k, v->key_len), -EBADMSG);
	k[4] = 0x22;
	ck_assert_int_eq(set_pub(k, v->key_len), -EBADMSG);
}
END_TEST

START_TEST(test_malformed_lengths)
{
	u8 n[256], k[700];
	static const u8 three_octets[] = { 0x30, 0x83, 0x00, 0x00, 0x05, 0x02,
					   0x01, 0x05, 0x02, 0x01, 0x03 };
	static const u8 indefinite_int[] = { 0x30, 0x08, 0x02, 0x80, 0x05,
					     0x00, 0x00, 0x02, 0x01, 0x03 };

	memset(n, 0xc5, sizeof(n));
	ck_assert_int_eq(set_pub(three_octets, sizeof(three_octets)), -EBADMSG);
	ck_assert_int_eq(set_pub(indefinite_int, sizeof(indefinite_int)), -EBADMSG);
	// A third INTEGER in the SEQUENCE: its length no longer matches what was read.
	unsigned int len = pub_key(k, n, sizeof(n), e65537, sizeof(e65537));
	ck_assert_int_eq(set_pub(k, len), 0);
	k[3] += 3;
	memcpy(k + len, "\x02\x01\x07", 3);
	ck_assert_int_eq(set_pub(k, len + 3), -EBADMSG);
	// Bytes after the SEQUENCE are not looked at, as in 6.12.
	len = pub_key(k, n, sizeof(n), e65537, sizeof(e65537));
	memcpy(k + len, "garbage", 7);
	ck_assert_int_eq(set_pub(k, len + 7), 0);
	// The indefinite-length SEQUENCE (X.690 8.1.3.6), with and without its end-of-contents.
	k[1] = 0x80;
	memmove(k + 2, k + 4, len - 4);
	k[len - 2] = 0;
	k[len - 1] = 0;
	ck_assert_int_eq(set_pub(k, len), 0);
	k[len - 1] = 1;
	ck_assert_int_eq(set_pub(k, len), -EBADMSG);
	// More than 64 KiB of key: 6.12's decoder refuses the size itself.
	u8 *big = calloc(65536, 1);
	ck_assert_int_eq(set_pub(big, 65536), -EMSGSIZE);
	free(big);
}
END_TEST

// The key rules of 6.12's rsa_get_*() and rsa_check_key_length().
START_TEST(test_key_sizes)
{
	static u8 n[2100], k[4300];
	static const struct {
		size_t bytes; // the modulus's, with a top byte of 0x01 when odd_bits
		bool odd_bits;
		int err;
	} cases[] = {
		{ 1, true, -EINVAL },	 // a 1-bit modulus
		{ 2049, true, -ENOMEM }, // 16,385 bits: past mpi_read_raw_data()'s 16384
		{ 500, false, -EINVAL }, // 4000 bits
		{ 256, false, 0 },	 // 2048 bits
		{ 256, true, 0 },	 // 2041 bits: 32 whole words, as 6.12 counts
		{ 512, false, 0 },	 // 4096 bits
		{ 520, false, -EINVAL }, // 4160 bits
		{ 64, false, 0 },	 // 512 bits
		{ 192, false, 0 },	 // 1536 bits
		{ 32, false, -EINVAL },	 // 256 bits
	};
	for (unsigned int i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		memset(n, 0xd3, cases[i].bytes);
		if (cases[i].odd_bits)
			n[0] = 0x01;
		unsigned int len = pub_key(k, n, cases[i].bytes, e65537, sizeof(e65537));
		int err = set_pub(k, len);
		ck_assert_msg(err == cases[i].err, "case %u: %d", i, err);
	}
	// An empty n; an empty e; an e longer than n.
	memset(n, 0xd3, 257);
	ck_assert_int_eq(set_pub(k, pub_key(k, n, 0, e65537, 3)), -EINVAL);
	ck_assert_int_eq(set_pub(k, pub_key(k, n, 256, e65537, 0)), -EINVAL);
	ck_assert_int_eq(set_pub(k, pub_key(k, n, 256, n, 257)), -EINVAL);
}
END_TEST

// Private keys: each CRT field empty or longer than n, a missing field.
START_TEST(test_private_key_fields)
{
	const struct akcipher_testvec *v = vec(2);
	struct rsa_key raw = { 0 };
	static u8 body[2000], k[2000], big[300];

	ck_assert_int_eq(rsa_parse_priv_key(&raw, v->key, v->key_len), 0);
	const u8 *parts[] = { (const u8 *)"\0", raw.n,	raw.e,	 raw.d, raw.p, raw.q,
			      raw.dp,		raw.dq, raw.qinv };
	size_t sizes[] = { 1,	     raw.n_sz,	raw.e_sz,  raw.d_sz,   raw.p_sz,
			   raw.q_sz, raw.dp_sz, raw.dq_sz, raw.qinv_sz };
	memset(big, 0x11, sizeof(big));
	// e, d, p, q, dp, dq, qinv in turn: as is, empty, one byte longer than n.
	for (unsigned int field = 2; field < 9; field++) {
		for (int mode = 0; mode < 3; mode++) {
			size_t len = 0;
			for (unsigned int f = 0; f < 9; f++) {
				bool bad = f == field && mode;
				len += akc_der(body + len, 0x02, bad && mode == 2 ? big : parts[f],
					       !bad	   ? sizes[f]
					       : mode == 1 ? 0
							   : raw.n_sz + 1);
			}
			unsigned int klen = (unsigned int)akc_der(k, 0x30, body, len);
			ck_assert_msg(set_priv(k, klen) == (mode ? -EINVAL : 0), "field %u mode %d",
				      field, mode);
		}
	}
	// Only version, n and e: the SEQUENCE ends where d should be.
	size_t len = 0;
	for (unsigned int f = 0; f < 3; f++)
		len += akc_der(body + len, 0x02, parts[f], sizes[f]);
	ck_assert_int_eq(set_priv(k, (unsigned int)akc_der(k, 0x30, body, len)), -EBADMSG);
}
END_TEST

START_TEST(test_operations)
{
	const struct akcipher_testvec *v = vec(2);
	struct crypto_akcipher *tfm = crypto_alloc_akcipher("rsa-generic", 0, 0);
	struct rsa_key raw = { 0 };
	u8 out[256], x[256];

	ck_assert(!IS_ERR(tfm));
	// No key yet.
	ck_assert_int_eq(akc_crypt(tfm, true, v->m, v->m_size, out, 256), -EINVAL);
	ck_assert_int_eq(akc_crypt(tfm, false, v->c, v->c_size, out, 256), -EINVAL);
	ck_assert_int_eq(crypto_akcipher_set_priv_key(tfm, v->key, v->key_len), 0);
	// rsa-generic has no sign or verify: the type's default answers.
	unsigned int dlen = 256;
	ck_assert_int_eq(akc_sign(tfm, v->m, v->m_size, out, &dlen), -ENOSYS);
	ck_assert_int_eq(akc_verify(tfm, v->c, v->c_size, v->m, v->m_size), -ENOSYS);
	// A dst one byte short of the result's words: -EOVERFLOW, nothing written.
	memset(out, 0x5a, sizeof(out));
	ck_assert_int_eq(akc_crypt(tfm, true, v->m, v->m_size, out, 255), -EOVERFLOW);
	// (The message's own decryption is a full-size number: it does not fit in 200 bytes.)
	ck_assert_int_eq(akc_crypt(tfm, false, v->m, v->m_size, out, 200), -EOVERFLOW);
	for (unsigned int i = 0; i < sizeof(out); i++)
		ck_assert_uint_eq(out[i], 0x5a);
	// Inputs outside 1 < x < n - 1: 0, 1, n - 1, n, n + 1, all ones; and no input at all.
	ck_assert_int_eq(rsa_parse_priv_key(&raw, v->key, v->key_len), 0);
	const u8 *n = raw.n + raw.n_sz - 256;
	for (int c = 0; c < 6; c++) {
		memset(x, c == 5 ? 0xff : 0, sizeof(x));
		if (c >= 2 && c <= 4)
			memcpy(x, n, 256);
		x[255] = (u8)(c == 1 ? 1 : c >= 2 && c <= 4 ? x[255] + c - 3 : x[255]);
		ck_assert_msg(akc_crypt(tfm, true, x, 256, out, 256) == -EINVAL, "case %d", c);
		ck_assert_msg(akc_crypt(tfm, false, x, 256, out, 256) == -EINVAL, "case %d", c);
	}
	ck_assert_int_eq(akc_crypt(tfm, true, x, 0, out, 256), -EINVAL);
	// A public key alone cannot decrypt.
	ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, vec(3)->key, vec(3)->key_len), 0);
	ck_assert_int_eq(akc_crypt(tfm, false, v->c, v->c_size, out, 256), -EINVAL);
	ck_assert_int_eq(akc_crypt(tfm, true, v->m, v->m_size, out, 256), 0);
	ck_assert_mem_eq(out, v->c, 256);
	crypto_free_akcipher(tfm);
}
END_TEST

// Random bytes, and random bytes behind a SEQUENCE header, as keys: an error or a key, never
// a crash (the fuzz target does this at scale).
START_TEST(test_garbage_keys)
{
	u8 k[600];

	for (int i = 0; i < 2000; i++) {
		unsigned int len = 1 + (unsigned int)(i * 7919) % sizeof(k);
		ck_assert_int_eq(RAND_bytes(k, (int)len), 1);
		if (i & 1) {
			k[0] = 0x30;
			k[1] = 0x82;
			k[2] = (u8)((len - 4) >> 8);
			k[3] = (u8)(len - 4);
		}
		int err = i & 2 ? set_priv(k, len) : set_pub(k, len);
		ck_assert(err == 0 || err == -EBADMSG || err == -EINVAL);
	}
}
END_TEST

void akc_add_bad_input_tests(Suite *s)
{
	check_new_tcase(s, "bad input", 120, { test_malformed_ber }, { test_malformed_lengths },
			{ test_key_sizes }, { test_private_key_fields }, { test_operations },
			{ test_garbage_keys });
}
