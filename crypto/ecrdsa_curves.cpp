// SPDX-License-Identifier: GPL-2.0-only
// The GOST R 34.10 curves ecrdsa-generic knows and its verification arithmetic over GMP's mpz:
// every operand is public (key, signature, digest), so variable time is acceptable here.
#include "ecrdsa_curves.h"

#include <cstring>

#include <gmp.h>

namespace ukc::ecrdsa {

namespace {

// RFC 4357 section 11.4: id-GostR3410-2001-CryptoPro-A/B/C-ParamSet, which RFC 7836 keeps for
// GOST R 34.10-2012's 256-bit keys (as id-tc26-gost-3410-2012-256-paramSetB/C/D).
const ecrdsa_curve ecrdsa_cp256a = {
	"cp256a",
	32,
	"fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd97",
	"fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd94",
	"a6",
	"ffffffffffffffffffffffffffffffff6c611070995ad10045841b09b761b893",
	"1",
	"8d91e471e0989cda27df505a453f2b7635294f2ddf23e3b122acc99c9e9f1e14",
};
const ecrdsa_curve ecrdsa_cp256b = {
	"cp256b",
	32,
	"8000000000000000000000000000000000000000000000000000000000000c99",
	"8000000000000000000000000000000000000000000000000000000000000c96",
	"3e1af419a269a5f866a7d3c25c3df80ae979259373ff2b182f49d4ce7e1bbc8b",
	"800000000000000000000000000000015f700cfff1a624e5e497161bcc8a198f",
	"1",
	"3fa8124359f96680b83d1c3eb2c070e5c545c9858d03ecfb744bf8d717717efc",
};
const ecrdsa_curve ecrdsa_cp256c = {
	"cp256c",
	32,
	"9b9f605f5a858107ab1ec85e6b41c8aacf846e86789051d37998f7b9022d759b",
	"9b9f605f5a858107ab1ec85e6b41c8aacf846e86789051d37998f7b9022d7598",
	"805a",
	"9b9f605f5a858107ab1ec85e6b41c8aa582ca3511eddfb74f02f3a6598980bb9",
	"0",
	"41ece55743711a8c3cbf3783cd08c0ee4d4dc440d4641a8f366e550dfdb3bb67",
};
// RFC 7836 appendix A.1: id-tc26-gost-3410-12-512-paramSetA and paramSetB.
const ecrdsa_curve ecrdsa_tc512a = {
	"tc512a",
	64,
	"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
	"fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc7",
	"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
	"fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc4",
	"e8c2505dedfc86ddc1bd0b2b6667f1da34b82574761cb0e879bd081cfd0b6265"
	"ee3cb090f30d27614cb4574010da90dd862ef9d4ebee4761503190785a71c760",
	"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
	"27e69532f48d89116ff22b8d4e0560609b4b38abfad2b85dcacdb1411f10b275",
	"3",
	"7503cfe87a836ae3a61b8816e25450e6ce5e1c93acf1abc1778064fdcbefa921"
	"df1626be4fd036e93d75e6a50e3a41e98028fe5fc235f5b889a589cb5215f2a4",
};
const ecrdsa_curve ecrdsa_tc512b = {
	"tc512b",
	64,
	"8000000000000000000000000000000000000000000000000000000000000000"
	"000000000000000000000000000000000000000000000000000000000000006f",
	"8000000000000000000000000000000000000000000000000000000000000000"
	"000000000000000000000000000000000000000000000000000000000000006c",
	"687d1b459dc841457e3e06cf6f5e2517b97c7d614af138bcbf85dc806c4b289f"
	"3e965d2db1416d217f8b276fad1ab69c50f78bee1fa3106efb8ccbc7c5140116",
	"8000000000000000000000000000000000000000000000000000000000000001"
	"49a1ec142565a545acfdb77bd9d40cfa8b996712101bea0ec6346c54374f25bd",
	"2",
	"1a8f7eda389b094c2c071e3647a8940f3c123b697578c213be6dd9e6c8ec7335"
	"dcb228fd1edf4a39152cbcaaf8c0398828041055f94ceeec7e21340780fe41bd",
};
const ecrdsa_curve ecrdsa_unknown = {};

// The parameter-set OIDs (DER contents) as 6.12 maps them; the last byte tells them apart.
struct ecrdsa_oid_map {
	u8 oid[9];
	u8 len;
	const ecrdsa_curve *curve;
};

const ecrdsa_oid_map ecrdsa_oids[] = {
	{ { 0x2a, 0x85, 0x03, 0x02, 0x02, 0x23, 0x01 }, 7, &ecrdsa_cp256a }, // 1.2.643.2.2.35.1
	{ { 0x2a, 0x85, 0x03, 0x02, 0x02, 0x23, 0x02 }, 7, &ecrdsa_cp256b },
	{ { 0x2a, 0x85, 0x03, 0x02, 0x02, 0x23, 0x03 }, 7, &ecrdsa_cp256c },
	{ { 0x2a, 0x85, 0x03, 0x07, 0x01, 0x02, 0x01, 0x01, 0x01 }, 9, nullptr }, // 256 A: Edwards
	{ { 0x2a, 0x85, 0x03, 0x07, 0x01, 0x02, 0x01, 0x01, 0x02 }, 9, &ecrdsa_cp256a },
	{ { 0x2a, 0x85, 0x03, 0x07, 0x01, 0x02, 0x01, 0x01, 0x03 }, 9, &ecrdsa_cp256b },
	{ { 0x2a, 0x85, 0x03, 0x07, 0x01, 0x02, 0x01, 0x01, 0x04 }, 9, &ecrdsa_cp256c },
	{ { 0x2a, 0x85, 0x03, 0x07, 0x01, 0x02, 0x01, 0x02, 0x01 }, 9, &ecrdsa_tc512a },
	{ { 0x2a, 0x85, 0x03, 0x07, 0x01, 0x02, 0x01, 0x02, 0x02 }, 9, &ecrdsa_tc512b },
	{ { 0x2a, 0x85, 0x03, 0x07, 0x01, 0x02, 0x01, 0x02, 0x03 }, 9, nullptr }, // 512 C: Edwards
};

// mpz numbers with their lifetime: the curve's, a point's, scratch.
struct ecrdsa_num {
	mpz_t v;
	ecrdsa_num() { mpz_init(v); }
	ecrdsa_num(const ecrdsa_num &) = delete;
	ecrdsa_num &operator=(const ecrdsa_num &) = delete;
	~ecrdsa_num() { mpz_clear(v); }
};

struct ecrdsa_point {
	ecrdsa_num x, y;
	bool inf = true;
};

struct ecrdsa_field {
	ecrdsa_num p, a, b, n;
	ecrdsa_point g;

	explicit ecrdsa_field(const ecrdsa_curve *c)
	{
		mpz_set_str(p.v, c->p, 16);
		mpz_set_str(a.v, c->a, 16);
		mpz_set_str(b.v, c->b, 16);
		mpz_set_str(n.v, c->n, 16);
		mpz_set_str(g.x.v, c->gx, 16);
		mpz_set_str(g.y.v, c->gy, 16);
		g.inf = false;
	}
};

void ecrdsa_import(mpz_t out, const u8 *buf, unsigned int len, int order)
{
	mpz_import(out, len, order, 1, 1, 0, buf);
}

// r = p + q (affine, SEC 1 2.2.1); p == q doubles; r may alias neither input.
void ecrdsa_add(const ecrdsa_field &f, ecrdsa_point &r, const ecrdsa_point &p,
		const ecrdsa_point &q)
{
	const ecrdsa_point &src = p.inf ? q : p;
	if (p.inf || q.inf) {
		mpz_set(r.x.v, src.x.v);
		mpz_set(r.y.v, src.y.v);
		r.inf = src.inf;
		return;
	}
	ecrdsa_num lambda, t;
	if (!mpz_cmp(p.x.v, q.x.v)) {
		mpz_add(t.v, p.y.v, q.y.v);
		if (!mpz_cmp(p.y.v, q.y.v) && mpz_sgn(p.y.v)) {
			// lambda = (3x^2 + a) / 2y
			mpz_mul(lambda.v, p.x.v, p.x.v);
			mpz_mul_ui(lambda.v, lambda.v, 3);
			mpz_add(lambda.v, lambda.v, f.a.v);
			mpz_invert(t.v, t.v, f.p.v);
		} else {
			r.inf = true; // q = -p
			return;
		}
	} else {
		mpz_sub(lambda.v, q.y.v, p.y.v);
		mpz_sub(t.v, q.x.v, p.x.v);
		mpz_mod(t.v, t.v, f.p.v);
		mpz_invert(t.v, t.v, f.p.v);
	}
	mpz_mul(lambda.v, lambda.v, t.v);
	mpz_mod(lambda.v, lambda.v, f.p.v);
	// x3 = lambda^2 - x1 - x2, y3 = lambda (x1 - x3) - y1
	mpz_mul(t.v, lambda.v, lambda.v);
	mpz_sub(t.v, t.v, p.x.v);
	mpz_sub(t.v, t.v, q.x.v);
	mpz_mod(t.v, t.v, f.p.v);
	mpz_sub(r.y.v, p.x.v, t.v);
	mpz_mul(r.y.v, r.y.v, lambda.v);
	mpz_sub(r.y.v, r.y.v, p.y.v);
	mpz_mod(r.y.v, r.y.v, f.p.v);
	mpz_set(r.x.v, t.v);
	r.inf = false;
}

// r = k p, by double-and-add from the top bit.
void ecrdsa_mul(const ecrdsa_field &f, ecrdsa_point &r, const mpz_t k, const ecrdsa_point &p)
{
	ecrdsa_point t, none;

	r.inf = true;
	for (size_t i = mpz_sizeinbase(k, 2); i-- > 0;) {
		ecrdsa_add(f, t, r, r);
		ecrdsa_add(f, r, t, mpz_tstbit(k, i) ? p : none);
	}
}

} // namespace

const ecrdsa_curve *const unknown_curve = &ecrdsa_unknown;

const ecrdsa_curve *find_curve(const u8 *oid, size_t len)
{
	for (const ecrdsa_oid_map &m : ecrdsa_oids)
		if (m.len == len && !memcmp(m.oid, oid, len))
			return m.curve;
	return unknown_curve;
}

bool pub_key_valid(const ecrdsa_curve *curve, const u8 *x, const u8 *y)
{
	ecrdsa_field f(curve);
	ecrdsa_num qx, qy, lhs, rhs;

	ecrdsa_import(qx.v, x, curve->bytes, -1);
	ecrdsa_import(qy.v, y, curve->bytes, -1);
	if ((!mpz_sgn(qx.v) && !mpz_sgn(qy.v)) || mpz_cmp(qx.v, f.p.v) >= 0 ||
	    mpz_cmp(qy.v, f.p.v) >= 0)
		return false;
	mpz_powm_ui(lhs.v, qy.v, 2, f.p.v);
	mpz_mul(rhs.v, qx.v, qx.v);
	mpz_add(rhs.v, rhs.v, f.a.v);
	mpz_mul(rhs.v, rhs.v, qx.v);
	mpz_add(rhs.v, rhs.v, f.b.v);
	mpz_mod(rhs.v, rhs.v, f.p.v);
	return !mpz_cmp(lhs.v, rhs.v);
}

// GOST R 34.10-2012 section 7 (RFC 7091 section 6.2), with 6.12's reductions of e and x_C:
// one conditional subtraction of n each, and e = 1 for e = 0.
bool verify(const ecrdsa_curve *curve, const u8 *x, const u8 *y, const u8 *r, const u8 *s,
	    const u8 *digest)
{
	ecrdsa_field f(curve);
	ecrdsa_num rn, sn, e, z1, z2;
	ecrdsa_point q, c1, c2, c;

	ecrdsa_import(rn.v, r, curve->bytes, 1);
	ecrdsa_import(sn.v, s, curve->bytes, 1);
	// Step 1: 0 < r < n and 0 < s < n.
	if (!mpz_sgn(rn.v) || mpz_cmp(rn.v, f.n.v) >= 0 || !mpz_sgn(sn.v) ||
	    mpz_cmp(sn.v, f.n.v) >= 0)
		return false;
	// Steps 2-3: e = h mod n (h the digest, little-endian), 1 if that is 0.
	ecrdsa_import(e.v, digest, curve->bytes, -1);
	if (mpz_cmp(e.v, f.n.v) >= 0)
		mpz_sub(e.v, e.v, f.n.v);
	if (!mpz_sgn(e.v))
		mpz_set_ui(e.v, 1);
	// Steps 4-5: v = e^-1, z1 = s v, z2 = -r v (mod n).
	mpz_invert(e.v, e.v, f.n.v);
	mpz_mul(z1.v, sn.v, e.v);
	mpz_mod(z1.v, z1.v, f.n.v);
	mpz_sub(z2.v, f.n.v, rn.v);
	mpz_mul(z2.v, z2.v, e.v);
	mpz_mod(z2.v, z2.v, f.n.v);
	// Step 6: C = z1 G + z2 Q, R = x_C mod n; step 7: R == r.
	ecrdsa_import(q.x.v, x, curve->bytes, -1);
	ecrdsa_import(q.y.v, y, curve->bytes, -1);
	q.inf = false;
	ecrdsa_mul(f, c1, z1.v, f.g);
	ecrdsa_mul(f, c2, z2.v, q);
	ecrdsa_add(f, c, c1, c2);
	if (c.inf)
		return false;
	if (mpz_cmp(c.x.v, f.n.v) >= 0)
		mpz_sub(c.x.v, c.x.v, f.n.v);
	return !mpz_cmp(c.x.v, rn.v);
}

} // namespace ukc::ecrdsa
