// SPDX-License-Identifier: GPL-2.0-only
// The "crc32-generic" and "crc32c-generic" shash drivers: CRC-32 and CRC-32C with the seed as
// an optional 4-byte key, over the portable <linux/crc32.h> code.
#include <linux/crc32.h>
#include <linux/module.h>

#include "crc32_shash.h"

namespace {

using crc32_generic = ukc::crc32_shash<crc32_le, 0, false>;
using crc32c_generic = ukc::crc32_shash<__crc32c_le, ~0u, true>;

struct shash_alg crc32_generic_algs[] = {
	crc32_generic::alg("crc32", "crc32-generic", 100),
	crc32c_generic::alg("crc32c", "crc32c-generic", 100),
};

int crc32_generic_mod_init()
{
	return crypto_register_shashes(crc32_generic_algs, ARRAY_SIZE(crc32_generic_algs));
}

void crc32_generic_mod_fini()
{
	crypto_unregister_shashes(crc32_generic_algs, ARRAY_SIZE(crc32_generic_algs));
}

} // namespace

subsys_initcall(crc32_generic_mod_init);
module_exit(crc32_generic_mod_fini);
