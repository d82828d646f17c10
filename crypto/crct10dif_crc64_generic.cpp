// SPDX-License-Identifier: GPL-2.0-only
// The unkeyed CRC shash drivers "crct10dif-generic" (T10-DIF CRC-16) and
// "crc64-rocksoft-generic" (NVMe CRC-64), over the portable library CRCs.
#include <crypto/internal/hash.h>
#include <linux/crc-t10dif.h>
#include <linux/crc64.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

// The digest formats of 6.12: crct10dif stores its u16 in CPU byte order, crc64-rocksoft its
// u64 little-endian.
void crct10dif_store(u16 crc, u8 *out)
{
	memcpy(out, &crc, sizeof(crc));
}

void crc64_rocksoft_store(u64 crc, u8 *out)
{
	put_unaligned_le64(crc, out);
}

u16 crct10dif_update_fn(u16 crc, const u8 *p, size_t len)
{
	return crc_t10dif_generic(crc, p, len);
}

u64 crc64_rocksoft_update_fn(u64 crc, const u8 *p, size_t len)
{
	return crc64_rocksoft_generic(crc, p, len);
}

// The descriptor is the running CRC alone, started at 0 (neither takes a key).
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

using crct10dif_generic = crc_unkeyed<u16, crct10dif_update_fn, crct10dif_store>;
using crc64_rocksoft = crc_unkeyed<u64, crc64_rocksoft_update_fn, crc64_rocksoft_store>;

struct shash_alg crc_unkeyed_algs[] = { {
	.init = crct10dif_generic::init,
	.update = crct10dif_generic::do_update,
	.final = crct10dif_generic::final,
	.finup = crct10dif_generic::finup,
	.digest = crct10dif_generic::digest,
	.descsize = sizeof(u16),
	.digestsize = CRC_T10DIF_DIGEST_SIZE,
	.base = {
		.cra_blocksize = CRC_T10DIF_BLOCK_SIZE,
		.cra_priority = 100,
		.cra_name = CRC_T10DIF_STRING,
		.cra_driver_name = "crct10dif-generic",
		.cra_module = THIS_MODULE,
	},
}, {
	.init = crc64_rocksoft::init,
	.update = crc64_rocksoft::do_update,
	.final = crc64_rocksoft::final,
	.finup = crc64_rocksoft::finup,
	.digest = crc64_rocksoft::digest,
	.descsize = sizeof(u64),
	.digestsize = sizeof(u64),
	.base = {
		.cra_blocksize = 1,
		// 6.12 registers the generic CRC-64 at 200, above its usual 100.
		.cra_priority = 200,
		.cra_name = CRC64_ROCKSOFT_STRING,
		.cra_driver_name = "crc64-rocksoft-generic",
		.cra_module = THIS_MODULE,
	},
} };

int crc_unkeyed_mod_init()
{
	return crypto_register_shashes(crc_unkeyed_algs, ARRAY_SIZE(crc_unkeyed_algs));
}

void crc_unkeyed_mod_fini()
{
	crypto_unregister_shashes(crc_unkeyed_algs, ARRAY_SIZE(crc_unkeyed_algs));
}

} // namespace

subsys_initcall(crc_unkeyed_mod_init);
module_exit(crc_unkeyed_mod_fini);
