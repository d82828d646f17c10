// SPDX-License-Identifier: GPL-2.0-only
// dh-generic: finite-field Diffie-Hellman (g^x mod p, y^x mod p) by a constant-time
// exponentiation (OpenSSL's where the build has libcrypto, GMP's mpn_sec_powm otherwise), with
// 6.12's secret format, prime size rule, FIPS public-key checks and output layout.
#include <crypto/dh.h>
#include <crypto/internal/kpp.h>
#include <linux/errno.h>
#include <linux/fips.h>
#include <linux/module.h>
#include <linux/scatterlist.h>

#include <gmp.h>

#include "rsa_mpn.h"

namespace {

using ukc::rsa::limb_buf;
using ukc::rsa::nat;

struct dh_ctx {
	limb_buf store; // p, g and the private key, wiped on free
	nat p, g, xa;
};

dh_ctx *dh_get_ctx(struct crypto_kpp *tfm)
{
	return static_cast<dh_ctx *>(kpp_tfm_ctx(tfm));
}

void dh_clear_ctx(dh_ctx *ctx)
{
	ukc::rsa::buf_free(&ctx->store);
	*ctx = dh_ctx{};
}

// 6.12: primes of 1536 bits and up, 2048 in FIPS mode (SP 800-56A rev. 3 5.5.1.1).
int dh_check_params_length(unsigned int p_bits)
{
	return p_bits < (fips_enabled ? 2048u : 1536u) ? -EINVAL : 0;
}

int dh_set_secret(struct crypto_kpp *tfm, const void *buf, unsigned int len)
{
	dh_ctx *ctx = dh_get_ctx(tfm);
	struct dh params;

	dh_clear_ctx(ctx);
	if (crypto_dh_decode_key(static_cast<const char *>(buf), len, &params) < 0 ||
	    dh_check_params_length(params.p_size * 8))
		return -EINVAL;
	// The private key gets at least one word: mpn_sec_powm needs an exponent length above 0.
	const ukc::rsa::be_num nums[] = {
		{ static_cast<const u8 *>(params.p), params.p_size, &ctx->p, 0 },
		{ static_cast<const u8 *>(params.g), params.g_size, &ctx->g, 0 },
		{ static_cast<const u8 *>(params.key), params.key_size, &ctx->xa, 1 },
	};
	if (ukc::rsa::load(&ctx->store, nums, ARRAY_SIZE(nums))) {
		dh_clear_ctx(ctx);
		return -EINVAL;
	}
	return 0;
}

// @base^xa mod p; a zero base (which mpn_sec_powm cannot take) gives 0, or 1 for xa = 0.
int dh_powm(const dh_ctx *ctx, const nat &base, const nat &exp, limb_buf *out, nat *r)
{
	if (base.size)
		return ukc::rsa::powm(out, r, base, exp, ctx->p);
	if (ukc::rsa::buf_alloc_nat(out, r, 1))
		return -ENOMEM;
	r->d[0] = exp.size ? 0 : 1;
	r->size = exp.size ? 0 : 1;
	return 0;
}

// SP 800-56A rev. 3 5.6.2.3.1 (FIPS mode only, as 6.12): 1 < y < p - 1 and, p being a safe
// prime, y^((p - 1) / 2) = 1 mod p.
int dh_is_pubkey_valid(const dh_ctx *ctx, const nat &y)
{
	if (!fips_enabled)
		return 0;
	if (!(y.size > 1 || (y.size == 1 && y.d[0] > 1)) || !ukc::rsa::less_than(y, ctx->p))
		return -EINVAL;
	limb_buf qbuf = {}, out = {};
	nat q, val;
	int err = ukc::rsa::buf_alloc_nat(&qbuf, &q, ctx->p.size);
	if (!err) {
		mpn_rshift(q.d, ctx->p.d, ctx->p.size, 1);
		q.size = ctx->p.size;
		ukc::rsa::normalize_nat(&q);
		err = ukc::rsa::powm(&out, &val, y, q, ctx->p);
	}
	if (!err && !(val.size == 1 && val.d[0] == 1))
		err = -EINVAL;
	ukc::rsa::buf_free(&qbuf);
	ukc::rsa::buf_free(&out);
	return err;
}

// FIPS mode: a shared secret of 1 or p - 1 (a small-subgroup input) is -EBADMSG; our own
// public key failing the check above is -EAGAIN.
int dh_fips_check_result(const dh_ctx *ctx, const nat &val, bool shared)
{
	if (!fips_enabled)
		return 0;
	if (!shared)
		return dh_is_pubkey_valid(ctx, val) ? -EAGAIN : 0;
	if (!val.size || (val.size == 1 && val.d[0] == 1))
		return -EBADMSG;
	return ukc::rsa::less_than_n_minus_1(val, ctx->p) ? 0 : -EBADMSG;
}

// generate_public_key (no src: g^xa) and compute_shared_secret (src: y^xa), as 6.12's
// dh_compute_value().
int dh_compute_value(struct kpp_request *req)
{
	dh_ctx *ctx = dh_get_ctx(crypto_kpp_reqtfm(req));
	limb_buf in = {}, out = {};
	nat base = ctx->g, val;

	if (!ctx->xa.d)
		return -EINVAL;
	if (!ctx->p.size || !(ctx->p.d[0] & 1))
		return -EINVAL; // not a prime, and mpn_sec_powm takes odd moduli only
	int err = 0;
	if (req->src) {
		unsigned int limbs = (req->src_len + sizeof(mp_limb_t) - 1) / sizeof(mp_limb_t);

		if (sg_nents_for_len(req->src, req->src_len) < 0)
			return -EINVAL;
		err = ukc::rsa::read_sg(req->src, req->src_len, limbs ? limbs : 1, &in, &base);
		if (!err)
			err = dh_is_pubkey_valid(ctx, base);
	}
	if (!err)
		err = dh_powm(ctx, base, ctx->xa, &out, &val);
	if (!err)
		err = dh_fips_check_result(ctx, val, req->src);
	if (!err)
		err = ukc::rsa::write_words(req->dst, req->dst_len, val);
	ukc::rsa::buf_free(&in);
	ukc::rsa::buf_free(&out);
	return err;
}

unsigned int dh_max_size(struct crypto_kpp *tfm)
{
	return dh_get_ctx(tfm)->p.size * sizeof(mp_limb_t);
}

void dh_exit_tfm(struct crypto_kpp *tfm)
{
	dh_clear_ctx(dh_get_ctx(tfm));
}

struct kpp_alg dh_alg = {
	.set_secret = dh_set_secret,
	.generate_public_key = dh_compute_value,
	.compute_shared_secret = dh_compute_value,
	.max_size = dh_max_size,
	.exit = dh_exit_tfm,
	.base = {
		.cra_ctxsize = sizeof(dh_ctx),
		.cra_priority = 100,
		.cra_name = "dh",
		.cra_driver_name = "dh-generic",
		.cra_module = THIS_MODULE,
	},
};

int dh_init()
{
	return crypto_register_kpp(&dh_alg);
}

void dh_exit()
{
	crypto_unregister_kpp(&dh_alg);
}

} // namespace

subsys_initcall(dh_init);
module_exit(dh_exit);
