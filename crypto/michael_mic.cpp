// SPDX-License-Identifier: GPL-2.0-only
// The "michael_mic-generic" shash driver: Michael, the TKIP message integrity code of IEEE
// 802.11-2020 section 12.5.2.3, keyed by its 8-byte MIC key.
#include <algorithm>
#include <bit>

#include <crypto/internal/hash.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

constexpr unsigned int michael_key_size = 8;
constexpr unsigned int michael_digest_size = 8;

struct michael_mic_ctx {
	u32 l, r;
};

// The running (l, r) pair and up to three bytes of a word not yet complete.
struct michael_mic_desc_ctx {
	u8 pending[4];
	size_t pending_len;
	u32 l, r;
};

// XSWAP of the standard: the two bytes of each 16-bit half exchanged.
inline u32 michael_xswap(u32 v)
{
	return ((v & 0x00ff00ff) << 8) | ((v & 0xff00ff00) >> 8);
}

// The block function b(l, r) of the standard, applied after each 32-bit word is XORed into l.
inline void michael_block(michael_mic_desc_ctx *m, u32 word)
{
	u32 l = m->l ^ word, r = m->r;

	r ^= std::rotl(l, 17);
	l += r;
	r ^= michael_xswap(l);
	l += r;
	r ^= std::rotl(l, 3);
	l += r;
	r ^= std::rotr(l, 2);
	l += r;
	m->l = l;
	m->r = r;
}

int michael_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	auto *ctx = static_cast<michael_mic_ctx *>(crypto_shash_ctx(tfm));

	if (keylen != michael_key_size)
		return -EINVAL;
	ctx->l = get_unaligned_le32(key);
	ctx->r = get_unaligned_le32(key + 4);
	return 0;
}

int michael_init(struct shash_desc *desc)
{
	const auto *ctx = static_cast<const michael_mic_ctx *>(crypto_shash_ctx(desc->tfm));
	auto *m = static_cast<michael_mic_desc_ctx *>(shash_desc_ctx(desc));

	m->pending_len = 0;
	m->l = ctx->l;
	m->r = ctx->r;
	return 0;
}

int michael_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	auto *m = static_cast<michael_mic_desc_ctx *>(shash_desc_ctx(desc));

	if (m->pending_len) {
		size_t take = std::min<size_t>(4 - m->pending_len, len);

		memcpy(m->pending + m->pending_len, data, take);
		m->pending_len += take;
		data += take;
		len -= take;
		if (m->pending_len < 4)
			return 0;
		michael_block(m, get_unaligned_le32(m->pending));
		m->pending_len = 0;
	}
	for (; len >= 4; data += 4, len -= 4)
		michael_block(m, get_unaligned_le32(data));
	if (len) // data may be NULL with nothing left (an empty message)
		memcpy(m->pending, data, len);
	m->pending_len = len;
	return 0;
}

// The message is padded with 0x5a and then zeros to a multiple of four bytes plus one zero
// word, so the last partial word gets 0x5a after its bytes and one more block of 0 follows.
int michael_final(struct shash_desc *desc, u8 *out)
{
	auto *m = static_cast<michael_mic_desc_ctx *>(shash_desc_ctx(desc));
	u32 last = 0x5au << (8 * m->pending_len);

	for (size_t i = 0; i < m->pending_len; i++)
		last |= static_cast<u32>(m->pending[i]) << (8 * i);
	michael_block(m, last);
	michael_block(m, 0);
	put_unaligned_le32(m->l, out);
	put_unaligned_le32(m->r, out + 4);
	return 0;
}

// 6.12 gives it no priority (0) and no optional-key flag: a digest needs setkey first.
struct shash_alg michael_mic_alg = {
	.init = michael_init,
	.update = michael_update,
	.final = michael_final,
	.setkey = michael_setkey,
	.descsize = sizeof(struct michael_mic_desc_ctx),
	.digestsize = michael_digest_size,
	.base = {
		.cra_blocksize = 8,
		.cra_ctxsize = sizeof(struct michael_mic_ctx),
		.cra_name = "michael_mic",
		.cra_driver_name = "michael_mic-generic",
		.cra_module = THIS_MODULE,
	},
};

int michael_mic_init()
{
	return crypto_register_shash(&michael_mic_alg);
}

void michael_mic_exit()
{
	crypto_unregister_shash(&michael_mic_alg);
}

} // namespace

subsys_initcall(michael_mic_init);
module_exit(michael_mic_exit);
