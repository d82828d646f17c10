/* SPDX-License-Identifier: GPL-2.0-only */
/* Self-test vector structs shaped as the kernel's testmgr ones, and the compiled-in suite table. */
#ifndef _UKC_TESTMGR_TESTVEC_H
#define _UKC_TESTMGR_TESTVEC_H

#ifndef __cplusplus
#include <stdbool.h>
#endif
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct hash_testvec - one known-answer test of a hash or keyed hash
 * @key:	the key, or NULL for an unkeyed hash
 * @plaintext:	the message
 * @digest:	the expected digest
 * @psize:	length of @plaintext in bytes
 * @ksize:	length of @key in bytes; setkey() is called only when it is nonzero
 * @setkey_error: the error setkey() must return (0: it must succeed)
 * @digest_error: the error the digest operations must return (0: they must succeed)
 * @fips_skip:	do not run this vector in FIPS mode
 * @extra:	ukcrypto's own addition: a vector beyond the standards' and the kernel's own sets
 *		(the Wycheproof and Botan bulk), run only with the extra self-tests
 */
struct hash_testvec {
	const char *key;
	const char *plaintext;
	const char *digest;
	unsigned int psize;
	unsigned short ksize;
	int setkey_error;
	int digest_error;
	bool fips_skip;
	bool extra;
};

/**
 * struct cipher_testvec - one known-answer test of a (block or stream) cipher
 * @key:	the key
 * @iv:		the IV, or NULL to use an all-zero IV
 * @iv_out:	the IV expected after the operation, or NULL when it is not checked
 * @ptext:	the plaintext
 * @ctext:	the ciphertext
 * @wk:		set CRYPTO_TFM_REQ_FORBID_WEAK_KEYS before setkey() (a weak key must then fail)
 * @klen:	length of @key in bytes
 * @len:	length of @ptext and of @ctext in bytes
 * @fips_skip:	do not run this vector in FIPS mode
 * @generates_iv: encryption ignores @iv and must produce @iv_out; decryption takes @iv_out
 * @setkey_error: the error setkey() must return (0: it must succeed); no data is processed
 *		  when it is set
 * @crypt_error: the error encryption and decryption must return (0: they must succeed)
 * @extra:	ukcrypto's own addition: a vector beyond the standards' and the kernel's own sets
 *		(the Wycheproof and Botan bulk), run only with the extra self-tests
 */
struct cipher_testvec {
	const char *key;
	const char *iv;
	const char *iv_out;
	const char *ptext;
	const char *ctext;
	unsigned char wk;
	unsigned short klen;
	unsigned int len;
	bool fips_skip;
	bool generates_iv;
	int setkey_error;
	int crypt_error;
	bool extra;
};

/**
 * struct aead_testvec - one known-answer test of an AEAD
 * @key:	the key
 * @iv:		the IV, or NULL to use an all-zero IV
 * @ptext:	the plaintext
 * @assoc:	the associated data
 * @ctext:	the ciphertext followed by the tag; the tag size is @clen - @plen
 * @novrfy:	an inauthentic input: only decryption is run, and it must fail with -EBADMSG
 *		(or with @crypt_error when that is nonzero)
 * @wk:		set CRYPTO_TFM_REQ_FORBID_WEAK_KEYS before setkey()
 * @klen:	length of @key in bytes
 * @plen:	length of @ptext in bytes
 * @clen:	length of @ctext in bytes
 * @alen:	length of @assoc in bytes
 * @setkey_error: the error setkey() must return (0: it must succeed)
 * @setauthsize_error: the error setauthsize(@clen - @plen) must return (0: it must succeed)
 * @crypt_error: the error encryption must return when @novrfy is 0; when @novrfy is 1, an
 *		 error decryption may return instead of -EBADMSG
 * @extra:	ukcrypto's own addition: a vector beyond the standards' and the kernel's own sets
 *		(the Wycheproof and Botan bulk), run only with the extra self-tests
 */
struct aead_testvec {
	const char *key;
	const char *iv;
	const char *ptext;
	const char *assoc;
	const char *ctext;
	unsigned char novrfy;
	unsigned char wk;
	unsigned char klen;
	unsigned int plen;
	unsigned int clen;
	unsigned int alen;
	int setkey_error;
	int setauthsize_error;
	int crypt_error;
	bool extra;
};

/**
 * struct cprng_testvec - one known-answer test of the ANSI X9.31 generator (6.12's layout)
 * @key:	the AES key (the seed's second part)
 * @dt:		the date-time vector (its third part)
 * @v:		the seed vector V (its first part)
 * @result:	the output of the last generation
 * @klen:	the length of @key
 * @dtlen:	the length of @dt
 * @vlen:	the length of @v
 * @rlen:	the length of each generation and of @result
 * @loops:	how many generations are run
 */
struct cprng_testvec {
	const char *key;
	const char *dt;
	const char *v;
	const char *result;
	unsigned char klen;
	unsigned short dtlen;
	unsigned short vlen;
	unsigned short rlen;
	unsigned short loops;
};

/**
 * struct drbg_testvec - one known-answer test of an SP 800-90A DRBG (6.12's layout)
 * @entropy:	the entropy input and nonce of the instantiation
 * @entropylen:	its length
 * @entpra:	the entropy of the reseed before the first generation (prediction resistance)
 * @entprb:	the entropy of the reseed before the second generation
 * @entprlen:	the length of each (0 without prediction resistance)
 * @addtla:	the additional input of the first generation, or NULL
 * @addtlb:	the additional input of the second generation, or NULL
 * @addtllen:	the length of each
 * @pers:	the personalization string, or NULL
 * @perslen:	its length
 * @expected:	the output of the second generation
 * @expectedlen: its length, and that of each generation
 */
struct drbg_testvec {
	const unsigned char *entropy;
	size_t entropylen;
	const unsigned char *entpra;
	const unsigned char *entprb;
	size_t entprlen;
	const unsigned char *addtla;
	const unsigned char *addtlb;
	size_t addtllen;
	const unsigned char *pers;
	size_t perslen;
	const unsigned char *expected;
	size_t expectedlen;
};

/**
 * struct comp_testvec - one known-answer test of a compressor (6.12's, with a direction flag)
 * @input:	a compression vector's plaintext, a decompression vector's compressed data
 * @output:	the kernel's compressed form (not compared: compressors may differ), or the
 *		plaintext a decompression vector must produce exactly
 * @inlen:	length of @input
 * @outlen:	length of @output
 * @decomp:	a decompression vector (6.12's *_decomp_tv_template); else a compression vector,
 *		whose output is decompressed again and compared with @input
 */
struct comp_testvec {
	const char *input;
	const char *output;
	unsigned int inlen;
	unsigned int outlen;
	bool decomp;
};

/**
 * struct akcipher_testvec - one known-answer test of an asymmetric cipher (6.12's layout)
 * @key:	the key, in the algorithm's encoding (RSA: BER RSAPublicKey or RSAPrivateKey)
 * @params:	the key's parameters, appended after the key with @algo (ECDSA), or NULL
 * @m:		the message (for a signature test: the digest)
 * @c:		the ciphertext (for a signature test: the signature)
 * @key_len:	length of @key
 * @param_len:	length of @params
 * @m_size:	length of @m
 * @c_size:	length of @c
 * @verify_error: the error encryption (or verification) must return (0: it must succeed)
 * @public_key_vec: @key is a public key: decryption and signing are not run
 * @siggen_sigver_test: a signature test: verify(@c, @m), then sign(@m) == @c
 * @algo:	the OID number of the curve, appended after the key (ECDSA), or 0
 * @fips_skip:	ukcrypto's addition: 6.12 leaves the vector out of a FIPS kernel
 */
struct akcipher_testvec {
	const unsigned char *key;
	const unsigned char *params;
	const unsigned char *m;
	const unsigned char *c;
	unsigned int key_len;
	unsigned int param_len;
	unsigned int m_size;
	unsigned int c_size;
	int verify_error;
	bool public_key_vec;
	bool siggen_sigver_test;
	unsigned int algo;
	bool fips_skip;
};

/**
 * struct kpp_testvec - one known-answer test of a key-agreement algorithm (6.12's layout)
 * @secret:	party A's packed secret (crypto_dh_encode_key() / crypto_ecdh_encode_key())
 * @b_secret:	party B's packed secret (@genkey vectors)
 * @b_public:	party B's public key
 * @expected_a_public: party A's public key
 * @expected_ss: the shared secret
 * @secret_size: length of @secret; the other *_size likewise
 * @b_secret_size: length of @b_secret
 * @b_public_size: length of @b_public
 * @expected_a_public_size: length of @expected_a_public
 * @expected_ss_size: length of @expected_ss
 * @genkey:	A's key is generated: its public key is not compared, and B computes the
 *		shared secret from it with @b_secret
 */
struct kpp_testvec {
	const unsigned char *secret;
	const unsigned char *b_secret;
	const unsigned char *b_public;
	const unsigned char *expected_a_public;
	const unsigned char *expected_ss;
	unsigned short secret_size;
	unsigned short b_secret_size;
	unsigned short b_public_size;
	unsigned short expected_a_public_size;
	unsigned short expected_ss_size;
	bool genkey;
};

/* Which struct a suite's vectors are. UKC_VEC_NULL marks a table entry with no vectors that
 * passes untested (6.12's alg_test_null); UKC_VEC_HEALTH an entropy source, which cannot have
 * known answers and is tested by its health tests instead. No suite has either kind. */
enum ukc_vec_kind {
	UKC_VEC_CIPHER,
	UKC_VEC_HASH,
	UKC_VEC_AEAD,
	UKC_VEC_DRBG,
	UKC_VEC_COMP,
	UKC_VEC_NULL,
	UKC_VEC_AKCIPHER,
	UKC_VEC_KPP,
	UKC_VEC_CPRNG,
	UKC_VEC_HEALTH,
};

/**
 * struct ukc_vector_suite - the vectors of one algorithm, from one [alg] section of a .vec file
 * @alg:	the algorithm's cra_name, e.g. "cbc(aes)"
 * @kind:	which struct @vecs points to
 * @vecs:	array of @count struct cipher_testvec, hash_testvec, aead_testvec, drbg_testvec,
 *		comp_testvec, akcipher_testvec, kpp_testvec or cprng_testvec
 * @count:	number of vectors
 * @source_file: the .vec file the section came from (its base name)
 */
struct ukc_vector_suite {
	const char *alg;
	enum ukc_vec_kind kind;
	const void *vecs;
	unsigned int count;
	const char *source_file;
};

/* All suites, sorted by strcmp() order of @alg. */
extern const struct ukc_vector_suite ukc_vector_suites[];
extern const unsigned int ukc_vector_suites_count;

/**
 * ukc_find_vector_suite() - look up the compiled-in vectors of an algorithm
 * @alg: the algorithm's cra_name, e.g. "ctr(aes)"
 *
 * Return: the suite, or NULL if no .vec file has a section named @alg.
 */
const struct ukc_vector_suite *ukc_find_vector_suite(const char *alg);

/**
 * ukc_suite_cipher_vecs() - the vectors of a cipher suite
 * @suite: a suite, or NULL
 *
 * Return: @suite's vectors, or NULL if @suite is NULL or not a cipher suite.
 */
static inline const struct cipher_testvec *ukc_suite_cipher_vecs(
	const struct ukc_vector_suite *suite)
{
	if (!suite || suite->kind != UKC_VEC_CIPHER)
		return NULL;
	return (const struct cipher_testvec *)suite->vecs;
}

/**
 * ukc_suite_hash_vecs() - the vectors of a hash suite
 * @suite: a suite, or NULL
 *
 * Return: @suite's vectors, or NULL if @suite is NULL or not a hash suite.
 */
static inline const struct hash_testvec *ukc_suite_hash_vecs(const struct ukc_vector_suite *suite)
{
	if (!suite || suite->kind != UKC_VEC_HASH)
		return NULL;
	return (const struct hash_testvec *)suite->vecs;
}

/**
 * ukc_suite_aead_vecs() - the vectors of an AEAD suite
 * @suite: a suite, or NULL
 *
 * Return: @suite's vectors, or NULL if @suite is NULL or not an AEAD suite.
 */
static inline const struct aead_testvec *ukc_suite_aead_vecs(const struct ukc_vector_suite *suite)
{
	if (!suite || suite->kind != UKC_VEC_AEAD)
		return NULL;
	return (const struct aead_testvec *)suite->vecs;
}

/**
 * ukc_suite_drbg_vecs() - the vectors of a DRBG suite
 * @suite: a suite, or NULL
 *
 * Return: @suite's vectors, or NULL if @suite is NULL or not a DRBG suite.
 */
static inline const struct drbg_testvec *ukc_suite_drbg_vecs(const struct ukc_vector_suite *suite)
{
	if (!suite || suite->kind != UKC_VEC_DRBG)
		return NULL;
	return (const struct drbg_testvec *)suite->vecs;
}

/**
 * ukc_suite_comp_vecs() - the vectors of a compression suite
 * @suite: a suite, or NULL
 *
 * Return: @suite's vectors, or NULL if @suite is NULL or not a compression suite.
 */
static inline const struct comp_testvec *ukc_suite_comp_vecs(const struct ukc_vector_suite *suite)
{
	if (!suite || suite->kind != UKC_VEC_COMP)
		return NULL;
	return (const struct comp_testvec *)suite->vecs;
}

/**
 * ukc_suite_akcipher_vecs() - the vectors of an asymmetric cipher suite
 * @suite: a suite, or NULL
 *
 * Return: @suite's vectors, or NULL if @suite is NULL or not an akcipher suite.
 */
static inline const struct akcipher_testvec *ukc_suite_akcipher_vecs(
	const struct ukc_vector_suite *suite)
{
	if (!suite || suite->kind != UKC_VEC_AKCIPHER)
		return NULL;
	return (const struct akcipher_testvec *)suite->vecs;
}

/**
 * ukc_suite_cprng_vecs() - the vectors of an X9.31 generator suite
 * @suite: the suite
 *
 * Return: @suite's vectors, or NULL if @suite is NULL or not a cprng suite.
 */
static inline const struct cprng_testvec *ukc_suite_cprng_vecs(const struct ukc_vector_suite *suite)
{
	if (!suite || suite->kind != UKC_VEC_CPRNG)
		return NULL;
	return (const struct cprng_testvec *)suite->vecs;
}

/**
 * ukc_suite_kpp_vecs() - the vectors of a key-agreement suite
 * @suite: a suite, or NULL
 *
 * Return: @suite's vectors, or NULL if @suite is NULL or not a kpp suite.
 */
static inline const struct kpp_testvec *ukc_suite_kpp_vecs(const struct ukc_vector_suite *suite)
{
	if (!suite || suite->kind != UKC_VEC_KPP)
		return NULL;
	return (const struct kpp_testvec *)suite->vecs;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_TESTMGR_TESTVEC_H */
