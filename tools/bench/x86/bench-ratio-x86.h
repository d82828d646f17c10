/* SPDX-License-Identifier: GPL-2.0-only */
/* What the ChaCha and Poly1305 benchmarks share: contenders timed in slices of equal time with
 * OpenSSL last, each round's speed ratio to it; the driver of each tier (the lower ones served by
 * processes of their own with the wider features masked); and RFC 7539 against
 * EVP_chacha20_poly1305(). */
#ifndef _UKC_ARCH_X86_BENCH_RATIO_X86_H
#define _UKC_ARCH_X86_BENCH_RATIO_X86_H

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "bench-remote-x86.h"
#include "bench-x86.h"

constexpr unsigned int bench_chachapoly_tag_len = 16;

// What every tiered benchmark times: slices of 2 ms a contender a round, messages of up to
// 64 KiB (what the lower tiers' servers take).
constexpr double bench_tiered_slice_ms = 2.0;
constexpr unsigned int bench_tiered_max_len = 65536;

struct bench_ratio {
	double ratio, q1, q3; // each round's OpenSSL time over ours: median and quartiles
	double ticks;	      // median TSC ticks per message
};

// Rounds of slices of about @slice_ms each, each contender in turn; the last one is OpenSSL,
// whose time each round divides by the others' of the same round.
std::vector<bench_ratio> bench_ratio_measure(const bench_ops &ops, double tsc_ghz, double slice_ms);

// The rounds bench_ratio_measure() times: [i][r] is contender i's TSC ticks per message in
// round r.
using bench_round_times = std::vector<std::vector<double>>;
bench_round_times bench_ratio_rounds(const bench_ops &ops, double tsc_ghz, double slice_ms);

// Contender @i against contender @ref over the same rounds: each round's time of @ref over
// @i's, their median and quartiles, and @i's median time.
bench_ratio bench_ratio_of(const bench_round_times &t, size_t i, size_t ref);

// "@what, @len bytes:" and a line per contender: c/B, GB/s and (but OpenSSL's) the ratio.
void bench_ratio_print(const char *what, unsigned int len, const bench_ops &ops,
		       const std::vector<bench_ratio> &res, double tsc_ghz);

// OpenSSL's name and version, as the contenders' names start.
std::string bench_openssl_name();

// OpenSSL's ChaCha20 (16-byte IV: the 32-bit counter, then the nonce, as the kernel's) or, with
// @aead, ChaCha20-Poly1305 (12-byte nonce, the tag after the text): per message, the IV set and
// one in-place call over @len bytes of @buf.
std::unique_ptr<bench_op> bench_ossl_chacha(u8 *buf, unsigned int len, bool aead);

// Our shash @alg's digest over @len bytes of @buf, crypto_shash_digest() per message, the last
// digest left at the buffer's start; the program exits if @alg is not there.
std::unique_ptr<bench_op> bench_ukc_digest(const char *alg, u8 *buf, unsigned int len);

// OpenSSL's digest of fetch name @evp ("SHA512", "SM3") over @len bytes of @buf: per message,
// init, update and final, the last digest left at the buffer's start.
std::unique_ptr<bench_op> bench_ossl_digest(const char *evp, u8 *buf, unsigned int len);

// rfc7539(chacha20,poly1305) in place over @len bytes of @buf, no AD, the tag after the text.
std::unique_ptr<bench_op> bench_ukc_rfc7539(u8 *buf, unsigned int len);

// rfc7539(chacha20,poly1305) against EVP_chacha20_poly1305() at @len bytes, printed; the
// ratio of ours, or a negative number after an error (counted in @tally).
double bench_rfc7539_case(bench_tally &tally, u8 *buf, unsigned int len, double tsc_ghz);

// The tier a driver's log line names ("<@prefix><tier> code"), or @none without the line.
std::string bench_log_tier(const char *prefix, const char *none);

// A benchmark of one algorithm's driver per tier against OpenSSL.
struct bench_tiered_prog {
	const char *name, *usage;
	// The lower tiers' UKCRYPTO_DISABLE_CPU_FEATURES, nullptr after the last.
	const char *masks[3];
	// Our contender for @alg over @len bytes of @buf, the tier in its name.
	std::unique_ptr<bench_op> (*open)(const char *alg, u8 *buf, unsigned int len);
	const char *alg, *generic_alg; // the lookup name and the generic driver's
};

struct bench_tiered_env {
	const bench_tiered_prog *prog;
	double tsc_ghz;
	u8 *buf;
	bench_tally tally;
	bench_remote tiers[3];
	bool tier_up[3];
};

// The driver the lookup picks, then each lower tier's, the generic driver and @openssl, over
// @len bytes: their first @out_len bytes of output compared, then timed and printed as @what.
// Returns the results, empty after an error (counted).
std::vector<bench_ratio> bench_tiered_case(bench_tiered_env &env, const char *what,
					   unsigned int len, std::unique_ptr<bench_op> openssl,
					   unsigned int out_len);

// bench_tiered_case() at each of @lens against OpenSSL's contender from @openssl, comparing
// @out_len bytes of output (0: the whole message); from @target_min_len bytes up, the target
// that the lookup's driver runs at @target times OpenSSL's speed or more, named "@label, <len>
// bytes: at least <target>x OpenSSL".
void bench_tiered_sweep(bench_tiered_env &env, const char *what, std::span<const unsigned int> lens,
			std::unique_ptr<bench_op> (*openssl)(u8 *buf, unsigned int len),
			unsigned int out_len, const std::string &label, double target,
			unsigned int target_min_len);

// The whole main() of such a benchmark: the options, the server of the lower tiers when run as
// one ("--serve": "LEN" opens prog.alg over LEN bytes), the header lines, then @body.
int bench_tiered_main(int argc, char **argv, const bench_tiered_prog &prog,
		      void (*body)(bench_tiered_env &env));

#endif /* _UKC_ARCH_X86_BENCH_RATIO_X86_H */
