// SPDX-License-Identifier: GPL-2.0-only
// AEGIS-128 on x86: aegis128-aesni against aegis128-generic through the AEAD API, in TSC ticks
// and estimated core cycles per byte, with the serial limit of the state update measured here.
#include <crypto/aead.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <x86intrin.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "aegis.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int aegis_tcrypt_ad = 8; // tcrypt mode 221: 8 bytes of AD, 16-byte tag
constexpr unsigned int aegis_tag_len = 16;
constexpr unsigned int aegis_max_len = 8192;
constexpr unsigned int aegis_judged_len = 8192;
constexpr double aegis_target_cpb = 0.45; // core cycles per byte at aegis_judged_len
constexpr int aegis_samples = 151;

// ---- clocks ----

// Dependent chains of 4096 links, the fastest runs of 300 (a run that lost the CPU only gets
// slower): the 2% quantile.
constexpr unsigned int aegis_chain_links = 4096;
constexpr int aegis_chain_runs = 300;
constexpr double aegis_chain_q = 0.02;

template <typename F> double aegis_chain_ticks(F body)
{
	return bench_chain_ticks(body, aegis_chain_links, aegis_chain_runs, aegis_chain_q);
}

// A chain of dependent AESENCs: every state word passes through one AESENC a block, so one
// AESENC latency per 16 bytes is the serial limit of AEGIS-128 (the encryption loop reaches
// it by deferring the message XOR into S0).
double aegis_serial_ticks_per_block()
{
	return aegis_chain_ticks([] {
		__m128i x = _mm_set1_epi32(5), k = _mm_set1_epi32(9);

		for (int i = 0; i < 512; i++)
			asm volatile(".rept 8\n\taesenc %1, %0\n\t.endr" : "+x"(x) : "x"(k));
	});
}

// One AESENC then one PXOR, each on the other's output: the per-block chain through S0 of the
// plain update S0' = AESRound(S4, S0) ^ m (the decryption loop's limit).
double aegis_plain_ticks_per_block()
{
	return aegis_chain_ticks([] {
		__m128i x = _mm_set1_epi32(5), k = _mm_set1_epi32(9);

		for (int i = 0; i < 512; i++)
			asm volatile(".rept 8\n\taesenc %1, %0\n\tpxor %1, %0\n\t.endr"
				     : "+x"(x)
				     : "x"(k));
	});
}

// ---- requests ----

struct aegis_bench_req : bench_op {
	struct crypto_aead *tfm;
	struct aead_request *req;
	struct scatterlist sg_src, sg_dst;
	u8 iv[16];
	unsigned int len, ad;
	bool enc;

	// Encryption in place on @dst; decryption from @src (sealed once) to @dst, so every
	// request verifies its tag.
	aegis_bench_req(const char *driver, u8 *src, u8 *dst, unsigned int n, unsigned int a,
			bool e)
		: len(n), ad(a), enc(e)
	{
		u8 key[16];

		tfm = crypto_alloc_aead(driver, 0, 0);
		if (IS_ERR(tfm)) {
			fprintf(stderr, "bench-aegis-x86: %s: error %ld\n", driver, PTR_ERR(tfm));
			exit(1);
		}
		for (unsigned int i = 0; i < sizeof(key); i++)
			key[i] = static_cast<u8>(0x11 * i + 3);
		err |= crypto_aead_setkey(tfm, key, sizeof(key));
		err |= crypto_aead_setauthsize(tfm, aegis_tag_len);
		req = aead_request_alloc(tfm, GFP_KERNEL);
		aead_request_set_callback(req, 0, nullptr, nullptr);
		sg_init_one(&sg_src, enc ? dst : src, ad + len + aegis_tag_len);
		sg_init_one(&sg_dst, dst, ad + len + aegis_tag_len);
		memset(iv, 0x3c, sizeof(iv));
	}
	~aegis_bench_req() override
	{
		aead_request_free(req);
		crypto_free_aead(tfm);
	}
	aegis_bench_req(const aegis_bench_req &) = delete;
	aegis_bench_req &operator=(const aegis_bench_req &) = delete;

	void run(int iters) override
	{
		unsigned int cryptlen = enc ? len : len + aegis_tag_len;

		for (int i = 0; i < iters; i++) {
			aead_request_set_crypt(req, &sg_src, &sg_dst, cryptlen, iv);
			aead_request_set_ad(req, ad);
			err |= enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req);
		}
	}
};

// The bare encryption step over a state, without the API around it.
struct aegis_bench_chunk : bench_op {
	struct aegis_state state = {};
	u8 *buf;
	unsigned int len;

	aegis_bench_chunk(u8 *b, unsigned int n) : buf(b), len(n) {}
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++)
			crypto_aegis128_encrypt_chunk_simd(&state, buf, buf, len);
	}
};

// Median TSC ticks per call of each contender (bench_measure(), in turns every sample), and
// the larger spread of the two.
double aegis_measure(bench_op &a, bench_op &b, int iters, double *ta, double *tb)
{
	std::vector<double> spread;
	std::vector<double> med = bench_measure({ &a, &b }, iters, aegis_samples, &spread);

	*ta = med[0];
	*tb = med[1];
	return std::max(spread[0], spread[1]);
}

// ---- report ----

struct aegis_env {
	double tsc_per_ns, core_per_tick, serial_ticks, plain_ticks;
	u8 *buf, *ref;
	bench_tally tally;
};

// The AES-NI driver and the generic one must seal the same bytes before anything is timed.
bool aegis_agree(u8 *buf, aegis_bench_req &a, aegis_bench_req &g, unsigned int len)
{
	unsigned int total = a.ad + len + aegis_tag_len;
	std::vector<u8> in(total), out(total);

	for (unsigned int i = 0; i < total; i++)
		in[i] = static_cast<u8>(i * 13 + 5);
	memcpy(buf, in.data(), total);
	a.run(1);
	memcpy(out.data(), buf, total);
	memcpy(buf, in.data(), total);
	g.run(1);
	return !a.err && !g.err && !memcmp(buf, out.data(), total);
}

void aegis_line(const aegis_env &env, const char *what, double ticks, unsigned int len)
{
	double cpb = ticks / len;

	printf("    %-30s %9.1f ns  %7.4f c/B TSC  %7.4f c/B core (est.)  %6.2f GB/s\n", what,
	       ticks / env.tsc_per_ns, cpb, cpb * env.core_per_tick, len * env.tsc_per_ns / ticks);
}

// Only the tcrypt-shaped encryption at the judged size is held to the target, in core cycles
// (the target's unit, like the serial limit it is set against): TSC ticks times the core
// cycles per tick the multiply chain gives.
void aegis_verdict(aegis_env &env, double ticks, unsigned int len, int err)
{
	double core_cpb = ticks / len * env.core_per_tick;

	printf("    %.4f c/B in estimated core cycles (%.4f TSC ticks/B) at %u bytes\n", core_cpb,
	       ticks / len, len);
	if (!err)
		bench_target(env.tally, core_cpb <= aegis_target_cpb,
			     "<= %.2f core cycles per byte at %u bytes", aegis_target_cpb, len);
}

// The associated data ends where a page begins, so the message is page-aligned as in tcrypt
// (which gives the associated data an entry of its own in front of whole pages).
void aegis_size(aegis_env &env, unsigned int len, unsigned int ad, bool enc)
{
	u8 *buf = env.buf + PAGE_SIZE - ad, *ref = env.ref + PAGE_SIZE - ad;
	aegis_bench_req a("aegis128-aesni", ref, buf, len, ad, enc);
	aegis_bench_req g("aegis128-generic", ref, buf, len, ad, enc);
	int iters = static_cast<int>(std::max(2u, 400000u / (len + 300)));
	double ta, tg;

	if (enc && !aegis_agree(buf, a, g, len)) {
		printf("aegis128 %u bytes:\n", len);
		bench_error(env.tally, "the drivers disagree: not timed");
		return;
	}
	if (!enc) {
		// Decrypt what was sealed, so the tag verifies and the timing is of the full path.
		aegis_bench_req seal("aegis128-aesni", nullptr, ref, len, ad, true);

		memset(ref, 0x5a, ad + len);
		seal.run(1);
	}
	double spread = aegis_measure(a, g, iters, &ta, &tg);
	printf("aegis128 %s, %u bytes (+%u AD, %u-byte tag):\n", enc ? "encrypt" : "decrypt", len,
	       ad, aegis_tag_len);
	aegis_line(env, "aegis128-aesni", ta, len);
	aegis_line(env, "aegis128-generic", tg, len);
	printf("    aegis128-aesni is %.1fx aegis128-generic (spread up to %.1f%%)\n", tg / ta,
	       100 * spread);
	if (a.err)
		bench_error(env.tally, "aegis128-aesni: requests failed");
	if (g.err)
		bench_error(env.tally, "aegis128-generic: requests failed");
	if (enc && len == aegis_judged_len && ad == aegis_tcrypt_ad)
		aegis_verdict(env, ta, len, a.err);
}

// The encryption step alone, state in, state out: what the API adds on top of it.
void aegis_chunk_only(aegis_env &env)
{
	aegis_bench_chunk c(env.buf, aegis_max_len), d(env.ref, aegis_max_len);

	// Two states on two buffers, taking turns; the faster median is reported.
	double tc, td;

	aegis_measure(c, d, 50, &tc, &td);
	printf("encrypt_chunk step alone (no API, no init/final), %u bytes:\n", aegis_max_len);
	aegis_line(env, "crypto_aegis128_encrypt_chunk", std::min(tc, td), aegis_max_len);
	printf("    %.2fx the serial limit (one AESENC latency per 16 bytes)\n",
	       std::min(tc, td) / aegis_max_len / (env.serial_ticks / 16));
}

constexpr char bench_usage[] =
	"usage: bench-aegis-x86 [--targets] [--quick] [-h|--help]\n"
	"\n"
	"AEGIS-128 through the AEAD API: aegis128-aesni against aegis128-generic, on a\n"
	"page-aligned message: encryption of 16, 256, 4096 and 8192 bytes with 8 bytes of\n"
	"AD (tcrypt mode 221), decryption of 8192 bytes, encryption of 8192 without AD, and\n"
	"the bare encrypt_chunk step, next to the serial limit of the state update (an\n"
	"AESENC chain measured here). The project's target, with --targets: encryption of\n"
	"8192 bytes with 8 bytes of AD at 0.45 core cycles per byte or less. Time: TSC\n"
	"ticks (no PMU), core cycles estimated from a dependent-multiply chain; medians of\n"
	"151 alternating samples and their spread (interquartile range over the median).\n";

} // namespace

int main(int argc, char **argv)
{
	aegis_env env;
	int code = bench_args(argc, argv, bench_usage);

	if (code >= 0)
		return code;
	if (crypto_init())
		return 1;
	if (!crypto_aegis128_have_simd()) {
		printf("bench-aegis-x86: aegis128-aesni is not registered (no AES-NI/SSE4.1, or "
		       "masked): nothing to measure\n");
		return 0;
	}
	env.buf = static_cast<u8 *>(aligned_alloc(4096, 4 * 4096));
	env.ref = static_cast<u8 *>(aligned_alloc(4096, 4 * 4096));
	env.tsc_per_ns = bench_tsc_ghz(0.25);
	env.core_per_tick = bench_core_per_tick(aegis_chain_links, aegis_chain_runs, aegis_chain_q);
	env.serial_ticks = aegis_serial_ticks_per_block();
	env.plain_ticks = aegis_plain_ticks_per_block();
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("bench-aegis-x86: medians of %d alternating samples, in place on one page-aligned "
	       "buffer.\n"
	       "Cycles are TSC ticks (no PMU here; TSC %.3f GHz, from rdtscp against the "
	       "monotonic clock).\nCore cycles are estimated: a dependent IMUL chain (3 cycles a "
	       "link) runs %.3f core cycles per TSC tick (core ~%.2f GHz).\n"
	       "Serial limit, measured: one AESENC latency per block, %.2f TSC ticks (%.2f core "
	       "cycles), %.4f TSC ticks per byte;\nwith a PXOR after it (the plain update, as "
	       "decryption runs it) %.2f TSC ticks (%.2f core cycles), %.4f per byte.\n\n",
	       bench_rounds_run(aegis_samples), env.tsc_per_ns, env.core_per_tick,
	       env.tsc_per_ns * env.core_per_tick, env.serial_ticks,
	       env.serial_ticks * env.core_per_tick, env.serial_ticks / 16, env.plain_ticks,
	       env.plain_ticks * env.core_per_tick, env.plain_ticks / 16);
	for (unsigned int len : { 16u, 256u, 4096u, 8192u })
		aegis_size(env, len, aegis_tcrypt_ad, true);
	aegis_size(env, 8192, aegis_tcrypt_ad, false);
	// Without AD the text starts on the page boundary: no block straddles a page in the walk.
	aegis_size(env, 8192, 0, true);
	printf("\n");
	aegis_chunk_only(env);
	printf("\n");
	free(env.buf);
	free(env.ref);
	return bench_summary(env.tally);
}
