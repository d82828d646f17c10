/* SPDX-License-Identifier: GPL-2.0-only */
/* The shape shared by the CRC-32 and CRC-32C shash drivers (generic and arch): the seed as an
 * optional 4-byte little-endian key, the running remainder as the descriptor. */
#ifndef _UKC_CRYPTO_CRC32_SHASH_H
#define _UKC_CRYPTO_CRC32_SHASH_H

#include <crypto/internal/hash.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace ukc {

constexpr unsigned int crc32_digest_size = 4;
constexpr unsigned int crc32_block_size = 1;

// The tfm holds the seed (the key); the descriptor holds the running remainder. Both are a
// bare u32, as 6.12's are, so a caller that reads the exported state sees the remainder.
using crc32_update_fn = u32 (*)(u32, unsigned char const *, size_t);

// One driver per (update function, default seed, final inversion): crc32 starts from 0 and
// returns the remainder as it is, crc32c starts from ~0 and returns its complement (RFC 3720
// section 12.1).
template <crc32_update_fn update, u32 seed, bool invert> struct crc32_shash {
	static u32 out(u32 crc) { return invert ? ~crc : crc; }

	static int cra_init(struct crypto_tfm *tfm)
	{
		*static_cast<u32 *>(crypto_tfm_ctx(tfm)) = seed;
		return 0;
	}

	static int setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
	{
		if (keylen != sizeof(u32))
			return -EINVAL;
		*static_cast<u32 *>(crypto_shash_ctx(tfm)) = get_unaligned_le32(key);
		return 0;
	}

	static int init(struct shash_desc *desc)
	{
		*static_cast<u32 *>(shash_desc_ctx(desc)) = *static_cast<const u32 *>(
			crypto_shash_ctx(desc->tfm));
		return 0;
	}

	static int do_update(struct shash_desc *desc, const u8 *data, unsigned int len)
	{
		u32 *crc = static_cast<u32 *>(shash_desc_ctx(desc));

		*crc = update(*crc, data, len);
		return 0;
	}

	static int final(struct shash_desc *desc, u8 *out_buf)
	{
		put_unaligned_le32(out(*static_cast<u32 *>(shash_desc_ctx(desc))), out_buf);
		return 0;
	}

	static int finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out_buf)
	{
		u32 crc = *static_cast<u32 *>(shash_desc_ctx(desc));

		put_unaligned_le32(out(update(crc, data, len)), out_buf);
		return 0;
	}

	static int digest(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out_buf)
	{
		u32 crc = *static_cast<const u32 *>(crypto_shash_ctx(desc->tfm));

		put_unaligned_le32(out(update(crc, data, len)), out_buf);
		return 0;
	}

	// cra_name and cra_driver_name are arrays, so the names are copied in after the rest; the
	// fields of the anonymous union are assigned too (clang 14 cannot designate them in a
	// template).
	template <size_t n, size_t d>
	static struct shash_alg alg(const char (&name)[n], const char (&driver)[d], int priority)
	{
		struct shash_alg a = {
			.init = init,
			.update = do_update,
			.final = final,
			.finup = finup,
			.digest = digest,
			.setkey = setkey,
			.descsize = sizeof(u32),
		};

		a.digestsize = crc32_digest_size;
		a.base.cra_flags = CRYPTO_ALG_OPTIONAL_KEY;
		a.base.cra_blocksize = crc32_block_size;
		a.base.cra_ctxsize = sizeof(u32);
		a.base.cra_priority = priority;
		a.base.cra_init = cra_init;
		a.base.cra_module = THIS_MODULE;
		static_assert(n <= CRYPTO_MAX_ALG_NAME && d <= CRYPTO_MAX_ALG_NAME);
		memcpy(a.base.cra_name, name, n);
		memcpy(a.base.cra_driver_name, driver, d);
		return a;
	}
};

} // namespace ukc

#endif /* _UKC_CRYPTO_CRC32_SHASH_H */
