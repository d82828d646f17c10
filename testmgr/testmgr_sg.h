/* SPDX-License-Identifier: GPL-2.0-only */
/* testmgr's test configurations: how a vector's data is laid out in scatterlists, poisoned,
 * checked afterwards, and how random configurations are drawn and named (kernel 6.12). */
#ifndef _UKC_TESTMGR_SG_H
#define _UKC_TESTMGR_SG_H

#include <crypto/algapi.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <span>

namespace ukc::tm {

constexpr unsigned int xbufsize = 8;	 // divisions per scatterlist at most
constexpr unsigned int sg_total = 10000; // proportions are in hundredths of a percent
constexpr u8 poison_byte = 0xfe;
constexpr unsigned int poison_len = 16;
constexpr unsigned int namelen = 192;
constexpr unsigned int max_ivlen = 32;

enum class inplace_mode {
	out_of_place,
	one_sglist,
	two_sglists
};
enum class flush_type {
	none,
	flush,
	reimport
};
enum class finalization_type {
	final,
	finup,
	digest
};

struct sg_division {
	unsigned int proportion_of_total;
	unsigned int offset;
	bool offset_relative_to_alignmask;
	flush_type flush;
	bool nosimd;
};

struct testvec_config {
	const char *name;
	inplace_mode inplace;
	u32 req_flags;
	sg_division src_divs[xbufsize];
	sg_division dst_divs[xbufsize];
	unsigned int iv_offset;
	unsigned int key_offset;
	bool iv_offset_relative_to_alignmask;
	bool key_offset_relative_to_alignmask;
	finalization_type finalization;
	bool nosimd;
	bool nosimd_setkey;
};

/* The kernel's default configurations, with its names. */
std::span<const testvec_config> default_cipher_configs();
std::span<const testvec_config> default_hash_configs();

/* A scatterlist over up to xbufsize page-aligned buffers, with poison after each chunk. */
struct test_sglist {
	u8 *bufs[xbufsize] = {};
	struct scatterlist sgl[xbufsize];
	struct scatterlist sgl_saved[xbufsize];
	struct scatterlist *sgl_ptr;
	unsigned int nents;

	test_sglist();
	~test_sglist();
	test_sglist(const test_sglist &) = delete;
	test_sglist &operator=(const test_sglist &) = delete;

	/* Allocates the buffers, as 6.12's init_test_sglist(). Returns 0 or -ENOMEM (the
	 * destructor frees what was had). */
	int init();

	/* Lays @total bytes out as @divs say; the data comes from @data (in order), the rest
	 * (and each chunk's tail) is poison. Returns 0 or -EINVAL. */
	int build(const sg_division *divs, unsigned int alignmask, unsigned int total,
		  std::span<const std::span<const u8>> data,
		  const sg_division *out_divs[xbufsize] = nullptr);
	/* Whether the entries differ from what build() made. */
	bool corrupted() const;
	/* Compares the data after @skip bytes with @expected; -EINVAL wrong, -EOVERFLOW when the
	 * poison after a chunk was overwritten. */
	int verify(const u8 *expected, unsigned int len, unsigned int skip,
		   bool check_poison) const;
	/* Copies the whole contents out. */
	void copy_out(u8 *out, unsigned int len) const;
};

struct cipher_sglists {
	test_sglist src;
	test_sglist dst;

	/* 6.12's alloc_cipher_test_sglists(), but the struct itself is the caller's. */
	int init()
	{
		int err = src.init();
		return err ? err : dst.init();
	}

	// "src" or "dst" when the driver changed that scatterlist (dst only when it is not
	// src, as the kernel checks), else nullptr.
	const char *corrupted_sgl() const
	{
		if (src.corrupted())
			return "src";
		return dst.sgl_ptr != src.sgl && dst.corrupted() ? "dst" : nullptr;
	}
};

/* The direction as 6.12's cipher test messages name it. */
inline const char *op_name(bool enc)
{
	return enc ? "encryption" : "decryption";
}

/*
 * What 6.12's skcipher and AEAD tests check after each request: the driver changed neither the
 * request (@changed names the field it wrote, or is nullptr) nor the scatterlists of @tsgls.
 * Reports a change with @type's messages ("skcipher", "aead") and answers -EINVAL, else 0.
 */
int check_request_intact(const char *type, const char *driver, const char *op, const char *changed,
			 const cipher_sglists &tsgls, const char *vec_name,
			 const testvec_config &cfg);

/*
 * A skcipher or AEAD request as submitted (the AD length only for an AEAD's), for
 * check_request_intact(): changed() names the first field a driver wrote, or is nullptr.
 */
template <typename Req> struct req_snapshot {
	static constexpr bool has_ad = requires(const Req *r) { r->assoclen; };

	unsigned int cryptlen, assoclen = 0;
	u8 *iv;
	struct scatterlist *src, *dst;
	struct crypto_tfm *tfm;
	crypto_completion_t complete;
	u32 flags;
	void *data;

	explicit req_snapshot(const Req *r)
		: cryptlen(r->cryptlen), iv(r->iv), src(r->src), dst(r->dst), tfm(r->base.tfm),
		  complete(r->base.complete), flags(r->base.flags), data(r->base.data)
	{
		if constexpr (has_ad)
			assoclen = r->assoclen;
	}

	const char *changed(const Req *r) const
	{
		if (r->cryptlen != cryptlen)
			return "req->cryptlen";
		if constexpr (has_ad)
			if (r->assoclen != assoclen)
				return "req->assoclen";
		return r->iv != iv		      ? "req->iv"
		       : r->src != src		      ? "req->src"
		       : r->dst != dst		      ? "req->dst"
		       : r->base.tfm != tfm	      ? "req->base.tfm"
		       : r->base.complete != complete ? "req->base.complete"
		       : r->base.flags != flags	      ? "req->base.flags"
		       : r->base.data != data	      ? "req->base.data"
						      : nullptr;
	}
};

/* Source and destination for one cipher operation under @cfg; in-place modes alias them. */
int build_cipher_sglists(cipher_sglists &t, const testvec_config &cfg, unsigned int alignmask,
			 unsigned int src_total, unsigned int dst_total,
			 std::span<const std::span<const u8>> input);

/* A buffer holding @data at the configuration's offset (relative to the alignmask or not). */
struct offset_buf {
	u8 *mem = nullptr;
	u8 *ptr = nullptr;
	offset_buf(const u8 *data, unsigned int len, unsigned int offset, bool rel_to_alignmask,
		   unsigned int alignmask);
	~offset_buf();
	offset_buf(const offset_buf &) = delete;
	offset_buf &operator=(const offset_buf &) = delete;
};

/* A kmalloc()ed buffer of the extra tests' random vectors, wiped and freed with its owner;
 * null when out of memory (the owner's ok() says). */
class kbuf {
public:
	explicit kbuf(size_t size) : p_(static_cast<u8 *>(kmalloc(size, GFP_KERNEL))) {}
	~kbuf() { kfree_sensitive(p_); }
	kbuf(const kbuf &) = delete;
	kbuf &operator=(const kbuf &) = delete;
	u8 *data() const { return p_; }
	explicit operator bool() const { return p_ != nullptr; }

private:
	u8 *p_;
};

/* The random source of the extra tests (seeded per run; set UKCRYPTO_TEST_SEED to replay). */
class prng {
public:
	explicit prng(u64 seed);
	u32 next();
	u32 below(u32 n);
	u32 inclusive(u32 lo, u32 hi);
	bool coin();
	void bytes(u8 *buf, size_t len);

private:
	u64 s_[4];
};

/* The seed of one random test's stream: UKCRYPTO_TEST_SEED when set, else a fresh one. */
u64 test_seed();
/* Logs, after a random test's failure message, the seed that replays it. Returns @err. */
int random_test_failed(const char *driver, u64 seed, int err);
/* Logs that @driver's test buffers could not be had, as 6.12 does for its @type. -ENOMEM. */
int test_buffers_failed(const char *type, const char *driver);

/* Draws a random configuration and writes its name in the kernel's form ("random: ..."). */
void generate_random_config(prng &rng, testvec_config &cfg, char *name, size_t namesize);
/* A random length up to @max, biased to small and power-of-two ones as the kernel's. */
unsigned int generate_random_length(prng &rng, unsigned int max);
/* "cts(cbc(aes))" -> "cts(cbc(aes-generic))"; -ENAMETOOLONG if it does not fit. */
int build_generic_driver_name(const char *algname, char out[CRYPTO_MAX_ALG_NAME]);

/* Sets crypto_simd_disabled_for_test on this thread for the guard's lifetime. */
struct nosimd_guard {
	bool prev;
	explicit nosimd_guard(bool on);
	~nosimd_guard();
};

/* Options: noextratests and fuzz_iterations (environment, overridable through the API). */
bool extra_tests_enabled();
unsigned int fuzz_iterations();

// The bulk vectors marked Extra run only with the extra tests, which keeps the default
// self-tests at the size of the standards' and the kernel's own vector sets.
template <typename Vec> inline bool vec_is_skipped(const Vec &vec)
{
	return vec.extra && !extra_tests_enabled();
}

// @run(enc, vec, num) over each of the @count vectors that is not skipped, all encryptions
// first, then all decryptions, as the kernel's test_skcipher()/test_aead() do; @num counts
// from 1. Returns 0 or the first failure.
template <typename Vec, typename Run>
int run_vecs_both_ways(const Vec *vecs, unsigned int count, Run run)
{
	for (bool enc : { true, false })
		for (unsigned int i = 0; i < count; i++) {
			if (vec_is_skipped(vecs[i]))
				continue;
			int err = run(enc, &vecs[i], i + 1);
			if (err)
				return err;
		}
	return 0;
}

// Vector @num under each of @defaults, then (with the extra tests) under fuzz_iterations
// random ones drawn from a stream seeded by the seed and its number, as the kernel's
// test_skcipher_vec()/test_aead_vec()/test_hash_vec() do. @run(vec_name, cfg) returns 0 or
// the failure; a random configuration's failure is followed by the seed that replays it.
template <typename Run>
int run_vec_configs(const char *driver, std::span<const testvec_config> defaults, unsigned int num,
		    Run run)
{
	char vec_name[16];

	snprintf(vec_name, sizeof(vec_name), "%u", num);
	for (const testvec_config &cfg : defaults) {
		int err = run(vec_name, cfg);
		if (err)
			return err;
	}
	if (!extra_tests_enabled())
		return 0;
	u64 seed = test_seed();
	prng rng(seed ^ num);
	char cfgname[namelen];
	testvec_config cfg;
	for (unsigned int i = 0; i < fuzz_iterations(); i++) {
		generate_random_config(rng, cfg, cfgname, sizeof(cfgname));
		int err = run(vec_name, cfg);
		if (err)
			return random_test_failed(driver, seed, err);
	}
	return 0;
}

// A cipher vector (skcipher or AEAD) in direction @enc under the cipher configurations:
// @vec_cfg(t, enc, vec, vec_name, cfg) runs it under one.
template <typename Test, typename Vec, typename VecCfg>
int run_cipher_vec_configs(const Test &t, bool enc, const Vec *vec, unsigned int num,
			   VecCfg vec_cfg)
{
	return run_vec_configs(t.driver, default_cipher_configs(), num,
			       [&](const char *vec_name, const testvec_config &cfg) {
				       return vec_cfg(t, enc, vec, vec_name, cfg);
			       });
}

// A cipher vector under one random configuration from @rng, encrypting when @enc and then
// decrypting when @dec, with test buffers of its own (@type names the test in the failure).
template <typename Test, typename Req, typename Vec, typename VecCfg>
int run_cipher_vec_random(const char *type, const char *driver, Req *req, const Vec *vec,
			  const char *vec_name, bool enc, bool dec, prng &rng, VecCfg vec_cfg)
{
	cipher_sglists tsgls;
	if (tsgls.init())
		return test_buffers_failed(type, driver);
	Test t{ driver, req, &tsgls };
	char cfgname[namelen];
	testvec_config cfg;
	int err = 0;

	generate_random_config(rng, cfg, cfgname, sizeof(cfgname));
	if (enc)
		err = vec_cfg(t, true, vec, vec_name, cfg);
	if (!err && dec)
		err = vec_cfg(t, false, vec, vec_name, cfg);
	return err;
}

} // namespace ukc::tm

#endif /* _UKC_TESTMGR_SG_H */
