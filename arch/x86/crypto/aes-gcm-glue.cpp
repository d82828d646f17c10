// SPDX-License-Identifier: GPL-2.0-only
// The x86 AES-GCM drivers: 6.12's gcm(aes) and rfc4106(gcm(aes)) at the aesni (400), aesni-avx
// (500), vaes-avx10_256 (700) and vaes-avx10_512 (800) levels, internal AEADs behind the simd
// wrapper.
#include <asm/cpufeature.h>
#include <crypto/aes.h>
#include <crypto/gcm.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/utils.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/unaligned.h>

#include <array>
#include <type_traits>
#include <utility>

#include "aes-gcm-intel.h"
#include "aesni-intel-glue.h"

namespace {

using namespace ukc::x86;

static_assert(std::is_standard_layout_v<struct aes_gcm_key>);
// The ISA code loads the powers of H as whole zmm registers where it can: 64-byte aligned.
constexpr unsigned int gcm_align = 64;
constexpr unsigned int gcm_ctx_size = sizeof(struct aes_gcm_key) +
				      ((gcm_align - 1) & ~(CRYPTO_MINALIGN - 1));

struct aes_gcm_key *gcm_key(struct crypto_aead *tfm)
{
	return PTR_ALIGN(static_cast<struct aes_gcm_key *>(crypto_aead_ctx(tfm)), gcm_align);
}

// ---- Key setup without SIMD: the same arithmetic as aes-gcm-x86.h, on 64-bit integers ----

struct gcm_u128 {
	u64 lo, hi;
};

gcm_u128 gcm_clmul64(u64 a, u64 b)
{
	gcm_u128 r = { 0, 0 };

	for (unsigned int i = 0; i < 64; i++) {
		u64 m = 0 - ((b >> i) & 1);

		r.lo ^= (a << i) & m;
		r.hi ^= i ? (a >> (64 - i)) & m : 0;
	}
	return r;
}

// @w times 0xc2 << 56 (bits 63, 62 and 57), the reduction constant of aes-gcm-x86.h.
gcm_u128 gcm_mul_fold(u64 w)
{
	return { (w << 63) ^ (w << 62) ^ (w << 57), (w >> 1) ^ (w >> 2) ^ (w >> 7) };
}

// The product of two values, one of them premultiplied by x^-1, folded as aes-gcm-x86.h does;
// the middle term by Karatsuba, as there.
gcm_u128 gcm_mul_portable(gcm_u128 a, gcm_u128 b)
{
	gcm_u128 lo = gcm_clmul64(a.lo, b.lo), hi = gcm_clmul64(a.hi, b.hi);
	gcm_u128 mid = gcm_clmul64(a.lo ^ a.hi, b.lo ^ b.hi);
	gcm_u128 mi = { mid.lo ^ lo.lo ^ hi.lo, mid.hi ^ lo.hi ^ hi.hi };
	gcm_u128 t = gcm_mul_fold(lo.lo);

	mi.lo ^= lo.hi ^ t.lo;
	mi.hi ^= lo.lo ^ t.hi;
	t = gcm_mul_fold(mi.lo);
	return { hi.lo ^ mi.hi ^ t.lo, hi.hi ^ mi.lo ^ t.hi };
}

void gcm_store_u128(u8 *p, gcm_u128 v)
{
	put_unaligned_le64(v.lo, p);
	put_unaligned_le64(v.hi, p + 8);
}

// H = E(K, 0^128) (SP 800-38D section 7.1 step 1) read big-endian, times x^-1, then its powers.
void gcm_precompute_portable(struct aes_gcm_key *key)
{
	u8 block[16] = {};

	aes_encrypt(&key->aes_key, block, block);
	gcm_u128 h = { get_unaligned_be64(block + 8), get_unaligned_be64(block) };
	u64 carry = 0 - (h.hi >> 63);

	h = { (h.lo << 1) ^ (carry & 1),
	      (h.hi << 1) ^ (h.lo >> 63) ^ (carry & 0xc200000000000000ULL) };
	gcm_u128 p = h;

	for (unsigned int k = 1; k <= AES_GCM_KEY_POWERS; k++) {
		gcm_store_u128(key->h_powers[AES_GCM_KEY_POWERS - k], p);
		gcm_store_u128(key->h_powers_xor[AES_GCM_KEY_POWERS - k],
			       { p.lo ^ p.hi, p.lo ^ p.hi });
		p = gcm_mul_portable(p, h);
	}
	memzero_explicit(block, sizeof(block));
}

// The AES key expanded and the powers of H computed once per key, never per request. For
// rfc4106 the key ends with the 4-byte salt (RFC 4106 section 8.1).
template <const aes_gcm_ops &Ops, bool RFC>
int gcm_setkey(struct crypto_aead *tfm, const u8 *raw_key, unsigned int keylen)
{
	struct aes_gcm_key *key = gcm_key(tfm);

	if (RFC) {
		if (keylen < 4)
			return -EINVAL;
		keylen -= 4;
		memcpy(key->rfc4106_nonce, raw_key + keylen, 4);
	}
	int err = aes_check_keylen(keylen);

	if (err)
		return err;
	if (likely(crypto_simd_usable())) {
		kernel_fpu_begin();
		aesni_set_key(&key->aes_key, raw_key, keylen);
		Ops.precompute(key);
		kernel_fpu_end();
		return 0;
	}
	err = aes_expandkey(&key->aes_key, raw_key, keylen);
	if (!err)
		gcm_precompute_portable(key);
	return err;
}

// The tag lengths 6.12's generic_gcmaes_set_authsize() allows (SP 800-38D section 5.2.1.2).
int gcm_set_authsize(struct crypto_aead *tfm, unsigned int authsize)
{
	return crypto_gcm_check_authsize(authsize);
}

int gcm_rfc4106_set_authsize(struct crypto_aead *tfm, unsigned int authsize)
{
	return crypto_rfc4106_check_authsize(authsize);
}

// ---- Requests ----

struct gcm_state {
	u8 ctr[16]; // the next counter block
	u8 j0[16];  // the pre-counter block J0
	u8 acc[16]; // GHASH, then the tag
};

// J0 = IV || 0^31 || 1 for a 96-bit IV (SP 800-38D section 7.1 step 2); RFC 4106 section 4
// makes the IV the salt followed by the request's 8 bytes. Data starts at inc_32(J0).
template <bool RFC> void gcm_init_state(const struct aes_gcm_key *key, const u8 *iv, gcm_state *st)
{
	if (RFC) {
		memcpy(st->j0, key->rfc4106_nonce, 4);
		memcpy(st->j0 + 4, iv, GCM_RFC4106_IV_SIZE);
	} else {
		memcpy(st->j0, iv, GCM_AES_IV_SIZE);
	}
	put_unaligned_be32(1, st->j0 + 12);
	memcpy(st->ctr, st->j0, 12);
	put_unaligned_be32(2, st->ctr + 12);
	memset(st->acc, 0, sizeof(st->acc));
}

// The associated data from a scatterlist: the ISA code wants whole blocks except at the end,
// so a block split across pages or entries is gathered first.
template <const aes_gcm_ops &Ops>
void gcm_hash_aad_sg(const struct aes_gcm_key *key, u8 acc[16], struct scatterlist *sg,
		     unsigned int len)
{
	struct scatter_walk walk;
	unsigned int pos = 0;
	u8 buf[16];

	scatterwalk_start(&walk, sg);
	while (len) {
		unsigned int n = scatterwalk_clamp(&walk, len);
		u8 *mapped = static_cast<u8 *>(scatterwalk_map(&walk)), *p = mapped;

		len -= n;
		scatterwalk_advance(&walk, n);
		if (pos) {
			unsigned int take = min(n, 16 - pos);

			memcpy(buf + pos, p, take);
			pos += take;
			p += take;
			n -= take;
			if (pos == 16) {
				Ops.aad_update(key, acc, buf, 16);
				pos = 0;
			}
		}
		unsigned int whole = len ? n & ~15U : n;

		if (!pos && whole)
			Ops.aad_update(key, acc, p, whole);
		else
			whole = 0;
		memcpy(buf + pos, p + whole, n - whole);
		pos += n - whole;
		scatterwalk_unmap(mapped);
		scatterwalk_pagedone(&walk, 0, len);
	}
	if (pos)
		Ops.aad_update(key, acc, buf, pos);
}

// The text through a walk: every step but the last in whole blocks (the walk keeps the rest).
template <const aes_gcm_ops &Ops, bool ENC>
int gcm_crypt_walk(struct aead_request *req, const struct aes_gcm_key *key, gcm_state *st)
{
	struct skcipher_walk walk;
	unsigned int nbytes;
	int err = ENC ? skcipher_walk_aead_encrypt(&walk, req, false)
		      : skcipher_walk_aead_decrypt(&walk, req, false);
	auto *const update = ENC ? Ops.enc_update : Ops.dec_update;
	auto step = [&] {
		kernel_fpu_begin();
		update(key, st->ctr, st->acc, static_cast<const u8 *>(walk.src.virt.addr),
		       static_cast<u8 *>(walk.dst.virt.addr), nbytes);
		kernel_fpu_end();
	};

	if (err)
		return err;
	while ((nbytes = walk.nbytes) < walk.total) {
		nbytes &= ~(AES_BLOCK_SIZE - 1);
		step();
		err = skcipher_walk_done(&walk, static_cast<int>(walk.nbytes - nbytes));
		if (err)
			return err;
	}
	step();
	if (nbytes)
		err = skcipher_walk_done(&walk, 0);
	return err;
}

// A tag that does not verify releases no plaintext: what was written to dst is zeroed, as the
// generic gcm template does.
void gcm_wipe_sg(struct scatterlist *sg, unsigned int start, unsigned int len)
{
	static const u8 zeroes[256] = {};

	while (len) {
		unsigned int n = min(len, static_cast<unsigned int>(sizeof(zeroes)));

		scatterwalk_map_and_copy(const_cast<u8 *>(zeroes), sg, start, n, 1);
		start += n;
		len -= n;
	}
}

struct gcm_lens {
	unsigned int assoclen; // what GHASH reads (rfc4106: without the IV)
	unsigned int datalen;  // text without the tag
	unsigned int authsize;
};

// Most requests (one packet, one buffer) lie in one page of one entry each way: done in one
// FPU section without a walk. Returns false when a walk is needed.
template <const aes_gcm_ops &Ops, bool ENC>
bool gcm_crypt_one_page(struct aead_request *req, const struct aes_gcm_key *key, gcm_state *st,
			const gcm_lens &l, int *err)
{
	// In 64 bits: the sums must not wrap into something that fits a page.
	u64 text = static_cast<u64>(req->assoclen) + l.datalen;

	if (unlikely(text + l.authsize > PAGE_SIZE ||
		     !aes_sg_one_page(req->src,
				      static_cast<unsigned int>(text) + (ENC ? 0 : l.authsize)) ||
		     !aes_sg_one_page(req->dst,
				      static_cast<unsigned int>(text) + (ENC ? l.authsize : 0))))
		return false;
	u8 *src = aes_sg_virt(req->src), *dst = aes_sg_virt(req->dst);

	kernel_fpu_begin();
	Ops.aad_update(key, st->acc, src, l.assoclen);
	(ENC ? Ops.enc_update : Ops.dec_update)(key, st->ctr, st->acc, src + req->assoclen,
						dst + req->assoclen, l.datalen);
	Ops.final(key, st->j0, st->acc, l.assoclen, l.datalen);
	kernel_fpu_end();
	*err = 0;
	if (ENC) {
		memcpy(dst + text, st->acc, l.authsize);
	} else if (crypto_memneq(src + text, st->acc, l.authsize)) {
		memset(dst + req->assoclen, 0, l.datalen);
		*err = -EBADMSG;
	}
	kunmap_local(dst);
	kunmap_local(src);
	return true;
}

// 6.12's gcm_crypt(): GHASH over the associated data, CTR and GHASH over the text, then the
// tag written (encryption) or compared in constant time (decryption: -EBADMSG on mismatch).
template <const aes_gcm_ops &Ops, bool RFC, bool ENC> int gcm_crypt(struct aead_request *req)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	const struct aes_gcm_key *key = gcm_key(tfm);
	const unsigned int authsize = crypto_aead_authsize(tfm);
	gcm_lens l = { req->assoclen, ENC ? req->cryptlen : req->cryptlen - authsize, authsize };
	gcm_state st;
	int err;

	// RFC 4106 section 5: the associated data is the SPI and sequence number (8 or 12
	// bytes), followed here by the 8-byte IV, which GHASH does not read.
	if (RFC) {
		if (unlikely(l.assoclen != 16 && l.assoclen != 20))
			return -EINVAL;
		l.assoclen -= 8;
	}
	gcm_init_state<RFC>(key, req->iv, &st);
	if (likely((gcm_crypt_one_page<Ops, ENC>(req, key, &st, l, &err))))
		return err;

	kernel_fpu_begin();
	gcm_hash_aad_sg<Ops>(key, st.acc, req->src, l.assoclen);
	kernel_fpu_end();
	err = gcm_crypt_walk<Ops, ENC>(req, key, &st);
	if (err)
		return err;
	kernel_fpu_begin();
	Ops.final(key, st.j0, st.acc, l.assoclen, l.datalen);
	kernel_fpu_end();
	if (ENC) {
		scatterwalk_map_and_copy(st.acc, req->dst, req->assoclen + l.datalen, authsize, 1);
		return 0;
	}
	u8 tag[16];

	scatterwalk_map_and_copy(tag, req->src, req->assoclen + l.datalen, authsize, 0);
	if (!crypto_memneq(tag, st.acc, authsize))
		return 0;
	gcm_wipe_sg(req->dst, req->assoclen, l.datalen);
	return -EBADMSG;
}

// ---- Registration ----

constexpr int gcm_algs_per_tier = 2;

// One tier's __gcm(aes) (the IV is the 96-bit nonce) and __rfc4106(gcm(aes)) (salt in the key,
// 8-byte IV); aes_x86_tier_name() appends the tier's suffix and adds its priority.
template <const aes_gcm_ops *Ops>
struct aead_alg gcm_tier_aeads[gcm_algs_per_tier] = {
	{
		.setkey = gcm_setkey<*Ops, false>,
		.setauthsize = gcm_set_authsize,
		.encrypt = gcm_crypt<*Ops, false, true>,
		.decrypt = gcm_crypt<*Ops, false, false>,
		.ivsize = GCM_AES_IV_SIZE,
		.maxauthsize = 16,
		.chunksize = AES_BLOCK_SIZE,
		.base = {
			.cra_flags = CRYPTO_ALG_INTERNAL,
			.cra_blocksize = 1,
			.cra_ctxsize = gcm_ctx_size,
			.cra_priority = 0,
			.cra_name = "__gcm(aes)",
			.cra_driver_name = "__generic-gcm-",
			.cra_module = THIS_MODULE,
		},
	}, {
		.setkey = gcm_setkey<*Ops, true>,
		.setauthsize = gcm_rfc4106_set_authsize,
		.encrypt = gcm_crypt<*Ops, true, true>,
		.decrypt = gcm_crypt<*Ops, true, false>,
		.ivsize = GCM_RFC4106_IV_SIZE,
		.maxauthsize = 16,
		.chunksize = AES_BLOCK_SIZE,
		.base = {
			.cra_flags = CRYPTO_ALG_INTERNAL,
			.cra_blocksize = 1,
			.cra_ctxsize = gcm_ctx_size,
			.cra_priority = 0,
			.cra_name = "__rfc4106(gcm(aes))",
			.cra_driver_name = "__rfc4106-gcm-",
			.cra_module = THIS_MODULE,
		},
	},
};

// A tier's table, or nullptr for a tier without GCM code. (A specialization rather than
// "if constexpr (ops != nullptr)": GCC's -fsanitize=null does not fold that comparison.)
template <const aes_gcm_ops *Ops> constexpr struct aead_alg *gcm_table_of = gcm_tier_aeads<Ops>;
template <> constexpr struct aead_alg *gcm_table_of<nullptr> = nullptr;

template <size_t... T>
constexpr std::array<struct aead_alg *, sizeof...(T)> gcm_tier_tables(std::index_sequence<T...>)
{
	return { gcm_table_of<aes_x86_tiers[T].gcm>... };
}

constexpr auto gcm_algs = gcm_tier_tables(std::make_index_sequence<aes_x86_tier_count>());

struct simd_aead_alg *gcm_simd_algs[aes_x86_tier_count][gcm_algs_per_tier];

void aes_gcm_exit()
{
	for (int i = aes_x86_tier_count - 1; i >= 0; i--)
		if (gcm_simd_algs[i][0])
			simd_unregister_aeads(gcm_algs[i], gcm_algs_per_tier, gcm_simd_algs[i]);
}

// The tiers of aes_x86_tiers that have GCM code, each needing the one before it, as in 6.12's
// aesni_init() and register_avx_algs(). GHASH needs PCLMULQDQ at every tier (the wider tiers'
// feature checks include it).
int aes_gcm_init()
{
	if (!aes_x86_tiers[0].supported() || !boot_cpu_has(X86_FEATURE_PCLMULQDQ))
		return -ENODEV;
	for (int i = 0; i < aes_x86_tier_count && aes_x86_tiers[i].supported(); i++) {
		if (!gcm_algs[i])
			continue;
		for (int m = 0; m < gcm_algs_per_tier; m++)
			aes_x86_tier_name(&gcm_algs[i][m].base, aes_x86_tiers[i]);
		int err = simd_register_aeads_compat(gcm_algs[i], gcm_algs_per_tier,
						     gcm_simd_algs[i]);
		if (err) {
			aes_gcm_exit();
			return err;
		}
	}
	return 0;
}

} // namespace

late_initcall(aes_gcm_init);
module_exit(aes_gcm_exit);

MODULE_DESCRIPTION("AES-GCM, optimized with AES-NI and PCLMULQDQ or VAES and VPCLMULQDQ");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("gcm(aes)");
MODULE_ALIAS_CRYPTO("rfc4106(gcm(aes))");
