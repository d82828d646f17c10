/* SPDX-License-Identifier: GPL-2.0-only */
/* The big-number steps of rsa-generic and dh-generic over GMP's mpn_* functions, in memory of
 * our own; the exponentiations over OpenSSL's libcrypto where the build has it. */
#ifndef _UKC_CRYPTO_RSA_MPN_H
#define _UKC_CRYPTO_RSA_MPN_H

#include <linux/types.h>

#include <gmp.h>

#include <cstddef>

struct scatterlist;

namespace ukc::rsa {

/* GMP's mpn_sec_* functions allocate nothing: every number and every scratch area lives in
 * one of these, wiped when freed (kfree_sensitive). A zeroed one is empty. */
struct limb_buf {
	mp_limb_t *d = nullptr;
	size_t n = 0;
};

/* A natural number in @cap limbs at @d, least significant first, zero above @size (the
 * significant limbs: the top one is nonzero, or @size is 0). */
struct nat {
	mp_limb_t *d;
	mp_size_t size;
	mp_size_t cap;
};

/* One big-endian number to load into @out, in at least @min_limbs limbs. */
struct be_num {
	const u8 *bytes;
	size_t len;
	nat *out;
	mp_size_t min_limbs;
};

/* The private key's CRT parts (RFC 8017 3.2, second representation). */
struct crt_key {
	const nat &n, &p, &q, &dp, &dq, &qinv;
};

void buf_free(limb_buf *buf);

/* Loads @count numbers into one fresh @store; 0 or -ENOMEM. */
int load(limb_buf *store, const be_num *nums, size_t count);

unsigned long bit_length(const nat &x);

/* @x = @x mod @m (@m nonzero), in @x's own limbs; 0 or -ENOMEM. */
int reduce_in_place(nat *x, const nat &m);

/* A zeroed @buf of @limbs limbs and @x over it (size 0); 0 or -ENOMEM. */
int buf_alloc_nat(limb_buf *buf, nat *x, mp_size_t limbs);

/* Drops @x's zero top limbs. */
void normalize_nat(nat *x);

/* Whether @x < @y. */
bool less_than(const nat &x, const nat &y);

/* Whether @x < @n - 1. */
bool less_than_n_minus_1(const nat &x, const nat &n);

/* Reads @len big-endian bytes of @sg as a number into @in: -EINVAL when it has more than
 * @limbs limbs, -ENOMEM. */
int read_sg(struct scatterlist *sg, unsigned int len, mp_size_t limbs, limb_buf *in, nat *x);

/* Writes @r to the first @len bytes of @sg, big-endian, zeros first; 0 or -ENOMEM. */
int write_sg(struct scatterlist *sg, unsigned int len, const nat &r);

/* As 6.12's mpi_write_to_sgl(): exactly @len bytes, zeros then @r, provided @r's whole 64-bit
 * words fit (else -EOVERFLOW) and @sg holds @len bytes (else -EINVAL); -ENOMEM. */
int write_words(struct scatterlist *sg, unsigned int len, const nat &r);

/* The exponentiation backend's state for one key (OpenSSL's Montgomery contexts of n, p and q
 * where the build has libcrypto; nothing, a null pointer, where it has not). */
struct exp_key;

/* Prepares @ek for the odd ones of @n, @p and @q (either of the last two may be null);
 * 0 or -ENOMEM. */
int exp_key_new(exp_key **ek, const nat &n, const nat *p, const nat *q);

/* Frees @ek (null or not), wiping the numbers it holds. */
void exp_key_free(exp_key *ek);

/* @r = @x^@e mod @n in @out; -EINVAL for an even @n; -ENOMEM. With @e_public (@e and @x
 * public: RSA's public operation, the FIPS check of a peer's key) the fastest exponentiation,
 * using @ek's context of @n if given; otherwise one whose time and memory accesses do not
 * depend on @x or @e, beyond @e's length in limbs. */
int powm(limb_buf *out, nat *r, const nat &x, const nat &e, const nat &n, bool e_public = false,
	 const exp_key *ek = nullptr);

/* @r = @x^d mod n by the CRT (RFC 8017 5.1.2 2.b), every step independent in time of the
 * secret numbers; @ek, if given, holds the contexts of p and q; -EINVAL for a zero or even
 * prime; -ENOMEM. */
int crt_powm(limb_buf *out, nat *r, const nat &x, const crt_key &key, const exp_key *ek = nullptr);

/* Backend step of crt_powm(): @m1 = @x^dp mod p and @m2 = @x^dq mod q (each zero above its
 * prime's size), with @s a scratch area of at least crt_exps_itch() limbs; 0 or -ENOMEM. */
int crt_exps(nat *m1, nat *m2, const nat &x, const crt_key &k, const exp_key *ek, mp_limb_t *s);
mp_size_t crt_exps_itch(const nat &x, const crt_key &k);

/* Shared by the backends: a scratch area freed (and wiped) with its scope, and a zeroed
 * buffer of @limbs limbs. */
int buf_alloc(limb_buf *buf, size_t limbs);
struct scratch {
	limb_buf buf = {};
	~scratch() { buf_free(&buf); }
};

} // namespace ukc::rsa

#endif /* _UKC_CRYPTO_RSA_MPN_H */
