/* SPDX-License-Identifier: GPL-2.0-only */
/* What the tcrypt program's files share: its parameters, the mode table, output and timing. */
#ifndef _UKC_TCRYPT_H
#define _UKC_TCRYPT_H

#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/types.h>

#include <cstdio>
#include <span>
#include <string>
#include <vector>
#include <time.h>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif

namespace ukc::tcrypt {

// The kernel's test memory: TVMEMSIZE pages for the cipher and hash tests, XBUFSIZE pages
// per buffer for the AEAD and multibuffer tests.
constexpr unsigned int TVMEMSIZE = 4;
constexpr unsigned int XBUFSIZE = 8;
constexpr unsigned int MAX_IVLEN = 32;
constexpr unsigned int MAX_DIGEST_SIZE = 64;

enum {
	DECRYPT = 0,
	ENCRYPT = 1
};

/* The module parameters, as `modprobe tcrypt mode=... sec=...` takes them. */
struct params {
	const char *alg = nullptr;
	u32 type = 0;
	u32 mask = 0;
	int mode = 0;
	unsigned int sec = 0;
	unsigned int klen = 0;
	u32 num_mb = 8;
	bool quick = false; // only the first key size and the first two sizes of each table
};

extern params param;
extern char *tvmem[TVMEMSIZE];

/* ---- the mode table (modes.cpp) ---- */

enum class step_kind {
	selftest,    // tcrypt_test(alg): run testmgr's tests on what the name allocates
	cipher,	     // test_cipher_speed: sync skcipher (mask CRYPTO_ALG_ASYNC)
	acipher,     // test_acipher_speed: any skcipher, completions waited for
	mb_skcipher, // test_mb_skcipher_speed: num_mb requests in flight
	aead,	     // test_aead_speed
	mb_aead,     // test_mb_aead_speed
	hash,	     // test_hash_speed: sync hashes only
	ahash,	     // test_ahash_speed
};

struct hash_speed {
	unsigned int blen; // buffer length
	unsigned int plen; // per-update length
};

struct step {
	step_kind kind;
	const char *alg;
	int enc;
	std::span<const u8> keysizes;
	u8 authsize; // AEAD
	u8 aad_size; // AEAD
	u8 set_klen; // non-zero: the mode sets klen to this first (318 for ghash)
	std::span<const hash_speed> hash_speeds; // empty: generic_hash_speed_template
};

enum mode_flags : unsigned int {
	MODE_ALG_HASH = 1,  // 300/400: with alg=, time that hash; else the whole series
	MODE_ALG_MB = 2,    // 600: with alg=, time it with klen=
	MODE_ALG_CHECK = 4, // 0: with alg=, tell whether it exists
};

struct mode {
	int number;
	const char *what;
	std::span<const step> steps;
	unsigned int flags;
};

std::span<const mode> modes();
const mode *find_mode(int number);
void print_modes(FILE *f);
void print_valid_modes(FILE *f);

extern const std::span<const int> block_sizes;
extern const std::span<const int> aead_sizes;
extern const std::span<const hash_speed> generic_hash_speed_template;

// The parts of a table a run uses: all of it, or with --quick its first @quick entries.
template <typename T> std::span<const T> used(std::span<const T> all, size_t quick)
{
	return param.quick && all.size() > quick ? all.first(quick) : all;
}

/* ---- the speed tests ---- */

void test_skcipher_speed(const char *algo, int enc, unsigned int secs, std::span<const u8> keysizes,
			 bool async);
void test_mb_skcipher_speed(const char *algo, int enc, unsigned int secs,
			    std::span<const u8> keysizes, u32 num_mb);
void test_aead_speed(const char *algo, int enc, unsigned int secs, u8 authsize,
		     unsigned int aad_size, std::span<const u8> keysizes);
void test_mb_aead_speed(const char *algo, int enc, unsigned int secs, u8 authsize,
			unsigned int aad_size, std::span<const u8> keysizes, u32 num_mb);
void test_ahash_speed_common(const char *algo, unsigned int secs, std::span<const hash_speed> speed,
			     u32 mask);

// The key sizes, in bytes and at most 255 (a speed template's u8), that @algo's skcipher
// takes; its driver name in *@driver. Returns 0, or the allocation's error.
int skcipher_keysizes(const char *algo, std::string *driver, std::vector<unsigned int> *sizes);

// Fills XBUFSIZE pages; returns 0 or -ENOMEM (then nothing is left allocated).
int testmgr_alloc_buf(char *buf[XBUFSIZE]);
void testmgr_free_buf(char *buf[XBUFSIZE]);

/* ---- tcrypt --summary (summary.cpp) ---- */

// Prints one screen of MB/s (one JSON record a line with @json); 1 if a timed one failed.
int tcrypt_summary(bool json);

/* ---- output (output.cpp): the kernel's lines as text, or one JSON record each ---- */

struct banner {
	const char *kind; // "sync", "async", "multibuffer", or "" (AEAD prints none)
	const char *alg;
	const char *driver;
	const char *dir; // "encryption", "decryption", or nullptr (hashes)
};

void out_open(bool json_stdout, const char *json_file);
void out_close();
void out_banner(const banner &b);
void out_cipher_header(unsigned int test, int key_bits, unsigned int bs);
void out_cipher_ops(int ops, int secs, unsigned long long bytes);
void out_cipher_cycles(unsigned long cycles, int bs);
void out_hash_header(unsigned int test, unsigned int blen, unsigned int plen);
void out_hash_ops(unsigned int opers, unsigned long bytes);
void out_hash_cycles(unsigned long cycles, unsigned long per_byte);
void out_info(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void out_err(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void out_selftest(const char *alg, int rc);
void out_flush_log();

// A speed test that ran and then failed (not one whose algorithm is missing) sets this.
void note_failure(int err);
int failure();

/* ---- time: jiffies and get_cycles() ---- */

// The kernel counts whole seconds in jiffies; the coarse clock ticks at the same rate.
inline unsigned long long now_ns_coarse()
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC_COARSE, &ts);
	return static_cast<unsigned long long>(ts.tv_sec) * 1000000000ULL +
	       static_cast<unsigned long long>(ts.tv_nsec);
}

// get_cycles(): the TSC on x86, the virtual counter on arm64, else nanoseconds.
inline unsigned long get_cycles()
{
#if defined(__x86_64__) || defined(__i386__)
	return static_cast<unsigned long>(__rdtsc());
#elif defined(__aarch64__)
	unsigned long v;

	asm volatile("isb; mrs %0, cntvct_el0" : "=r"(v) : : "memory");
	return v;
#else
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return static_cast<unsigned long>(ts.tv_sec) * 1000000000UL +
	       static_cast<unsigned long>(ts.tv_nsec);
#endif
}

const char *cycle_counter_name();

/*
 * The kernel's two ways of timing one line. by_jiffies: as many operations as fit in @secs
 * seconds, counted in *@bcount. by_cycles: 4 warm-up operations, then 8 timed one by one,
 * their cycles summed in *@cycles. Each stops at the first error and returns it.
 */
template <typename Op> int by_jiffies(Op &&op, unsigned int secs, int *bcount)
{
	unsigned long long end = now_ns_coarse() + secs * 1000000000ULL;
	int ret;

	*bcount = 0;
	for (; now_ns_coarse() < end; ++*bcount) {
		ret = op();
		if (ret)
			return ret;
	}
	return 0;
}

template <typename Op> int by_cycles(Op &&op, unsigned long *cycles)
{
	int ret;

	*cycles = 0;
	for (int i = 0; i < 4; i++) {
		ret = op();
		if (ret)
			return ret;
	}
	for (int i = 0; i < 8; i++) {
		unsigned long start = get_cycles();
		ret = op();
		unsigned long end = get_cycles();
		if (ret)
			return ret;
		*cycles += end - start;
	}
	return 0;
}

/*
 * One skcipher or AEAD speed line: @op timed as the kernel's test_*_jiffies() (@secs > 0) or
 * test_*_cycles() (@secs 0), @per_op operations of @blen bytes each call, and its result
 * printed. Returns the first error.
 */
template <typename Op> int measure_cipher(Op &&op, unsigned int secs, int blen, u32 per_op)
{
	int ret;

	if (secs) {
		int bcount;
		ret = by_jiffies(op, secs, &bcount);
		if (!ret)
			out_cipher_ops(bcount * static_cast<int>(per_op), static_cast<int>(secs),
				       static_cast<unsigned long long>(bcount) * blen * per_op);
	} else {
		unsigned long cycles;
		ret = by_cycles(op, &cycles);
		if (!ret)
			out_cipher_cycles((cycles + 4) / (8 * per_op), blen);
	}
	return ret;
}

} // namespace ukc::tcrypt

#endif /* _UKC_TCRYPT_H */
