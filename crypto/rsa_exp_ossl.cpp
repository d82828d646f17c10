// SPDX-License-Identifier: GPL-2.0-only
// The exponentiations of rsa-generic and dh-generic over OpenSSL's libcrypto: its constant-time
// Montgomery code for secret exponents, its ordinary one for public operations.
#include <linux/errno.h>

#include <openssl/bn.h>

#include <algorithm>
#include <memory>

#include "rsa_mpn.h"

namespace ukc::rsa {

// OpenSSL's Montgomery contexts of a key's moduli (null where the modulus is even or absent),
// made once by set_*_key: each holds its modulus and R^2 mod it, wiped by BN_MONT_CTX_free.
struct exp_key {
	BN_MONT_CTX *n = nullptr, *p = nullptr, *q = nullptr;
};

namespace {

// A limb is 8 little-endian bytes on both architectures built here, so limbs are OpenSSL's
// little-endian byte strings as they are.
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "little-endian limbs expected");

struct bn_free {
	void operator()(BIGNUM *b) const { BN_clear_free(b); }
	void operator()(BN_CTX *c) const { BN_CTX_free(c); }
	void operator()(BN_MONT_CTX *m) const { BN_MONT_CTX_free(m); }
};
using bn_ptr = std::unique_ptr<BIGNUM, bn_free>;
using bn_ctx_ptr = std::unique_ptr<BN_CTX, bn_free>;
using mont_ptr = std::unique_ptr<BN_MONT_CTX, bn_free>;

// @x as a BIGNUM (wiped when freed); a secret one flagged for OpenSSL's constant-time paths.
bn_ptr ossl_bn(const nat &x, bool secret)
{
	bn_ptr b(BN_lebin2bn(reinterpret_cast<const unsigned char *>(x.d),
			     static_cast<int>(x.size * sizeof(mp_limb_t)), nullptr));

	if (b && secret)
		BN_set_flags(b.get(), BN_FLG_CONSTTIME);
	return b;
}

// @b (below a modulus of @limbs limbs) into the zeroed @limbs limbs at @d.
bool ossl_out(const BIGNUM *b, mp_limb_t *d, mp_size_t limbs)
{
	return BN_bn2lebinpad(b, reinterpret_cast<unsigned char *>(d),
			      static_cast<int>(limbs * sizeof(mp_limb_t))) >= 0;
}

// A Montgomery context of @m (odd), or null: a secret modulus is flagged so that OpenSSL
// computes R^2 mod it in constant time.
BN_MONT_CTX *ossl_mont(const nat &m, bool secret, BN_CTX *ctx)
{
	bn_ptr b = ossl_bn(m, secret);
	mont_ptr mont(BN_MONT_CTX_new());

	if (!b || !mont || !BN_MONT_CTX_set(mont.get(), b.get(), ctx))
		return nullptr;
	return mont.release();
}

bool odd(const nat *m)
{
	return m && m->size && (m->d[0] & 1);
}

// @x mod @m in a fresh @buf, by mpn_sec_div_r: OpenSSL's paired exponentiation wants reduced
// bases.
int reduced_copy(limb_buf *buf, nat *r, const nat &x, const nat &m)
{
	if (buf_alloc_nat(buf, r, std::max<mp_size_t>(x.size, 1)))
		return -ENOMEM;
	std::copy(x.d, x.d + x.size, r->d);
	r->size = x.size;
	return reduce_in_place(r, m);
}

} // namespace

int exp_key_new(exp_key **ek, const nat &n, const nat *p, const nat *q)
{
	bn_ctx_ptr ctx(BN_CTX_secure_new());
	std::unique_ptr<exp_key> k(new (std::nothrow) exp_key);

	*ek = nullptr;
	if (!ctx || !k)
		return -ENOMEM;
	if ((odd(&n) && !(k->n = ossl_mont(n, false, ctx.get()))) ||
	    (odd(p) && !(k->p = ossl_mont(*p, true, ctx.get()))) ||
	    (odd(q) && !(k->q = ossl_mont(*q, true, ctx.get())))) {
		exp_key_free(k.release());
		return -ENOMEM;
	}
	*ek = k.release();
	return 0;
}

void exp_key_free(exp_key *ek)
{
	if (!ek)
		return;
	BN_MONT_CTX_free(ek->n);
	BN_MONT_CTX_free(ek->p);
	BN_MONT_CTX_free(ek->q);
	delete ek;
}

// A public exponent goes to BN_mod_exp_mont (sliding window, @ek's context of @n); a secret
// one to BN_mod_exp_mont_consttime (fixed window, table reads that do not depend on it).
int powm(limb_buf *out, nat *r, const nat &x, const nat &e, const nat &n, bool e_public,
	 const exp_key *ek)
{
	if (!n.size || !(n.d[0] & 1))
		return -EINVAL;
	bn_ctx_ptr ctx(BN_CTX_secure_new());
	bn_ptr bx = ossl_bn(x, !e_public), be = ossl_bn(e, !e_public), bm = ossl_bn(n, false);
	bn_ptr br(BN_new());

	if (!ctx || !bx || !be || !bm || !br)
		return -ENOMEM;
	int ok = e_public ? BN_mod_exp_mont(br.get(), bx.get(), be.get(), bm.get(), ctx.get(),
					    ek ? ek->n : nullptr)
			  : BN_mod_exp_mont_consttime(br.get(), bx.get(), be.get(), bm.get(),
						      ctx.get(), nullptr);
	if (!ok || buf_alloc_nat(out, r, n.size) || !ossl_out(br.get(), r->d, n.size))
		return -ENOMEM;
	r->size = n.size;
	normalize_nat(r);
	return 0;
}

mp_size_t crt_exps_itch(const nat &x, const crt_key &k)
{
	return 0; // every area below is allocated here
}

// Both halves in one BN_mod_exp_mont_consttime_x2 call, which on a CPU with AVX-512 IFMA runs
// the two 1024-bit exponentiations of RSA-2048 side by side, and otherwise one after the other.
int crt_exps(nat *m1, nat *m2, const nat &x, const crt_key &k, const exp_key *ek, mp_limb_t *s)
{
	scratch xp_buf, xq_buf;
	nat xp, xq;

	if (reduced_copy(&xp_buf.buf, &xp, x, k.p) || reduced_copy(&xq_buf.buf, &xq, x, k.q))
		return -ENOMEM;
	bn_ctx_ptr ctx(BN_CTX_secure_new());
	bn_ptr bxp = ossl_bn(xp, true), bxq = ossl_bn(xq, true), bdp = ossl_bn(k.dp, true);
	bn_ptr bdq = ossl_bn(k.dq, true), bp = ossl_bn(k.p, true), bq = ossl_bn(k.q, true);
	bn_ptr r1(BN_new()), r2(BN_new());

	if (!ctx || !bxp || !bxq || !bdp || !bdq || !bp || !bq || !r1 || !r2)
		return -ENOMEM;
	if (!BN_mod_exp_mont_consttime_x2(r1.get(), bxp.get(), bdp.get(), bp.get(),
					  ek ? ek->p : nullptr, r2.get(), bxq.get(), bdq.get(),
					  bq.get(), ek ? ek->q : nullptr, ctx.get()))
		return -ENOMEM;
	return ossl_out(r1.get(), m1->d, k.p.size) && ossl_out(r2.get(), m2->d, k.q.size) ? 0
											  : -ENOMEM;
}

} // namespace ukc::rsa
