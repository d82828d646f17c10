// SPDX-License-Identifier: GPL-2.0-only
// The x86 AES-GCM drivers: 6.12's gcm(aes) and rfc4106(gcm(aes)) at the aesni (400), aesni-avx
// (500), vaes-avx10_256 (700) and vaes-avx10_512 (800) levels, and at vaes-avx2 (600), which
// 6.12 lacks (AVX2 machines without AVX-512 got the xmm code) and later kernels added under that
// name; internal AEADs behind the simd wrapper.
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

#include <type_traits>

#include "aes-gcm-intel.h"
#include "shared/gcm_glue.h"
#include "aesni-intel-glue.h"
#include "x86-drivers.h"

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

// The ISA level @Ops for the request glue of shared/gcm_glue.h.
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

// __gcm(aes): the IV is the 96-bit nonce; __rfc4106(gcm(aes)): the salt ends the key, 8-byte IV.
template <bool RFC>
constexpr struct aead_alg gcm_shape = {
	.setauthsize = RFC ? ukc::gcm_glue::rfc4106_set_authsize : ukc::gcm_glue::set_authsize,
	.ivsize = RFC ? GCM_RFC4106_IV_SIZE : GCM_AES_IV_SIZE,
	.maxauthsize = 16,
	.chunksize = AES_BLOCK_SIZE,
	.base = {
		.cra_blocksize = 1,
		.cra_ctxsize = gcm_ctx_size,
		.cra_module = THIS_MODULE,
	},
};

// The row of gcm(aes), or of rfc4106(gcm(aes)) if @RFC, with the request functions of level @T
// of aes_x86_tiers, under its own driver names, priority, check and zmm priority.
template <int T, bool RFC>
constexpr x86_aead_row gcm_row(const char *driver, const char *internal_driver, int priority,
			       bool (*usable)(), int zmm_priority = 0)
{
	using arch = gcm_x86_arch<*aes_x86_tiers[T].gcm>;

	return {
		.cra_name = RFC ? "rfc4106(gcm(aes))" : "gcm(aes)",
		.cra_driver_name = driver,
		.cra_priority = priority,
		.internal = { RFC ? "__rfc4106(gcm(aes))" : "__gcm(aes)", internal_driver },
		.usable = usable,
		.setkey = gcm_setkey<*aes_x86_tiers[T].gcm, RFC>,
		.encrypt = ukc::gcm_glue::crypt<arch, RFC, true>,
		.decrypt = ukc::gcm_glue::crypt<arch, RFC, false>,
		.shape = &gcm_shape<RFC>,
		.zmm_priority = zmm_priority,
	};
}

// The levels of aes_x86_tiers, each needing the one before it, as in 6.12's aesni_init() and
// register_avx_algs(); GHASH needs PCLMULQDQ at every level (the wider levels' checks include
// it). The avx10_512 drivers keep priority 1 where zmm slows the CPU down.
/* clang-format off */
constexpr x86_aead_row gcm_rows[] = {
	gcm_row<0, false>("generic-gcm-aesni", "__generic-gcm-aesni",
			  400, x86_has_aesni_pclmul),
	gcm_row<0, true>("rfc4106-gcm-aesni", "__rfc4106-gcm-aesni",
			 400, x86_has_aesni_pclmul),
	gcm_row<1, false>("generic-gcm-aesni-avx", "__generic-gcm-aesni-avx",
			  500, x86_has_aesni_avx_pclmul),
	gcm_row<1, true>("rfc4106-gcm-aesni-avx", "__rfc4106-gcm-aesni-avx",
			 500, x86_has_aesni_avx_pclmul),
	gcm_row<2, false>("generic-gcm-vaes-avx2", "__generic-gcm-vaes-avx2",
			  600, x86_has_vaes_avx2),
	gcm_row<2, true>("rfc4106-gcm-vaes-avx2", "__rfc4106-gcm-vaes-avx2",
			 600, x86_has_vaes_avx2),
	gcm_row<3, false>("generic-gcm-vaes-avx10_256", "__generic-gcm-vaes-avx10_256",
			  700, x86_has_vaes_avx10),
	gcm_row<3, true>("rfc4106-gcm-vaes-avx10_256", "__rfc4106-gcm-vaes-avx10_256",
			 700, x86_has_vaes_avx10),
	gcm_row<4, false>("generic-gcm-vaes-avx10_512", "__generic-gcm-vaes-avx10_512",
			  800, x86_has_vaes_avx10, 1),
	gcm_row<4, true>("rfc4106-gcm-vaes-avx10_512", "__rfc4106-gcm-vaes-avx10_512",
			 800, x86_has_vaes_avx10, 1),
};
/* clang-format on */
static_assert(x86_rows_marked(gcm_rows));

struct aead_alg gcm_algs[ARRAY_SIZE(gcm_rows)];
struct simd_aead_alg *gcm_simd_algs[ARRAY_SIZE(gcm_rows)];

void aes_gcm_exit()
{
	x86_unregister_aeads(gcm_rows, gcm_algs, gcm_simd_algs);
}

// -ENODEV without AES-NI and PCLMULQDQ; on an error, none stays registered.
int aes_gcm_init()
{
	int err = x86_register_aeads(gcm_rows, gcm_algs, gcm_simd_algs);

	if (err)
		aes_gcm_exit();
	return err;
}

} // namespace

late_initcall(aes_gcm_init);
module_exit(aes_gcm_exit);

MODULE_DESCRIPTION("AES-GCM, optimized with AES-NI and PCLMULQDQ or VAES and VPCLMULQDQ");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("gcm(aes)");
MODULE_ALIAS_CRYPTO("rfc4106(gcm(aes))");
