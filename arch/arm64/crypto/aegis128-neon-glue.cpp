// SPDX-License-Identifier: GPL-2.0-only
// AEGIS-128 with NEON: the SIMD steps the generic aegis128 core calls, registered as 6.12's
// arm64 "aegis128-simd" (priority 200) when the CPU has Advanced SIMD. As 6.12's
// aegis128-neon.c, the AES round uses the AES instructions when the CPU has them and table
// lookups otherwise; the choice is made once, here, by which steps are installed.
#include <asm/neon.h>
#include <crypto/algapi.h>
#include <linux/init.h>
#include <linux/module.h>

#include <type_traits>

#include "aegis.h"
#include "aegis128-neon.h"
#include <asm/cpufeature.h>

namespace {

using namespace ukc::arm64;

static_assert(sizeof(struct aegis_state) == AEGIS128_NEON_STATE_SIZE);
static_assert(std::is_standard_layout_v<struct aegis_state>);

u8 *aegis128_neon_bytes(struct aegis_state *state)
{
	return state->blocks[0].bytes;
}

// One set of hooks per AES-round flavour; each step brackets its SIMD code with
// kernel_neon_begin/end, and the core only calls them when crypto_simd_usable().
template <const struct aegis128_neon_steps &Steps> struct aegis128_neon_hooks {
	static void init(struct aegis_state *state, const union aegis_block *key, const u8 *iv)
	{
		kernel_neon_begin();
		Steps.init(aegis128_neon_bytes(state), key->bytes, iv);
		kernel_neon_end();
	}

	static void update(struct aegis_state *state, const void *msg)
	{
		kernel_neon_begin();
		Steps.update(aegis128_neon_bytes(state), static_cast<const u8 *>(msg));
		kernel_neon_end();
	}

	static void encrypt(struct aegis_state *state, u8 *dst, const u8 *src, unsigned int size)
	{
		kernel_neon_begin();
		Steps.encrypt(aegis128_neon_bytes(state), dst, src, size);
		kernel_neon_end();
	}

	static void decrypt(struct aegis_state *state, u8 *dst, const u8 *src, unsigned int size)
	{
		kernel_neon_begin();
		Steps.decrypt(aegis128_neon_bytes(state), dst, src, size);
		kernel_neon_end();
	}

	static int final(struct aegis_state *state, union aegis_block *tag_xor,
			 unsigned int assoclen, unsigned int cryptlen, unsigned int authsize)
	{
		kernel_neon_begin();
		int ret = Steps.final(aegis128_neon_bytes(state), tag_xor->bytes, assoclen,
				      cryptlen, authsize);
		kernel_neon_end();
		return ret;
	}

	// driver_name and priority left 0: the core's "aegis128-simd" at 200, 6.12's.
	static constexpr struct aegis128_simd_ops ops = {
		.driver_name = nullptr,
		.priority = 0,
		.init = init,
		.update = update,
		.encrypt_chunk = encrypt,
		.decrypt_chunk = decrypt,
		.final = final,
	};
};

using aegis128_tbl_hooks = aegis128_neon_hooks<aegis128_tbl_steps>;
using aegis128_aes_hooks = aegis128_neon_hooks<aegis128_aes_steps>;

bool aegis128_neon_registered;

// 6.12's crypto_aegis128_have_simd() on arm64: Advanced SIMD, with the AES instructions used
// when present (aegis128_have_aes_insn).
int aegis128_neon_mod_init()
{
	if (!cpu_have_named_feature(ASIMD))
		return -ENODEV;
	const struct aegis128_simd_ops *ops = cpu_have_named_feature(AES)
						      ? &aegis128_aes_hooks::ops
						      : &aegis128_tbl_hooks::ops;
	int err = crypto_aegis128_register_simd(ops);
	aegis128_neon_registered = !err;
	return err;
}

void aegis128_neon_mod_exit()
{
	if (!aegis128_neon_registered)
		return;
	crypto_aegis128_unregister_simd();
	aegis128_neon_registered = false;
}

} // namespace

late_initcall(aegis128_neon_mod_init);
module_exit(aegis128_neon_mod_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("AEGIS-128 AEAD algorithm (NEON implementation)");
MODULE_ALIAS_CRYPTO("aegis128");
MODULE_ALIAS_CRYPTO("aegis128-simd");
