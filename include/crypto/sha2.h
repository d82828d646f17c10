/* SPDX-License-Identifier: GPL-2.0-only */
/* SHA-224, SHA-256, SHA-384 and SHA-512 (FIPS 180-4): sizes, initial values, states, library. */
#ifndef _UKC_CRYPTO_SHA2_H
#define _UKC_CRYPTO_SHA2_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SHA224_DIGEST_SIZE 28
#define SHA224_BLOCK_SIZE 64

#define SHA256_DIGEST_SIZE 32
#define SHA256_BLOCK_SIZE 64

#define SHA384_DIGEST_SIZE 48
#define SHA384_BLOCK_SIZE 128

#define SHA512_DIGEST_SIZE 64
#define SHA512_BLOCK_SIZE 128

/* Initial hash values, FIPS 180-4 section 5.3. */
#define SHA224_H0 0xc1059ed8UL
#define SHA224_H1 0x367cd507UL
#define SHA224_H2 0x3070dd17UL
#define SHA224_H3 0xf70e5939UL
#define SHA224_H4 0xffc00b31UL
#define SHA224_H5 0x68581511UL
#define SHA224_H6 0x64f98fa7UL
#define SHA224_H7 0xbefa4fa4UL

#define SHA256_H0 0x6a09e667UL
#define SHA256_H1 0xbb67ae85UL
#define SHA256_H2 0x3c6ef372UL
#define SHA256_H3 0xa54ff53aUL
#define SHA256_H4 0x510e527fUL
#define SHA256_H5 0x9b05688cUL
#define SHA256_H6 0x1f83d9abUL
#define SHA256_H7 0x5be0cd19UL

#define SHA384_H0 0xcbbb9d5dc1059ed8ULL
#define SHA384_H1 0x629a292a367cd507ULL
#define SHA384_H2 0x9159015a3070dd17ULL
#define SHA384_H3 0x152fecd8f70e5939ULL
#define SHA384_H4 0x67332667ffc00b31ULL
#define SHA384_H5 0x8eb44a8768581511ULL
#define SHA384_H6 0xdb0c2e0d64f98fa7ULL
#define SHA384_H7 0x47b5481dbefa4fa4ULL

#define SHA512_H0 0x6a09e667f3bcc908ULL
#define SHA512_H1 0xbb67ae8584caa73bULL
#define SHA512_H2 0x3c6ef372fe94f82bULL
#define SHA512_H3 0xa54ff53a5f1d36f1ULL
#define SHA512_H4 0x510e527fade682d1ULL
#define SHA512_H5 0x9b05688c2b3e6c1fULL
#define SHA512_H6 0x1f83d9abfb41bd6bULL
#define SHA512_H7 0x5be0cd19137e2179ULL

/* The digests of the empty message (exported by the generic drivers). */
extern const u8 sha224_zero_message_hash[SHA224_DIGEST_SIZE];
extern const u8 sha256_zero_message_hash[SHA256_DIGEST_SIZE];
extern const u8 sha384_zero_message_hash[SHA384_DIGEST_SIZE];
extern const u8 sha512_zero_message_hash[SHA512_DIGEST_SIZE];

/**
 * struct sha256_state - the state of a SHA-224 or SHA-256 computation
 * @state: the eight working hash words
 * @count: bytes hashed so far
 * @buf: the partial block (count % 64 bytes of it are used)
 */
struct sha256_state {
	u32 state[SHA256_DIGEST_SIZE / 4];
	u64 count;
	u8 buf[SHA256_BLOCK_SIZE];
};

/**
 * struct sha512_state - the state of a SHA-384 or SHA-512 computation
 * @state: the eight working hash words
 * @count: bytes hashed so far, a 128-bit number (low word first)
 * @buf: the partial block
 */
struct sha512_state {
	u64 state[SHA512_DIGEST_SIZE / 8];
	u64 count[2];
	u8 buf[SHA512_BLOCK_SIZE];
};

struct shash_desc;

/* The generic drivers' update and finup, for drivers that fall back to them. */
int crypto_sha256_update(struct shash_desc *desc, const u8 *data, unsigned int len);
int crypto_sha256_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *hash);
int crypto_sha512_update(struct shash_desc *desc, const u8 *data, unsigned int len);
int crypto_sha512_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *hash);

/* Starts @sctx from the initial hash value @h: SHA-224 and SHA-256 differ only there. */
static inline void ukc_sha256_start(struct sha256_state *sctx, const u32 h[8])
{
	for (int i = 0; i < 8; i++)
		sctx->state[i] = h[i];
	sctx->count = 0;
}

/* The SHA-256 library: no tfm, no allocation, for callers that hash a buffer or two. */
static inline void sha256_init(struct sha256_state *sctx)
{
	static const u32 h[8] = { SHA256_H0, SHA256_H1, SHA256_H2, SHA256_H3,
				  SHA256_H4, SHA256_H5, SHA256_H6, SHA256_H7 };

	ukc_sha256_start(sctx, h);
}

/**
 * sha256_update() - hash more data (SHA-224 too: the two differ only in init and final)
 * @sctx: the state
 * @data: the data
 * @len: its length
 */
void sha256_update(struct sha256_state *sctx, const u8 *data, unsigned int len);

/**
 * sha256_final() - pad, write the 32-byte digest and wipe the state
 * @sctx: the state
 * @out: SHA256_DIGEST_SIZE bytes
 */
void sha256_final(struct sha256_state *sctx, u8 *out);

/**
 * sha256() - the SHA-256 digest of a buffer
 * @data: the message
 * @len: its length
 * @out: SHA256_DIGEST_SIZE bytes
 */
void sha256(const u8 *data, unsigned int len, u8 *out);

static inline void sha224_init(struct sha256_state *sctx)
{
	static const u32 h[8] = { SHA224_H0, SHA224_H1, SHA224_H2, SHA224_H3,
				  SHA224_H4, SHA224_H5, SHA224_H6, SHA224_H7 };

	ukc_sha256_start(sctx, h);
}

/**
 * sha224_final() - pad, write the 28-byte digest and wipe the state
 * @sctx: the state, from sha224_init() and sha256_update()
 * @out: SHA224_DIGEST_SIZE bytes
 */
void sha224_final(struct sha256_state *sctx, u8 *out);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SHA2_H */
