/* SPDX-License-Identifier: GPL-2.0-only */
/* The aligned key copy the aead, cipher, skcipher and lskcipher types make for a driver. */
#ifndef _UKC_CRYPTO_SETKEY_ALIGNED_H
#define _UKC_CRYPTO_SETKEY_ALIGNED_H

#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>

namespace ukc {

/* A key at an address the driver cannot take: calls @setkey(aligned) with a copy of the
 * @keylen bytes of @key at an address aligned to @alignmask + 1, then wipes and frees the
 * copy. Returns what @setkey returns, or -ENOMEM when no copy can be made. */
template <typename Setkey>
int setkey_aligned(unsigned long alignmask, const u8 *key, unsigned int keylen, Setkey setkey)
{
	auto *buffer = static_cast<u8 *>(kmalloc(keylen + alignmask, GFP_ATOMIC));

	if (!buffer)
		return -ENOMEM;
	u8 *aligned = PTR_ALIGN(buffer, alignmask + 1);

	memcpy(aligned, key, keylen);
	int err = setkey(aligned);
	kfree_sensitive(buffer);
	return err;
}

} // namespace ukc

#endif
