// SPDX-License-Identifier: GPL-2.0-only
// Registers and unregisters the rows of the x86 drivers' static tables, skciphers and AEADs alike.
#include <linux/kernel.h>
#include <linux/string.h>

#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

// A row's request functions over its shared descriptor: an AEAD row gives its setkey too, an
// skcipher row leaves it to the shape.
template <typename Row, typename Alg, typename Simd> struct x86_kind {
	using row = Row;
	using alg = Alg;
	using simd = Simd;

	static void fill(alg *a, const row &r)
	{
		*a = *r.shape;
		if constexpr (requires { r.setkey; })
			a->setkey = r.setkey;
		a->encrypt = r.encrypt;
		a->decrypt = r.decrypt;
	}
};

// What else differs between the two kinds of descriptor: the calls that register and
// unregister each, alone or behind the simd wrapper.
struct x86_skcipher_kind
	: x86_kind<x86_skcipher_row, struct skcipher_alg, struct simd_skcipher_alg> {
	static constexpr auto register_alg = crypto_register_skcipher;
	static constexpr auto unregister_alg = crypto_unregister_skcipher;
	static constexpr auto register_simd = simd_register_skciphers_compat;
	static constexpr auto unregister_simd = simd_unregister_skciphers;
};

struct x86_aead_kind : x86_kind<x86_aead_row, struct aead_alg, struct simd_aead_alg> {
	static constexpr auto register_alg = crypto_register_aead;
	static constexpr auto unregister_alg = crypto_unregister_aead;
	static constexpr auto register_simd = simd_register_aeads_compat;
	static constexpr auto unregister_simd = simd_unregister_aeads;
};

// The names, priority and flags every row gives its descriptor. The driver behind the simd
// wrapper is internal, under its row's internal names; the wrapper takes the row's names from them.
template <typename Row> void x86_fill_base(struct crypto_alg *base, const Row &r)
{
	const bool wrapped = r.internal.cra_driver_name != nullptr;

	strscpy(base->cra_name, wrapped ? r.internal.cra_name : r.cra_name, sizeof(base->cra_name));
	strscpy(base->cra_driver_name, wrapped ? r.internal.cra_driver_name : r.cra_driver_name,
		sizeof(base->cra_driver_name));
	base->cra_priority = r.zmm_priority && x86_zmm_slows_down() ? r.zmm_priority
								    : r.cra_priority;
	if (wrapped)
		base->cra_flags |= CRYPTO_ALG_INTERNAL;
}

// A descriptor holds a driver name exactly while it is registered.
template <typename Kind>
int x86_register(std::span<const typename Kind::row> rows, typename Kind::alg *algs,
		 typename Kind::simd **simd)
{
	bool any = false;
	int first_err = 0;

	for (size_t i = 0; i < rows.size(); i++) {
		const typename Kind::row &r = rows[i];

		if (!r.usable())
			continue;
		any = true;
		Kind::fill(&algs[i], r);
		x86_fill_base(&algs[i].base, r);
		int err = r.internal.cra_driver_name ? Kind::register_simd(&algs[i], 1, &simd[i])
						     : Kind::register_alg(&algs[i]);
		if (!err)
			continue;
		pr_err("%s: registration failed: %d\n", algs[i].base.cra_driver_name, err);
		algs[i] = {};
		if (!first_err)
			first_err = err;
	}
	return any ? first_err : -ENODEV;
}

template <typename Kind>
void x86_unregister(std::span<const typename Kind::row> rows, typename Kind::alg *algs,
		    typename Kind::simd **simd)
{
	for (size_t i = rows.size(); i-- > 0;) {
		if (!algs[i].base.cra_driver_name[0])
			continue;
		if (rows[i].internal.cra_driver_name)
			Kind::unregister_simd(&algs[i], 1, &simd[i]);
		else
			Kind::unregister_alg(&algs[i]);
		algs[i] = {};
	}
}

} // namespace

// The models of 6.12's zmm_exclusion_list (Skylake-X, Ice Lake, Tiger Lake): Intel CPUs that
// lower their clock when zmm registers are used. AMD CPUs (Zen 4 on) run zmm at full speed.
bool ukc::x86::x86_zmm_slows_down()
{
	static const u8 models[] = { 0x55, 0x6a, 0x6c, 0x7d, 0x7e, 0x9d, 0x8c, 0x8d };

	if (boot_cpu_data.x86_vendor != X86_VENDOR_INTEL || boot_cpu_data.x86 != 6)
		return false;
	for (u8 m : models)
		if (boot_cpu_data.x86_model == m)
			return true;
	return false;
}

int ukc::x86::x86_register_skciphers(std::span<const x86_skcipher_row> rows,
				     struct skcipher_alg *algs, struct simd_skcipher_alg **simd)
{
	return x86_register<x86_skcipher_kind>(rows, algs, simd);
}

void ukc::x86::x86_unregister_skciphers(std::span<const x86_skcipher_row> rows,
					struct skcipher_alg *algs, struct simd_skcipher_alg **simd)
{
	x86_unregister<x86_skcipher_kind>(rows, algs, simd);
}

int ukc::x86::x86_register_aeads(std::span<const x86_aead_row> rows, struct aead_alg *algs,
				 struct simd_aead_alg **simd)
{
	return x86_register<x86_aead_kind>(rows, algs, simd);
}

void ukc::x86::x86_unregister_aeads(std::span<const x86_aead_row> rows, struct aead_alg *algs,
				    struct simd_aead_alg **simd)
{
	x86_unregister<x86_aead_kind>(rows, algs, simd);
}
