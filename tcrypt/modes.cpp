// SPDX-License-Identifier: GPL-2.0-only
// tcrypt's modes: Linux 6.12's mode numbers with the steps each runs, for this library's
// algorithms; block sizes and key-size templates as the kernel's tcrypt uses them.
#include <array>
#include <cstdio>
#include <cstring>
#include <string>

#include "tcrypt.h"

namespace ukc::tcrypt {

namespace {

constexpr int modes_block_sizes[] = { 16, 64, 128, 256, 1024, 1420, 4096 };
constexpr int modes_aead_sizes[] = { 16, 64, 256, 512, 1024, 1420, 4096, 8192 };

// (blen, plen) pairs of 6.12's generic_hash_speed_template.
constexpr hash_speed modes_generic_hash_speed[] = {
	{ 16, 16 },	{ 64, 16 },	{ 64, 64 },	{ 256, 16 },	{ 256, 64 },
	{ 256, 256 },	{ 1024, 16 },	{ 1024, 256 },	{ 1024, 1024 }, { 2048, 16 },
	{ 2048, 256 },	{ 2048, 1024 }, { 2048, 2048 }, { 4096, 16 },	{ 4096, 256 },
	{ 4096, 1024 }, { 4096, 4096 }, { 8192, 16 },	{ 8192, 256 },	{ 8192, 1024 },
	{ 8192, 4096 }, { 8192, 8192 },
};

// 6.12's poly1305_speed_template: whole-message sizes plus the 32 bytes of key in front.
constexpr hash_speed modes_poly1305_speed[] = {
	{ 96, 16 },   { 96, 32 },     { 96, 96 },   { 288, 16 },    { 288, 32 },    { 288, 288 },
	{ 1056, 32 }, { 1056, 1056 }, { 2080, 32 }, { 2080, 2080 }, { 4128, 4128 }, { 8224, 8224 },
};

// Key sizes in bytes, named as the kernel's speed templates.
constexpr u8 speed_template_8[] = { 8 };
constexpr u8 speed_template_8_16[] = { 8, 16 };
constexpr u8 speed_template_8_32[] = { 8, 32 };
constexpr u8 speed_template_16[] = { 16 };
constexpr u8 speed_template_24[] = { 24 };
constexpr u8 speed_template_32[] = { 32 };
constexpr u8 speed_template_16_24_32[] = { 16, 24, 32 };
constexpr u8 speed_template_20_28_36[] = { 20, 28, 36 };
constexpr u8 speed_template_32_40_48[] = { 32, 40, 48 };
constexpr u8 speed_template_32_64[] = { 32, 64 };
constexpr u8 aead_speed_template_19[] = { 19 };
constexpr u8 speed_template_16_32[] = { 16, 32 };
constexpr u8 speed_template_32_48[] = { 32, 48 };
constexpr u8 speed_template_32_48_64[] = { 32, 48, 64 };
constexpr u8 aead_speed_template_20_28_36[] = { 20, 28, 36 };
constexpr u8 aead_speed_template_36[] = { 36 };

constexpr step st(const char *alg)
{
	return { step_kind::selftest, alg, 0, {}, 0, 0, 0 };
}

constexpr step sk(step_kind kind, const char *alg, int enc, std::span<const u8> keys)
{
	return { kind, alg, enc, keys, 0, 0, 0 };
}

constexpr step ae(step_kind kind, const char *alg, int enc, u8 authsize, u8 aad,
		  std::span<const u8> keys)
{
	return { kind, alg, enc, keys, authsize, aad, 0 };
}

constexpr step hs(step_kind kind, const char *alg, u8 set_klen = 0)
{
	return { kind, alg, 0, {}, 0, 0, set_klen };
}

constexpr step m1[] = { st("md5") };
constexpr step m2[] = { st("sha1") };
constexpr step m3[] = { st("ecb(des)"), st("cbc(des)"), st("ctr(des)") };
constexpr step m4[] = { st("ecb(des3_ede)"), st("cbc(des3_ede)"), st("ctr(des3_ede)") };
constexpr step m5[] = { st("md4") };
constexpr step m6[] = { st("sha256") };
constexpr step m7[] = { st("ecb(blowfish)"), st("cbc(blowfish)"), st("ctr(blowfish)") };
constexpr step m14[] = { st("ecb(cast5)"), st("cbc(cast5)"), st("ctr(cast5)") };
constexpr step m19[] = { st("ecb(tea)") };
constexpr step m20[] = { st("ecb(xtea)") };
constexpr step m21[] = { st("ecb(khazad)") };
constexpr step m26[] = { st("ecb(anubis)"), st("cbc(anubis)") };
constexpr step m31[] = { st("pcbc(fcrypt)") };
constexpr step m30[] = { st("ecb(xeta)") };
constexpr step m43[] = { st("ecb(seed)") };
constexpr step m55[] = { st("gcm(sm4)") };
constexpr step m56[] = { st("ccm(sm4)") };
constexpr step m57[] = { st("polyval") };
constexpr step m58[] = { st("gcm(aria)") };
constexpr step m158[] = { st("cbcmac(sm4)") };
constexpr step m59[] = { st("cts(cbc(sm4))") };
constexpr step m192[] = { st("ecb(aria)"), st("cbc(aria)"), st("ctr(aria)") };
constexpr step m193[] = { st("ffdhe2048(dh)") };
// Modes 181-190: authenc over HMAC-SHA* and CBC-DES or CBC-Triple DES.
constexpr step m181[] = { st("authenc(hmac(sha1),cbc(des))") };
constexpr step m182[] = { st("authenc(hmac(sha1),cbc(des3_ede))") };
constexpr step m183[] = { st("authenc(hmac(sha224),cbc(des))") };
constexpr step m184[] = { st("authenc(hmac(sha224),cbc(des3_ede))") };
constexpr step m185[] = { st("authenc(hmac(sha256),cbc(des))") };
constexpr step m186[] = { st("authenc(hmac(sha256),cbc(des3_ede))") };
constexpr step m187[] = { st("authenc(hmac(sha384),cbc(des))") };
constexpr step m188[] = { st("authenc(hmac(sha384),cbc(des3_ede))") };
constexpr step m189[] = { st("authenc(hmac(sha512),cbc(des))") };
constexpr step m190[] = { st("authenc(hmac(sha512),cbc(des3_ede))") };
constexpr step m191[] = { st("ecb(sm4)"), st("cbc(sm4)"), st("ctr(sm4)"), st("xts(sm4)") };
constexpr step m10[] = {
	st("ecb(aes)"), st("cbc(aes)"),		 st("lrw(aes)"),  st("xts(aes)"),
	st("ctr(aes)"), st("rfc3686(ctr(aes))"), st("xctr(aes)"),
};
constexpr step m11[] = { st("sha384") };
constexpr step m16[] = { st("ecb(arc4)") };
constexpr step m17[] = { st("michael_mic") };
constexpr step m18[] = { st("crc32c") };
constexpr step m39[] = { st("xxhash64") };
constexpr step m42[] = { st("blake2b-512") };
constexpr step m47[] = { st("crct10dif") };

// Modes 8, 9, 15 and 32: the five modes 6.12 tests for one of the AES candidates.
constexpr std::array<step, 5> cipher_selftest_steps(const char *const (&names)[5])
{
	return { st(names[0]), st(names[1]), st(names[2]), st(names[3]), st(names[4]) };
}

constexpr const char *twofish_modes[] = { "ecb(twofish)", "cbc(twofish)", "ctr(twofish)",
					  "lrw(twofish)", "xts(twofish)" };
constexpr const char *serpent_modes[] = { "ecb(serpent)", "cbc(serpent)", "ctr(serpent)",
					  "lrw(serpent)", "xts(serpent)" };
constexpr const char *cast6_modes[] = { "ecb(cast6)", "cbc(cast6)", "ctr(cast6)", "lrw(cast6)",
					"xts(cast6)" };
constexpr const char *camellia_modes[] = { "ecb(camellia)", "cbc(camellia)", "ctr(camellia)",
					   "lrw(camellia)", "xts(camellia)" };

constexpr auto m8 = cipher_selftest_steps(twofish_modes);
constexpr auto m9 = cipher_selftest_steps(serpent_modes);
constexpr auto m15 = cipher_selftest_steps(cast6_modes);
constexpr auto m32 = cipher_selftest_steps(camellia_modes);
constexpr step m12[] = { st("sha512") };
constexpr step m13[] = { st("deflate") };
constexpr step m22[] = { st("wp512") };
constexpr step m23[] = { st("wp384") };
constexpr step m24[] = { st("wp256") };
constexpr step m33[] = { st("sha224") };
constexpr step m35[] = { st("gcm(aes)") };
constexpr step m36[] = { st("lzo") };
constexpr step m37[] = { st("ccm(aes)") };
constexpr step m38[] = { st("cts(cbc(aes))") };
constexpr step m40[] = { st("rmd160") };
constexpr step m45[] = { st("rfc4309(ccm(aes))") };
constexpr step m46[] = { st("ghash") };
constexpr step m48[] = { st("sha3-224") };
constexpr step m49[] = { st("sha3-256") };
constexpr step m50[] = { st("sha3-384") };
constexpr step m51[] = { st("sha3-512") };
constexpr step m52[] = { st("sm3") };
constexpr step m53[] = { st("streebog256") };
constexpr step m54[] = { st("streebog512") };
constexpr step m100[] = { st("hmac(md5)") };
constexpr step m101[] = { st("hmac(sha1)") };
constexpr step m102[] = { st("hmac(sha256)") };
constexpr step m103[] = { st("hmac(sha384)") };
constexpr step m104[] = { st("hmac(sha512)") };
constexpr step m105[] = { st("hmac(sha224)") };
constexpr step m106[] = { st("xcbc(aes)") };
constexpr step m108[] = { st("hmac(rmd160)") };
constexpr step m109[] = { st("vmac64(aes)") };
constexpr step m111[] = { st("hmac(sha3-224)") };
constexpr step m112[] = { st("hmac(sha3-256)") };
constexpr step m113[] = { st("hmac(sha3-384)") };
constexpr step m114[] = { st("hmac(sha3-512)") };
constexpr step m115[] = { st("hmac(streebog256)") };
constexpr step m116[] = { st("hmac(streebog512)") };
constexpr step m150[] = { st("ansi_cprng") };
constexpr step m151[] = { st("rfc4106(gcm(aes))") };
constexpr step m152[] = { st("rfc4543(gcm(aes))") };
constexpr step m153[] = { st("cmac(aes)") };
constexpr step m155[] = { st("authenc(hmac(sha1),cbc(aes))") };

// The AES skcipher list shared by 200 (sync), 500 (async) and 600 (multibuffer); 200 has
// no rfc3686 lines, as in the kernel.
template <step_kind K, size_t N> constexpr std::array<step, N> aes_skcipher_steps()
{
	constexpr step all[] = {
		sk(K, "ecb(aes)", ENCRYPT, speed_template_16_24_32),
		sk(K, "ecb(aes)", DECRYPT, speed_template_16_24_32),
		sk(K, "cbc(aes)", ENCRYPT, speed_template_16_24_32),
		sk(K, "cbc(aes)", DECRYPT, speed_template_16_24_32),
		sk(K, "lrw(aes)", ENCRYPT, speed_template_32_40_48),
		sk(K, "lrw(aes)", DECRYPT, speed_template_32_40_48),
		sk(K, "xts(aes)", ENCRYPT, speed_template_32_64),
		sk(K, "xts(aes)", DECRYPT, speed_template_32_64),
		sk(K, "cts(cbc(aes))", ENCRYPT, speed_template_16_24_32),
		sk(K, "cts(cbc(aes))", DECRYPT, speed_template_16_24_32),
		sk(K, "ctr(aes)", ENCRYPT, speed_template_16_24_32),
		sk(K, "ctr(aes)", DECRYPT, speed_template_16_24_32),
		sk(K, "rfc3686(ctr(aes))", ENCRYPT, speed_template_20_28_36),
		sk(K, "rfc3686(ctr(aes))", DECRYPT, speed_template_20_28_36),
	};
	std::array<step, N> out{};
	for (size_t i = 0; i < N; i++)
		out[i] = all[i];
	return out;
}

// Modes 202-210 and 503-508: ecb, cbc, ctr, lrw and xts of one cipher, each encryption then
// decryption, with the key sizes 6.12 gives: plain (k), plus the LRW tweak key (lrw), and
// doubled for XTS (xts).
template <step_kind K>
constexpr std::array<step, 10> cipher_speed_steps(const char *const (&names)[5],
						  std::span<const u8> k, std::span<const u8> lrw,
						  std::span<const u8> xts)
{
	return { sk(K, names[0], ENCRYPT, k),	sk(K, names[0], DECRYPT, k),
		 sk(K, names[1], ENCRYPT, k),	sk(K, names[1], DECRYPT, k),
		 sk(K, names[2], ENCRYPT, k),	sk(K, names[2], DECRYPT, k),
		 sk(K, names[3], ENCRYPT, lrw), sk(K, names[3], DECRYPT, lrw),
		 sk(K, names[4], ENCRYPT, xts), sk(K, names[4], DECRYPT, xts) };
}

constexpr auto m202 = cipher_speed_steps<step_kind::cipher>(
	twofish_modes, speed_template_16_24_32, speed_template_32_40_48, speed_template_32_48_64);
constexpr auto m205 = cipher_speed_steps<step_kind::cipher>(
	camellia_modes, speed_template_16_24_32, speed_template_32_40_48, speed_template_32_48_64);
constexpr auto m207 = cipher_speed_steps<step_kind::cipher>(
	serpent_modes, speed_template_16_32, speed_template_32_48, speed_template_32_64);
constexpr auto m210 = cipher_speed_steps<step_kind::cipher>(
	cast6_modes, speed_template_16_32, speed_template_32_48, speed_template_32_64);
constexpr auto m503 = cipher_speed_steps<step_kind::acipher>(
	serpent_modes, speed_template_16_32, speed_template_32_48, speed_template_32_64);
constexpr auto m504 = cipher_speed_steps<step_kind::acipher>(
	twofish_modes, speed_template_16_24_32, speed_template_32_40_48, speed_template_32_48_64);
constexpr auto m507 = cipher_speed_steps<step_kind::acipher>(
	cast6_modes, speed_template_16_32, speed_template_32_48, speed_template_32_64);
constexpr auto m508 = cipher_speed_steps<step_kind::acipher>(
	camellia_modes, speed_template_16_32, speed_template_32_48, speed_template_32_64);

// Modes 201/501/601 (Triple DES; 501 and 601 without ctr, as 6.12) and 204/502/602 (DES):
// encryption then decryption of each mode. 6.12 keys Triple DES from a template with three
// distinct keys; the all-0xff key used here is accepted too, weak keys not being forbidden.
template <step_kind K, size_t N>
constexpr std::array<step, N> des_speed_steps(bool triple, std::span<const u8> k)
{
	const char *const names[3][2] = { { "ecb(des)", "ecb(des3_ede)" },
					  { "cbc(des)", "cbc(des3_ede)" },
					  { "ctr(des)", "ctr(des3_ede)" } };
	std::array<step, N> out{};
	for (size_t i = 0; i < N; i++)
		out[i] = sk(K, names[i / 2][triple], i % 2 ? DECRYPT : ENCRYPT, k);
	return out;
}

constexpr auto m201 = des_speed_steps<step_kind::cipher, 6>(true, speed_template_24);
constexpr auto m204 = des_speed_steps<step_kind::cipher, 4>(false, speed_template_8);
constexpr auto m501 = des_speed_steps<step_kind::acipher, 4>(true, speed_template_24);
constexpr auto m502 = des_speed_steps<step_kind::acipher, 4>(false, speed_template_8);
constexpr auto m601 = des_speed_steps<step_kind::mb_skcipher, 4>(true, speed_template_24);
constexpr auto m602 = des_speed_steps<step_kind::mb_skcipher, 4>(false, speed_template_8);

// Modes 203/509/609 (Blowfish) and 209/506/606 (CAST5): ecb, cbc and ctr, each encryption
// then decryption, over the key sizes 6.12 gives.
template <step_kind K>
constexpr std::array<step, 6> ecb_cbc_ctr_steps(const char *const (&names)[3],
						std::span<const u8> k)
{
	std::array<step, 6> out{};
	for (size_t i = 0; i < 6; i++)
		out[i] = sk(K, names[i / 2], i % 2 ? DECRYPT : ENCRYPT, k);
	return out;
}

constexpr const char *blowfish_modes[] = { "ecb(blowfish)", "cbc(blowfish)", "ctr(blowfish)" };
constexpr const char *cast5_modes[] = { "ecb(cast5)", "cbc(cast5)", "ctr(cast5)" };
constexpr auto m203 = ecb_cbc_ctr_steps<step_kind::cipher>(blowfish_modes, speed_template_8_32);
constexpr auto m509 = ecb_cbc_ctr_steps<step_kind::acipher>(blowfish_modes, speed_template_8_32);
constexpr auto m609 = ecb_cbc_ctr_steps<step_kind::mb_skcipher>(blowfish_modes,
								speed_template_8_32);
constexpr step m208[] = { sk(step_kind::cipher, "ecb(arc4)", ENCRYPT, speed_template_8) };
constexpr auto m209 = ecb_cbc_ctr_steps<step_kind::cipher>(cast5_modes, speed_template_8_16);
constexpr auto m506 = ecb_cbc_ctr_steps<step_kind::acipher>(cast5_modes, speed_template_8_16);
constexpr auto m606 = ecb_cbc_ctr_steps<step_kind::mb_skcipher>(cast5_modes, speed_template_8_16);

// Modes 218 (sync, with cts) and 518 (async): SM4's modes, each encryption then decryption.
#define ENC_DEC(K, alg, k) sk(K, alg, ENCRYPT, k), sk(K, alg, DECRYPT, k)
constexpr step m218[] = {
	ENC_DEC(step_kind::cipher, "ecb(sm4)", speed_template_16),
	ENC_DEC(step_kind::cipher, "cbc(sm4)", speed_template_16),
	ENC_DEC(step_kind::cipher, "cts(cbc(sm4))", speed_template_16),
	ENC_DEC(step_kind::cipher, "ctr(sm4)", speed_template_16),
	ENC_DEC(step_kind::cipher, "xts(sm4)", speed_template_32),
};
constexpr step m518[] = {
	ENC_DEC(step_kind::acipher, "ecb(sm4)", speed_template_16),
	ENC_DEC(step_kind::acipher, "cbc(sm4)", speed_template_16),
	ENC_DEC(step_kind::acipher, "ctr(sm4)", speed_template_16),
	ENC_DEC(step_kind::acipher, "xts(sm4)", speed_template_32),
};
// Modes 519 (async) and 610 (multibuffer): ARIA's ecb and ctr.
constexpr step m519[] = {
	ENC_DEC(step_kind::acipher, "ecb(aria)", speed_template_16_24_32),
	ENC_DEC(step_kind::acipher, "ctr(aria)", speed_template_16_24_32),
};
constexpr step m610[] = {
	ENC_DEC(step_kind::mb_skcipher, "ecb(aria)", speed_template_16_32),
	ENC_DEC(step_kind::mb_skcipher, "ctr(aria)", speed_template_16_32),
};
#undef ENC_DEC

constexpr auto m200 = aes_skcipher_steps<step_kind::cipher, 12>();
constexpr auto m500 = aes_skcipher_steps<step_kind::acipher, 14>();
constexpr auto m600 = aes_skcipher_steps<step_kind::mb_skcipher, 14>();

template <step_kind K> constexpr std::array<step, 4> gcm_aead_steps()
{
	return { ae(K, "rfc4106(gcm(aes))", ENCRYPT, 16, 16, aead_speed_template_20_28_36),
		 ae(K, "gcm(aes)", ENCRYPT, 16, 8, speed_template_16_24_32),
		 ae(K, "rfc4106(gcm(aes))", DECRYPT, 16, 16, aead_speed_template_20_28_36),
		 ae(K, "gcm(aes)", DECRYPT, 16, 8, speed_template_16_24_32) };
}

constexpr auto m211 = gcm_aead_steps<step_kind::aead>();
constexpr auto m215 = gcm_aead_steps<step_kind::mb_aead>();

template <step_kind K> constexpr std::array<step, 2> ccm_aead_steps()
{
	return { ae(K, "rfc4309(ccm(aes))", ENCRYPT, 16, 16, aead_speed_template_19),
		 ae(K, "rfc4309(ccm(aes))", DECRYPT, 16, 16, aead_speed_template_19) };
}

constexpr auto m212 = ccm_aead_steps<step_kind::aead>();
template <step_kind K> constexpr std::array<step, 2> chachapoly_aead_steps()
{
	return { ae(K, "rfc7539esp(chacha20,poly1305)", ENCRYPT, 16, 8, aead_speed_template_36),
		 ae(K, "rfc7539esp(chacha20,poly1305)", DECRYPT, 16, 8, aead_speed_template_36) };
}

constexpr auto m213 = chachapoly_aead_steps<step_kind::aead>();
constexpr auto m217 = chachapoly_aead_steps<step_kind::mb_aead>();
constexpr step m214[] = { sk(step_kind::cipher, "chacha20", ENCRYPT, speed_template_32) };
constexpr auto m216 = ccm_aead_steps<step_kind::mb_aead>();
constexpr step m219[] = {
	sk(step_kind::cipher, "adiantum(xchacha12,aes)", ENCRYPT, speed_template_32),
	sk(step_kind::cipher, "adiantum(xchacha12,aes)", DECRYPT, speed_template_32),
	sk(step_kind::cipher, "adiantum(xchacha20,aes)", ENCRYPT, speed_template_32),
	sk(step_kind::cipher, "adiantum(xchacha20,aes)", DECRYPT, speed_template_32),
};
// Modes 222-225 and 229: GCM and rfc4309(CCM) over SM4, GCM over ARIA.
template <step_kind K>
constexpr std::array<step, 2> aead_enc_dec(const char *alg, u8 aad, std::span<const u8> keys)
{
	return { ae(K, alg, ENCRYPT, 16, aad, keys), ae(K, alg, DECRYPT, 16, aad, keys) };
}

constexpr auto m222 = aead_enc_dec<step_kind::aead>("gcm(sm4)", 8, speed_template_16);
constexpr auto m223 = aead_enc_dec<step_kind::aead>("rfc4309(ccm(sm4))", 16,
						    aead_speed_template_19);
constexpr auto m224 = aead_enc_dec<step_kind::mb_aead>("gcm(sm4)", 8, speed_template_16);
constexpr auto m225 = aead_enc_dec<step_kind::mb_aead>("rfc4309(ccm(sm4))", 16,
						       aead_speed_template_19);
constexpr auto m229 = aead_enc_dec<step_kind::mb_aead>("gcm(aria)", 8, speed_template_16);
constexpr step m226[] = { sk(step_kind::cipher, "hctr2(aes)", ENCRYPT, speed_template_32) };

constexpr step m220[] = {
	sk(step_kind::acipher, "essiv(cbc(aes),sha256)", ENCRYPT, speed_template_16_24_32),
	sk(step_kind::acipher, "essiv(cbc(aes),sha256)", DECRYPT, speed_template_16_24_32),
};
constexpr step m221[] = {
	ae(step_kind::aead, "aegis128", ENCRYPT, 16, 8, speed_template_16),
	ae(step_kind::aead, "aegis128", DECRYPT, 16, 8, speed_template_16),
};

constexpr step m301[] = { hs(step_kind::hash, "md4") };
constexpr step m302[] = { hs(step_kind::hash, "md5") };
constexpr step m303[] = { hs(step_kind::hash, "sha1") };
constexpr step m304[] = { hs(step_kind::hash, "sha256") };
constexpr step m305[] = { hs(step_kind::hash, "sha384") };
constexpr step m306[] = { hs(step_kind::hash, "sha512") };
constexpr step m307[] = { hs(step_kind::hash, "wp256") };
constexpr step m308[] = { hs(step_kind::hash, "wp384") };
constexpr step m309[] = { hs(step_kind::hash, "wp512") };
constexpr step m313[] = { hs(step_kind::hash, "sha224") };
constexpr step m314[] = { hs(step_kind::hash, "xxhash64") };
constexpr step m315[] = { hs(step_kind::hash, "rmd160") };
constexpr step m317[] = { hs(step_kind::hash, "blake2b-512") };
constexpr step m318[] = { hs(step_kind::hash, "ghash", 16) };
constexpr step m319[] = { hs(step_kind::hash, "crc32c") };
constexpr step m320[] = { hs(step_kind::hash, "crct10dif") };
constexpr step m321[] = { { step_kind::hash, "poly1305", 0, {}, 0, 0, 0, modes_poly1305_speed } };
constexpr step m322[] = { hs(step_kind::hash, "sha3-224") };
constexpr step m323[] = { hs(step_kind::hash, "sha3-256") };
constexpr step m324[] = { hs(step_kind::hash, "sha3-384") };
constexpr step m325[] = { hs(step_kind::hash, "sha3-512") };
constexpr step m326[] = { hs(step_kind::hash, "sm3") };
constexpr step m327[] = { hs(step_kind::hash, "streebog256") };
constexpr step m328[] = { hs(step_kind::hash, "streebog512") };
constexpr step m401[] = { hs(step_kind::ahash, "md4") };
constexpr step m402[] = { hs(step_kind::ahash, "md5") };
constexpr step m403[] = { hs(step_kind::ahash, "sha1") };
constexpr step m404[] = { hs(step_kind::ahash, "sha256") };
constexpr step m405[] = { hs(step_kind::ahash, "sha384") };
constexpr step m406[] = { hs(step_kind::ahash, "sha512") };
constexpr step m407[] = { hs(step_kind::ahash, "wp256") };
constexpr step m408[] = { hs(step_kind::ahash, "wp384") };
constexpr step m409[] = { hs(step_kind::ahash, "wp512") };
constexpr step m413[] = { hs(step_kind::ahash, "sha224") };
constexpr step m414[] = { hs(step_kind::ahash, "xxhash64") };
constexpr step m415[] = { hs(step_kind::ahash, "rmd160") };
constexpr step m417[] = { hs(step_kind::ahash, "blake2b-512") };
constexpr step m418[] = { hs(step_kind::ahash, "sha3-224") };
constexpr step m419[] = { hs(step_kind::ahash, "sha3-256") };
constexpr step m420[] = { hs(step_kind::ahash, "sha3-384") };
constexpr step m421[] = { hs(step_kind::ahash, "sha3-512") };
constexpr step m422[] = { hs(step_kind::ahash, "sm3") };

// Sorted by number. Modes 300 and 400 run every mode of their series (the kernel's
// fallthrough chain), or with alg= that one hash.
constexpr mode mode_table[] = {
	{ 0, "self-tests of every mode 1-199, or with alg=: is it available", {}, MODE_ALG_CHECK },
	{ 1, "self-test", m1, 0 },
	{ 2, "self-test", m2, 0 },
	{ 3, "self-test", m3, 0 },
	{ 4, "self-test", m4, 0 },
	{ 5, "self-test", m5, 0 },
	{ 6, "self-test", m6, 0 },
	{ 7, "self-test", m7, 0 },
	{ 8, "self-test", m8, 0 },
	{ 9, "self-test", m9, 0 },
	{ 10, "self-test", m10, 0 },
	{ 11, "self-test", m11, 0 },
	{ 12, "self-test", m12, 0 },
	{ 13, "self-test", m13, 0 },
	{ 14, "self-test", m14, 0 },
	{ 15, "self-test", m15, 0 },
	{ 16, "self-test", m16, 0 },
	{ 17, "self-test", m17, 0 },
	{ 18, "self-test", m18, 0 },
	{ 19, "self-test", m19, 0 },
	{ 20, "self-test", m20, 0 },
	{ 21, "self-test", m21, 0 },
	{ 22, "self-test", m22, 0 },
	{ 23, "self-test", m23, 0 },
	{ 24, "self-test", m24, 0 },
	{ 26, "self-test", m26, 0 },
	{ 30, "self-test", m30, 0 },
	{ 31, "self-test", m31, 0 },
	{ 32, "self-test", m32, 0 },
	{ 33, "self-test", m33, 0 },
	{ 35, "self-test", m35, 0 },
	{ 36, "self-test", m36, 0 },
	{ 37, "self-test", m37, 0 },
	{ 38, "self-test", m38, 0 },
	{ 39, "self-test", m39, 0 },
	{ 40, "self-test", m40, 0 },
	{ 42, "self-test", m42, 0 },
	{ 43, "self-test", m43, 0 },
	{ 45, "self-test", m45, 0 },
	{ 46, "self-test", m46, 0 },
	{ 47, "self-test", m47, 0 },
	{ 48, "self-test", m48, 0 },
	{ 49, "self-test", m49, 0 },
	{ 50, "self-test", m50, 0 },
	{ 51, "self-test", m51, 0 },
	{ 52, "self-test", m52, 0 },
	{ 53, "self-test", m53, 0 },
	{ 54, "self-test", m54, 0 },
	{ 55, "self-test", m55, 0 },
	{ 56, "self-test", m56, 0 },
	{ 57, "self-test", m57, 0 },
	{ 58, "self-test", m58, 0 },
	{ 59, "self-test", m59, 0 },
	{ 100, "self-test", m100, 0 },
	{ 101, "self-test", m101, 0 },
	{ 102, "self-test", m102, 0 },
	{ 103, "self-test", m103, 0 },
	{ 104, "self-test", m104, 0 },
	{ 105, "self-test", m105, 0 },
	{ 106, "self-test", m106, 0 },
	{ 108, "self-test", m108, 0 },
	{ 109, "self-test", m109, 0 },
	{ 111, "self-test", m111, 0 },
	{ 112, "self-test", m112, 0 },
	{ 113, "self-test", m113, 0 },
	{ 114, "self-test", m114, 0 },
	{ 115, "self-test", m115, 0 },
	{ 116, "self-test", m116, 0 },
	{ 150, "self-test", m150, 0 },
	{ 151, "self-test", m151, 0 },
	{ 152, "self-test", m152, 0 },
	{ 153, "self-test", m153, 0 },
	{ 155, "self-test", m155, 0 },
	{ 158, "self-test", m158, 0 },
	{ 181, "self-test", m181, 0 },
	{ 182, "self-test", m182, 0 },
	{ 183, "self-test", m183, 0 },
	{ 184, "self-test", m184, 0 },
	{ 185, "self-test", m185, 0 },
	{ 186, "self-test", m186, 0 },
	{ 187, "self-test", m187, 0 },
	{ 188, "self-test", m188, 0 },
	{ 189, "self-test", m189, 0 },
	{ 190, "self-test", m190, 0 },
	{ 191, "self-test", m191, 0 },
	{ 192, "self-test", m192, 0 },
	{ 193, "self-test", m193, 0 },
	{ 200, "sync skcipher speed", m200, 0 },
	{ 201, "sync skcipher speed", m201, 0 },
	{ 202, "sync skcipher speed", m202, 0 },
	{ 203, "sync skcipher speed", m203, 0 },
	{ 204, "sync skcipher speed", m204, 0 },
	{ 205, "sync skcipher speed", m205, 0 },
	{ 207, "sync skcipher speed", m207, 0 },
	{ 208, "sync skcipher speed", m208, 0 },
	{ 209, "sync skcipher speed", m209, 0 },
	{ 210, "sync skcipher speed", m210, 0 },
	{ 211, "AEAD speed", m211, 0 },
	{ 212, "AEAD speed", m212, 0 },
	{ 213, "AEAD speed", m213, 0 },
	{ 214, "sync skcipher speed", m214, 0 },
	{ 215, "multibuffer AEAD speed", m215, 0 },
	{ 216, "multibuffer AEAD speed", m216, 0 },
	{ 217, "multibuffer AEAD speed", m217, 0 },
	{ 218, "sync skcipher speed", m218, 0 },
	{ 219, "sync skcipher speed", m219, 0 },
	{ 220, "async skcipher speed", m220, 0 },
	{ 221, "AEAD speed", m221, 0 },
	{ 222, "AEAD speed", m222, 0 },
	{ 223, "AEAD speed", m223, 0 },
	{ 224, "multibuffer AEAD speed", m224, 0 },
	{ 225, "multibuffer AEAD speed", m225, 0 },
	{ 226, "sync skcipher speed", m226, 0 },
	{ 229, "multibuffer AEAD speed", m229, 0 },
	{ 300, "sync hash speed: modes 301-399, or alg=", {}, MODE_ALG_HASH },
	{ 301, "sync hash speed", m301, 0 },
	{ 302, "sync hash speed", m302, 0 },
	{ 303, "sync hash speed", m303, 0 },
	{ 304, "sync hash speed", m304, 0 },
	{ 305, "sync hash speed", m305, 0 },
	{ 306, "sync hash speed", m306, 0 },
	{ 307, "sync hash speed", m307, 0 },
	{ 308, "sync hash speed", m308, 0 },
	{ 309, "sync hash speed", m309, 0 },
	{ 313, "sync hash speed", m313, 0 },
	{ 314, "sync hash speed", m314, 0 },
	{ 315, "sync hash speed", m315, 0 },
	{ 317, "sync hash speed", m317, 0 },
	{ 318, "sync hash speed (klen=16)", m318, 0 },
	{ 319, "sync hash speed", m319, 0 },
	{ 320, "sync hash speed", m320, 0 },
	{ 321, "sync hash speed", m321, 0 },
	{ 322, "sync hash speed", m322, 0 },
	{ 323, "sync hash speed", m323, 0 },
	{ 324, "sync hash speed", m324, 0 },
	{ 325, "sync hash speed", m325, 0 },
	{ 326, "sync hash speed", m326, 0 },
	{ 327, "sync hash speed", m327, 0 },
	{ 328, "sync hash speed", m328, 0 },
	{ 400, "async hash speed: modes 401-499, or alg=", {}, MODE_ALG_HASH },
	{ 401, "async hash speed", m401, 0 },
	{ 402, "async hash speed", m402, 0 },
	{ 403, "async hash speed", m403, 0 },
	{ 404, "async hash speed", m404, 0 },
	{ 405, "async hash speed", m405, 0 },
	{ 406, "async hash speed", m406, 0 },
	{ 407, "async hash speed", m407, 0 },
	{ 408, "async hash speed", m408, 0 },
	{ 409, "async hash speed", m409, 0 },
	{ 413, "async hash speed", m413, 0 },
	{ 414, "async hash speed", m414, 0 },
	{ 415, "async hash speed", m415, 0 },
	{ 417, "async hash speed", m417, 0 },
	{ 418, "async hash speed", m418, 0 },
	{ 419, "async hash speed", m419, 0 },
	{ 420, "async hash speed", m420, 0 },
	{ 421, "async hash speed", m421, 0 },
	{ 422, "async hash speed", m422, 0 },
	{ 500, "async skcipher speed", m500, 0 },
	{ 501, "async skcipher speed", m501, 0 },
	{ 502, "async skcipher speed", m502, 0 },
	{ 503, "async skcipher speed", m503, 0 },
	{ 504, "async skcipher speed", m504, 0 },
	{ 506, "async skcipher speed", m506, 0 },
	{ 507, "async skcipher speed", m507, 0 },
	{ 508, "async skcipher speed", m508, 0 },
	{ 509, "async skcipher speed", m509, 0 },
	{ 518, "async skcipher speed", m518, 0 },
	{ 519, "async skcipher speed", m519, 0 },
	{ 600, "multibuffer skcipher speed, or alg= with klen=", m600, MODE_ALG_MB },
	{ 601, "multibuffer skcipher speed", m601, 0 },
	{ 602, "multibuffer skcipher speed", m602, 0 },
	{ 606, "multibuffer skcipher speed", m606, 0 },
	{ 609, "multibuffer skcipher speed", m609, 0 },
	{ 610, "multibuffer skcipher speed", m610, 0 },
};

constexpr bool modes_sorted()
{
	for (size_t i = 1; i < std::size(mode_table); i++)
		if (mode_table[i - 1].number >= mode_table[i].number)
			return false;
	return true;
}
static_assert(modes_sorted(), "the mode table must be sorted by number");

// The distinct algorithm names of a mode, in order, for --help.
std::string mode_algs(const mode &m)
{
	std::string out;

	for (const step &s : m.steps) {
		std::string name = s.alg;
		if ((" " + out + " ").find(" " + name + " ") != std::string::npos)
			continue;
		if (!out.empty())
			out += ' ';
		out += name;
	}
	return out;
}

} // namespace

const std::span<const int> block_sizes = modes_block_sizes;
const std::span<const int> aead_sizes = modes_aead_sizes;
const std::span<const hash_speed> generic_hash_speed_template = modes_generic_hash_speed;

std::span<const mode> modes()
{
	return mode_table;
}

const mode *find_mode(int number)
{
	for (const mode &m : mode_table)
		if (m.number == number)
			return &m;
	return nullptr;
}

void print_modes(FILE *f)
{
	for (const mode &m : mode_table) {
		std::string algs = mode_algs(m);
		fprintf(f, "  %3d  %s%s%s\n", m.number, m.what, algs.empty() ? "" : ": ",
			algs.c_str());
	}
}

void print_valid_modes(FILE *f)
{
	for (const mode &m : mode_table)
		fprintf(f, "%s%d", &m == mode_table ? "" : " ", m.number);
	fputc('\n', f);
}

} // namespace ukc::tcrypt
