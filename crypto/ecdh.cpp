// SPDX-License-Identifier: GPL-2.0-only
// ecdh-nist-p192/p256/p384: elliptic-curve Diffie-Hellman over a constant-time point
// multiplication (ecc_nist.h), with 6.12's secret format, key range, output layout and codes.
#include <crypto/ecdh.h>
#include <crypto/internal/kpp.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/random.h>
#include <linux/scatterlist.h>
#include <linux/string.h>

#include "ecc_nist.h"

namespace {

constexpr unsigned int ecdh_max_bytes = 48;

using ukc::ecc::nist_curve;

// The curves 6.12 registers ECDH over.
constexpr const nist_curve *ecdh_curves[] = { &ukc::ecc::p192, &ukc::ecc::p256, &ukc::ecc::p384 };

struct ecdh_ctx {
	const nist_curve *info;
	ukc::ecc::ecdh_key *key; // wiped on free and on every new secret
	bool has_key;
};

ecdh_ctx *ecdh_get_ctx(struct crypto_kpp *tfm)
{
	return static_cast<ecdh_ctx *>(kpp_tfm_ctx(tfm));
}

int ecdh_load_key(ecdh_ctx *ctx, const u8 *bytes)
{
	int err = ukc::ecc::ecdh_key_set(ctx->key, bytes);
	ctx->has_key = !err;
	return err;
}

// FIPS 186-5 A.2.2 rejection sampling, as 6.12; it refuses curves below 224 bits (P-192).
int ecdh_gen_key(ecdh_ctx *ctx)
{
	u8 buf[ecdh_max_bytes];
	unsigned int n = ctx->info->nbytes();
	int err = -EINVAL;

	if (n * 8 < 224)
		return -EINVAL;
	for (int tries = 0; tries < 32 && err == -EINVAL; tries++) {
		get_random_bytes(buf, n);
		err = ecdh_load_key(ctx, buf);
	}
	memzero_explicit(buf, sizeof(buf));
	return err == -EINVAL ? -EFAULT : err;
}

int ecdh_set_secret(struct crypto_kpp *tfm, const void *buf, unsigned int len)
{
	ecdh_ctx *ctx = ecdh_get_ctx(tfm);
	struct ecdh params;

	if (crypto_ecdh_decode_key(static_cast<const char *>(buf), len, &params) < 0 ||
	    params.key_size > ctx->info->nbytes())
		return -EINVAL;
	ukc::ecc::ecdh_key_clear(ctx->key);
	ctx->has_key = false;
	if (!params.key || !params.key_size)
		return ecdh_gen_key(ctx);
	if (params.key_size != ctx->info->nbytes())
		return -EINVAL;
	return ecdh_load_key(ctx, reinterpret_cast<const u8 *>(params.key));
}

// Q = d * P (the peer's point, src given) or d * G, into @out as 6.12 lays it out: x || y, or
// x alone for a shared secret; the length written.
int ecdh_multiply(ecdh_ctx *ctx, struct kpp_request *req, u8 *out, unsigned int *out_len)
{
	unsigned int n = ctx->info->nbytes();
	u8 raw[2 * ecdh_max_bytes];
	int err = 0;

	if (req->src) {
		int nents = sg_nents_for_len(req->src, 2 * n);
		// Exactly one point's two coordinates, as 6.12.
		if (req->src_len != 2 * n || nents < 0 ||
		    sg_copy_to_buffer(req->src, nents, raw, 2 * n) != 2 * n)
			return -EINVAL;
		// Without a key 6.12 multiplies by its zeroed one: the point at infinity, which
		// crypto_ecdh_shared_secret() refuses with -EFAULT and ecc_make_pub_key()'s
		// SP 800-56A rev 3 5.6.2.1.3 check with -EAGAIN. A point off the curve (the point
		// at infinity, which has no affine form on these curves, included) is -EINVAL first.
		err = ukc::ecc::ecdh_key_mul(ctx->key, raw, ctx->has_key ? out : nullptr);
		if (!err && !ctx->has_key)
			err = -EFAULT;
	} else {
		err = ctx->has_key ? ukc::ecc::ecdh_key_mul(ctx->key, nullptr, out) : -EAGAIN;
	}
	if (!err)
		*out_len = req->src ? n : 2 * n;
	memzero_explicit(raw, sizeof(raw));
	return err;
}

int ecdh_compute_value(struct kpp_request *req)
{
	ecdh_ctx *ctx = ecdh_get_ctx(crypto_kpp_reqtfm(req));
	u8 out[2 * ecdh_max_bytes];
	unsigned int len = 0;

	int err = ecdh_multiply(ctx, req, out, &len);
	if (!err) {
		// 6.12 writes what fits of a shorter destination.
		len = min(len, req->dst_len);
		int nents = sg_nents_for_len(req->dst, len);
		if (nents < 0 || sg_copy_from_buffer(req->dst, nents, out, len) != len)
			err = -EINVAL;
	}
	memzero_explicit(out, sizeof(out));
	return err;
}

unsigned int ecdh_max_size(struct crypto_kpp *tfm)
{
	return 2 * ecdh_get_ctx(tfm)->info->nbytes();
}

void ecdh_exit_tfm(struct crypto_kpp *tfm)
{
	ukc::ecc::ecdh_key_free(ecdh_get_ctx(tfm)->key);
}

template <unsigned int I> int ecdh_init_tfm(struct crypto_kpp *tfm)
{
	ecdh_ctx *ctx = ecdh_get_ctx(tfm);
	ctx->info = ecdh_curves[I];
	ctx->has_key = false;
	ctx->key = ukc::ecc::ecdh_key_alloc(ctx->info);
	return ctx->key ? 0 : -ENOMEM;
}

template <unsigned int I> kpp_alg ecdh_make_alg(const char *name, const char *driver)
{
	const kpp_alg ops = {
		.set_secret = ecdh_set_secret,
		.generate_public_key = ecdh_compute_value,
		.compute_shared_secret = ecdh_compute_value,
		.max_size = ecdh_max_size,
		.init = ecdh_init_tfm<I>,
		.exit = ecdh_exit_tfm,
	};
	return ukc::ecc::generic_alg(ops, sizeof(ecdh_ctx), name, driver);
}

struct kpp_alg ecdh_algs[] = {
	ecdh_make_alg<0>("ecdh-nist-p192", "ecdh-nist-p192-generic"),
	ecdh_make_alg<1>("ecdh-nist-p256", "ecdh-nist-p256-generic"),
	ecdh_make_alg<2>("ecdh-nist-p384", "ecdh-nist-p384-generic"),
};

int ecdh_init()
{
	return ukc::register_all(ecdh_algs, ARRAY_SIZE(ecdh_algs), crypto_register_kpp,
				 crypto_unregister_kpp);
}

void ecdh_exit()
{
	for (unsigned int i = 0; i < ARRAY_SIZE(ecdh_algs); i++)
		crypto_unregister_kpp(&ecdh_algs[i]);
}

} // namespace

subsys_initcall(ecdh_init);
module_exit(ecdh_exit);
