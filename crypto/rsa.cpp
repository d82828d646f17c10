// SPDX-License-Identifier: GPL-2.0-only
// rsa-generic: RSAEP and RSADP (RFC 8017 5.1.1, 5.1.2 with the CRT) over GMP's side-channel
// silent mpn_sec_* functions (the exponentiations over OpenSSL's libcrypto where the build has
// it), with 6.12's key rules, error codes and output layout.
#include <crypto/internal/akcipher.h>
#include <crypto/internal/rsa.h>
#include <crypto/scatterwalk.h>
#include <linux/errno.h>
#include <linux/fips.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <gmp.h>

#include <algorithm>
#include <cstring>
#include <memory>

#include "rsa_mpn.h"

namespace {

using ukc::rsa::limb_buf;
using ukc::rsa::nat;

// 6.12 measures a number in whole 64-bit words (mpi_get_size() on a 64-bit kernel): the key
// size rule, max_size() and the room the output needs all use it.
constexpr unsigned int rsa_word_bytes = 8;

struct rsa_ctx {
	limb_buf store; // every number below, wiped on free
	nat n, e, p, q, dp, dq, qinv;
	bool has_d;
	ukc::rsa::exp_key *ek; // the exponentiation backend's contexts of n, p and q
};

rsa_ctx *rsa_get_ctx(struct crypto_akcipher *tfm)
{
	return static_cast<rsa_ctx *>(akcipher_tfm_ctx(tfm));
}

void rsa_free_key(rsa_ctx *ctx)
{
	ukc::rsa::buf_free(&ctx->store);
	ukc::rsa::exp_key_free(ctx->ek);
	*ctx = rsa_ctx{};
}

// 6.12's rsa_check_key_length(): the modulus in whole words, 512 to 4096 bits in the sizes
// listed; 2048 and up in FIPS mode.
int rsa_check_key_length(unsigned int bits)
{
	static constexpr unsigned int sizes[] = { 512, 1024, 1536, 2048, 3072, 4096 };

	for (unsigned int s : sizes)
		if (s == bits)
			return fips_enabled && bits < 2048 ? -EINVAL : 0;
	return -EINVAL;
}

// FIPS 186-5 A.1.1 (as 6.12 checks it): e odd and 2^16 < e < 2^256.
int rsa_check_exponent_fips(const nat &e)
{
	if (!e.size || !(e.d[0] & 1))
		return -EINVAL;
	if (e.size == 1 && e.d[0] <= 65536)
		return -EINVAL;
	return ukc::rsa::bit_length(e) > 256 ? -EINVAL : 0;
}

int rsa_check_new_key(rsa_ctx *ctx)
{
	if (rsa_check_key_length(ctx->n.size * rsa_word_bytes * 8) ||
	    (fips_enabled && rsa_check_exponent_fips(ctx->e))) {
		rsa_free_key(ctx);
		return -EINVAL;
	}
	return 0;
}

// The last step of a key that passed every check: the backend's per-key contexts.
int rsa_prepare_key(rsa_ctx *ctx)
{
	int err = ukc::rsa::exp_key_new(&ctx->ek, ctx->n, ctx->has_d ? &ctx->p : nullptr,
					ctx->has_d ? &ctx->q : nullptr);

	if (err)
		rsa_free_key(ctx);
	return err;
}

// 6.12 reads each number with mpi_read_raw_data(), which refuses one of more than 16384 bits,
// counted in whole bytes past the leading zero ones (MAX_EXTERN_MPI_BITS): NULL, which rsa.c
// answers with -ENOMEM.
bool rsa_num_too_long(const u8 *p, size_t len)
{
	while (len && !*p) {
		p++;
		len--;
	}
	return len * 8 > 16384;
}

int rsa_set_pub_key(struct crypto_akcipher *tfm, const void *key, unsigned int keylen)
{
	rsa_ctx *ctx = rsa_get_ctx(tfm);
	struct rsa_key raw = {};

	rsa_free_key(ctx);
	int err = rsa_parse_pub_key(&raw, key, keylen);
	if (err)
		return err;
	if (rsa_num_too_long(raw.e, raw.e_sz) || rsa_num_too_long(raw.n, raw.n_sz))
		return -ENOMEM;
	const ukc::rsa::be_num nums[] = { { raw.n, raw.n_sz, &ctx->n, 0 },
					  { raw.e, raw.e_sz, &ctx->e, 1 } };
	if (ukc::rsa::load(&ctx->store, nums, ARRAY_SIZE(nums)))
		return -ENOMEM;
	err = rsa_check_new_key(ctx);
	return err ? err : rsa_prepare_key(ctx);
}

int rsa_set_priv_key(struct crypto_akcipher *tfm, const void *key, unsigned int keylen)
{
	rsa_ctx *ctx = rsa_get_ctx(tfm);
	struct rsa_key raw = {};

	rsa_free_key(ctx);
	int err = rsa_parse_priv_key(&raw, key, keylen);
	if (err)
		return err;
	// d, e and n before the key size check, the CRT numbers after it, as 6.12 reads them.
	if (rsa_num_too_long(raw.d, raw.d_sz) || rsa_num_too_long(raw.e, raw.e_sz) ||
	    rsa_num_too_long(raw.n, raw.n_sz))
		return -ENOMEM;
	// The exponents get at least one word: mpn_sec_powm needs an exponent length above 0.
	const ukc::rsa::be_num nums[] = {
		{ raw.n, raw.n_sz, &ctx->n, 0 },	  { raw.e, raw.e_sz, &ctx->e, 1 },
		{ raw.p, raw.p_sz, &ctx->p, 0 },	  { raw.q, raw.q_sz, &ctx->q, 0 },
		{ raw.dp, raw.dp_sz, &ctx->dp, 1 },	  { raw.dq, raw.dq_sz, &ctx->dq, 1 },
		{ raw.qinv, raw.qinv_sz, &ctx->qinv, 0 },
	};
	if (ukc::rsa::load(&ctx->store, nums, ARRAY_SIZE(nums)))
		return -ENOMEM;
	ctx->has_d = true;
	// qinv reduced mod p once here, so each decryption multiplies numbers of p's size.
	if (ctx->p.size && ukc::rsa::reduce_in_place(&ctx->qinv, ctx->p)) {
		rsa_free_key(ctx);
		return -ENOMEM;
	}
	err = rsa_check_new_key(ctx);
	if (!err && (rsa_num_too_long(raw.p, raw.p_sz) || rsa_num_too_long(raw.q, raw.q_sz) ||
		     rsa_num_too_long(raw.dp, raw.dp_sz) || rsa_num_too_long(raw.dq, raw.dq_sz) ||
		     rsa_num_too_long(raw.qinv, raw.qinv_sz))) {
		rsa_free_key(ctx);
		err = -ENOMEM;
	}
	return err ? err : rsa_prepare_key(ctx);
}

// RFC 8017 5.1.1/5.1.2 step 1 made stricter as 6.12 (SP 800-56B rev. 2 7.1.1): 1 < x < n - 1.
bool rsa_payload_ok(const nat &x, const nat &n)
{
	if (x.size == 0 || (x.size == 1 && x.d[0] <= 1))
		return false;
	return ukc::rsa::less_than_n_minus_1(x, n);
}

int rsa_read_src(struct akcipher_request *req, const nat &n, limb_buf *in, nat *x)
{
	if (sg_nents_for_len(req->src, req->src_len) < 0)
		return -ENOMEM; // where 6.12's mpi_read_raw_from_sgl() gives up
	int err = ukc::rsa::read_sg(req->src, req->src_len, n.size, in, x);

	if (err)
		return err;
	return rsa_payload_ok(*x, n) ? 0 : -EINVAL;
}

int rsa_enc(struct akcipher_request *req)
{
	rsa_ctx *ctx = rsa_get_ctx(crypto_akcipher_reqtfm(req));
	limb_buf in = {}, out = {};
	nat x, r;

	if (!ctx->n.size || !ctx->e.d)
		return -EINVAL;
	int err = rsa_read_src(req, ctx->n, &in, &x);
	if (!err)
		err = ukc::rsa::powm(&out, &r, x, ctx->e, ctx->n, true, ctx->ek);
	if (!err)
		err = ukc::rsa::write_words(req->dst, req->dst_len, r);
	ukc::rsa::buf_free(&in);
	ukc::rsa::buf_free(&out);
	return err;
}

int rsa_dec(struct akcipher_request *req)
{
	rsa_ctx *ctx = rsa_get_ctx(crypto_akcipher_reqtfm(req));
	limb_buf in = {}, out = {};
	nat x, r;

	if (!ctx->n.size || !ctx->has_d)
		return -EINVAL;
	int err = rsa_read_src(req, ctx->n, &in, &x);
	if (!err) {
		const ukc::rsa::crt_key key = {
			ctx->n, ctx->p, ctx->q, ctx->dp, ctx->dq, ctx->qinv
		};
		err = ukc::rsa::crt_powm(&out, &r, x, key, ctx->ek);
	}
	if (!err)
		err = ukc::rsa::write_words(req->dst, req->dst_len, r);
	ukc::rsa::buf_free(&in);
	ukc::rsa::buf_free(&out);
	return err;
}

unsigned int rsa_max_size(struct crypto_akcipher *tfm)
{
	return rsa_get_ctx(tfm)->n.size * rsa_word_bytes;
}

void rsa_exit_tfm(struct crypto_akcipher *tfm)
{
	rsa_free_key(rsa_get_ctx(tfm));
}

struct akcipher_alg rsa_alg = {
	.encrypt = rsa_enc,
	.decrypt = rsa_dec,
	.set_pub_key = rsa_set_pub_key,
	.set_priv_key = rsa_set_priv_key,
	.max_size = rsa_max_size,
	.exit = rsa_exit_tfm,
	.base = {
		.cra_ctxsize = sizeof(rsa_ctx),
		.cra_priority = 100,
		.cra_name = "rsa",
		.cra_driver_name = "rsa-generic",
		.cra_module = THIS_MODULE,
	},
};

int rsa_init()
{
	return crypto_register_akcipher(&rsa_alg);
}

void rsa_exit()
{
	crypto_unregister_akcipher(&rsa_alg);
}

} // namespace

subsys_initcall(rsa_init);
module_exit(rsa_exit);
