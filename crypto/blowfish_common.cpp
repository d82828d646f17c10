// SPDX-License-Identifier: GPL-2.0-only
// Blowfish's key schedule (Schneier, Fast Software Encryption 1993, "Generating the
// Subkeys"), shared by blowfish-generic and the drivers built on struct bf_ctx.
#include <crypto/algapi.h>
#include <crypto/blowfish.h>
#include <linux/module.h>
#include <linux/string.h>

#include "blowfish_common.h"
#include "blowfish_pi.h"

extern "C" int blowfish_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int key_len)
{
	auto *ctx = static_cast<struct bf_ctx *>(crypto_tfm_ctx(tfm));
	u32 l = 0, r = 0;

	memcpy(ctx->s, blowfish_init_s, sizeof(ctx->s));
	// Step 2: P_i ^= the next 32 bits of the key, the key repeated as often as needed.
	for (unsigned int i = 0, j = 0; i < 18; i++) {
		u32 w = 0;
		for (unsigned int b = 0; b < 4; b++, j = (j + 1) % key_len)
			w = w << 8 | key[j];
		ctx->p[i] = blowfish_init_p[i] ^ w;
	}
	// Steps 3-7: encrypt the all-zero block again and again, each result replacing the next
	// two entries of P, then of S1..S4.
	for (unsigned int i = 0; i < 18; i += 2) {
		ukc::blowfish_encrypt_words(ctx, l, r);
		ctx->p[i] = l;
		ctx->p[i + 1] = r;
	}
	for (unsigned int i = 0; i < 1024; i += 2) {
		ukc::blowfish_encrypt_words(ctx, l, r);
		ctx->s[i] = l;
		ctx->s[i + 1] = r;
	}
	return 0;
}
EXPORT_SYMBOL_GPL(blowfish_setkey);
