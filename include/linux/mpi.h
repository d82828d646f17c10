/* SPDX-License-Identifier: GPL-2.0-only */
/* Multi-precision integers as drivers hold them (6.12's <linux/mpi.h>): a number read from
 * big-endian bytes into machine-word limbs, least significant first, and its size. The library
 * has the holding and measuring calls (the arithmetic of its RSA and DH is GMP's); the others are
 * 6.12's lib/crypto/mpi, which the hosted rsa.c and dh.c are linked with. */
#ifndef _UKC_LINUX_MPI_H
#define _UKC_LINUX_MPI_H

#include <linux/scatterlist.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A limb is a machine word; usable in #if, as lib/crypto/mpi does. */
#define BYTES_PER_MPI_LIMB __SIZEOF_LONG__
#define BITS_PER_MPI_LIMB (8 * BYTES_PER_MPI_LIMB)

typedef unsigned long mpi_limb_t;
typedef signed long mpi_limb_signed_t;

/**
 * struct gcry_mpi - a number
 * @alloced: limbs allocated at @d
 * @nlimbs: limbs in use (no leading zero limb)
 * @nbits: its bit length
 * @sign: 1 if negative
 * @flags: unused here
 * @d: the limbs, least significant first
 */
struct gcry_mpi {
	int alloced;
	int nlimbs;
	int nbits;
	int sign;
	unsigned int flags;
	mpi_limb_t *d;
};

typedef struct gcry_mpi *MPI;

#define mpi_get_nlimbs(a) ((a)->nlimbs)

/* A zero with room for @nlimbs limbs, or NULL. */
MPI mpi_alloc(unsigned int nlimbs);
/* Frees @a (NULL is fine), its limbs wiped. */
void mpi_free(MPI a);
/* The number in the @nbytes big-endian bytes at @xbuffer, or NULL when out of memory. */
MPI mpi_read_raw_data(const void *xbuffer, size_t nbytes);

/* The rest of 6.12's interface, in lib/crypto/mpi (each returns 0 or -ENOMEM unless said). */
/* Room for @nlimbs limbs in @a, its number kept. */
int mpi_resize(MPI a, unsigned int nlimbs);
/* A copy of @a, or NULL. */
MPI mpi_copy(MPI a);
/* The number of an OpenPGP MPI (a 16-bit bit count, then the bytes); *@ret_nread is in with the
 * room and out with the bytes read; NULL or an ERR_PTR() on bad input. */
MPI mpi_read_from_buffer(const void *buffer, unsigned int *ret_nread);
/* The number in the first @len big-endian bytes of @sgl, or NULL. */
MPI mpi_read_raw_from_sgl(struct scatterlist *sgl, unsigned int len);
/* @a's big-endian bytes (no leading zeros) in a kmalloc()ed buffer, their count in *@nbytes. */
void *mpi_get_buffer(MPI a, unsigned int *nbytes, int *sign);
/* @a's big-endian bytes into @buf of @buf_len (-EOVERFLOW if short), their count in *@nbytes. */
int mpi_read_buffer(MPI a, uint8_t *buf, unsigned int buf_len, unsigned int *nbytes, int *sign);
/* @a's big-endian bytes, padded on the left to @nbytes, into @sg (-EOVERFLOW if they exceed). */
int mpi_write_to_sgl(MPI a, struct scatterlist *sg, unsigned int nbytes, int *sign);
/* @rem = @dividend mod @divisor, non-negative. */
int mpi_mod(MPI rem, MPI dividend, MPI divisor);
/* @res = @base ^ @exp mod @mod (-EINVAL for a zero @mod). */
int mpi_powm(MPI res, MPI base, MPI exp, MPI mod);
/* The sign of @u - @v (or - @v as an unsigned long): < 0, 0 or > 0. */
int mpi_cmp_ui(MPI u, unsigned long v);
int mpi_cmp(MPI u, MPI v);
/* @w = @u - @vval. */
int mpi_sub_ui(MPI w, MPI u, unsigned long vval);
/* Drops @a's leading zero limbs. */
void mpi_normalize(MPI a);
unsigned int mpi_get_nbits(MPI a);
/* Bit @n of @a; setting it (growing @a if need be). */
int mpi_test_bit(MPI a, unsigned int n);
int mpi_set_bit(MPI a, unsigned int n);
/* @x = @a >> @n. */
int mpi_rshift(MPI x, MPI a, unsigned int n);
/* @w = @u + @v, @u - @v, and the same mod @m. */
int mpi_add(MPI w, MPI u, MPI v);
int mpi_sub(MPI w, MPI u, MPI v);
int mpi_addm(MPI w, MPI u, MPI v, MPI m);
int mpi_subm(MPI w, MPI u, MPI v, MPI m);
/* @w = @u * @v, and mod @m. */
int mpi_mul(MPI w, MPI u, MPI v);
int mpi_mulm(MPI w, MPI u, MPI v, MPI m);
/* The remainder of truncating and of flooring division. */
int mpi_tdiv_r(MPI rem, MPI num, MPI den);
int mpi_fdiv_r(MPI rem, MPI dividend, MPI divisor);

/* The bytes a buffer for @a needs: its limbs', whole (6.12 measures in limbs too). */
static inline unsigned int mpi_get_size(MPI a)
{
	return a->nlimbs * BYTES_PER_MPI_LIMB;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_MPI_H */
