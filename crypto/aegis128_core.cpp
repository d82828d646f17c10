// SPDX-License-Identifier: GPL-2.0-only
// AEGIS-128 (the CAESAR final portfolio's AEGIS v1.1): the generic AEAD and the SIMD plug-in.

#include <algorithm>
#include <array>
#include <atomic>

#include <crypto/algapi.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/string.h>

#include "aegis.h"

namespace {

constexpr unsigned int AEGIS128_NONCE_SIZE = 16;
constexpr unsigned int AEGIS128_KEY_SIZE = 16;
constexpr unsigned int AEGIS128_MIN_AUTH_SIZE = 8;
constexpr unsigned int AEGIS128_MAX_AUTH_SIZE = 16;
constexpr int AEGIS128_SIMD_PRIORITY = 200;

struct aegis_ctx {
	union aegis_block key;
};

void aegis128_load_const(union aegis_block *dst, unsigned int i)
{
	memcpy(dst->bytes, ukc::aegis128_consts.data() + i * AEGIS_BLOCK_SIZE, AEGIS_BLOCK_SIZE);
}

// StateUpdate128(S, m) (section 2.3.1): S'i = AESRound(S(i-1), Si), S'0 = AESRound(S4, S0) ^ m.
void aegis128_absorb(struct aegis_state *state, const u8 *msg)
{
	union aegis_block s4 = state->blocks[AEGIS128_STATE_BLOCKS - 1];

	for (unsigned int i = AEGIS128_STATE_BLOCKS - 1; i > 0; i--)
		crypto_aegis_aesenc(&state->blocks[i], &state->blocks[i - 1], &state->blocks[i]);
	crypto_aegis_aesenc(&state->blocks[0], &s4, &state->blocks[0]);
	crypto_xor(state->blocks[0].bytes, msg, AEGIS_BLOCK_SIZE);
}

void aegis128_update_generic(struct aegis_state *state, const void *msg)
{
	aegis128_absorb(state, static_cast<const u8 *>(msg));
}

// Section 2.3.2: S0 = K ^ IV, S1 = const1, S2 = const0, S3 = K ^ const0, S4 = K ^ const1,
// then ten updates absorbing K and K ^ IV in turn.
void aegis128_init_generic(struct aegis_state *state, const union aegis_block *key, const u8 *iv)
{
	union aegis_block key_iv = *key;

	crypto_xor(key_iv.bytes, iv, AEGIS_BLOCK_SIZE);
	state->blocks[0] = key_iv;
	aegis128_load_const(&state->blocks[1], 1);
	aegis128_load_const(&state->blocks[2], 0);
	state->blocks[3] = *key;
	state->blocks[4] = *key;
	crypto_aegis_block_xor(&state->blocks[3], &state->blocks[2]);
	crypto_aegis_block_xor(&state->blocks[4], &state->blocks[1]);

	for (unsigned int i = 0; i < 5; i++) {
		aegis128_absorb(state, key->bytes);
		aegis128_absorb(state, key_iv.bytes);
	}
	memzero_explicit(&key_iv, sizeof(key_iv));
}

// Section 2.3.4: the keystream block S1 ^ S4 ^ (S2 & S3).
void aegis128_keystream(const struct aegis_state *state, union aegis_block *ks)
{
	*ks = state->blocks[2];
	crypto_aegis_block_and(ks, &state->blocks[3]);
	crypto_aegis_block_xor(ks, &state->blocks[1]);
	crypto_aegis_block_xor(ks, &state->blocks[4]);
}

// Whole blocks, then (only at the end of the message) a partial one, zero-padded for the
// update (section 2.3.4). The input is copied first, so dst may equal src.
void aegis128_encrypt_chunk_generic(struct aegis_state *state, u8 *dst, const u8 *src,
				    unsigned int size)
{
	union aegis_block ks, msg;

	while (size) {
		unsigned int n = std::min<unsigned int>(size, AEGIS_BLOCK_SIZE);

		msg = {};
		memcpy(msg.bytes, src, n);
		aegis128_keystream(state, &ks);
		aegis128_absorb(state, msg.bytes);
		crypto_xor_cpy(dst, msg.bytes, ks.bytes, n);
		src += n;
		dst += n;
		size -= n;
	}
	memzero_explicit(&ks, sizeof(ks));
	memzero_explicit(&msg, sizeof(msg));
}

// Section 2.4: the plaintext block absorbed is the decrypted one, its padding bytes zeroed.
void aegis128_decrypt_chunk_generic(struct aegis_state *state, u8 *dst, const u8 *src,
				    unsigned int size)
{
	union aegis_block ks, msg;

	while (size) {
		unsigned int n = std::min<unsigned int>(size, AEGIS_BLOCK_SIZE);

		aegis128_keystream(state, &ks);
		msg = {};
		crypto_xor_cpy(msg.bytes, src, ks.bytes, n);
		aegis128_absorb(state, msg.bytes);
		memcpy(dst, msg.bytes, n);
		src += n;
		dst += n;
		size -= n;
	}
	memzero_explicit(&ks, sizeof(ks));
	memzero_explicit(&msg, sizeof(msg));
}

// Section 2.3.5: seven updates absorbing S3 ^ (adlen || msglen in bits, 64-bit little
// endian each), then the tag S0 ^ S1 ^ S2 ^ S3 ^ S4 truncated to the tag size.
int aegis128_final_generic(struct aegis_state *state, union aegis_block *tag_xor,
			   unsigned int assoclen, unsigned int cryptlen, unsigned int authsize)
{
	union aegis_block tmp, tag = {};
	int ret = 0;

	tmp.words64[0] = cpu_to_le64(static_cast<u64>(assoclen) * 8);
	tmp.words64[1] = cpu_to_le64(static_cast<u64>(cryptlen) * 8);
	crypto_aegis_block_xor(&tmp, &state->blocks[3]);
	for (unsigned int i = 0; i < 7; i++)
		aegis128_absorb(state, tmp.bytes);
	for (unsigned int i = 0; i < AEGIS128_STATE_BLOCKS; i++)
		crypto_aegis_block_xor(&tag, &state->blocks[i]);

	if (authsize)
		ret = crypto_memneq(tag.bytes, tag_xor->bytes, authsize);
	else
		crypto_aegis_block_xor(tag_xor, &tag);
	memzero_explicit(&tag, sizeof(tag));
	memzero_explicit(&tmp, sizeof(tmp));
	return ret;
}

} // namespace

extern "C" const struct aegis128_simd_ops crypto_aegis128_generic_simd_ops = {
	.driver_name = "aegis128-generic",
	.priority = 100,
	.init = aegis128_init_generic,
	.update = aegis128_update_generic,
	.encrypt_chunk = aegis128_encrypt_chunk_generic,
	.decrypt_chunk = aegis128_decrypt_chunk_generic,
	.final = aegis128_final_generic,
};

namespace {

using aegis128_steps = struct aegis128_simd_ops;
using aegis128_chunk_fn = void (*)(struct aegis_state *state, u8 *dst, const u8 *src,
				   unsigned int size);

// The installed SIMD steps, or nullptr. They stay valid once installed (static driver data).
std::atomic<const aegis128_steps *> aegis128_simd_installed{ nullptr };

// The steps a SIMD-algorithm request runs with: the installed ones when SIMD may be used here,
// else the generic ones (the kernel's fallback when crypto_simd_usable() is false).
const aegis128_steps *aegis128_simd_steps()
{
	const aegis128_steps *ops = aegis128_simd_installed.load(std::memory_order_acquire);

	if (ops && crypto_simd_usable())
		return ops;
	return &crypto_aegis128_generic_simd_ops;
}

// Feeds @n bytes of associated data, completing the partial block held in @buf first.
void aegis128_ad_chunk(struct aegis_state *state, const u8 *src, unsigned int n,
		       union aegis_block *buf, unsigned int *pos, const aegis128_steps *steps)
{
	if (*pos) {
		unsigned int fill = std::min<unsigned int>(AEGIS_BLOCK_SIZE - *pos, n);

		memcpy(buf->bytes + *pos, src, fill);
		*pos += fill;
		src += fill;
		n -= fill;
		if (*pos < AEGIS_BLOCK_SIZE)
			return;
		steps->update(state, buf->bytes);
		*pos = 0;
	}
	for (; n >= AEGIS_BLOCK_SIZE; n -= AEGIS_BLOCK_SIZE, src += AEGIS_BLOCK_SIZE)
		steps->update(state, src);
	memcpy(buf->bytes, src, n);
	*pos = n;
}

// Section 2.3.3: the associated data, zero-padded to whole blocks, as it lies in src.
void aegis128_process_ad(struct aegis_state *state, struct scatterlist *sg, unsigned int assoclen,
			 const aegis128_steps *steps)
{
	struct scatter_walk walk;
	union aegis_block buf;
	unsigned int pos = 0;

	if (!assoclen)
		return;
	scatterwalk_start(&walk, sg);
	while (assoclen) {
		unsigned int n = scatterwalk_clamp(&walk, assoclen);
		auto *mapped = static_cast<const u8 *>(scatterwalk_map(&walk));

		aegis128_ad_chunk(state, mapped, n, &buf, &pos, steps);
		scatterwalk_unmap(const_cast<u8 *>(mapped));
		assoclen -= n;
		scatterwalk_advance(&walk, n);
		scatterwalk_done(&walk, 0, assoclen != 0);
	}
	if (pos) {
		memset(buf.bytes + pos, 0, AEGIS_BLOCK_SIZE - pos);
		steps->update(state, buf.bytes);
	}
	memzero_explicit(&buf, sizeof(buf));
}

// The walk steps by chunksize (one block); only the message's last step may end in a
// partial block, so every other step is cut to whole blocks.
int aegis128_process_crypt(struct aegis_state *state, struct skcipher_walk *walk,
			   aegis128_chunk_fn crypt)
{
	int err = 0;

	while (walk->nbytes) {
		unsigned int n = walk->nbytes;

		if (n < walk->total)
			n = round_down(n, walk->stride);
		crypt(state, static_cast<u8 *>(walk->dst.virt.addr),
		      static_cast<const u8 *>(walk->src.virt.addr), n);
		err = skcipher_walk_done(walk, static_cast<int>(walk->nbytes - n));
	}
	return err;
}

void aegis128_wipe_chunk(struct aegis_state *state, u8 *dst, const u8 *src, unsigned int size)
{
	memzero_explicit(dst, size);
}

int aegis128_encrypt(struct aead_request *req, const aegis128_steps *steps)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	auto *ctx = static_cast<struct aegis_ctx *>(crypto_aead_ctx(tfm));
	unsigned int cryptlen = req->cryptlen;
	union aegis_block tag = {};
	struct aegis_state state;
	struct skcipher_walk walk;
	int err = skcipher_walk_aead_encrypt(&walk, req, false);

	if (err)
		return err;
	steps->init(&state, &ctx->key, req->iv);
	aegis128_process_ad(&state, req->src, req->assoclen, steps);
	err = aegis128_process_crypt(&state, &walk, steps->encrypt_chunk);
	if (!err) {
		steps->final(&state, &tag, req->assoclen, cryptlen, 0);
		scatterwalk_map_and_copy(tag.bytes, req->dst, req->assoclen + cryptlen,
					 crypto_aead_authsize(tfm), 1);
	}
	memzero_explicit(&state, sizeof(state));
	memzero_explicit(&tag, sizeof(tag));
	return err;
}

// AEGIS v1.1 section 4: "If verification fails, the decrypted plaintext and the wrong
// authentication tag should not be given as output": the plaintext written is zeroed again.
int aegis128_wipe_plaintext(struct aead_request *req)
{
	struct skcipher_walk walk;
	int err = skcipher_walk_aead_decrypt(&walk, req, false);

	if (!err)
		err = aegis128_process_crypt(nullptr, &walk, aegis128_wipe_chunk);
	return err;
}

int aegis128_decrypt(struct aead_request *req, const aegis128_steps *steps)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	auto *ctx = static_cast<struct aegis_ctx *>(crypto_aead_ctx(tfm));
	unsigned int authsize = crypto_aead_authsize(tfm);
	unsigned int cryptlen = req->cryptlen - authsize;
	union aegis_block tag = {};
	struct aegis_state state;
	struct skcipher_walk walk;
	int err;

	scatterwalk_map_and_copy(tag.bytes, req->src, req->assoclen + cryptlen, authsize, 0);
	err = skcipher_walk_aead_decrypt(&walk, req, false);
	if (err)
		return err;
	steps->init(&state, &ctx->key, req->iv);
	aegis128_process_ad(&state, req->src, req->assoclen, steps);
	err = aegis128_process_crypt(&state, &walk, steps->decrypt_chunk);
	if (!err && steps->final(&state, &tag, req->assoclen, cryptlen, authsize))
		err = -EBADMSG;
	if (err == -EBADMSG)
		aegis128_wipe_plaintext(req);
	memzero_explicit(&state, sizeof(state));
	memzero_explicit(&tag, sizeof(tag));
	return err;
}

int aegis128_setkey(struct crypto_aead *aead, const u8 *key, unsigned int keylen)
{
	auto *ctx = static_cast<struct aegis_ctx *>(crypto_aead_ctx(aead));

	if (keylen != AEGIS128_KEY_SIZE)
		return -EINVAL;
	memcpy(ctx->key.bytes, key, AEGIS128_KEY_SIZE);
	return 0;
}

// Tags of 64 to 128 bits (the kernel's limits; the specification allows any length).
int aegis128_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	if (authsize > AEGIS128_MAX_AUTH_SIZE || authsize < AEGIS128_MIN_AUTH_SIZE)
		return -EINVAL;
	return 0;
}

void aegis128_exit_tfm(struct crypto_aead *tfm)
{
	memzero_explicit(crypto_aead_ctx(tfm), sizeof(struct aegis_ctx));
}

int aegis128_encrypt_generic(struct aead_request *req)
{
	return aegis128_encrypt(req, &crypto_aegis128_generic_simd_ops);
}

int aegis128_decrypt_generic(struct aead_request *req)
{
	return aegis128_decrypt(req, &crypto_aegis128_generic_simd_ops);
}

int aegis128_encrypt_simd(struct aead_request *req)
{
	return aegis128_encrypt(req, aegis128_simd_steps());
}

int aegis128_decrypt_simd(struct aead_request *req)
{
	return aegis128_decrypt(req, aegis128_simd_steps());
}

// The descriptor of both drivers: the generic one, and the one whose steps a SIMD driver installs
// (crypto_aegis128_register_simd() names it and sets its priority).
constexpr struct aead_alg aegis128_alg(int (*encrypt)(struct aead_request *),
				       int (*decrypt)(struct aead_request *), int priority)
{
	struct aead_alg alg = {
		.setkey = aegis128_setkey,
		.setauthsize = aegis128_setauthsize,
		.encrypt = encrypt,
		.decrypt = decrypt,
		.exit = aegis128_exit_tfm,
		.ivsize = AEGIS128_NONCE_SIZE,
		.maxauthsize = AEGIS128_MAX_AUTH_SIZE,
		.chunksize = AEGIS_BLOCK_SIZE,
		.base = {
			.cra_blocksize = 1,
			.cra_ctxsize = sizeof(struct aegis_ctx),
			.cra_alignmask = 0,
			.cra_priority = priority,
			.cra_name = "aegis128",
			.cra_module = THIS_MODULE,
		},
	};
	return alg;
}

struct aead_alg aegis128_alg_generic = aegis128_alg(aegis128_encrypt_generic,
						    aegis128_decrypt_generic, 100);
struct aead_alg aegis128_alg_simd = aegis128_alg(aegis128_encrypt_simd, aegis128_decrypt_simd,
						 AEGIS128_SIMD_PRIORITY);

bool aegis128_ops_complete(const aegis128_steps *ops)
{
	return ops && ops->init && ops->update && ops->encrypt_chunk && ops->decrypt_chunk &&
	       ops->final;
}

int aegis128_module_init(void)
{
	strscpy(aegis128_alg_generic.base.cra_driver_name, "aegis128-generic", CRYPTO_MAX_ALG_NAME);
	return crypto_register_aead(&aegis128_alg_generic);
}

void aegis128_module_exit(void)
{
	crypto_aegis128_unregister_simd();
	crypto_unregister_aead(&aegis128_alg_generic);
}

} // namespace

extern "C" {

int crypto_aegis128_register_simd(const struct aegis128_simd_ops *ops)
{
	const aegis128_steps *none = nullptr;
	struct crypto_alg *base = &aegis128_alg_simd.base;
	int err;

	if (!aegis128_ops_complete(ops))
		return -EINVAL;
	if (!aegis128_simd_installed.compare_exchange_strong(none, ops))
		return -EBUSY;

	base->cra_priority = ops->priority ? ops->priority : AEGIS128_SIMD_PRIORITY;
	strscpy(base->cra_driver_name, ops->driver_name ? ops->driver_name : "aegis128-simd",
		CRYPTO_MAX_ALG_NAME);
	err = crypto_register_aead(&aegis128_alg_simd);
	if (err)
		aegis128_simd_installed.store(nullptr);
	return err;
}

void crypto_aegis128_unregister_simd(void)
{
	if (!aegis128_simd_installed.load())
		return;
	crypto_unregister_aead(&aegis128_alg_simd);
	aegis128_simd_installed.store(nullptr);
}

bool crypto_aegis128_have_simd(void)
{
	return aegis128_simd_installed.load(std::memory_order_acquire) != nullptr;
}

void crypto_aegis128_update_simd(struct aegis_state *state, const void *msg)
{
	aegis128_simd_steps()->update(state, msg);
}

void crypto_aegis128_init_simd(struct aegis_state *state, const union aegis_block *key,
			       const u8 *iv)
{
	aegis128_simd_steps()->init(state, key, iv);
}

void crypto_aegis128_encrypt_chunk_simd(struct aegis_state *state, u8 *dst, const u8 *src,
					unsigned int size)
{
	aegis128_simd_steps()->encrypt_chunk(state, dst, src, size);
}

void crypto_aegis128_decrypt_chunk_simd(struct aegis_state *state, u8 *dst, const u8 *src,
					unsigned int size)
{
	aegis128_simd_steps()->decrypt_chunk(state, dst, src, size);
}

int crypto_aegis128_final_simd(struct aegis_state *state, union aegis_block *tag_xor,
			       unsigned int assoclen, unsigned int cryptlen, unsigned int authsize)
{
	return aegis128_simd_steps()->final(state, tag_xor, assoclen, cryptlen, authsize);
}

} // extern "C"

subsys_initcall(aegis128_module_init);
module_exit(aegis128_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("AEGIS-128 AEAD algorithm");
MODULE_ALIAS_CRYPTO("aegis128");
MODULE_ALIAS_CRYPTO("aegis128-generic");
MODULE_ALIAS_CRYPTO("aegis128-simd");
