/* SPDX-License-Identifier: GPL-2.0-only */
/* What the DRBG front end (drbg.cpp) shares with its three SP 800-90A mechanisms. */
#ifndef _UKC_CRYPTO_DRBG_PRIV_H
#define _UKC_CRYPTO_DRBG_PRIV_H

#include <crypto/drbg.h>
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <linux/scatterlist.h>

#include <chrono>
#include <mutex>

namespace ukc::drbg {

// Hash_DRBG over SHA-384/512 has the longest state: seedlen 888 bits (SP 800-90A 10.1 Table 2).
constexpr unsigned int max_statelen = 111;
constexpr unsigned int max_blocklen = 64;
// 6.12's limits: 2^16 bytes a request (SP 800-90A allows 2^19 bits), 2^20 requests between
// reseeds (it allows 2^48), additional input and personalization below 2^32 bytes.
constexpr unsigned int max_request_bytes = 1U << 16;
constexpr size_t max_addtl = 0xffffffffU - 1;
constexpr size_t max_requests = 1U << 20;

// A byte string the mechanism concatenates with others: SP 800-90A's "||".
struct input {
	const u8 *buf;
	size_t len;
};

// The concatenation of a few inputs, in order.
struct input_list {
	static constexpr unsigned int capacity = 8;

	input items[capacity];
	unsigned int count = 0;

	void add(const u8 *buf, size_t len) { items[count++] = { buf, len }; }
	void append(const input_list &other)
	{
		for (unsigned int i = 0; i < other.count; i++)
			items[count++] = other.items[i];
	}
	size_t total() const
	{
		size_t n = 0;

		for (unsigned int i = 0; i < count; i++)
			n += items[i].len;
		return n;
	}
	bool empty() const { return total() == 0; }
};

// One registered DRBG flavour: mechanism, strength, state sizes, and what it is built on.
struct core_def {
	drbg_flag_t flags;
	u8 statelen;	     // seedlen (Hash, CTR) or outlen (HMAC), in bytes
	u8 blocklen;	     // outlen of the hash or block cipher, in bytes
	const char *name;    // after "drbg_pr_" / "drbg_nopr_"
	const char *backend; // the crypto API name of the primitive
};

struct state;

// A mechanism (SP 800-90A 10.1.1, 10.1.2, 10.2.1). update() is the instantiate (when
// @instantiate) or reseed step over @seed; generate() writes @buflen bytes and returns 0 or
// -errno.
struct mechanism {
	int (*crypto_init)(state *drbg);
	void (*crypto_fini)(state *drbg);
	int (*update)(state *drbg, const input_list &seed, bool instantiate);
	int (*generate)(state *drbg, u8 *buf, unsigned int buflen, const input_list &addtl);
};

extern const mechanism hash_ops;
extern const mechanism hmac_ops;
extern const mechanism ctr_ops;

enum class seed_state {
	unseeded,
	partial,
	full
};

// A tfm's context. V and C are SP 800-90A's V and C (Hash), V and Key (HMAC), or V + 1 and
// Key (CTR, so V is the counter block the next encryption takes).
struct state {
	std::mutex lock;
	const core_def *core = nullptr;
	const mechanism *ops = nullptr;
	u8 V[max_statelen];
	u8 C[max_statelen];
	size_t reseed_ctr = 0;
	size_t reseed_threshold = 0;
	seed_state seeded = seed_state::unseeded;
	std::chrono::steady_clock::time_point last_seed_time;
	bool pr = false;
	bool fips_primed = false;
	u8 prev[32];
	// jitterentropy_rng, whose output goes into every (re)seed beside the system's entropy
	// (nullptr in test mode or where it could not be had outside FIPS mode).
	struct crypto_rng *jent = nullptr;

	// Test entropy from crypto_rng_set_entropy(): once it was called, every seeding takes
	// these bytes (the caller keeps them valid) and nothing from the system, as in 6.12.
	bool test_mode = false;
	const u8 *test_entropy = nullptr;
	size_t test_entropy_len = 0;

	// Hash and HMAC: the hash or keyed hash and a descriptor for it.
	struct crypto_shash *shash = nullptr;
	struct shash_desc *desc = nullptr;
	// CTR: the block cipher for the derivation function, ctr() for the rest.
	struct crypto_cipher *cipher = nullptr;
	struct crypto_skcipher *ctr = nullptr;
	struct skcipher_request *ctr_req = nullptr;
	struct crypto_wait ctr_wait;

	unsigned int statelen() const { return core->statelen; }
	unsigned int blocklen() const { return core->blocklen; }
	unsigned int keylen() const { return core->statelen - core->blocklen; }
};

// dst = (dst + src) mod 2^(8 * dstlen), both big-endian, srclen <= dstlen (SP 800-90A 10.1.1.4).
inline void add_be(u8 *dst, unsigned int dstlen, const u8 *src, unsigned int srclen)
{
	unsigned int carry = 0;

	for (unsigned int i = 0; i < dstlen; i++) {
		unsigned int sum = dst[dstlen - 1 - i] + carry;

		if (i < srclen)
			sum += src[srclen - 1 - i];
		dst[dstlen - 1 - i] = (u8)sum;
		carry = sum >> 8;
	}
}

inline void put_be32(u32 val, u8 *out)
{
	out[0] = (u8)(val >> 24);
	out[1] = (u8)(val >> 16);
	out[2] = (u8)(val >> 8);
	out[3] = (u8)val;
}

} // namespace ukc::drbg

#endif /* _UKC_CRYPTO_DRBG_PRIV_H */
