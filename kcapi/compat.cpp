// SPDX-License-Identifier: GPL-2.0-only
// libkcapi before 1.3.1 took uint32_t lengths and returned int32_t: binaries linked then bind
// to these versioned entry points, which widen their arguments for the current functions.

#include <cerrno>
#include <cstdint>

#include "kcapi_internal.h"

// Binds ukc_compat_<name> to kcapi_<name>@LIBKCAPI_<version>, the non-default version.
#define UKC_KCAPI_COMPAT(name, version) \
	__asm__(".symver ukc_compat_" #name ", kcapi_" #name "@LIBKCAPI_" version)

namespace {

// A 1.3.1 result in the old int32_t: lengths past INT32_MAX could not have been asked for.
int32_t compat_ret(ssize_t ret)
{
	return ret > INT32_MAX ? -EOVERFLOW : static_cast<int32_t>(ret);
}

} // namespace

extern "C" {

#define UKC_COMPAT_CRYPT(name)                                                                  \
	__attribute__((visibility("default")))                                                  \
	int32_t ukc_compat_##name(struct kcapi_handle *h, const uint8_t *in, uint32_t inlen,    \
				  const uint8_t *iv, uint8_t *out, uint32_t outlen, int access) \
	{                                                                                       \
		return compat_ret(kcapi_##name(h, in, inlen, iv, out, outlen, access));         \
	}
#define UKC_COMPAT_AIO(name)                                                           \
	__attribute__((visibility("default"))) int32_t ukc_compat_##name(              \
		struct kcapi_handle *h, struct iovec *iniov, struct iovec *outiov,     \
		uint32_t iovlen, const uint8_t *iv, int access)                        \
	{                                                                              \
		return compat_ret(kcapi_##name(h, iniov, outiov, iovlen, iv, access)); \
	}
#define UKC_COMPAT_STREAM_INIT(name)                                                           \
	__attribute__((visibility("default"))) int32_t ukc_compat_##name(                      \
		struct kcapi_handle *h, const uint8_t *iv, struct iovec *iov, uint32_t iovlen) \
	{                                                                                      \
		return compat_ret(kcapi_##name(h, iv, iov, iovlen));                           \
	}
#define UKC_COMPAT_STREAM(name)                                                               \
	__attribute__((visibility("default")))                                                \
	int32_t ukc_compat_##name(struct kcapi_handle *h, struct iovec *iov, uint32_t iovlen) \
	{                                                                                     \
		return compat_ret(kcapi_##name(h, iov, iovlen));                              \
	}
#define UKC_COMPAT_CONV(name)                                                             \
	__attribute__((visibility("default"))) int32_t ukc_compat_##name(                 \
		const uint8_t *key, uint32_t keylen, const uint8_t *in, uint32_t inlen,   \
		const uint8_t *iv, uint8_t *out, uint32_t outlen)                         \
	{                                                                                 \
		return compat_ret(kcapi_##name(key, keylen, in, inlen, iv, out, outlen)); \
	}
#define UKC_COMPAT_BUFLEN(name)                                                             \
	__attribute__((visibility("default"))) uint32_t ukc_compat_##name(                  \
		struct kcapi_handle *h, uint32_t inlen, uint32_t assoclen, uint32_t taglen) \
	{                                                                                   \
		return static_cast<uint32_t>(kcapi_##name(h, inlen, assoclen, taglen));     \
	}
#define UKC_COMPAT_GETDATA(name)                                                                   \
	__attribute__((visibility("default"))) void ukc_compat_##name(                             \
		struct kcapi_handle *h, uint8_t *encdata, uint32_t encdatalen, int enc,            \
		uint8_t **aad, uint32_t *aadlen, uint8_t **data, uint32_t *datalen, uint8_t **tag, \
		uint32_t *taglen)                                                                  \
	{                                                                                          \
		size_t a = 0, d = 0, t = 0;                                                        \
		kcapi_##name(h, encdata, encdatalen, enc, aad, &a, data, &d, tag, &t);             \
		if (aad && aadlen)                                                                 \
			*aadlen = static_cast<uint32_t>(a);                                        \
		if (data && datalen)                                                               \
			*datalen = static_cast<uint32_t>(d);                                       \
		if (tag && taglen)                                                                 \
			*taglen = static_cast<uint32_t>(t);                                        \
	}
#define UKC_COMPAT_KDF(name)                                                                 \
	__attribute__((visibility("default")))                                               \
	int32_t ukc_compat_##name(struct kcapi_handle *h, const uint8_t *src, uint32_t slen, \
				  uint8_t *dst, uint32_t dlen)                               \
	{                                                                                    \
		return compat_ret(kcapi_##name(h, src, slen, dst, dlen));                    \
	}
#define UKC_COMPAT_SHA(name)                                                      \
	__attribute__((visibility("default"))) int32_t ukc_compat_##name(         \
		const uint8_t *in, uint32_t inlen, uint8_t *out, uint32_t outlen) \
	{                                                                         \
		return compat_ret(kcapi_##name(in, inlen, out, outlen));          \
	}
#define UKC_COMPAT_HMAC(name)                                                             \
	__attribute__((visibility("default")))                                            \
	int32_t ukc_compat_##name(const uint8_t *key, uint32_t keylen, const uint8_t *in, \
				  uint32_t inlen, uint8_t *out, uint32_t outlen)          \
	{                                                                                 \
		return compat_ret(kcapi_##name(key, keylen, in, inlen, out, outlen));     \
	}

#define UKC_COMPAT_ASYM(name)                                                                \
	__attribute__((visibility("default")))                                               \
	int32_t ukc_compat_##name(struct kcapi_handle *h, const uint8_t *in, uint32_t inlen, \
				  uint8_t *out, uint32_t outlen, int access)                 \
	{                                                                                    \
		return compat_ret(kcapi_##name(h, in, inlen, out, outlen, access));          \
	}
#define UKC_COMPAT_ASYM_AIO(name)                                                    \
	__attribute__((visibility("default")))                                       \
	int32_t ukc_compat_##name(struct kcapi_handle *h, struct iovec *iniov,       \
				  struct iovec *outiov, uint32_t iovlen, int access) \
	{                                                                            \
		return compat_ret(kcapi_##name(h, iniov, outiov, iovlen, access));   \
	}

UKC_COMPAT_CRYPT(cipher_encrypt)
UKC_COMPAT_CRYPT(cipher_decrypt)
UKC_COMPAT_CRYPT(aead_encrypt)
UKC_COMPAT_CRYPT(aead_decrypt)
UKC_COMPAT_AIO(cipher_encrypt_aio)
UKC_COMPAT_AIO(cipher_decrypt_aio)
UKC_COMPAT_AIO(aead_encrypt_aio)
UKC_COMPAT_AIO(aead_decrypt_aio)
UKC_COMPAT_STREAM_INIT(cipher_stream_init_enc)
UKC_COMPAT_STREAM_INIT(cipher_stream_init_dec)
UKC_COMPAT_STREAM_INIT(aead_stream_init_enc)
UKC_COMPAT_STREAM_INIT(aead_stream_init_dec)
UKC_COMPAT_STREAM(akcipher_stream_init_enc)
UKC_COMPAT_STREAM(akcipher_stream_init_dec)
UKC_COMPAT_STREAM(akcipher_stream_init_sgn)
UKC_COMPAT_STREAM(akcipher_stream_init_vfy)
UKC_COMPAT_STREAM(akcipher_stream_update)
UKC_COMPAT_STREAM(akcipher_stream_update_last)
UKC_COMPAT_STREAM(akcipher_stream_op)
UKC_COMPAT_STREAM(cipher_stream_update)
UKC_COMPAT_STREAM(cipher_stream_update_last)
UKC_COMPAT_STREAM(cipher_stream_op)
UKC_COMPAT_STREAM(aead_stream_update)
UKC_COMPAT_STREAM(aead_stream_update_last)
UKC_COMPAT_STREAM(aead_stream_op)
UKC_COMPAT_ASYM(akcipher_encrypt)
UKC_COMPAT_ASYM(akcipher_decrypt)
UKC_COMPAT_ASYM(akcipher_sign)
UKC_COMPAT_ASYM(akcipher_verify)
UKC_COMPAT_ASYM_AIO(akcipher_encrypt_aio)
UKC_COMPAT_ASYM_AIO(akcipher_decrypt_aio)
UKC_COMPAT_ASYM_AIO(akcipher_sign_aio)
UKC_COMPAT_ASYM_AIO(akcipher_verify_aio)
UKC_COMPAT_CONV(cipher_enc_aes_cbc)
UKC_COMPAT_CONV(cipher_dec_aes_cbc)
UKC_COMPAT_CONV(cipher_enc_aes_ctr)
UKC_COMPAT_CONV(cipher_dec_aes_ctr)
UKC_COMPAT_BUFLEN(aead_inbuflen_enc)
UKC_COMPAT_BUFLEN(aead_inbuflen_dec)
UKC_COMPAT_BUFLEN(aead_outbuflen_enc)
UKC_COMPAT_BUFLEN(aead_outbuflen_dec)
UKC_COMPAT_GETDATA(aead_getdata_input)
UKC_COMPAT_GETDATA(aead_getdata_output)
UKC_COMPAT_KDF(kdf_ctr)
UKC_COMPAT_KDF(kdf_fb)
UKC_COMPAT_KDF(kdf_dpi)
UKC_COMPAT_SHA(md_sha1)
UKC_COMPAT_SHA(md_sha224)
UKC_COMPAT_SHA(md_sha256)
UKC_COMPAT_SHA(md_sha384)
UKC_COMPAT_SHA(md_sha512)
UKC_COMPAT_HMAC(md_hmac_sha1)
UKC_COMPAT_HMAC(md_hmac_sha224)
UKC_COMPAT_HMAC(md_hmac_sha256)
UKC_COMPAT_HMAC(md_hmac_sha384)
UKC_COMPAT_HMAC(md_hmac_sha512)

__attribute__((visibility("default"))) void ukc_compat_aead_setassoclen(struct kcapi_handle *h,
									uint32_t assoclen)
{
	kcapi_aead_setassoclen(h, assoclen);
}

__attribute__((visibility("default"))) int32_t ukc_compat_md_digest(struct kcapi_handle *h,
								    const uint8_t *in,
								    uint32_t inlen, uint8_t *out,
								    uint32_t outlen)
{
	return compat_ret(kcapi_md_digest(h, in, inlen, out, outlen));
}

__attribute__((visibility("default"))) int32_t ukc_compat_md_final(struct kcapi_handle *h,
								   uint8_t *buffer, uint32_t len)
{
	return compat_ret(kcapi_md_final(h, buffer, len));
}

__attribute__((visibility("default"))) int32_t ukc_compat_hkdf(
	const char *hashname, const uint8_t *ikm, uint32_t ikmlen, const uint8_t *salt,
	uint32_t saltlen, const uint8_t *info, uint32_t infolen, uint8_t *dst, uint32_t dlen)
{
	return compat_ret(
		kcapi_hkdf(hashname, ikm, ikmlen, salt, saltlen, info, infolen, dst, dlen));
}

__attribute__((visibility("default"))) int32_t ukc_compat_pbkdf(const char *hashname,
								const uint8_t *pw, uint32_t pwlen,
								const uint8_t *salt,
								uint32_t saltlen, uint32_t count,
								uint8_t *key, uint32_t keylen)
{
	return compat_ret(kcapi_pbkdf(hashname, pw, pwlen, salt, saltlen, count, key, keylen));
}

__attribute__((visibility("default"))) int32_t ukc_compat_kpp_keygen(struct kcapi_handle *h,
								     uint8_t *pubkey,
								     uint32_t pubkeylen, int access)
{
	return compat_ret(kcapi_kpp_keygen(h, pubkey, pubkeylen, access));
}

__attribute__((visibility("default"))) int32_t ukc_compat_kpp_ssgen(struct kcapi_handle *h,
								    const uint8_t *pubkey,
								    uint32_t pubkeylen, uint8_t *ss,
								    uint32_t sslen, int access)
{
	return compat_ret(kcapi_kpp_ssgen(h, pubkey, pubkeylen, ss, sslen, access));
}

__attribute__((visibility("default"))) int32_t ukc_compat_kpp_keygen_aio(struct kcapi_handle *h,
									 struct iovec *outiov,
									 uint32_t iovlen,
									 int access)
{
	return compat_ret(kcapi_kpp_keygen_aio(h, outiov, iovlen, access));
}

__attribute__((visibility("default"))) int32_t ukc_compat_kpp_ssgen_aio(struct kcapi_handle *h,
									struct iovec *iniov,
									struct iovec *outiov,
									uint32_t iovlen, int access)
{
	return compat_ret(kcapi_kpp_ssgen_aio(h, iniov, outiov, iovlen, access));
}

__attribute__((visibility("default"))) void ukc_compat_memset_secure(void *s, int c, uint32_t n)
{
	kcapi_memset_secure(s, c, n);
}

__attribute__((visibility("default"))) int32_t ukc_compat_rng_generate(struct kcapi_handle *h,
								       uint8_t *buffer,
								       uint32_t len)
{
	return compat_ret(kcapi_rng_generate(h, buffer, len));
}

__attribute__((visibility("default"))) int32_t ukc_compat_rng_get_bytes(uint8_t *buffer,
									uint32_t outlen)
{
	return compat_ret(kcapi_rng_get_bytes(buffer, outlen));
}

} // extern "C"

// The old entry points, each bound to the version that introduced it.
UKC_KCAPI_COMPAT(aead_decrypt, "0.12.0");
UKC_KCAPI_COMPAT(aead_decrypt_aio, "0.12.0");
UKC_KCAPI_COMPAT(aead_encrypt, "0.12.0");
UKC_KCAPI_COMPAT(aead_encrypt_aio, "0.12.0");
UKC_KCAPI_COMPAT(aead_getdata_input, "0.13.0");
UKC_KCAPI_COMPAT(aead_getdata_output, "0.13.0");
UKC_KCAPI_COMPAT(aead_inbuflen_dec, "0.13.0");
UKC_KCAPI_COMPAT(aead_inbuflen_enc, "0.13.0");
UKC_KCAPI_COMPAT(aead_outbuflen_dec, "0.13.0");
UKC_KCAPI_COMPAT(aead_outbuflen_enc, "0.13.0");
UKC_KCAPI_COMPAT(aead_setassoclen, "0.12.0");
UKC_KCAPI_COMPAT(aead_stream_init_dec, "0.12.0");
UKC_KCAPI_COMPAT(aead_stream_init_enc, "0.12.0");
UKC_KCAPI_COMPAT(aead_stream_op, "0.12.0");
UKC_KCAPI_COMPAT(aead_stream_update, "0.12.0");
UKC_KCAPI_COMPAT(aead_stream_update_last, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_decrypt, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_decrypt_aio, "0.14.0");
UKC_KCAPI_COMPAT(akcipher_encrypt, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_encrypt_aio, "0.14.0");
UKC_KCAPI_COMPAT(akcipher_sign, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_sign_aio, "0.14.0");
UKC_KCAPI_COMPAT(akcipher_stream_init_dec, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_stream_init_enc, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_stream_init_sgn, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_stream_init_vfy, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_stream_op, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_stream_update, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_stream_update_last, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_verify, "0.12.0");
UKC_KCAPI_COMPAT(akcipher_verify_aio, "0.14.0");
UKC_KCAPI_COMPAT(cipher_dec_aes_cbc, "1.0.0");
UKC_KCAPI_COMPAT(cipher_dec_aes_ctr, "1.0.0");
UKC_KCAPI_COMPAT(cipher_decrypt, "0.12.0");
UKC_KCAPI_COMPAT(cipher_decrypt_aio, "0.12.0");
UKC_KCAPI_COMPAT(cipher_enc_aes_cbc, "1.0.0");
UKC_KCAPI_COMPAT(cipher_enc_aes_ctr, "1.0.0");
UKC_KCAPI_COMPAT(cipher_encrypt, "0.12.0");
UKC_KCAPI_COMPAT(cipher_encrypt_aio, "0.12.0");
UKC_KCAPI_COMPAT(cipher_stream_init_dec, "0.12.0");
UKC_KCAPI_COMPAT(cipher_stream_init_enc, "0.12.0");
UKC_KCAPI_COMPAT(cipher_stream_op, "0.12.0");
UKC_KCAPI_COMPAT(cipher_stream_update, "0.12.0");
UKC_KCAPI_COMPAT(cipher_stream_update_last, "1.2.0");
UKC_KCAPI_COMPAT(hkdf, "0.14.0");
UKC_KCAPI_COMPAT(kdf_ctr, "0.12.0");
UKC_KCAPI_COMPAT(kdf_dpi, "0.12.0");
UKC_KCAPI_COMPAT(kdf_fb, "0.12.0");
UKC_KCAPI_COMPAT(kpp_keygen, "1.0.0");
UKC_KCAPI_COMPAT(kpp_keygen_aio, "1.0.0");
UKC_KCAPI_COMPAT(kpp_ssgen, "1.0.0");
UKC_KCAPI_COMPAT(kpp_ssgen_aio, "1.0.0");
UKC_KCAPI_COMPAT(md_digest, "0.12.0");
UKC_KCAPI_COMPAT(md_final, "0.12.0");
UKC_KCAPI_COMPAT(md_hmac_sha1, "1.0.0");
UKC_KCAPI_COMPAT(md_hmac_sha224, "1.0.0");
UKC_KCAPI_COMPAT(md_hmac_sha256, "1.0.0");
UKC_KCAPI_COMPAT(md_hmac_sha384, "1.0.0");
UKC_KCAPI_COMPAT(md_hmac_sha512, "1.0.0");
UKC_KCAPI_COMPAT(md_sha1, "1.0.0");
UKC_KCAPI_COMPAT(md_sha224, "1.0.0");
UKC_KCAPI_COMPAT(md_sha256, "1.0.0");
UKC_KCAPI_COMPAT(md_sha384, "1.0.0");
UKC_KCAPI_COMPAT(md_sha512, "1.0.0");
UKC_KCAPI_COMPAT(memset_secure, "0.12.0");
UKC_KCAPI_COMPAT(pbkdf, "0.12.0");
UKC_KCAPI_COMPAT(rng_generate, "0.12.0");
UKC_KCAPI_COMPAT(rng_get_bytes, "1.0.0");
