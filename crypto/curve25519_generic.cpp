// SPDX-License-Identifier: GPL-2.0-only
// curve25519-generic: the X25519 key agreement (RFC 7748 sections 5 and 6.1) as a kpp, with
// 6.12's secret rules and output truncation (the arithmetic: curve25519_kpp.h).
#include <crypto/curve25519.h>
#include <crypto/internal/kpp.h>
#include <crypto/kpp.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/string.h>

#include <algorithm>

#include "curve25519_kpp.h"

namespace {

// The secret (all zero until one is set, as 6.12's zeroed context) and its prepared form.
struct curve25519_ctx {
	u8 secret[CURVE25519_KEY_SIZE];
	ukc::x25519::prepared *prep;
};

curve25519_ctx *curve25519_get_ctx(struct crypto_kpp *tfm)
{
	return static_cast<curve25519_ctx *>(kpp_tfm_ctx(tfm));
}

void curve25519_wipe(curve25519_ctx *ctx)
{
	ukc::x25519::release(ctx->prep);
	ctx->prep = nullptr;
	memzero_explicit(ctx->secret, CURVE25519_KEY_SIZE);
}

// 6.12: no key draws a random clamped one; otherwise exactly 32 bytes, not all zero.
int curve25519_set_secret(struct crypto_kpp *tfm, const void *buf, unsigned int len)
{
	curve25519_ctx *ctx = curve25519_get_ctx(tfm);

	if (len && (len != CURVE25519_KEY_SIZE ||
		    !crypto_memneq(buf, curve25519_null_point, CURVE25519_KEY_SIZE)))
		return -EINVAL;
	curve25519_wipe(ctx);
	if (!len)
		curve25519_generate_secret(ctx->secret);
	else
		memcpy(ctx->secret, buf, CURVE25519_KEY_SIZE);
	int err = ukc::x25519::prepare(ctx->secret, &ctx->prep);
	if (err)
		curve25519_wipe(ctx);
	return err;
}

// The public key (no src: the base point) or the shared secret (src: the peer's 32 bytes).
// As 6.12's generic driver, an all-zero shared secret is returned, not refused: the check
// is the caller's, through the library's curve25519(). A short destination takes the first
// dst_len bytes.
int curve25519_compute_value(struct kpp_request *req)
{
	curve25519_ctx *ctx = curve25519_get_ctx(crypto_kpp_reqtfm(req));
	u8 peer[CURVE25519_KEY_SIZE], out[CURVE25519_KEY_SIZE];
	const u8 *point = nullptr;

	if (req->src) {
		int nents = sg_nents_for_len(req->src, CURVE25519_KEY_SIZE);

		if (nents < 0 || sg_copy_to_buffer(req->src, nents, peer, CURVE25519_KEY_SIZE) !=
					 CURVE25519_KEY_SIZE)
			return -EINVAL;
		point = peer;
	}
	int err = ukc::x25519::compute(ctx->prep, ctx->secret, point, out);
	unsigned int nbytes = std::min<unsigned int>(CURVE25519_KEY_SIZE, req->dst_len);
	int nents = sg_nents_for_len(req->dst, nbytes);
	if (!err && (nents < 0 || sg_copy_from_buffer(req->dst, nents, out, nbytes) != nbytes))
		err = -EINVAL;
	memzero_explicit(out, sizeof(out));
	return err;
}

unsigned int curve25519_max_size(struct crypto_kpp *tfm)
{
	return CURVE25519_KEY_SIZE;
}

int curve25519_init_tfm(struct crypto_kpp *tfm)
{
	*curve25519_get_ctx(tfm) = {};
	return 0;
}

void curve25519_exit_tfm(struct crypto_kpp *tfm)
{
	curve25519_wipe(curve25519_get_ctx(tfm));
}

struct kpp_alg curve25519_alg = {
	.set_secret = curve25519_set_secret,
	.generate_public_key = curve25519_compute_value,
	.compute_shared_secret = curve25519_compute_value,
	.max_size = curve25519_max_size,
	.init = curve25519_init_tfm,
	.exit = curve25519_exit_tfm,
	.base = {
		.cra_ctxsize = sizeof(curve25519_ctx),
		.cra_priority = 100,
		.cra_name = "curve25519",
		.cra_driver_name = "curve25519-generic",
		.cra_module = THIS_MODULE,
	},
};

int curve25519_init()
{
	return crypto_register_kpp(&curve25519_alg);
}

void curve25519_exit()
{
	crypto_unregister_kpp(&curve25519_alg);
}

} // namespace

subsys_initcall(curve25519_init);
module_exit(curve25519_exit);
