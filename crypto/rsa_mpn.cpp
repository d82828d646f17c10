// SPDX-License-Identifier: GPL-2.0-only
// The big-number steps of rsa-generic and dh-generic: GMP's mpn_* functions (the mpn_sec_* ones,
// which take their scratch space from the caller and allocate nothing, on secrets) over limb
// buffers that are wiped when freed; without libcrypto, the exponentiations too.
#include <crypto/scatterwalk.h>
#include <linux/scatterlist.h>
#include <linux/errno.h>
#include <linux/slab.h>

#include <algorithm>
#include <memory>
#include <cstring>

#include "rsa_mpn.h"

namespace ukc::rsa {

namespace {

// 6.12's limb is 64 bits on both architectures built here; GMP's is too, without nails.
static_assert(GMP_NUMB_BITS == 64 && GMP_NAIL_BITS == 0, "64-bit limbs expected");
constexpr size_t limb_bytes = sizeof(mp_limb_t);

struct bytes_deleter {
	void operator()(u8 *p) const { kfree_sensitive(p); }
};
using bytes_ptr = std::unique_ptr<u8, bytes_deleter>;

void normalize(nat *x)
{
	while (x->size && !x->d[x->size - 1])
		x->size--;
}

size_t strip_zeros(const u8 **bytes, size_t len)
{
	while (len && !**bytes) {
		(*bytes)++;
		len--;
	}
	return len;
}

// Big-endian @bytes (no leading zeros) into limbs at @d, least significant limb first.
void from_be(mp_limb_t *d, const u8 *bytes, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		size_t pos = len - 1 - i; // byte i counted from the least significant end
		d[i / limb_bytes] |= static_cast<mp_limb_t>(bytes[pos]) << (8 * (i % limb_bytes));
	}
}

void to_be(u8 *out, const nat &x)
{
	size_t len = x.size * limb_bytes;

	for (size_t i = 0; i < len; i++)
		out[len - 1 - i] = static_cast<u8>(x.d[i / limb_bytes] >> (8 * (i % limb_bytes)));
}

mp_size_t limbs_for(size_t bytes)
{
	return static_cast<mp_size_t>((bytes + limb_bytes - 1) / limb_bytes);
}

// A nat over @n limbs of @buf starting at @off, zeroed by the allocation.
nat carve(limb_buf *buf, size_t *off, mp_size_t n)
{
	nat x = { buf->d + *off, 0, n };

	*off += n;
	return x;
}

} // namespace

int buf_alloc(limb_buf *buf, size_t limbs)
{
	buf->d = static_cast<mp_limb_t *>(
		kcalloc(std::max<size_t>(limbs, 1), limb_bytes, GFP_KERNEL));
	buf->n = limbs;
	return buf->d ? 0 : -ENOMEM;
}

int buf_alloc_nat(limb_buf *buf, nat *x, mp_size_t limbs)
{
	if (buf_alloc(buf, limbs))
		return -ENOMEM;
	*x = { buf->d, 0, limbs };
	return 0;
}

void normalize_nat(nat *x)
{
	normalize(x);
}

bool less_than(const nat &x, const nat &y)
{
	if (x.size != y.size)
		return x.size < y.size;
	return mpn_cmp(x.d, y.d, x.size) < 0;
}

void buf_free(limb_buf *buf)
{
	kfree_sensitive(buf->d);
	*buf = {};
}

int load(limb_buf *store, const be_num *nums, size_t count)
{
	size_t total = 0;

	for (size_t i = 0; i < count; i++) {
		const u8 *b = nums[i].bytes;
		size_t len = strip_zeros(&b, nums[i].len);

		total += std::max(limbs_for(len), nums[i].min_limbs);
	}
	if (buf_alloc(store, total))
		return -ENOMEM;
	size_t off = 0;
	for (size_t i = 0; i < count; i++) {
		const u8 *b = nums[i].bytes;
		size_t len = strip_zeros(&b, nums[i].len);
		nat *x = nums[i].out;

		*x = carve(store, &off, std::max(limbs_for(len), nums[i].min_limbs));
		from_be(x->d, b, len);
		x->size = limbs_for(len);
		normalize(x);
	}
	return 0;
}

unsigned long bit_length(const nat &x)
{
	if (!x.size)
		return 0;
	return (x.size - 1) * GMP_NUMB_BITS + (GMP_NUMB_BITS - __builtin_clzll(x.d[x.size - 1]));
}

int reduce_in_place(nat *x, const nat &m)
{
	if (x->size < m.size)
		return 0; // fewer limbs than a normalized m: already below it
	scratch tp;

	if (buf_alloc(&tp.buf, mpn_sec_div_r_itch(x->size, m.size)))
		return -ENOMEM;
	mpn_sec_div_r(x->d, x->size, m.d, m.size, tp.buf.d);
	std::fill(x->d + m.size, x->d + x->cap, 0);
	x->size = m.size;
	normalize(x);
	return 0;
}

// x < n - 1: x < n and x + 1 != n, the latter checked limb by limb with the carry of the +1.
bool less_than_n_minus_1(const nat &x, const nat &n)
{
	if (!less_than(x, n))
		return false;
	mp_limb_t carry = 1;

	for (mp_size_t j = 0; j < n.size; j++) {
		mp_limb_t xj = j < x.size ? x.d[j] : 0;

		if (n.d[j] != xj + carry)
			return true;
		carry = carry && xj == ~static_cast<mp_limb_t>(0);
	}
	return carry != 0;
}

int read_sg(struct scatterlist *sg, unsigned int len, mp_size_t limbs, limb_buf *in, nat *x)
{
	bytes_ptr bytes(static_cast<u8 *>(kmalloc(std::max(len, 1u), GFP_KERNEL)));

	if (!bytes)
		return -ENOMEM;
	memcpy_from_sglist(bytes.get(), sg, 0, len);
	const u8 *b = bytes.get();
	size_t sig = strip_zeros(&b, len);
	if (limbs_for(sig) > limbs)
		return -EINVAL;
	if (buf_alloc(in, limbs))
		return -ENOMEM;
	size_t off = 0;
	*x = carve(in, &off, limbs);
	from_be(x->d, b, sig);
	x->size = limbs;
	normalize(x);
	return 0;
}

int write_sg(struct scatterlist *sg, unsigned int len, const nat &r)
{
	bytes_ptr bytes(static_cast<u8 *>(kzalloc(std::max(len, 1u), GFP_KERNEL)));

	if (!bytes)
		return -ENOMEM;
	to_be(bytes.get() + len - r.size * limb_bytes, r);
	memcpy_to_sglist(sg, 0, bytes.get(), len);
	return 0;
}

int write_words(struct scatterlist *sg, unsigned int len, const nat &r)
{
	if (len < r.size * limb_bytes)
		return -EOVERFLOW;
	if (sg_nents_for_len(sg, len) < 0)
		return -EINVAL;
	return write_sg(sg, len, r);
}

// RFC 8017 5.1.2 step 2.b: m1 = c^dP mod p, m2 = c^dQ mod q, h = (m1 - m2) qInv mod p,
// m = m2 + q h; the last sum reduced mod n as 6.12 does, so a key whose parts disagree
// still gives a number below n.
int crt_powm(limb_buf *out, nat *r, const nat &x, const crt_key &k, const exp_key *ek)
{
	const mp_size_t P = k.p.size, Q = k.q.size, N = k.n.size;

	if (!P || !Q || !(k.p.d[0] & 1) || !(k.q.d[0] & 1))
		return -EINVAL;
	const mp_size_t L1 = std::max(P, Q), L2 = std::max(P + Q + 1, N);
	const mp_size_t itch = std::max({ crt_exps_itch(x, k), mpn_sec_div_r_itch(L1, P),
					  mpn_sec_mul_itch(P, P), mpn_sec_div_r_itch(2 * P, P),
					  mpn_sec_mul_itch(L1, P + Q - L1),
					  mpn_sec_div_r_itch(L2, N) });
	scratch tp;

	if (buf_alloc(&tp.buf, itch) || buf_alloc(out, P + Q + L1 + P + 2 * P + L2))
		return -ENOMEM;
	size_t off = 0;
	nat m1 = carve(out, &off, P), m2 = carve(out, &off, Q), t = carve(out, &off, L1);
	nat qv = carve(out, &off, P), prod = carve(out, &off, 2 * P);
	*r = carve(out, &off, L2);
	mp_limb_t *s = tp.buf.d;

	if (crt_exps(&m1, &m2, x, k, ek, s))
		return -ENOMEM;
	// t = (m1 - (m2 mod p)) mod p, both terms below p: one conditional add of p.
	std::copy(m2.d, m2.d + Q, t.d);
	mpn_sec_div_r(t.d, L1, k.p.d, P, s);
	mpn_cnd_add_n(mpn_sub_n(t.d, m1.d, t.d, P), t.d, t.d, k.p.d, P);
	// h = t qinv mod p (qinv already reduced mod p, padded to p's size).
	std::copy(k.qinv.d, k.qinv.d + k.qinv.size, qv.d);
	mpn_sec_mul(prod.d, t.d, P, qv.d, P, s);
	mpn_sec_div_r(prod.d, 2 * P, k.p.d, P, s);
	// m = (m2 + q h) mod n; mpn_sec_mul wants the longer operand first.
	if (Q >= P)
		mpn_sec_mul(r->d, k.q.d, Q, prod.d, P, s);
	else
		mpn_sec_mul(r->d, prod.d, P, k.q.d, Q, s);
	r->d[P + Q] = mpn_add(r->d, r->d, P + Q, m2.d, Q);
	mpn_sec_div_r(r->d, L2, k.n.d, N, s);
	std::fill(r->d + N, r->d + L2, 0);
	r->size = N;
	normalize(r);
	return 0;
}

#ifndef UKC_RSA_OPENSSL
// Without libcrypto every exponentiation is GMP's mpn_sec_powm, which keeps no state per key.
int exp_key_new(exp_key **ek, const nat &n, const nat *p, const nat *q)
{
	*ek = nullptr;
	return 0;
}

void exp_key_free(exp_key *ek)
{
}

int powm(limb_buf *out, nat *r, const nat &x, const nat &e, const nat &n, bool e_public,
	 const exp_key *ek)
{
	if (!n.size || !(n.d[0] & 1))
		return -EINVAL;
	// A public exponent (RSA's e, usually 17 bits) need not be walked over a whole word.
	mp_bitcnt_t enb = e_public ? std::max(bit_length(e), 1ul) : e.cap * GMP_NUMB_BITS;
	scratch tp;

	if (buf_alloc(&tp.buf, mpn_sec_powm_itch(x.size, enb, n.size)) || buf_alloc(out, n.size))
		return -ENOMEM;
	size_t off = 0;
	*r = carve(out, &off, n.size);
	mpn_sec_powm(r->d, x.d, x.size, e.d, enb, n.d, n.size, tp.buf.d);
	r->size = n.size;
	normalize(r);
	return 0;
}

mp_size_t crt_exps_itch(const nat &x, const crt_key &k)
{
	return std::max(mpn_sec_powm_itch(x.size, k.dp.cap * GMP_NUMB_BITS, k.p.size),
			mpn_sec_powm_itch(x.size, k.dq.cap * GMP_NUMB_BITS, k.q.size));
}

int crt_exps(nat *m1, nat *m2, const nat &x, const crt_key &k, const exp_key *ek, mp_limb_t *s)
{
	mpn_sec_powm(m1->d, x.d, x.size, k.dp.d, k.dp.cap * GMP_NUMB_BITS, k.p.d, k.p.size, s);
	mpn_sec_powm(m2->d, x.d, x.size, k.dq.d, k.dq.cap * GMP_NUMB_BITS, k.q.d, k.q.size, s);
	return 0;
}
#endif

} // namespace ukc::rsa
