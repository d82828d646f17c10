/* SPDX-License-Identifier: GPL-2.0-only */
/* libkcapi 1.4.0's programming interface, served in-process by ukcrypto instead of AF_ALG. */
#ifndef _UKC_KCAPI_H
#define _UKC_KCAPI_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/uio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* An opened cipher, AEAD, message digest or random number generator. */
struct kcapi_handle;

/* kcapi_*_init() flags. */
#define KCAPI_INIT_AIO (1 << 0)

/* The access types of the one-shot calls; in-process all three copy the data. */
#define KCAPI_ACCESS_HEURISTIC 0x0
#define KCAPI_ACCESS_VMSPLICE 0x1
#define KCAPI_ACCESS_SENDMSG 0x2

enum kcapi_verbosity {
	KCAPI_LOG_NONE,
	KCAPI_LOG_ERR,
	KCAPI_LOG_WARN,
	KCAPI_LOG_VERBOSE,
	KCAPI_LOG_DEBUG,
};

/**
 * kcapi_cipher_init() - open a symmetric cipher ("cbc(aes)", "ctr(aes)", ...)
 * @handle: receives the new handle
 * @ciphername: the crypto API name (cra_name or cra_driver_name)
 * @flags: KCAPI_INIT_AIO or 0
 *
 * Return: 0; -ENOENT for a name that does not resolve, -ELIBBAD when the algorithm failed its
 * self-test, -ENAMETOOLONG, -EINVAL or -ENOMEM as crypto_alloc_skcipher() answers.
 */
int kcapi_cipher_init(struct kcapi_handle **handle, const char *ciphername, uint32_t flags);

/** kcapi_cipher_destroy() - close a cipher handle, wiping its key and buffered data */
void kcapi_cipher_destroy(struct kcapi_handle *handle);

/**
 * kcapi_handle_reinit() - a second handle on the same algorithm, key and settings
 * @newhandle: receives the new handle
 * @existing: the handle to copy
 * @flags: KCAPI_INIT_AIO or 0
 *
 * Return: 0 or a negative errno.
 */
int kcapi_handle_reinit(struct kcapi_handle **newhandle, struct kcapi_handle *existing,
			uint32_t flags);

/** kcapi_cipher_setkey() - set the key; Return: 0 or a negative errno (-EINVAL: bad length) */
int kcapi_cipher_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen);

/**
 * kcapi_cipher_encrypt() - encrypt a buffer (one shot)
 * @handle: cipher handle with its key set
 * @in: plaintext, @inlen bytes
 * @inlen: length of @in
 * @iv: IV of kcapi_cipher_ivsize() bytes (may be NULL when that is 0)
 * @out: ciphertext buffer, at least @inlen bytes (may be @in)
 * @outlen: length of @out
 * @access: KCAPI_ACCESS_*
 *
 * Return: bytes encrypted, or a negative errno.
 */
ssize_t kcapi_cipher_encrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			     const uint8_t *iv, uint8_t *out, size_t outlen, int access);
/** kcapi_cipher_decrypt() - decrypt a buffer (one shot), as kcapi_cipher_encrypt() */
ssize_t kcapi_cipher_decrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			     const uint8_t *iv, uint8_t *out, size_t outlen, int access);

/**
 * kcapi_cipher_encrypt_aio() - encrypt each pair of @iniov/@outiov as its own operation
 * @handle: cipher handle
 * @iniov: the inputs
 * @outiov: the outputs, each as long as its input
 * @iovlen: number of entries in each array
 * @iv: IV every operation starts from
 * @access: KCAPI_ACCESS_*
 *
 * Return: total bytes processed, or a negative errno.
 */
ssize_t kcapi_cipher_encrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
				 struct iovec *outiov, size_t iovlen, const uint8_t *iv,
				 int access);
/** kcapi_cipher_decrypt_aio() - as kcapi_cipher_encrypt_aio(), decrypting */
ssize_t kcapi_cipher_decrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
				 struct iovec *outiov, size_t iovlen, const uint8_t *iv,
				 int access);

/**
 * kcapi_cipher_stream_init_enc() - start a stream encryption
 * @handle: cipher handle
 * @iv: IV of kcapi_cipher_ivsize() bytes; it chains across kcapi_cipher_stream_op() calls
 * @iov: first data (may be NULL)
 * @iovlen: entries in @iov (0 when @iov is NULL)
 *
 * Return: bytes accepted, or a negative errno.
 */
ssize_t kcapi_cipher_stream_init_enc(struct kcapi_handle *handle, const uint8_t *iv,
				     struct iovec *iov, size_t iovlen);
/** kcapi_cipher_stream_init_dec() - start a stream decryption, as the encryption */
ssize_t kcapi_cipher_stream_init_dec(struct kcapi_handle *handle, const uint8_t *iv,
				     struct iovec *iov, size_t iovlen);
/** kcapi_cipher_stream_update() - queue more data; Return: bytes accepted or -errno */
ssize_t kcapi_cipher_stream_update(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen);
/**
 * kcapi_cipher_stream_update_last() - queue the last data; afterwards kcapi_cipher_stream_op()
 * also returns a final partial block (CTR, CTS)
 *
 * Return: bytes accepted or -errno.
 */
ssize_t kcapi_cipher_stream_update_last(struct kcapi_handle *handle, struct iovec *iov,
					size_t iovlen);
/**
 * kcapi_cipher_stream_op() - process queued data into @iov
 *
 * While more data is announced only whole blocks are processed. Return: bytes written, or a
 * negative errno.
 */
ssize_t kcapi_cipher_stream_op(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen);

/** kcapi_cipher_ivsize() - Return: IV size in bytes; 0 on error */
uint32_t kcapi_cipher_ivsize(struct kcapi_handle *handle);
/** kcapi_cipher_blocksize() - Return: block size in bytes; 0 on error */
uint32_t kcapi_cipher_blocksize(struct kcapi_handle *handle);

/**
 * kcapi_aead_init() - open an AEAD cipher ("gcm(aes)", "ccm(aes)", ...)
 *
 * Return: as kcapi_cipher_init().
 */
int kcapi_aead_init(struct kcapi_handle **handle, const char *ciphername, uint32_t flags);
/** kcapi_aead_destroy() - close an AEAD handle */
void kcapi_aead_destroy(struct kcapi_handle *handle);
/** kcapi_aead_setkey() - Return: 0 or a negative errno */
int kcapi_aead_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen);
/** kcapi_aead_settaglen() - set the tag length; Return: 0 or -EINVAL */
int kcapi_aead_settaglen(struct kcapi_handle *handle, uint32_t taglen);
/** kcapi_aead_setassoclen() - set the length of the associated data of the next operations */
void kcapi_aead_setassoclen(struct kcapi_handle *handle, size_t assoclen);

/**
 * kcapi_aead_getdata_input() - locate AD, data and tag in an input buffer
 * @handle: AEAD handle (its assoclen and taglen are used)
 * @encdata: the buffer
 * @encdatalen: its length
 * @enc: whether the buffer is an encryption's input (no tag) or a decryption's (tag last)
 * @aad: receives the AD pointer (skipped when NULL), @aadlen its length
 * @data: receives the data pointer, @datalen its length
 * @tag: receives the tag pointer (NULL when there is none), @taglen its length
 */
void kcapi_aead_getdata_input(struct kcapi_handle *handle, uint8_t *encdata, size_t encdatalen,
			      int enc, uint8_t **aad, size_t *aadlen, uint8_t **data,
			      size_t *datalen, uint8_t **tag, size_t *taglen);
/** kcapi_aead_getdata_output() - locate AD, data and tag in an output buffer, as above */
void kcapi_aead_getdata_output(struct kcapi_handle *handle, uint8_t *encdata, size_t encdatalen,
			       int enc, uint8_t **aad, size_t *aadlen, uint8_t **data,
			       size_t *datalen, uint8_t **tag, size_t *taglen);

/**
 * kcapi_aead_encrypt() - AD || plaintext in @in, AD || ciphertext || tag out
 *
 * Return: bytes written to @out, or a negative errno.
 */
ssize_t kcapi_aead_encrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			   const uint8_t *iv, uint8_t *out, size_t outlen, int access);
/**
 * kcapi_aead_decrypt() - AD || ciphertext || tag in @in, AD || plaintext out
 *
 * Return: bytes written to @out; -EBADMSG when the tag does not verify, and then nothing is
 * written to @out.
 */
ssize_t kcapi_aead_decrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			   const uint8_t *iv, uint8_t *out, size_t outlen, int access);
/** kcapi_aead_encrypt_aio() - each iovec pair its own AEAD encryption */
ssize_t kcapi_aead_encrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
			       struct iovec *outiov, size_t iovlen, const uint8_t *iv, int access);
/** kcapi_aead_decrypt_aio() - each iovec pair its own AEAD decryption */
ssize_t kcapi_aead_decrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
			       struct iovec *outiov, size_t iovlen, const uint8_t *iv, int access);

/** kcapi_aead_stream_init_enc() - start an AEAD encryption; the data is AD || plaintext */
ssize_t kcapi_aead_stream_init_enc(struct kcapi_handle *handle, const uint8_t *iv,
				   struct iovec *iov, size_t iovlen);
/** kcapi_aead_stream_init_dec() - start an AEAD decryption; the data is AD || ciphertext || tag */
ssize_t kcapi_aead_stream_init_dec(struct kcapi_handle *handle, const uint8_t *iv,
				   struct iovec *iov, size_t iovlen);
/** kcapi_aead_stream_update() - queue more data */
ssize_t kcapi_aead_stream_update(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen);
/** kcapi_aead_stream_update_last() - queue the last data (typically the tag) */
ssize_t kcapi_aead_stream_update_last(struct kcapi_handle *handle, struct iovec *iov,
				      size_t iovlen);
/**
 * kcapi_aead_stream_op() - run the operation over everything queued
 *
 * Return: bytes written (AD || result || tag on encryption, AD || plaintext on decryption);
 * -EBADMSG when the tag does not verify (nothing written); -EINVAL when @iov is too short.
 */
ssize_t kcapi_aead_stream_op(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen);

/** kcapi_aead_ivsize() - Return: IV size; 0 on error */
uint32_t kcapi_aead_ivsize(struct kcapi_handle *handle);
/** kcapi_aead_blocksize() - Return: block size; 0 on error */
uint32_t kcapi_aead_blocksize(struct kcapi_handle *handle);
/** kcapi_aead_authsize() - Return: the current tag length; 0 on error */
uint32_t kcapi_aead_authsize(struct kcapi_handle *handle);
/** kcapi_aead_inbuflen_enc() - Return: input length of an encryption (AD + plaintext) */
size_t kcapi_aead_inbuflen_enc(struct kcapi_handle *handle, size_t inlen, size_t assoclen,
			       size_t taglen);
/** kcapi_aead_inbuflen_dec() - Return: input length of a decryption (AD + ciphertext + tag) */
size_t kcapi_aead_inbuflen_dec(struct kcapi_handle *handle, size_t inlen, size_t assoclen,
			       size_t taglen);
/** kcapi_aead_outbuflen_enc() - Return: output length of an encryption (AD + text + tag) */
size_t kcapi_aead_outbuflen_enc(struct kcapi_handle *handle, size_t inlen, size_t assoclen,
				size_t taglen);
/** kcapi_aead_outbuflen_dec() - Return: output length of a decryption (AD + plaintext) */
size_t kcapi_aead_outbuflen_dec(struct kcapi_handle *handle, size_t inlen, size_t assoclen,
				size_t taglen);

/**
 * kcapi_aead_ccm_nonce_to_iv() - the CCM IV (RFC 3610 flags byte L' = 14 - noncelen, nonce,
 * zero counter) for a 7..13 byte nonce
 * @nonce: the nonce
 * @noncelen: its length
 * @iv: receives a malloc()ed 16-byte IV the caller frees
 * @ivlen: receives 16
 *
 * Return: 0, -EINVAL for a bad nonce length, -ENOMEM.
 */
int kcapi_aead_ccm_nonce_to_iv(const uint8_t *nonce, uint32_t noncelen, uint8_t **iv,
			       uint32_t *ivlen);

/** kcapi_md_init() - open a message digest or keyed hash; Return: as kcapi_cipher_init() */
int kcapi_md_init(struct kcapi_handle **handle, const char *hashname, uint32_t flags);
/** kcapi_md_destroy() - close a message digest handle */
void kcapi_md_destroy(struct kcapi_handle *handle);
/** kcapi_md_setkey() - key a keyed hash; Return: 0 or a negative errno (-ENOKEY unkeyed) */
int kcapi_md_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen);
/** kcapi_md_update() - hash more data; Return: 0 or a negative errno */
ssize_t kcapi_md_update(struct kcapi_handle *handle, const uint8_t *buffer, size_t len);
/**
 * kcapi_md_final() - finish the digest and start over
 *
 * Return: the digest size; -ENOMEM when @len is shorter (the buffer then holds the truncated
 * digest); -EINVAL for a NULL buffer.
 */
ssize_t kcapi_md_final(struct kcapi_handle *handle, uint8_t *buffer, size_t len);
/** kcapi_md_digest() - one-shot digest; Return: as kcapi_md_final() */
ssize_t kcapi_md_digest(struct kcapi_handle *handle, const uint8_t *in, size_t inlen, uint8_t *out,
			size_t outlen);
/** kcapi_md_digestsize() - Return: digest size; 0 on error */
uint32_t kcapi_md_digestsize(struct kcapi_handle *handle);
/** kcapi_md_blocksize() - Return: block size; 0 on error */
uint32_t kcapi_md_blocksize(struct kcapi_handle *handle);

/* One-shot digests and HMACs; Return: digest size or a negative errno (as kcapi_md_final()). */
ssize_t kcapi_md_sha1(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen);
ssize_t kcapi_md_sha224(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen);
ssize_t kcapi_md_sha256(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen);
ssize_t kcapi_md_sha384(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen);
ssize_t kcapi_md_sha512(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen);
ssize_t kcapi_md_sm3(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen);
ssize_t kcapi_md_hmac_sha1(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			   uint8_t *out, size_t outlen);
ssize_t kcapi_md_hmac_sha224(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			     uint8_t *out, size_t outlen);
ssize_t kcapi_md_hmac_sha256(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			     uint8_t *out, size_t outlen);
ssize_t kcapi_md_hmac_sha384(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			     uint8_t *out, size_t outlen);
ssize_t kcapi_md_hmac_sha512(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			     uint8_t *out, size_t outlen);
ssize_t kcapi_md_hmac_sm3(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			  uint8_t *out, size_t outlen);

/* One-shot AES (and SM4) in CBC and CTR; Return: bytes processed or a negative errno. */
ssize_t kcapi_cipher_enc_aes_cbc(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *iv, uint8_t *out, size_t outlen);
ssize_t kcapi_cipher_dec_aes_cbc(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *iv, uint8_t *out, size_t outlen);
ssize_t kcapi_cipher_enc_aes_ctr(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *ctr, uint8_t *out, size_t outlen);
ssize_t kcapi_cipher_dec_aes_ctr(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *ctr, uint8_t *out, size_t outlen);
ssize_t kcapi_cipher_enc_sm4_cbc(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *iv, uint8_t *out, size_t outlen);
ssize_t kcapi_cipher_dec_sm4_cbc(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *iv, uint8_t *out, size_t outlen);
ssize_t kcapi_cipher_enc_sm4_ctr(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *ctr, uint8_t *out, size_t outlen);
ssize_t kcapi_cipher_dec_sm4_ctr(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *ctr, uint8_t *out, size_t outlen);

/** kcapi_rng_init() - open a random number generator ("stdrng", "drbg_nopr_hmac_sha256") */
int kcapi_rng_init(struct kcapi_handle **handle, const char *rngname, uint32_t flags);
/** kcapi_rng_destroy() - close an RNG handle */
void kcapi_rng_destroy(struct kcapi_handle *handle);
/** kcapi_rng_seed() - (re)seed; Return: 0 or a negative errno */
int kcapi_rng_seed(struct kcapi_handle *handle, uint8_t *seed, uint32_t seedlen);
/** kcapi_rng_generate() - Return: bytes generated, or a negative errno */
ssize_t kcapi_rng_generate(struct kcapi_handle *handle, uint8_t *buffer, size_t len);
/** kcapi_rng_seedsize() - Return: the seed size the RNG asks for (0: none needed) */
uint32_t kcapi_rng_seedsize(struct kcapi_handle *handle);
/** kcapi_rng_get_bytes() - random bytes from "stdrng"; Return: bytes or a negative errno */
ssize_t kcapi_rng_get_bytes(uint8_t *buffer, size_t outlen);
/**
 * kcapi_rng_setentropy() - the entropy input the next seeding uses (SP 800-90A testing)
 *
 * Return: 0, or -ENOPROTOOPT when the RNG takes no external entropy.
 */
int kcapi_rng_setentropy(struct kcapi_handle *handle, uint8_t *ent, uint32_t entlen);
/** kcapi_rng_setaddtl() - additional input for the next kcapi_rng_generate(); Return: 0/-errno */
int kcapi_rng_setaddtl(struct kcapi_handle *handle, uint8_t *addtl, uint32_t addtllen);

/**
 * kcapi_akcipher_init() - open an asymmetric cipher ("rsa", "pkcs1pad(rsa,sha256)", "ecrdsa")
 *
 * In-process only: no kernel's AF_ALG offers asymmetric ciphers (docs/kcapi.md).
 * Return: as kcapi_cipher_init().
 */
int kcapi_akcipher_init(struct kcapi_handle **handle, const char *ciphername, uint32_t flags);
/** kcapi_akcipher_destroy() - close an asymmetric cipher handle, wiping its key */
void kcapi_akcipher_destroy(struct kcapi_handle *handle);
/**
 * kcapi_akcipher_setkey() - set the private key (RSA: a BER RSAPrivateKey)
 *
 * Return: the output size operations need (RSA: the modulus size), or a negative errno.
 */
int kcapi_akcipher_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen);
/** kcapi_akcipher_setpubkey() - set the public key (RSA: BER RSAPublicKey); Return: as setkey */
int kcapi_akcipher_setpubkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen);
/**
 * kcapi_akcipher_encrypt() - encrypt @in into @out (may be @in)
 * @handle: asymmetric cipher handle with a key
 * @in: the plaintext, @inlen bytes
 * @inlen: length of @in
 * @out: the result, room for at least the size kcapi_akcipher_setkey() returned
 * @outlen: length of @out
 * @access: KCAPI_ACCESS_*
 *
 * Return: bytes written; -EINVAL when @outlen is below that size; or a negative errno.
 */
ssize_t kcapi_akcipher_encrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			       uint8_t *out, size_t outlen, int access);
/** kcapi_akcipher_decrypt() - decrypt, as kcapi_akcipher_encrypt() */
ssize_t kcapi_akcipher_decrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			       uint8_t *out, size_t outlen, int access);
/** kcapi_akcipher_sign() - sign the digest @in into @out, as kcapi_akcipher_encrypt() */
ssize_t kcapi_akcipher_sign(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			    uint8_t *out, size_t outlen, int access);
/**
 * kcapi_akcipher_verify() - verify a signature
 * @handle: asymmetric cipher handle with a key
 * @in: the signature alone (pkcs1pad: the digest it carries is written to @out), or the
 *	signature followed by the digest to check against (nothing is written)
 * @inlen: length of @in
 * @out: receives the recovered digest
 * @outlen: length of @out
 * @access: KCAPI_ACCESS_*
 *
 * Return: the digest's length, or 0 when @in held the digest; -EBADMSG when the signature
 * does not verify; another negative errno.
 */
ssize_t kcapi_akcipher_verify(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			      uint8_t *out, size_t outlen, int access);
/** kcapi_akcipher_encrypt_aio() - each pair of @iniov/@outiov its own encryption */
ssize_t kcapi_akcipher_encrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
				   struct iovec *outiov, size_t iovlen, int access);
/** kcapi_akcipher_decrypt_aio() - each pair its own decryption */
ssize_t kcapi_akcipher_decrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
				   struct iovec *outiov, size_t iovlen, int access);
/** kcapi_akcipher_sign_aio() - each pair its own signature */
ssize_t kcapi_akcipher_sign_aio(struct kcapi_handle *handle, struct iovec *iniov,
				struct iovec *outiov, size_t iovlen, int access);
/** kcapi_akcipher_verify_aio() - each pair its own verification */
ssize_t kcapi_akcipher_verify_aio(struct kcapi_handle *handle, struct iovec *iniov,
				  struct iovec *outiov, size_t iovlen, int access);
/** kcapi_akcipher_stream_init_enc() - start a stream encryption; Return: bytes queued/-errno */
ssize_t kcapi_akcipher_stream_init_enc(struct kcapi_handle *handle, struct iovec *iov,
				       size_t iovlen);
/** kcapi_akcipher_stream_init_dec() - start a stream decryption */
ssize_t kcapi_akcipher_stream_init_dec(struct kcapi_handle *handle, struct iovec *iov,
				       size_t iovlen);
/** kcapi_akcipher_stream_init_sgn() - start a stream signature */
ssize_t kcapi_akcipher_stream_init_sgn(struct kcapi_handle *handle, struct iovec *iov,
				       size_t iovlen);
/** kcapi_akcipher_stream_init_vfy() - start a stream verification */
ssize_t kcapi_akcipher_stream_init_vfy(struct kcapi_handle *handle, struct iovec *iov,
				       size_t iovlen);
/** kcapi_akcipher_stream_update() - queue more input; Return: bytes queued or -errno */
ssize_t kcapi_akcipher_stream_update(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen);
/** kcapi_akcipher_stream_update_last() - queue the last input */
ssize_t kcapi_akcipher_stream_update_last(struct kcapi_handle *handle, struct iovec *iov,
					  size_t iovlen);
/**
 * kcapi_akcipher_stream_op() - run the operation over all queued input into @iov
 *
 * Return: bytes written, or a negative errno (-EINVAL without an output buffer).
 */
ssize_t kcapi_akcipher_stream_op(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen);

/* kcapi_kpp_ecdh_setcurve() curve IDs. */
#define ECC_CURVE_NIST_P192 0x0001
#define ECC_CURVE_NIST_P256 0x0002

/**
 * kcapi_kpp_init() - open a key agreement ("dh", "ffdhe2048(dh)", "ecdh-nist-p256",
 * "curve25519")
 *
 * In-process only, as kcapi_akcipher_init(). Return: as kcapi_cipher_init().
 */
int kcapi_kpp_init(struct kcapi_handle **handle, const char *ciphername, uint32_t flags);
/** kcapi_kpp_destroy() - close a key agreement handle, wiping its private key */
void kcapi_kpp_destroy(struct kcapi_handle *handle);
/**
 * kcapi_kpp_dh_setparam_pkcs3() - the group of a "dh" handle, as a DER PKCS #3 DHParameter
 *
 * Return: the prime's size (the output size), or -EINVAL (not a "dh" handle, malformed DER).
 */
int kcapi_kpp_dh_setparam_pkcs3(struct kcapi_handle *handle, const uint8_t *pkcs3,
				uint32_t pkcs3len);
/**
 * kcapi_kpp_ecdh_setcurve() - confirm the curve of an ECDH handle (ECC_CURVE_*)
 *
 * Each ecdh algorithm has its curve in its name. Return: 0, or -EINVAL for another curve.
 */
int kcapi_kpp_ecdh_setcurve(struct kcapi_handle *handle, unsigned long curve_id);
/**
 * kcapi_kpp_setkey() - set the private key; with none (@keylen 0) the algorithm makes one
 *
 * Return: the output size of kcapi_kpp_keygen() and kcapi_kpp_ssgen(); -EOPNOTSUPP when the
 * algorithm cannot make a key ("dh"); another negative errno.
 */
int kcapi_kpp_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen);
/** kcapi_kpp_keygen() - our public key into @pubkey; Return: its length or -errno */
ssize_t kcapi_kpp_keygen(struct kcapi_handle *handle, uint8_t *pubkey, size_t pubkeylen,
			 int access);
/** kcapi_kpp_ssgen() - the shared secret with the peer's @pubkey; Return: its length/-errno */
ssize_t kcapi_kpp_ssgen(struct kcapi_handle *handle, const uint8_t *pubkey, size_t pubkeylen,
			uint8_t *ss, size_t sslen, int access);
/** kcapi_kpp_keygen_aio() - a public key into each of @outiov; Return: total bytes or -errno */
ssize_t kcapi_kpp_keygen_aio(struct kcapi_handle *handle, struct iovec *outiov, size_t iovlen,
			     int access);
/** kcapi_kpp_ssgen_aio() - a shared secret for each pair of @iniov/@outiov */
ssize_t kcapi_kpp_ssgen_aio(struct kcapi_handle *handle, struct iovec *iniov, struct iovec *outiov,
			    size_t iovlen, int access);

/**
 * kcapi_kdf_dpi() - SP 800-108 section 5.3 KDF, double-pipeline mode with a 32-bit counter
 * @handle: message digest handle, keyed with the KDF key
 * @src: Label || 0x00 || Context (may be NULL)
 * @slen: length of @src
 * @dst: output
 * @dlen: bytes to derive
 *
 * Return: 0 or a negative errno.
 */
ssize_t kcapi_kdf_dpi(struct kcapi_handle *handle, const uint8_t *src, size_t slen, uint8_t *dst,
		      size_t dlen);
/** kcapi_kdf_fb() - SP 800-108 section 5.2 feedback mode; @src is IV || Label || 0 || Context */
ssize_t kcapi_kdf_fb(struct kcapi_handle *handle, const uint8_t *src, size_t slen, uint8_t *dst,
		     size_t dlen);
/** kcapi_kdf_ctr() - SP 800-108 section 5.1 counter mode (32-bit counter first) */
ssize_t kcapi_kdf_ctr(struct kcapi_handle *handle, const uint8_t *src, size_t slen, uint8_t *dst,
		      size_t dlen);
/**
 * kcapi_hkdf() - RFC 5869 HKDF extract and expand with the keyed hash @hashname ("hmac(sha256)")
 *
 * Return: 0 or a negative errno (-EINVAL: no IKM, or more than 255 blocks asked for).
 */
ssize_t kcapi_hkdf(const char *hashname, const uint8_t *ikm, size_t ikmlen, const uint8_t *salt,
		   uint32_t saltlen, const uint8_t *info, size_t infolen, uint8_t *dst,
		   size_t dlen);
/**
 * kcapi_pbkdf() - PBKDF2 (SP 800-132, RFC 8018) over the keyed hash @hashname
 *
 * Return: 0 or a negative errno (-EINVAL: zero count or no output).
 */
ssize_t kcapi_pbkdf(const char *hashname, const uint8_t *pw, uint32_t pwlen, const uint8_t *salt,
		    size_t saltlen, uint32_t count, uint8_t *key, size_t keylen);
/**
 * kcapi_pbkdf_iteration_count() - a PBKDF2 iteration count whose run takes about 2^@timeshift
 * nanoseconds on this machine (@timeshift 0: 2^26 ns, about 67 ms), and never below 65536
 */
uint32_t kcapi_pbkdf_iteration_count(const char *hashname, uint64_t timeshift);

/** kcapi_memset_secure() - memset() the compiler cannot remove */
void kcapi_memset_secure(void *s, int c, size_t n);
/**
 * kcapi_pad_iv() - an IV of exactly kcapi_cipher_ivsize() bytes: @iv zero-padded or truncated
 *
 * Return: 0 (@newiv is malloc()ed, the caller frees it); -EINVAL, -ENOMEM.
 */
int kcapi_pad_iv(struct kcapi_handle *handle, const uint8_t *iv, uint32_t ivlen, uint8_t **newiv,
		 uint32_t *newivlen);
/** kcapi_set_maxsplicesize() - the largest chunk one call takes; Return: 0 or -EINVAL */
int kcapi_set_maxsplicesize(struct kcapi_handle *handle, unsigned int size);
/** kcapi_get_maxsplicesize() - Return: that size, or -EINVAL without a handle */
int kcapi_get_maxsplicesize(struct kcapi_handle *handle);

/** kcapi_set_verbosity() - how much the library logs to stderr */
void kcapi_set_verbosity(enum kcapi_verbosity level);
/** kcapi_versionstring() - "libkcapi 1.4.0 ukcrypto X.Y.Z", truncated to @buflen */
void kcapi_versionstring(char *buf, uint32_t buflen);
/** kcapi_version() - Return: the libkcapi version implemented, as 1040000 for 1.4.0 */
uint32_t kcapi_version(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_KCAPI_H */
