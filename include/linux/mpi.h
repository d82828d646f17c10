/* SPDX-License-Identifier: GPL-2.0-only */
/* Multi-precision integers as drivers hold them (6.12's <linux/mpi.h>): a number read from
 * big-endian bytes into machine-word limbs, least significant first, and its size. Only the
 * holding and measuring calls are here; the arithmetic of the library's RSA and DH is GMP's. */
#ifndef _UKC_LINUX_MPI_H
#define _UKC_LINUX_MPI_H

#include <linux/scatterlist.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BYTES_PER_MPI_LIMB ((int)sizeof(unsigned long))
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
unsigned int mpi_get_nbits(MPI a);

/* The bytes a buffer for @a needs: its limbs', whole (6.12 measures in limbs too). */
static inline unsigned int mpi_get_size(MPI a)
{
	return a->nlimbs * BYTES_PER_MPI_LIMB;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_MPI_H */
