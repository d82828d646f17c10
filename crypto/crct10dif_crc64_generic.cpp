// SPDX-License-Identifier: GPL-2.0-only
// The unkeyed CRC shash drivers "crct10dif-generic" (T10-DIF CRC-16) and
// "crc64-rocksoft-generic" (NVMe CRC-64), over the portable library CRCs.
#include <crypto/internal/hash.h>
#include <linux/crc-t10dif.h>
#include <linux/crc64.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "crc_unkeyed_shash.h"

namespace {

// 6.12 stores crc64-rocksoft's u64 little-endian.
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

using crc64_rocksoft = ukc::crc_unkeyed<u64, crc64_rocksoft_update_fn, crc64_rocksoft_store>;

struct shash_alg crc_unkeyed_algs[] = {
	ukc::crct10dif_alg<crct10dif_update_fn>("crct10dif-generic", 100), {
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
