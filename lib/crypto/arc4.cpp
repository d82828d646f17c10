// SPDX-License-Identifier: GPL-2.0-only
// ARC4: the key-scheduling algorithm and the keystream generator (the cipher published as
// "RC4" in 1994; RFC 6229 gives its test vectors), as 6.12's lib/crypto/arc4.c exports them.
#include <crypto/arc4.h>
#include <linux/errno.h>
#include <linux/module.h>

#include <utility>

extern "C" int arc4_setkey(struct arc4_ctx *ctx, const u8 *in_key, unsigned int key_len)
{
	if (key_len < ARC4_MIN_KEY_SIZE || key_len > ARC4_MAX_KEY_SIZE)
		return -EINVAL;
	for (u32 i = 0; i < 256; i++)
		ctx->S[i] = i;
	// KSA: j += S[i] + key[i mod keylen], swap S[i] and S[j].
	u32 j = 0;
	for (u32 i = 0; i < 256; i++) {
		j = (j + ctx->S[i] + in_key[i % key_len]) & 0xff;
		std::swap(ctx->S[i], ctx->S[j]);
	}
	ctx->x = 1;
	ctx->y = 0;
	return 0;
}
EXPORT_SYMBOL(arc4_setkey);

// PRGA: the state keeps x one ahead (x = i + 1), as the kernel's arc4_ctx does, so a state
// exported mid-stream is the kernel's.
extern "C" void arc4_crypt(struct arc4_ctx *ctx, u8 *out, const u8 *in, unsigned int len)
{
	u32 *const S = ctx->S;
	u32 x = ctx->x, y = ctx->y;

	for (unsigned int n = 0; n < len; n++) {
		u32 a = S[x];

		y = (y + a) & 0xff;
		u32 b = S[y];
		S[x] = b;
		S[y] = a;
		out[n] = in[n] ^ static_cast<u8>(S[(a + b) & 0xff]);
		x = (x + 1) & 0xff;
	}
	ctx->x = x;
	ctx->y = y;
}
EXPORT_SYMBOL(arc4_crypt);
