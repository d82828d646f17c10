// SPDX-License-Identifier: GPL-2.0-only
// The vmac64 template: VMAC with 64-bit tags (draft-krovetz-vmac-01) over a block cipher of
// 16-byte blocks, "vmac64(aes)", whose 16-byte nonce leads the message as 6.12 takes it.
#include <algorithm>

#include <linux/err.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "cmac_priv.h"

namespace {

using u128 = unsigned __int128;

constexpr unsigned int vmac_key_len = 16;
constexpr unsigned int vmac_nh_bytes = 128; // the L1 block (section 3.3.1 of the draft)
constexpr unsigned int vmac_nonce_bytes = 16;
constexpr unsigned int vmac_tag_bytes = 8;

constexpr u64 vmac_p64 = 0xfffffffffffffeff;			 // 2^64 - 257
constexpr u128 vmac_p127 = (u128(1) << 127) - 1;		 // 2^127 - 1
constexpr u64 vmac_m62 = 0x3fffffffffffffff;			 // NH's output is taken mod 2^126
constexpr u64 vmac_poly_mask = 0x1fffffff1fffffff;		 // L2 key clamping (section 3.2)
constexpr u128 vmac_l3_radix = (u128(1) << 64) - (u64(1) << 32); // L3 splits base 2^64 - 2^32

// 6.12's contexts: the cipher and the derived keys; the pending block, the L2 state and the
// nonce as it arrives.
struct vmac_tfm_ctx {
	struct crypto_cipher *cipher;
	u64 nhkey[vmac_nh_bytes / 8];
	u64 polykey[2];
	u64 l3key[2];
};

struct vmac_desc_ctx {
	u8 partial[vmac_nh_bytes];
	unsigned int partial_size;
	bool first_block_processed;
	u64 polytmp[2];
	u8 nonce[vmac_nonce_bytes];
	unsigned int nonce_size;
};

struct vmac_tfm_ctx *vmac_ctx(struct crypto_shash *tfm)
{
	return static_cast<struct vmac_tfm_ctx *>(crypto_shash_ctx(tfm));
}

struct vmac_desc_ctx *vmac_state(struct shash_desc *desc)
{
	return static_cast<struct vmac_desc_ctx *>(shash_desc_ctx(desc));
}

u128 vmac_join(u64 hi, u64 lo)
{
	return u128(hi) << 64 | lo;
}

// L1, NH (section 3.3.1): the sum of (m[i] + k[i]) * (m[i+1] + k[i+1]) over word pairs, each
// sum mod 2^64, the total mod 2^128; VHASH keeps 126 bits of it.
u128 vmac_nh(const u8 *m, const u64 *k, unsigned int words)
{
	u128 sum = 0;

	for (unsigned int i = 0; i < words; i += 2) {
		u64 a = get_unaligned_le64(m + 8 * i) + k[i];
		u64 b = get_unaligned_le64(m + 8 * i + 8) + k[i + 1];

		sum += u128(a) * b;
	}
	return vmac_join(u64(sum >> 64) & vmac_m62, u64(sum));
}

// One fold of x mod 2^127 - 1 (2^127 = 1): the result is below 2^127 + 2^(bits(x) - 127).
u128 vmac_fold(u128 x)
{
	return (x >> 127) + (x & vmac_p127);
}

// L2 (section 3.3.2): y = y * k + m mod 2^127 - 1, with y kept below 2^127 + 2 (not fully
// reduced; L3 finishes the reduction). k is clamped below 2^125.
u128 vmac_poly_step(u128 y, u128 k, u128 m)
{
	u64 yh = u64(y >> 64), yl = u64(y), kh = u64(k >> 64), kl = u64(k);
	u128 lo = u128(yl) * kl, mid1 = u128(yh) * kl, mid2 = u128(yl) * kh, hi = u128(yh) * kh;
	u128 mid = mid1 + mid2; // below 2^127 and 2^125: no carry out
	u128 low = lo + (mid << 64);
	u128 high = hi + (mid >> 64) + (low < lo);

	// y * k = high * 2^128 + low, and 2^128 = 2 mod 2^127 - 1.
	return vmac_fold(vmac_fold(vmac_fold(low) + 2 * high) + m);
}

// L3 (section 3.3.3): y plus the bit length of the last partial block times 2^64, reduced
// mod 2^127 - 1, written in base 2^64 - 2^32 as (a, b); then (a + k1)(b + k2) mod 2^64 - 257.
u64 vmac_l3(u128 y, u64 k1, u64 k2, u64 len)
{
	y = vmac_fold(vmac_fold(y) + (u128(len) << 64));
	if (y >= vmac_p127)
		y -= vmac_p127;
	u128 a = (y / vmac_l3_radix + k1) % vmac_p64;
	u128 b = (y % vmac_l3_radix + k2) % vmac_p64;

	return u64(a * b % vmac_p64);
}

// L1 and L2 over whole blocks; the first block's NH is added to the key (the polynomial's
// leading coefficient is 1).
void vmac_blocks(const struct vmac_tfm_ctx *tctx, struct vmac_desc_ctx *dctx, const u8 *p,
		 unsigned int blocks)
{
	u128 k = vmac_join(tctx->polykey[0], tctx->polykey[1]);
	u128 y = vmac_join(dctx->polytmp[0], dctx->polytmp[1]);

	for (; blocks; blocks--, p += vmac_nh_bytes) {
		u128 nh = vmac_nh(p, tctx->nhkey, vmac_nh_bytes / 8);

		if (!dctx->first_block_processed) {
			dctx->first_block_processed = true;
			y += nh;
		} else {
			y = vmac_poly_step(y, k, nh);
		}
	}
	dctx->polytmp[0] = u64(y >> 64);
	dctx->polytmp[1] = u64(y);
}

// Fills @out with 64-bit words from enciphering 16-byte blocks "tag || 0 ... || i" for i = 0,
// 1, ... (section 3.2 of the draft); 6.12 reads each half big-endian.
void vmac_kdf(struct crypto_cipher *cipher, u8 tag, u8 start, u64 out[2])
{
	u8 in[16] = { tag }, block[16];

	in[15] = start;
	crypto_cipher_encrypt_one(cipher, block, in);
	out[0] = get_unaligned_be64(block);
	out[1] = get_unaligned_be64(block + 8);
	memzero_explicit(block, sizeof(block));
}

int vmac_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	struct vmac_tfm_ctx *tctx = vmac_ctx(tfm);
	u8 i = 0;

	if (keylen != vmac_key_len)
		return -EINVAL;
	int err = crypto_cipher_setkey(tctx->cipher, key, keylen);
	if (err)
		return err;
	for (unsigned int w = 0; w < ARRAY_SIZE(tctx->nhkey); w += 2)
		vmac_kdf(tctx->cipher, 0x80, u8(w / 2), &tctx->nhkey[w]);
	vmac_kdf(tctx->cipher, 0xc0, 0, tctx->polykey);
	tctx->polykey[0] &= vmac_poly_mask;
	tctx->polykey[1] &= vmac_poly_mask;
	// The L3 key words must be below 2^64 - 257: draw again until both are.
	do
		vmac_kdf(tctx->cipher, 0xe0, i++, tctx->l3key);
	while (tctx->l3key[0] >= vmac_p64 || tctx->l3key[1] >= vmac_p64);
	return 0;
}

int vmac_init(struct shash_desc *desc)
{
	const struct vmac_tfm_ctx *tctx = vmac_ctx(desc->tfm);
	struct vmac_desc_ctx *dctx = vmac_state(desc);

	dctx->partial_size = 0;
	dctx->first_block_processed = false;
	memcpy(dctx->polytmp, tctx->polykey, sizeof(dctx->polytmp));
	dctx->nonce_size = 0;
	return 0;
}

// The first 16 bytes of the data are the nonce; the message follows.
int vmac_update(struct shash_desc *desc, const u8 *p, unsigned int len)
{
	const struct vmac_tfm_ctx *tctx = vmac_ctx(desc->tfm);
	struct vmac_desc_ctx *dctx = vmac_state(desc);
	unsigned int n = std::min(len, vmac_nonce_bytes - dctx->nonce_size);

	memcpy(dctx->nonce + dctx->nonce_size, p, n);
	dctx->nonce_size += n;
	p += n;
	len -= n;
	if (dctx->partial_size) {
		n = std::min(len, vmac_nh_bytes - dctx->partial_size);
		memcpy(dctx->partial + dctx->partial_size, p, n);
		dctx->partial_size += n;
		p += n;
		len -= n;
		if (dctx->partial_size < vmac_nh_bytes)
			return 0;
		vmac_blocks(tctx, dctx, dctx->partial, 1);
		dctx->partial_size = 0;
	}
	vmac_blocks(tctx, dctx, p, len / vmac_nh_bytes);
	p += len - len % vmac_nh_bytes;
	len %= vmac_nh_bytes;
	memcpy(dctx->partial, p, len);
	dctx->partial_size = len;
	return 0;
}

// VHASH's end: the last partial block zero-padded to 16 bytes through L1 and L2, then L3.
u64 vmac_vhash_final(const struct vmac_tfm_ctx *tctx, struct vmac_desc_ctx *dctx)
{
	unsigned int partial = dctx->partial_size;
	u128 y = vmac_join(dctx->polytmp[0], dctx->polytmp[1]);

	if (partial) {
		unsigned int padded = (partial + 15) & ~15u;

		memset(dctx->partial + partial, 0, padded - partial);
		u128 nh = vmac_nh(dctx->partial, tctx->nhkey, padded / 8);
		y = dctx->first_block_processed
			    ? vmac_poly_step(y, vmac_join(tctx->polykey[0], tctx->polykey[1]), nh)
			    : y + nh;
	}
	return vmac_l3(y, tctx->l3key[0], tctx->l3key[1], u64(partial) * 8);
}

// The tag is VHASH plus a pad: the cipher on the nonce with its last bit cleared, whose half
// that bit chose (section 3.1). The nonce must be complete, and its first bit clear, since
// VMAC takes nonces shorter than the block (6.12 answers -EINVAL otherwise).
int vmac_final(struct shash_desc *desc, u8 *out)
{
	const struct vmac_tfm_ctx *tctx = vmac_ctx(desc->tfm);
	struct vmac_desc_ctx *dctx = vmac_state(desc);
	u8 pad[vmac_nonce_bytes];

	if (dctx->nonce_size != vmac_nonce_bytes || (dctx->nonce[0] & 0x80))
		return -EINVAL;
	u64 hash = vmac_vhash_final(tctx, dctx);
	unsigned int half = dctx->nonce[vmac_nonce_bytes - 1] & 1;

	dctx->nonce[vmac_nonce_bytes - 1] &= 0xfe;
	crypto_cipher_encrypt_one(tctx->cipher, pad, dctx->nonce);
	put_unaligned_be64(hash + get_unaligned_be64(pad + 8 * half), out);
	memzero_explicit(pad, sizeof(pad));
	return 0;
}

int vmac_init_tfm(struct crypto_shash *tfm)
{
	auto *spawn = static_cast<struct crypto_cipher_spawn *>(
		shash_instance_ctx(shash_alg_instance(tfm)));
	struct crypto_cipher *cipher = crypto_spawn_cipher(spawn);

	if (IS_ERR(cipher))
		return static_cast<int>(PTR_ERR(cipher));
	vmac_ctx(tfm)->cipher = cipher;
	return 0;
}

void vmac_exit_tfm(struct crypto_shash *tfm)
{
	struct vmac_tfm_ctx *tctx = vmac_ctx(tfm);

	crypto_free_cipher(tctx->cipher);
	memzero_explicit(tctx, sizeof(*tctx));
}

bool vmac_block_size_ok(unsigned int bs)
{
	return bs == vmac_nonce_bytes;
}

void vmac_fill(struct shash_instance *inst, struct crypto_alg *cipher)
{
	inst->alg.base.cra_priority = cipher->cra_priority;
	inst->alg.base.cra_blocksize = cipher->cra_blocksize;
	inst->alg.base.cra_ctxsize = sizeof(struct vmac_tfm_ctx);
	inst->alg.descsize = sizeof(struct vmac_desc_ctx);
	inst->alg.digestsize = vmac_tag_bytes;
	inst->alg.init = vmac_init;
	inst->alg.update = vmac_update;
	inst->alg.final = vmac_final;
	inst->alg.setkey = vmac_setkey;
	inst->alg.init_tfm = vmac_init_tfm;
	inst->alg.exit_tfm = vmac_exit_tfm;
}

int vmac_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::cmac::create_cipher_mac(tmpl, tb, vmac_block_size_ok, vmac_fill);
}

struct crypto_template vmac64_tmpl = {
	.module = THIS_MODULE,
	.create = vmac_create,
	.name = "vmac64",
};

int vmac_module_init()
{
	return crypto_register_template(&vmac64_tmpl);
}

void vmac_module_exit()
{
	crypto_unregister_template(&vmac64_tmpl);
}

} // namespace

subsys_initcall(vmac_module_init);
module_exit(vmac_module_exit);
