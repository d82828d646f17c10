/* SPDX-License-Identifier: GPL-2.0-only */
/* The shape shared by the unkeyed CRC shash drivers (crct10dif and crc64-rocksoft, generic and
 * arch): the running CRC as the whole descriptor, started at 0. */
#ifndef _UKC_CRYPTO_CRC_UNKEYED_SHASH_H
#define _UKC_CRYPTO_CRC_UNKEYED_SHASH_H

#include <crypto/internal/hash.h>
#include <linux/crc-t10dif.h>
#include <linux/string.h>

namespace ukc {

// 6.12's crct10dif drivers store their u16 in CPU byte order.
inline void crct10dif_store(u16 crc, u8 *out)
{
	memcpy(out, &crc, sizeof(crc));
}

// One driver per (remainder type, update function, digest format); neither takes a key.
template <typename T, T (*update)(T, const u8 *, size_t), void (*store)(T, u8 *)>
struct crc_unkeyed {
	static int init(struct shash_desc *desc)
	{
		*static_cast<T *>(shash_desc_ctx(desc)) = 0;
		return 0;
	}

	static int do_update(struct shash_desc *desc, const u8 *data, unsigned int len)
	{
		T *crc = static_cast<T *>(shash_desc_ctx(desc));

		*crc = update(*crc, data, len);
		return 0;
	}

	static int final(struct shash_desc *desc, u8 *out)
	{
		store(*static_cast<T *>(shash_desc_ctx(desc)), out);
		return 0;
	}

	static int finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
	{
		store(update(*static_cast<T *>(shash_desc_ctx(desc)), data, len), out);
		return 0;
	}

	static int digest(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
	{
		store(update(0, data, len), out);
		return 0;
	}
};

// A "crct10dif" driver over @update: cra_name and cra_driver_name are arrays, so the names are
// copied in after the rest.
template <u16 (*update)(u16, const u8 *, size_t), size_t d>
struct shash_alg crct10dif_alg(const char (&driver)[d], int priority)
{
	using ops = crc_unkeyed<u16, update, crct10dif_store>;
	struct shash_alg a = {
		.init = ops::init,
		.update = ops::do_update,
		.final = ops::final,
		.finup = ops::finup,
		.digest = ops::digest,
		.descsize = sizeof(u16),
	};

	a.digestsize = CRC_T10DIF_DIGEST_SIZE;
	a.base.cra_blocksize = CRC_T10DIF_BLOCK_SIZE;
	a.base.cra_priority = priority;
	a.base.cra_module = THIS_MODULE;
	static_assert(d <= CRYPTO_MAX_ALG_NAME);
	memcpy(a.base.cra_name, CRC_T10DIF_STRING, sizeof(CRC_T10DIF_STRING));
	memcpy(a.base.cra_driver_name, driver, d);
	return a;
}

} // namespace ukc

#endif /* _UKC_CRYPTO_CRC_UNKEYED_SHASH_H */
