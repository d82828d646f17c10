// SPDX-License-Identifier: GPL-2.0-only
// CTR_DRBG with its derivation function (SP 800-90A 10.2.1, 10.3.2) over the crypto API's
// "aes" cipher and "ctr(aes)" skcipher.
#include <linux/err.h>
#include <linux/slab.h>

#include <cstdio>

#include "drbg_priv.h"

namespace {

using ukc::drbg::input_list;
using ukc::drbg::state;

constexpr unsigned int ctr_blocklen = 16;
constexpr unsigned int ctr_max_statelen = 48; // AES-256: keylen 32 + outlen 16
// Two-block temp of the derivation function, beyond the state it returns (10.3.2 step 9).
constexpr unsigned int ctr_max_temp = ctr_max_statelen + ctr_blocklen;

int drbg_ctr_init(state *drbg)
{
	char name[CRYPTO_MAX_ALG_NAME];
	struct crypto_cipher *cipher = crypto_alloc_cipher(drbg->core->backend, 0, 0);

	if (IS_ERR(cipher)) {
		pr_info("DRBG: could not allocate cipher TFM handle: %s\n", drbg->core->backend);
		return (int)PTR_ERR(cipher);
	}
	drbg->cipher = cipher;
	if (crypto_cipher_blocksize(cipher) != drbg->blocklen())
		return -EINVAL;
	if (snprintf(name, sizeof(name), "ctr(%s)", drbg->core->backend) >= (int)sizeof(name))
		return -EINVAL;

	struct crypto_skcipher *ctr = crypto_alloc_skcipher(name, 0, 0);
	if (IS_ERR(ctr)) {
		pr_info("DRBG: could not allocate CTR cipher TFM handle: %s\n", name);
		return (int)PTR_ERR(ctr);
	}
	drbg->ctr = ctr;
	drbg->ctr_req = skcipher_request_alloc(ctr, GFP_KERNEL);
	if (!drbg->ctr_req) {
		pr_info("DRBG: could not allocate request queue\n");
		return -ENOMEM;
	}
	crypto_init_wait(&drbg->ctr_wait);
	skcipher_request_set_callback(drbg->ctr_req,
				      CRYPTO_TFM_REQ_MAY_BACKLOG | CRYPTO_TFM_REQ_MAY_SLEEP,
				      crypto_req_done, &drbg->ctr_wait);
	return 0;
}

// Also undoes a partial drbg_ctr_init(): the front end calls it after any failure there.
void drbg_ctr_fini(state *drbg)
{
	if (drbg->ctr_req)
		skcipher_request_free(drbg->ctr_req);
	if (drbg->ctr)
		crypto_free_skcipher(drbg->ctr);
	if (drbg->cipher)
		crypto_free_cipher(drbg->cipher);
	drbg->ctr_req = nullptr;
	drbg->ctr = nullptr;
	drbg->cipher = nullptr;
}

// BCC (10.3.3): CBC-MAC with a zero IV over the concatenation of @in (a multiple of the
// block length, as the derivation function pads it), into @out.
void drbg_ctr_bcc(state *drbg, u8 *out, const input_list &in)
{
	unsigned int fill = 0;

	memset(out, 0, ctr_blocklen);
	for (unsigned int i = 0; i < in.count; i++) {
		for (size_t j = 0; j < in.items[i].len; j++) {
			out[fill++] ^= in.items[i].buf[j];
			if (fill == ctr_blocklen) {
				crypto_cipher_encrypt_one(drbg->cipher, out, out);
				fill = 0;
			}
		}
	}
	if (fill)
		crypto_cipher_encrypt_one(drbg->cipher, out, out);
}

// Block_Cipher_df (10.3.2) of @seed, statelen bytes into @out.
int drbg_ctr_df(state *drbg, u8 *out, const input_list &seed)
{
	static constexpr u8 df_key[32] = { 0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,
					   11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
					   22, 23, 24, 25, 26, 27, 28, 29, 30, 31 };
	const unsigned int statelen = drbg->statelen(), keylen = drbg->keylen();
	u8 iv[ctr_blocklen] = {}, L_N[8], pad[ctr_blocklen] = { 0x80 };
	u8 temp[ctr_max_temp];
	size_t inputlen = seed.total();
	input_list S;

	// S = L || N || input_string || 0x80, zero-padded to whole blocks; BCC sees IV || S.
	ukc::drbg::put_be32((u32)inputlen, &L_N[0]);
	ukc::drbg::put_be32(statelen, &L_N[4]);
	unsigned int padlen = (unsigned int)((inputlen + sizeof(L_N) + 1) % ctr_blocklen);
	padlen = (padlen ? ctr_blocklen - padlen : 0) + 1;
	S.add(iv, sizeof(iv));
	S.add(L_N, sizeof(L_N));
	S.append(seed);
	S.add(pad, padlen);

	int err = crypto_cipher_setkey(drbg->cipher, df_key, keylen);
	for (u32 i = 0; !err && i * ctr_blocklen < keylen + ctr_blocklen; i++) {
		ukc::drbg::put_be32(i, iv);
		drbg_ctr_bcc(drbg, temp + i * ctr_blocklen, S);
	}
	// K = leftmost keylen bytes of temp, X = the next block; X = E(K, X) until statelen.
	if (!err)
		err = crypto_cipher_setkey(drbg->cipher, temp, keylen);
	u8 *X = temp + keylen;
	for (unsigned int done = 0; !err && done < statelen; done += ctr_blocklen) {
		crypto_cipher_encrypt_one(drbg->cipher, X, X);
		memcpy(out + done, X,
		       statelen - done < ctr_blocklen ? statelen - done : ctr_blocklen);
	}
	memzero_explicit(temp, sizeof(temp));
	return err;
}

// @out = @in XOR the keystream from counter block V on, V advanced past it (@in NULL: the
// keystream itself). ctr() leaves the next counter block in V, which is how V is kept here.
int drbg_ctr_crypt(state *drbg, const u8 *in, u8 *out, unsigned int len)
{
	struct scatterlist sg_in, sg_out;

	if (!in) {
		memset(out, 0, len);
		in = out;
	}
	sg_init_one(&sg_in, in, len);
	sg_init_one(&sg_out, out, len);
	skcipher_request_set_crypt(drbg->ctr_req, &sg_in, &sg_out, len, drbg->V);
	int err = crypto_wait_req(crypto_skcipher_encrypt(drbg->ctr_req), &drbg->ctr_wait);
	crypto_init_wait(&drbg->ctr_wait);
	return err;
}

// CTR_DRBG_Update (10.2.1.2) with @provided (statelen bytes): temp = keystream XOR provided,
// Key = leftmost keylen bytes, V = the rest (kept as V + 1).
int drbg_ctr_update_provided(state *drbg, const u8 *provided)
{
	u8 temp[ctr_max_statelen];
	int err = drbg_ctr_crypt(drbg, provided, temp, drbg->statelen());

	if (!err)
		err = crypto_skcipher_setkey(drbg->ctr, temp, drbg->keylen());
	if (!err) {
		static const u8 one = 1;

		memcpy(drbg->V, temp + drbg->keylen(), drbg->blocklen());
		ukc::drbg::add_be(drbg->V, drbg->blocklen(), &one, 1);
	}
	memzero_explicit(temp, sizeof(temp));
	return err;
}

// Instantiate (10.2.1.3.2) from Key = 0, V = 0, or reseed (10.2.1.4.2), with the derivation
// function of the seed material.
int drbg_ctr_update(state *drbg, const input_list &seed, bool instantiate)
{
	u8 df[ctr_max_statelen];
	int err = 0;

	if (instantiate) {
		static const u8 one = 1;

		ukc::drbg::add_be(drbg->V, drbg->blocklen(), &one, 1);
		err = crypto_skcipher_setkey(drbg->ctr, drbg->C, drbg->keylen());
	}
	if (!err)
		err = drbg_ctr_df(drbg, df, seed);
	if (!err)
		err = drbg_ctr_update_provided(drbg, df);
	memzero_explicit(df, sizeof(df));
	return err;
}

// Generate (10.2.1.5.2): the derived additional input (or zeros) goes into the update before
// and the one after the output.
int drbg_ctr_generate(state *drbg, u8 *buf, unsigned int buflen, const input_list &addtl)
{
	u8 df[ctr_max_statelen] = {};
	int err = 0;

	if (!addtl.empty()) {
		err = drbg_ctr_df(drbg, df, addtl);
		if (!err)
			err = drbg_ctr_update_provided(drbg, df);
	}
	if (!err)
		err = drbg_ctr_crypt(drbg, nullptr, buf, buflen);
	if (!err)
		err = drbg_ctr_update_provided(drbg, df);
	memzero_explicit(df, sizeof(df));
	return err;
}

} // namespace

namespace ukc::drbg {

const mechanism ctr_ops = {
	.crypto_init = drbg_ctr_init,
	.crypto_fini = drbg_ctr_fini,
	.update = drbg_ctr_update,
	.generate = drbg_ctr_generate,
};

} // namespace ukc::drbg
