// SPDX-License-Identifier: GPL-2.0-only
// The cmac template: CMAC (NIST SP 800-38B; RFC 4493 for AES) over any block cipher of 16 or
// 8 bytes, "cmac(aes)", and the chaining it shares with xcbc.
#include <algorithm>
#include <type_traits>

#include <crypto/utils.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/string.h>

#include "cmac_priv.h"
#include "shared/glue.h"

namespace {

// The chaining value and the bytes of the block not yet enciphered, as 6.12 lays out the
// state (so its size, and statesize, are 6.12's): the length of the pending block, then the
// pending block itself (odds), then the chaining value (prev).
struct cmac_desc_ctx {
	unsigned int len;
	unsigned int reserved;
	u8 data[];
};

static_assert(std::is_standard_layout_v<cmac_desc_ctx> && sizeof(cmac_desc_ctx) == 8);

struct cmac_desc_ctx *cmac_state(struct shash_desc *desc)
{
	return static_cast<struct cmac_desc_ctx *>(shash_desc_ctx(desc));
}

int cmac_init(struct shash_desc *desc)
{
	struct cmac_desc_ctx *st = cmac_state(desc);

	st->len = 0;
	memset(st->data, 0, 2 * crypto_shash_blocksize(desc->tfm));
	return 0;
}

// A full block stays pending until more data follows, since the last block, full or not, is
// treated apart (SP 800-38B section 6.2 steps 4-6).
int cmac_update(struct shash_desc *desc, const u8 *p, unsigned int len)
{
	struct crypto_cipher *child = ukc::cmac::tfm_ctx_of(desc->tfm)->child;
	struct cmac_desc_ctx *st = cmac_state(desc);
	unsigned int bs = crypto_shash_blocksize(desc->tfm);
	u8 *odds = st->data, *prev = st->data + bs;

	while (len) {
		if (st->len == bs) {
			crypto_xor(prev, odds, bs);
			crypto_cipher_encrypt_one(child, prev, prev);
			st->len = 0;
		}
		unsigned int n = std::min(len, bs - st->len);

		memcpy(odds + st->len, p, n);
		st->len += n;
		p += n;
		len -= n;
	}
	return 0;
}

int cmac_final(struct shash_desc *desc, u8 *out)
{
	struct ukc::cmac::tfm_ctx *ctx = ukc::cmac::tfm_ctx_of(desc->tfm);
	struct cmac_desc_ctx *st = cmac_state(desc);
	unsigned int bs = crypto_shash_blocksize(desc->tfm);
	u8 *odds = st->data, *prev = st->data + bs;
	const u8 *subkey = ctx->consts;

	if (st->len != bs) {
		odds[st->len] = 0x80;
		memset(odds + st->len + 1, 0, bs - st->len - 1);
		subkey += bs;
	}
	crypto_xor(prev, odds, bs);
	crypto_xor(prev, subkey, bs);
	crypto_cipher_encrypt_one(ctx->child, out, prev);
	return 0;
}

int cmac_init_tfm(struct crypto_shash *tfm)
{
	auto *spawn = static_cast<struct crypto_cipher_spawn *>(
		shash_instance_ctx(shash_alg_instance(tfm)));
	struct crypto_cipher *child = crypto_spawn_cipher(spawn);

	if (IS_ERR(child))
		return static_cast<int>(PTR_ERR(child));
	ukc::cmac::tfm_ctx_of(tfm)->child = child;
	return 0;
}

void cmac_exit_tfm(struct crypto_shash *tfm)
{
	struct ukc::cmac::tfm_ctx *ctx = ukc::cmac::tfm_ctx_of(tfm);

	memzero_explicit(ctx->consts, 2 * crypto_shash_blocksize(tfm));
	crypto_free_cipher(ctx->child);
}

// Subkeys (section 6.1): L = CIPH_K(0^b), K1 = L * x, K2 = K1 * x.
int cmac_setkey(struct crypto_shash *parent, const u8 *key, unsigned int keylen)
{
	struct ukc::cmac::tfm_ctx *ctx = ukc::cmac::tfm_ctx_of(parent);
	unsigned int bs = crypto_shash_blocksize(parent);
	u8 l[16] = {};
	int err = crypto_cipher_setkey(ctx->child, key, keylen);

	if (err)
		return err;
	crypto_cipher_encrypt_one(ctx->child, l, l);
	ukc::cmac::double_block(ctx->consts, l, bs);
	ukc::cmac::double_block(ctx->consts + bs, ctx->consts, bs);
	memzero_explicit(l, sizeof(l));
	return 0;
}

bool cmac_block_size_ok(unsigned int bs)
{
	return bs == 16 || bs == 8;
}

void cmac_fill(struct shash_instance *inst, struct crypto_alg *cipher)
{
	ukc::cmac::fill_instance(inst, cipher, cmac_setkey);
}

int cmac_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::cmac::create_cipher_mac(tmpl, tb, cmac_block_size_ok, cmac_fill);
}

struct crypto_template cmac_tmpl = {
	.module = THIS_MODULE,
	.create = cmac_create,
	.name = "cmac",
};

int cmac_module_init()
{
	return crypto_register_template(&cmac_tmpl);
}

void cmac_module_exit()
{
	crypto_unregister_template(&cmac_tmpl);
}

} // namespace

namespace ukc::cmac {

// SP 800-38B section 5.3: the carry out of the top bit folds back as R128 = 0x87 or R64 = 0x1b.
void double_block(u8 *dst, const u8 *src, unsigned int bs)
{
	u8 carry = src[0] >> 7;

	for (unsigned int i = 0; i < bs - 1; i++)
		dst[i] = u8(src[i] << 1 | src[i + 1] >> 7);
	dst[bs - 1] = u8(src[bs - 1] << 1 ^ (carry ? (bs == 16 ? 0x87 : 0x1b) : 0));
}

void fill_instance(struct shash_instance *inst, struct crypto_alg *cipher,
		   int (*setkey)(struct crypto_shash *tfm, const u8 *key, unsigned int keylen))
{
	unsigned int bs = cipher->cra_blocksize;

	inst->alg.base.cra_priority = cipher->cra_priority;
	inst->alg.base.cra_blocksize = bs;
	inst->alg.base.cra_ctxsize = sizeof(struct tfm_ctx) + 2 * bs;
	inst->alg.digestsize = bs;
	inst->alg.descsize = sizeof(struct cmac_desc_ctx) + 2 * bs;
	inst->alg.init = cmac_init;
	inst->alg.update = cmac_update;
	inst->alg.final = cmac_final;
	inst->alg.setkey = setkey;
	inst->alg.init_tfm = cmac_init_tfm;
	inst->alg.exit_tfm = cmac_exit_tfm;
}

int create_cipher_mac(struct crypto_template *tmpl, struct rtattr **tb,
		      bool (*allowed)(unsigned int bs),
		      void (*fill)(struct shash_instance *inst, struct crypto_alg *cipher))
{
	const char *name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_SHASH, &mask, &name);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct shash_instance, struct crypto_cipher_spawn>(
		shash_free_singlespawn_instance);
	if (!inst)
		return -ENOMEM;
	struct shash_instance *raw = inst.get();
	auto *spawn = ukc::instance_ctx<struct crypto_cipher_spawn>(raw);

	err = crypto_grab_cipher(spawn, shash_crypto_instance(raw), name, 0, mask);
	if (err)
		return err;
	struct crypto_alg *cipher = crypto_spawn_cipher_alg(spawn);

	if (!allowed(cipher->cra_blocksize))
		return -EINVAL;
	err = crypto_inst_setname(shash_crypto_instance(raw), tmpl->name, cipher);
	if (err)
		return err;
	fill(raw, cipher);
	return ukc::register_instance(tmpl, inst);
}

} // namespace ukc::cmac

subsys_initcall(cmac_module_init);
module_exit(cmac_module_exit);
