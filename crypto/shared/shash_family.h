/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A family of shash drivers that share their operations and differ in digest size and names
 * (blake2b-160..512, sha3-224..512, wp256..512): each member is the family's prototype with
 * those filled in. cra_name and cra_driver_name are arrays, so the names are copied in,
 * checked to fit when compiled; a member is a constant, so a family's table is ready before
 * any initcall runs.
 */
#ifndef _UKC_CRYPTO_SHARED_SHASH_FAMILY_H
#define _UKC_CRYPTO_SHARED_SHASH_FAMILY_H

#include <crypto/internal/hash.h>
#include <linux/module.h>

#include <algorithm>
#include <cstddef>

namespace ukc {

struct shash_family {
	struct shash_alg proto;

	template <size_t n, size_t d>
	constexpr struct shash_alg member(unsigned int digestsize, const char (&name)[n],
					  const char (&driver)[d]) const
	{
		static_assert(n <= CRYPTO_MAX_ALG_NAME && d <= CRYPTO_MAX_ALG_NAME);
		struct shash_alg alg = proto;

		alg.digestsize = digestsize;
		alg.base.cra_module = THIS_MODULE;
		std::copy_n(name, n, alg.base.cra_name);
		std::copy_n(driver, d, alg.base.cra_driver_name);
		return alg;
	}
};

} // namespace ukc

#endif
