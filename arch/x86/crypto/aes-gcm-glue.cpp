// SPDX-License-Identifier: GPL-2.0-only
// The x86 AES-GCM drivers: 6.12's gcm(aes) and rfc4106(gcm(aes)) at the aesni (400), aesni-avx
// (500), vaes-avx10_256 (700) and vaes-avx10_512 (800) levels, and at vaes-avx2 (600), which
// 6.12 lacks (AVX2 machines without AVX-512 got the xmm code) and later kernels added under that
// name; internal AEADs behind the simd wrapper.
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
#include "internal/gcm_glue.h"
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

// ---- Requests ----

// The ISA level @Ops for the request glue of internal/gcm_glue.h.
template <const aes_gcm_ops &Ops> struct gcm_x86_arch {
	using key_type = struct aes_gcm_key;

	static const struct aes_gcm_key *key(struct crypto_aead *tfm) { return gcm_key(tfm); }
	static void begin() { kernel_fpu_begin(); }
	static void end() { kernel_fpu_end(); }
	static void aad_update(const key_type *key, u8 acc[16], const u8 *aad, unsigned int len)
	{
		Ops.aad_update(key, acc, aad, len);
	}
	static void enc_update(const key_type *key, u8 ctr[16], u8 acc[16], const u8 *src, u8 *dst,
			       unsigned int len)
	{
		Ops.enc_update(key, ctr, acc, src, dst, len);
	}
	static void dec_update(const key_type *key, u8 ctr[16], u8 acc[16], const u8 *src, u8 *dst,
			       unsigned int len)
	{
		Ops.dec_update(key, ctr, acc, src, dst, len);
	}
	static void final(const key_type *key, const u8 j0[16], u8 acc[16], u64 aadlen, u64 datalen)
	{
		Ops.final(key, j0, acc, aadlen, datalen);
	}
};

// ---- Registration ----

constexpr int gcm_algs_per_tier = 2;

// One tier's __gcm(aes) (the IV is the 96-bit nonce) and __rfc4106(gcm(aes)) (salt in the key,
// 8-byte IV); aes_x86_tier_name() appends the tier's suffix and adds its priority.
template <const aes_gcm_ops *Ops>
struct aead_alg gcm_tier_aeads[gcm_algs_per_tier] = {
	{
		.setkey = gcm_setkey<*Ops, false>,
		.setauthsize = ukc::gcm_glue::set_authsize,
		.encrypt = ukc::gcm_glue::crypt<gcm_x86_arch<*Ops>, false, true>,
		.decrypt = ukc::gcm_glue::crypt<gcm_x86_arch<*Ops>, false, false>,
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
		.setauthsize = ukc::gcm_glue::rfc4106_set_authsize,
		.encrypt = ukc::gcm_glue::crypt<gcm_x86_arch<*Ops>, true, true>,
		.decrypt = ukc::gcm_glue::crypt<gcm_x86_arch<*Ops>, true, false>,
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
