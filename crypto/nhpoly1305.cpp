// SPDX-License-Identifier: GPL-2.0-only
// The "nhpoly1305-generic" shash: NH (the Adiantum paper, section 6.3) over 1024-byte messages,
// each 32-byte NH value then absorbed by Poly1305's universal hash; no final s is added.
#include <algorithm>

#include <crypto/algapi.h>
#include <crypto/internal/hash.h>
#include <crypto/nhpoly1305.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/unaligned.h>

namespace {

// NH with four passes: pass i pairs each 16-byte unit's words (m0, m2) and (m1, m3), each
// plus the key words 4i apart, and sums the 64-bit products; the key moves 4 words a unit.
void nh_generic(const u32 *key, const u8 *message, size_t message_len, __le64 hash[NH_NUM_PASSES])
{
	u64 sums[NH_NUM_PASSES] = {};

	for (; message_len; message_len -= NH_MESSAGE_UNIT, message += NH_MESSAGE_UNIT, key += 4) {
		u32 m[4];

		for (int j = 0; j < 4; j++)
			m[j] = get_unaligned_le32(message + 4 * j);
		for (int i = 0; i < NH_NUM_PASSES; i++) {
			const u32 *k = key + 4 * i;

			sums[i] += static_cast<u64>(m[0] + k[0]) * static_cast<u32>(m[2] + k[2]);
			sums[i] += static_cast<u64>(m[1] + k[1]) * static_cast<u32>(m[3] + k[3]);
		}
	}
	for (int i = 0; i < NH_NUM_PASSES; i++)
		hash[i] = cpu_to_le64(sums[i]);
}

struct nhpoly1305_state *nhpoly1305_st(struct shash_desc *desc)
{
	return static_cast<struct nhpoly1305_state *>(shash_desc_ctx(desc));
}

const struct nhpoly1305_key *nhpoly1305_key_of(struct shash_desc *desc)
{
	return static_cast<const struct nhpoly1305_key *>(crypto_shash_ctx(desc->tfm));
}

// A whole NH value: its 32 bytes are two full Poly1305 blocks.
void nhpoly1305_absorb(struct nhpoly1305_state *st, const struct nhpoly1305_key *key)
{
	static_assert(NH_HASH_BYTES % POLY1305_BLOCK_SIZE == 0);
	poly1305_core_blocks(&st->poly_state, &key->poly_key, st->nh_hash,
			     NH_HASH_BYTES / POLY1305_BLOCK_SIZE, 1);
}

// Whole units: each NH message is NH_MESSAGE_BYTES long (the last may be shorter); a message
// continued across calls adds its sums to the ones kept.
void nhpoly1305_units(struct nhpoly1305_state *st, const struct nhpoly1305_key *key, const u8 *src,
		      unsigned int len, nh_t nh_fn)
{
	while (len) {
		unsigned int pos = st->nh_remaining ? NH_MESSAGE_BYTES - st->nh_remaining : 0;
		unsigned int n = std::min<unsigned int>(len, NH_MESSAGE_BYTES - pos);
		__le64 part[NH_NUM_PASSES];

		nh_fn(key->nh_key + pos / 4, src, n, part);
		for (int i = 0; i < NH_NUM_PASSES; i++)
			st->nh_hash[i] = pos ? cpu_to_le64(le64_to_cpu(st->nh_hash[i]) +
							   le64_to_cpu(part[i]))
					     : part[i];
		st->nh_remaining = NH_MESSAGE_BYTES - pos - n;
		if (!st->nh_remaining)
			nhpoly1305_absorb(st, key);
		src += n;
		len -= n;
	}
}

struct shash_alg nhpoly1305_alg = {
	.init = crypto_nhpoly1305_init,
	.update = crypto_nhpoly1305_update,
	.final = crypto_nhpoly1305_final,
	.setkey = crypto_nhpoly1305_setkey,
	.descsize = sizeof(struct nhpoly1305_state),
	.digestsize = POLY1305_DIGEST_SIZE,
	.base = {
		.cra_ctxsize = sizeof(struct nhpoly1305_key),
		.cra_priority = 100,
		.cra_name = "nhpoly1305",
		.cra_driver_name = "nhpoly1305-generic",
		.cra_module = THIS_MODULE,
	},
};

int nhpoly1305_mod_init()
{
	return crypto_register_shash(&nhpoly1305_alg);
}

void nhpoly1305_mod_exit()
{
	crypto_unregister_shash(&nhpoly1305_alg);
}

} // namespace

extern "C" {

int crypto_nhpoly1305_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	auto *ctx = static_cast<struct nhpoly1305_key *>(crypto_shash_ctx(tfm));

	if (keylen != NHPOLY1305_KEY_SIZE)
		return -EINVAL;
	poly1305_core_setkey(&ctx->poly_key, key);
	key += POLY1305_BLOCK_SIZE;
	for (unsigned int i = 0; i < NH_KEY_WORDS; i++)
		ctx->nh_key[i] = get_unaligned_le32(key + 4 * i);
	return 0;
}

int crypto_nhpoly1305_init(struct shash_desc *desc)
{
	struct nhpoly1305_state *st = nhpoly1305_st(desc);

	poly1305_core_init(&st->poly_state);
	st->buflen = 0;
	st->nh_remaining = 0;
	return 0;
}

int crypto_nhpoly1305_update_helper(struct shash_desc *desc, const u8 *src, unsigned int srclen,
				    nh_t nh_fn)
{
	struct nhpoly1305_state *st = nhpoly1305_st(desc);
	const struct nhpoly1305_key *key = nhpoly1305_key_of(desc);

	if (st->buflen) {
		unsigned int n = std::min<unsigned int>(srclen, NH_MESSAGE_UNIT - st->buflen);

		memcpy(st->buffer + st->buflen, src, n);
		st->buflen += n;
		if (st->buflen < NH_MESSAGE_UNIT)
			return 0;
		nhpoly1305_units(st, key, st->buffer, NH_MESSAGE_UNIT, nh_fn);
		st->buflen = 0;
		src += n;
		srclen -= n;
	}
	unsigned int whole = srclen & ~(NH_MESSAGE_UNIT - 1);
	nhpoly1305_units(st, key, src, whole, nh_fn);
	if (srclen > whole) {
		memcpy(st->buffer, src + whole, srclen - whole);
		st->buflen = srclen - whole;
	}
	return 0;
}

int crypto_nhpoly1305_update(struct shash_desc *desc, const u8 *src, unsigned int srclen)
{
	return crypto_nhpoly1305_update_helper(desc, src, srclen, nh_generic);
}

// A partial unit is padded with zeros; a partial NH message is absorbed as it is.
int crypto_nhpoly1305_final_helper(struct shash_desc *desc, u8 *dst, nh_t nh_fn)
{
	struct nhpoly1305_state *st = nhpoly1305_st(desc);
	const struct nhpoly1305_key *key = nhpoly1305_key_of(desc);

	if (st->buflen) {
		memset(st->buffer + st->buflen, 0, NH_MESSAGE_UNIT - st->buflen);
		nhpoly1305_units(st, key, st->buffer, NH_MESSAGE_UNIT, nh_fn);
	}
	if (st->nh_remaining)
		nhpoly1305_absorb(st, key);
	poly1305_core_emit(&st->poly_state, nullptr, dst);
	return 0;
}

int crypto_nhpoly1305_final(struct shash_desc *desc, u8 *dst)
{
	return crypto_nhpoly1305_final_helper(desc, dst, nh_generic);
}

} // extern "C"

subsys_initcall(nhpoly1305_mod_init);
module_exit(nhpoly1305_mod_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("NHPoly1305 universal hash");
MODULE_ALIAS_CRYPTO("nhpoly1305");
MODULE_ALIAS_CRYPTO("nhpoly1305-generic");
