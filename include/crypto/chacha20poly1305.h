/* SPDX-License-Identifier: GPL-2.0-only */
/* The ChaCha20-Poly1305 and XChaCha20-Poly1305 AEAD library (RFC 8439 section 2.8, the
 * XChaCha draft), over flat buffers or in place over a scatterlist. */
#ifndef _UKC_CRYPTO_CHACHA20POLY1305_H
#define _UKC_CRYPTO_CHACHA20POLY1305_H

#include <linux/compiler.h>
#include <linux/scatterlist.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

enum chacha20poly1305_lengths {
	XCHACHA20POLY1305_NONCE_SIZE = 24,
	CHACHA20POLY1305_KEY_SIZE = 32,
	CHACHA20POLY1305_AUTHTAG_SIZE = 16
};

/**
 * chacha20poly1305_encrypt() - seal a message
 * @dst: @src_len bytes of ciphertext, then the CHACHA20POLY1305_AUTHTAG_SIZE-byte tag
 * @src: the plaintext (may be @dst)
 * @src_len: its length
 * @ad: the associated data
 * @ad_len: its length
 * @nonce: the 64-bit nonce; the 96-bit nonce of RFC 8439 is 4 zero bytes then its little-endian
 *	   bytes
 * @key: the key
 */
void chacha20poly1305_encrypt(u8 *dst, const u8 *src, const size_t src_len, const u8 *ad,
			      const size_t ad_len, const u64 nonce,
			      const u8 key[CHACHA20POLY1305_KEY_SIZE]);

/**
 * chacha20poly1305_decrypt() - open a sealed message
 * @dst: @src_len - CHACHA20POLY1305_AUTHTAG_SIZE bytes of plaintext
 * @src: ciphertext then tag
 * @src_len: their length
 * @ad: the associated data
 * @ad_len: its length
 * @nonce: the nonce
 * @key: the key
 *
 * Return: true when the tag verifies. Otherwise false, and nothing is written to @dst.
 */
bool __must_check chacha20poly1305_decrypt(u8 *dst, const u8 *src, const size_t src_len,
					   const u8 *ad, const size_t ad_len, const u64 nonce,
					   const u8 key[CHACHA20POLY1305_KEY_SIZE]);

/**
 * xchacha20poly1305_encrypt() - seal with a 192-bit nonce (XChaCha20: HChaCha20 subkey)
 * @dst: ciphertext then tag
 * @src: the plaintext
 * @src_len: its length
 * @ad: the associated data
 * @ad_len: its length
 * @nonce: XCHACHA20POLY1305_NONCE_SIZE bytes
 * @key: the key
 */
void xchacha20poly1305_encrypt(u8 *dst, const u8 *src, const size_t src_len, const u8 *ad,
			       const size_t ad_len, const u8 nonce[XCHACHA20POLY1305_NONCE_SIZE],
			       const u8 key[CHACHA20POLY1305_KEY_SIZE]);

/**
 * xchacha20poly1305_decrypt() - open what xchacha20poly1305_encrypt() sealed
 * @dst: the plaintext
 * @src: ciphertext then tag
 * @src_len: their length
 * @ad: the associated data
 * @ad_len: its length
 * @nonce: XCHACHA20POLY1305_NONCE_SIZE bytes
 * @key: the key
 *
 * Return: true when the tag verifies; otherwise false and @dst is not written.
 */
bool __must_check xchacha20poly1305_decrypt(u8 *dst, const u8 *src, const size_t src_len,
					    const u8 *ad, const size_t ad_len,
					    const u8 nonce[XCHACHA20POLY1305_NONCE_SIZE],
					    const u8 key[CHACHA20POLY1305_KEY_SIZE]);

/**
 * chacha20poly1305_encrypt_sg_inplace() - seal in place over a scatterlist
 * @src: @src_len bytes of plaintext, then room for the tag
 * @src_len: the plaintext's length
 * @ad: the associated data
 * @ad_len: its length
 * @nonce: the nonce
 * @key: the key
 *
 * Return: true, or false when the scatterlist is shorter than @src_len plus the tag.
 */
bool chacha20poly1305_encrypt_sg_inplace(struct scatterlist *src, size_t src_len, const u8 *ad,
					 const size_t ad_len, const u64 nonce,
					 const u8 key[CHACHA20POLY1305_KEY_SIZE]);

/**
 * chacha20poly1305_decrypt_sg_inplace() - open in place over a scatterlist
 * @src: ciphertext then tag, @src_len bytes in all
 * @src_len: their length
 * @ad: the associated data
 * @ad_len: its length
 * @nonce: the nonce
 * @key: the key
 *
 * Return: true when the tag verifies (the ciphertext is then replaced by the plaintext);
 * false otherwise, the scatterlist left as it was.
 */
bool chacha20poly1305_decrypt_sg_inplace(struct scatterlist *src, size_t src_len, const u8 *ad,
					 const size_t ad_len, const u64 nonce,
					 const u8 key[CHACHA20POLY1305_KEY_SIZE]);

/**
 * chacha20poly1305_selftest() - the library's known-answer tests
 *
 * Run at start-up unless self-tests are off (UKCRYPTO_NOTESTS), as 6.12 runs it.
 *
 * Return: true when every test passed.
 */
bool chacha20poly1305_selftest(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_CHACHA20POLY1305_H */
