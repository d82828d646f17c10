/* SPDX-License-Identifier: GPL-2.0-only */
/* The big-number steps of rsa-generic over GMP's mpn_sec_* functions, in memory of our own. */
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

/* @r = @x^@e mod @n in @out (mpn_sec_powm: time independent of @x and @e, and of @e's length
 * unless @e_public, when only its significant bits are walked); -EINVAL for an even @n,
 * which mpn_sec_powm cannot take; -ENOMEM. */
int powm(limb_buf *out, nat *r, const nat &x, const nat &e, const nat &n, bool e_public = false);

/* @r = @x^d mod n by the CRT (RFC 8017 5.1.2 2.b), every step an mpn_sec_* function; -EINVAL
 * for a zero or even prime; -ENOMEM. */
int crt_powm(limb_buf *out, nat *r, const nat &x, const crt_key &key);

} // namespace ukc::rsa

#endif /* _UKC_CRYPTO_RSA_MPN_H */
