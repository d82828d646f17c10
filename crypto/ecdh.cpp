// SPDX-License-Identifier: GPL-2.0-only
// ecdh-nist-p192/p256/p384: elliptic-curve Diffie-Hellman over Nettle's constant-time point
// multiplication, with 6.12's secret format, key range, output layout and error codes.
#include <crypto/ecdh.h>
#include <crypto/internal/kpp.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/random.h>
#include <linux/scatterlist.h>
#include <linux/string.h>

#include <nettle/ecc.h>

#include "ecc_nist.h"

namespace {

constexpr unsigned int ecdh_max_bytes = 48;

using ukc::ecc::nist_curve;

// The curves 6.12 registers ECDH over.
constexpr const nist_curve *ecdh_curves[] = { &ukc::ecc::p192, &ukc::ecc::p256, &ukc::ecc::p384 };

struct ecdh_ctx {
	const nist_curve *info;
	struct ecc_scalar key; // wiped on free and on every new secret
	bool has_key;
};

ecdh_ctx *ecdh_get_ctx(struct crypto_kpp *tfm)
{
	return static_cast<ecdh_ctx *>(kpp_tfm_ctx(tfm));
}

void ecdh_wipe_mpz(mpz_t z)
{
	memzero_explicit(z->_mp_d, z->_mp_alloc * sizeof(mp_limb_t));
	mpz_clear(z);
}

void ecdh_wipe_key(ecdh_ctx *ctx)
{
	memzero_explicit(ctx->key.p, ecc_size(ctx->info->get()) * sizeof(mp_limb_t));
	ctx->has_key = false;
}

// 6.12: 2 <= d <= n - 3.
bool ecdh_key_in_range(const ecdh_ctx *ctx, const mpz_t d)
{
	mpz_t lim;
	mpz_init_set_str(lim, ctx->info->order, 16);
	mpz_sub_ui(lim, lim, 3);
	bool ok = mpz_cmp_ui(d, 2) >= 0 && mpz_cmp(d, lim) <= 0;
	mpz_clear(lim);
	return ok;
}

// @len big-endian bytes as the private key, or -EINVAL outside 6.12's range.
int ecdh_load_key(ecdh_ctx *ctx, const u8 *bytes, unsigned int len)
{
	mpz_t d;
	mpz_init(d);
	mpz_import(d, len, 1, 1, 1, 0, bytes);
	int err = ecdh_key_in_range(ctx, d) && ecc_scalar_set(&ctx->key, d) ? 0 : -EINVAL;
	ecdh_wipe_mpz(d);
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
	for (int tries = 0; tries < 32 && err; tries++) {
		get_random_bytes(buf, n);
		err = ecdh_load_key(ctx, buf, n);
	}
	memzero_explicit(buf, sizeof(buf));
	return err ? -EFAULT : 0;
}

int ecdh_set_secret(struct crypto_kpp *tfm, const void *buf, unsigned int len)
{
	ecdh_ctx *ctx = ecdh_get_ctx(tfm);
	struct ecdh params;

	if (crypto_ecdh_decode_key(static_cast<const char *>(buf), len, &params) < 0 ||
	    params.key_size > ctx->info->nbytes())
		return -EINVAL;
	ecdh_wipe_key(ctx);
	if (!params.key || !params.key_size)
		return ecdh_gen_key(ctx);
	if (params.key_size != ctx->info->nbytes())
		return -EINVAL;
	return ecdh_load_key(ctx, reinterpret_cast<const u8 *>(params.key), params.key_size);
}

void ecdh_put_be(u8 *out, unsigned int len, const mpz_t z)
{
	size_t n = (mpz_sizeinbase(z, 2) + 7) / 8;
	memset(out, 0, len);
	mpz_export(out + len - n, nullptr, 1, 1, 1, 0, z);
}

// The peer's x || y (big-endian), or -EINVAL off the curve (the point at infinity, which has no
// affine form on these curves, included).
int ecdh_read_peer(const ecdh_ctx *ctx, const u8 *raw, struct ecc_point *pt)
{
	unsigned int n = ctx->info->nbytes();
	mpz_t x, y;
	mpz_init(x);
	mpz_init(y);
	mpz_import(x, n, 1, 1, 1, 0, raw);
	mpz_import(y, n, 1, 1, 1, 0, raw + n);
	int err = ecc_point_set(pt, x, y) ? 0 : -EINVAL;
	mpz_clear(x);
	mpz_clear(y);
	return err;
}

// The result point as 6.12 lays it out: x || y, or x alone for a shared secret.
unsigned int ecdh_write_point(const ecdh_ctx *ctx, const struct ecc_point *r, u8 *out, bool x_only)
{
	unsigned int n = ctx->info->nbytes();
	mpz_t x, y;
	mpz_init(x);
	mpz_init(y);
	ecc_point_get(r, x, y);
	ecdh_put_be(out, n, x);
	if (!x_only)
		ecdh_put_be(out + n, n, y);
	ecdh_wipe_mpz(x);
	ecdh_wipe_mpz(y);
	return x_only ? n : 2 * n;
}

// Q = d * P (the peer's point, src given) or d * G, into @out; the length written.
int ecdh_multiply(ecdh_ctx *ctx, struct kpp_request *req, u8 *out, unsigned int *out_len)
{
	const struct ecc_curve *curve = ctx->info->get();
	unsigned int n = ctx->info->nbytes();
	struct ecc_point peer, r;
	u8 raw[2 * ecdh_max_bytes];
	int err = 0;

	ecc_point_init(&peer, curve);
	ecc_point_init(&r, curve);
	if (req->src) {
		int nents = sg_nents_for_len(req->src, 2 * n);
		// Exactly one point's two coordinates, as 6.12.
		if (req->src_len != 2 * n || nents < 0 ||
		    sg_copy_to_buffer(req->src, nents, raw, 2 * n) != 2 * n)
			err = -EINVAL;
		if (!err)
			err = ecdh_read_peer(ctx, raw, &peer);
		// Without a key 6.12 multiplies by its zeroed one: the point at infinity, which
		// crypto_ecdh_shared_secret() refuses with -EFAULT and ecc_make_pub_key()'s
		// SP 800-56A rev 3 5.6.2.1.3 check with -EAGAIN.
		if (!err && !ctx->has_key)
			err = -EFAULT;
		if (!err)
			ecc_point_mul(&r, &ctx->key, &peer);
	} else if (!ctx->has_key) {
		err = -EAGAIN;
	} else {
		ecc_point_mul_g(&r, &ctx->key);
	}
	if (!err)
		*out_len = ecdh_write_point(ctx, &r, out, req->src);
	ecc_point_clear(&peer);
	ecc_point_clear(&r);
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
	ecdh_ctx *ctx = ecdh_get_ctx(tfm);
	ecdh_wipe_key(ctx);
	ecc_scalar_clear(&ctx->key);
}

template <unsigned int I> int ecdh_init_tfm(struct crypto_kpp *tfm)
{
	ecdh_ctx *ctx = ecdh_get_ctx(tfm);
	ctx->info = ecdh_curves[I];
	ctx->has_key = false;
	ecc_scalar_init(&ctx->key, ctx->info->get());
	return 0;
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
