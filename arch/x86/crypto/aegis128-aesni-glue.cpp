// SPDX-License-Identifier: GPL-2.0-only
// AEGIS-128 with AES-NI: the SIMD steps the generic aegis128 core calls, registered as
// "aegis128-aesni" (6.12's x86 driver name and priority) when the CPU has AES-NI and SSE4.1.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/algapi.h>
#include <linux/init.h>
#include <linux/module.h>

#include <type_traits>

#include "aegis.h"
#include "aegis128-aesni.h"

namespace {

constexpr int aegis128_aesni_priority = 400;

static_assert(sizeof(struct aegis_state) == AEGIS128_AESNI_STATE_SIZE);
static_assert(std::is_standard_layout_v<struct aegis_state>);

u8 *aegis128_aesni_bytes(struct aegis_state *state)
{
	return state->blocks[0].bytes;
}

// Each step brackets its SIMD code with kernel_fpu_begin/end, as 6.12's NEON steps do; the core
// only calls them when crypto_simd_usable().
void aegis128_aesni_glue_init(struct aegis_state *state, const union aegis_block *key, const u8 *iv)
{
	kernel_fpu_begin();
	aegis128_aesni_init(aegis128_aesni_bytes(state), key->bytes, iv);
	kernel_fpu_end();
}

void aegis128_aesni_glue_update(struct aegis_state *state, const void *msg)
{
	kernel_fpu_begin();
	aegis128_aesni_update(aegis128_aesni_bytes(state), static_cast<const u8 *>(msg));
	kernel_fpu_end();
}

void aegis128_aesni_glue_encrypt(struct aegis_state *state, u8 *dst, const u8 *src,
				 unsigned int size)
{
	kernel_fpu_begin();
	aegis128_aesni_encrypt(aegis128_aesni_bytes(state), dst, src, size);
	kernel_fpu_end();
}

void aegis128_aesni_glue_decrypt(struct aegis_state *state, u8 *dst, const u8 *src,
				 unsigned int size)
{
	kernel_fpu_begin();
	aegis128_aesni_decrypt(aegis128_aesni_bytes(state), dst, src, size);
	kernel_fpu_end();
}

int aegis128_aesni_glue_final(struct aegis_state *state, union aegis_block *tag_xor,
			      unsigned int assoclen, unsigned int cryptlen, unsigned int authsize)
{
	kernel_fpu_begin();
	int ret = aegis128_aesni_final(aegis128_aesni_bytes(state), tag_xor->bytes, assoclen,
				       cryptlen, authsize);
	kernel_fpu_end();
	return ret;
}

const struct aegis128_simd_ops aegis128_aesni_ops = {
	.driver_name = "aegis128-aesni",
	.priority = aegis128_aesni_priority,
	.init = aegis128_aesni_glue_init,
	.update = aegis128_aesni_glue_update,
	.encrypt_chunk = aegis128_aesni_glue_encrypt,
	.decrypt_chunk = aegis128_aesni_glue_decrypt,
	.final = aegis128_aesni_glue_final,
};

bool aegis128_aesni_registered;

// 6.12 checks AES-NI, SSE4.1 and SSE2; the code here also uses SSSE3 (implied by SSE4.1).
int aegis128_aesni_module_init()
{
	if (!boot_cpu_has(X86_FEATURE_AES) || !boot_cpu_has(X86_FEATURE_XMM4_1))
		return -ENODEV;

	int err = crypto_aegis128_register_simd(&aegis128_aesni_ops);
	aegis128_aesni_registered = !err;
	return err;
}

void aegis128_aesni_module_exit()
{
	if (!aegis128_aesni_registered)
		return;
	crypto_aegis128_unregister_simd();
	aegis128_aesni_registered = false;
}

} // namespace

late_initcall(aegis128_aesni_module_init);
module_exit(aegis128_aesni_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("AEGIS-128 AEAD algorithm (x86 AES-NI implementation)");
MODULE_ALIAS_CRYPTO("aegis128");
MODULE_ALIAS_CRYPTO("aegis128-aesni");
