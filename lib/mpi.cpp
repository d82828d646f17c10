// SPDX-License-Identifier: GPL-2.0-only
// Multi-precision integers held and measured (6.12's lib/crypto/mpi/mpiutil.c and
// mpicoder.c as drivers use them): big-endian bytes in, machine-word limbs out.
#include <linux/mpi.h>
#include <linux/slab.h>
#include <linux/string.h>

extern "C" MPI mpi_alloc(unsigned int nlimbs)
{
	MPI a = static_cast<MPI>(kzalloc(sizeof(*a), GFP_KERNEL));
	if (!a)
		return nullptr;
	if (nlimbs) {
		a->d = static_cast<mpi_limb_t *>(kcalloc(nlimbs, sizeof(mpi_limb_t), GFP_KERNEL));
		if (!a->d) {
			kfree(a);
			return nullptr;
		}
	}
	a->alloced = nlimbs;
	return a;
}

extern "C" void mpi_free(MPI a)
{
	if (!a)
		return;
	kfree_sensitive(a->d);
	kfree(a);
}

extern "C" MPI mpi_read_raw_data(const void *xbuffer, size_t nbytes)
{
	const auto *p = static_cast<const u8 *>(xbuffer);
	while (nbytes && !*p) { // leading zeroes are no part of the number
		p++;
		nbytes--;
	}
	unsigned int nlimbs = (nbytes + BYTES_PER_MPI_LIMB - 1) / BYTES_PER_MPI_LIMB;
	MPI a = mpi_alloc(nlimbs);
	if (!a)
		return nullptr;
	for (size_t i = 0; i < nbytes; i++) { // byte i from the end goes to limb i / 8
		size_t k = nbytes - 1 - i;
		a->d[i / BYTES_PER_MPI_LIMB] |= (mpi_limb_t)p[k] << (8 * (i % BYTES_PER_MPI_LIMB));
	}
	a->nlimbs = nlimbs;
	a->nbits = mpi_get_nbits(a);
	return a;
}

extern "C" unsigned int mpi_get_nbits(MPI a)
{
	if (!a->nlimbs)
		return 0;
	mpi_limb_t top = a->d[a->nlimbs - 1];
	return (a->nlimbs - 1) * BITS_PER_MPI_LIMB + (BITS_PER_MPI_LIMB - __builtin_clzl(top));
}
