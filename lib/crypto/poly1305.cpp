// SPDX-License-Identifier: GPL-2.0-only
// Poly1305 (RFC 8439 section 2.5) in three 44/44/42-bit limbs with 128-bit products: the core
// of <crypto/internal/poly1305.h> and the buffered library of <crypto/poly1305.h>.
#include <crypto/internal/poly1305.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "ukc_poly1305_buf.h"

namespace {

using u128 = unsigned __int128;

constexpr u64 poly1305_mask44 = (1ULL << 44) - 1;
constexpr u64 poly1305_mask42 = (1ULL << 42) - 1;

u128 poly1305_load128(const u8 *p)
{
	return static_cast<u128>(get_unaligned_le64(p)) |
	       static_cast<u128>(get_unaligned_le64(p + 8)) << 64;
}

// Moves the limbs' carries up, and the one out of the top (2^130 = 5) back to the bottom.
void poly1305_carry(u64 h[3])
{
	u64 c = h[0] >> 44;

	h[0] &= poly1305_mask44;
	h[1] += c;
	c = h[1] >> 44;
	h[1] &= poly1305_mask44;
	h[2] += c;
	c = h[2] >> 42;
	h[2] &= poly1305_mask42;
	h[0] += c * 5;
	c = h[0] >> 44;
	h[0] &= poly1305_mask44;
	h[1] += c;
}

} // namespace

extern "C" {

// Section 2.5.1: r &= 0x0ffffffc0ffffffc0ffffffc0fffffff. The reduction folds limb products
// at 2^132 back as 4 * 5 = 20, so 20 * r1 and 20 * r2 are kept.
void poly1305_core_setkey(struct poly1305_core_key *key, const u8 raw_key[POLY1305_BLOCK_SIZE])
{
	const u128 clamp = static_cast<u128>(0x0ffffffc0ffffffcULL) << 64 | 0x0ffffffc0fffffffULL;
	u128 r = poly1305_load128(raw_key) & clamp;

	key->key.r64[0] = static_cast<u64>(r) & poly1305_mask44;
	key->key.r64[1] = static_cast<u64>(r >> 44) & poly1305_mask44;
	key->key.r64[2] = static_cast<u64>(r >> 88);
	key->precomputed_s.r64[0] = key->key.r64[1] * 20;
	key->precomputed_s.r64[1] = key->key.r64[2] * 20;
}

// Section 2.5.1: for each block, h = (h + block + hibit * 2^128) * r mod 2^130 - 5, with h
// kept partly reduced (limbs a few bits over their width).
void poly1305_core_blocks(struct poly1305_state *state, const struct poly1305_core_key *key,
			  const void *src, unsigned int nblocks, u32 hibit)
{
	const u64 r0 = key->key.r64[0], r1 = key->key.r64[1], r2 = key->key.r64[2];
	const u64 s1 = key->precomputed_s.r64[0], s2 = key->precomputed_s.r64[1];
	const u8 *p = static_cast<const u8 *>(src);
	u64 h[3] = { state->h64[0], state->h64[1], state->h64[2] };

	for (; nblocks > 0; nblocks--, p += POLY1305_BLOCK_SIZE) {
		u128 m = poly1305_load128(p);

		h[0] += static_cast<u64>(m) & poly1305_mask44;
		h[1] += static_cast<u64>(m >> 44) & poly1305_mask44;
		h[2] += static_cast<u64>(m >> 88) | static_cast<u64>(hibit) << 40;

		u128 d0 = static_cast<u128>(h[0]) * r0 + static_cast<u128>(h[1]) * s2 +
			  static_cast<u128>(h[2]) * s1;
		u128 d1 = static_cast<u128>(h[0]) * r1 + static_cast<u128>(h[1]) * r0 +
			  static_cast<u128>(h[2]) * s2;
		u128 d2 = static_cast<u128>(h[0]) * r2 + static_cast<u128>(h[1]) * r1 +
			  static_cast<u128>(h[2]) * r0;

		d1 += static_cast<u64>(d0 >> 44);
		d2 += static_cast<u64>(d1 >> 44);
		h[0] = (static_cast<u64>(d0) & poly1305_mask44) + static_cast<u64>(d2 >> 42) * 5;
		h[1] = static_cast<u64>(d1) & poly1305_mask44;
		h[2] = static_cast<u64>(d2) & poly1305_mask42;
		h[1] += h[0] >> 44;
		h[0] &= poly1305_mask44;
	}
	state->h64[0] = h[0];
	state->h64[1] = h[1];
	state->h64[2] = h[2];
}

// Section 2.5.1's last step: h mod 2^130 - 5 (h - p is taken when it does not go negative,
// without a branch), then + s mod 2^128, serialized little endian.
void poly1305_core_emit(const struct poly1305_state *state, const u32 nonce[4], void *dst)
{
	u64 h[3] = { state->h64[0], state->h64[1], state->h64[2] };
	u64 g[3];

	poly1305_carry(h);
	poly1305_carry(h);
	g[0] = h[0] + 5;
	g[1] = h[1] + (g[0] >> 44);
	g[0] &= poly1305_mask44;
	g[2] = h[2] + (g[1] >> 44) - (1ULL << 42);
	g[1] &= poly1305_mask44;
	const u64 keep_g = (g[2] >> 63) - 1; // all ones when h >= p
	for (int i = 0; i < 3; i++)
		h[i] = (h[i] & ~keep_g) | (g[i] & keep_g);

	// Added, not ORed: a limb may still be one over its width; bits past 2^128 drop out.
	u128 t = static_cast<u128>(h[0]) + (static_cast<u128>(h[1]) << 44) +
		 (static_cast<u128>(h[2]) << 88);
	if (nonce)
		t += static_cast<u128>(nonce[0]) | static_cast<u128>(nonce[1]) << 32 |
		     static_cast<u128>(nonce[2]) << 64 | static_cast<u128>(nonce[3]) << 96;
	put_unaligned_le64(static_cast<u64>(t), dst);
	put_unaligned_le64(static_cast<u64>(t >> 64), static_cast<u8 *>(dst) + 8);
}

void poly1305_init_generic(struct poly1305_desc_ctx *desc, const u8 key[POLY1305_KEY_SIZE])
{
	poly1305_core_setkey(&desc->core_r, key);
	for (int i = 0; i < 4; i++)
		desc->s[i] = get_unaligned_le32(key + 16 + 4 * i);
	poly1305_core_init(&desc->h);
	desc->buflen = 0;
	desc->sset = true;
	desc->rset = 2;
}

void poly1305_update_generic(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int nbytes)
{
	ukc::poly1305_buffered_update(
		desc, src, nbytes, [](struct poly1305_desc_ctx *d, const u8 *p, unsigned int len) {
			poly1305_core_blocks(&d->h, &d->core_r, p, len / POLY1305_BLOCK_SIZE, 1);
		});
}

// Section 2.5.1: a last partial block gets a 1 byte after it, then zeros, and no 2^128 bit.
void poly1305_final_generic(struct poly1305_desc_ctx *desc, u8 *digest)
{
	if (desc->buflen) {
		desc->buf[desc->buflen] = 1;
		memset(desc->buf + desc->buflen + 1, 0, POLY1305_BLOCK_SIZE - desc->buflen - 1);
		poly1305_core_blocks(&desc->h, &desc->core_r, desc->buf, 1, 0);
	}
	poly1305_core_emit(&desc->h, desc->s, digest);
	memzero_explicit(desc, sizeof(*desc));
}

} // extern "C"
