// SPDX-License-Identifier: GPL-2.0-only
// The x86 AES drivers against OpenSSL's EVP and libgcrypt on the same buffers, in one run:
// medians and spread of alternating rounds, printed as ratios (the project's targets with
// --targets).
#include <asm/cpufeature.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <gcrypt.h>
#include <openssl/evp.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "bench-ossl-x86.h"
#include "bench-ratio-x86.h"
#include "bench-vaes-floor.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int bulk_len = 4096;
constexpr double vaes_floor_10r = 0.078; // cycles/byte, 10 rounds, two 512-bit VAES per cycle

// ---- contenders ----

// One request through the whole API: set the IV, set the data, encrypt or decrypt.
struct ukc_op : bench_skcipher_op {
	ukc_op(const char *alg, const u8 *key, unsigned int klen, u8 *buf, unsigned int n, bool e)
		: bench_skcipher_op(alg, key, klen, buf, n, n, e)
	{
		memset(iv0, 0xa5, sizeof(iv0));
	}
};

const EVP_CIPHER *ossl_cipher(const char *mode, unsigned int klen)
{
	if (!strcmp(mode, "xts"))
		return klen == 32 ? EVP_aes_128_xts() : EVP_aes_256_xts();
	if (!strcmp(mode, "ctr"))
		return klen == 16   ? EVP_aes_128_ctr()
		       : klen == 24 ? EVP_aes_192_ctr()
				    : EVP_aes_256_ctr();
	return klen == 16 ? EVP_aes_128_cbc() : klen == 24 ? EVP_aes_192_cbc() : EVP_aes_256_cbc();
}

// libgcrypt: per request, a new IV (or counter) and one in-place call.
struct gcry_op : bench_op {
	gcry_cipher_hd_t hd = nullptr;
	u8 iv0[16], *buf;
	unsigned int len;
	bool enc, ctr;

	gcry_op(const char *mode, const u8 *key, unsigned int klen, u8 *b, unsigned int n, bool e)
		: buf(b), len(n), enc(e), ctr(!strcmp(mode, "ctr"))
	{
		bool xts = !strcmp(mode, "xts");
		unsigned int aes_len = xts ? klen / 2 : klen;
		int algo = aes_len == 16   ? GCRY_CIPHER_AES128
			   : aes_len == 24 ? GCRY_CIPHER_AES192
					   : GCRY_CIPHER_AES256;
		int gmode = xts	  ? GCRY_CIPHER_MODE_XTS
			    : ctr ? GCRY_CIPHER_MODE_CTR
				  : GCRY_CIPHER_MODE_CBC;

		name = std::string("libgcrypt ") + gcry_check_version(nullptr);
		memset(iv0, 0xa5, sizeof(iv0));
		err |= gcry_cipher_open(&hd, algo, gmode, 0) != 0;
		err |= gcry_cipher_setkey(hd, key, klen) != 0;
	}
	~gcry_op() override { gcry_cipher_close(hd); }
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++) {
			err |= (ctr ? gcry_cipher_setctr(hd, iv0, 16)
				    : gcry_cipher_setiv(hd, iv0, 16)) != 0;
			err |= (enc ? gcry_cipher_encrypt(hd, buf, len, nullptr, 0)
				    : gcry_cipher_decrypt(hd, buf, len, nullptr, 0)) != 0;
		}
	}
};

// ---- cases and verdicts ----

struct bench_env {
	double tsc_ghz, core_ghz;
	double vaes_ticks; // measured TSC ticks per 512-bit AESENC (0: no VAES with AVX-512)
	u8 *buf;	   // page-aligned, bulk_len bytes, shared by every contender
	bench_tally tally;
};

bench_ops bench_contenders(const char *mode, const u8 *key, unsigned int klen, u8 *buf,
			   unsigned int len, bool enc)
{
	std::string alg = std::string(mode) + "(aes)";
	bench_ops ops;

	ops.push_back(std::make_unique<ukc_op>(alg.c_str(), key, klen, buf, len, enc));
	ops.push_back(std::make_unique<bench_ossl_cipher_op>(ossl_cipher(mode, klen), key, buf, len,
							     enc));
	ops.push_back(std::make_unique<gcry_op>(mode, key, klen, buf, len, enc));
	return ops;
}

struct bulk_case {
	const char *mode;
	unsigned int klen; // bytes, both XTS keys together
	bool enc;
	double vs_ossl, vs_gcry; // minimum speed ratios (0: none)
	bool floor;		 // judged against the VAES floor
};

// AES rounds (FIPS-197 5.1) for the AES key inside @c's key.
int bench_rounds_of(const bulk_case &c)
{
	unsigned int aes_len = strcmp(c.mode, "xts") ? c.klen : c.klen / 2;

	return aes_len == 16 ? 10 : aes_len == 24 ? 12 : 14;
}

void bench_bulk_verdicts(bench_env &env, const bulk_case &c, const std::vector<double> &med)
{
	double cpb = med[0] / bulk_len;
	double floor = vaes_floor_10r * bench_rounds_of(c) / 10;

	printf("    ratios: %.2fx OpenSSL, %.2fx libgcrypt\n", med[1] / med[0], med[2] / med[0]);
	if (c.vs_ossl)
		bench_target(env.tally, med[1] / med[0] >= c.vs_ossl, ">= %.2fx OpenSSL",
			     c.vs_ossl);
	if (c.vs_gcry)
		bench_target(env.tally, med[2] / med[0] >= c.vs_gcry, ">= %.2fx libgcrypt",
			     c.vs_gcry);
	if (!c.floor)
		return;
	// The floor measured in this run: the rounds of 64 bytes as 512-bit AESENCs, at the
	// clock the vector units ran at; the ratio needs no clock conversion.
	if (env.vaes_ticks) {
		double measured = env.vaes_ticks * bench_rounds_of(c) / 64;

		printf("    %.2fx the measured VAES floor (%.4f TSC ticks/B)\n", cpb / measured,
		       measured);
		bench_target(env.tally, cpb / measured <= 1.35, "<= 1.35x the measured VAES floor");
	}
	double core_cpb = cpb * env.core_ghz / env.tsc_ghz;
	printf("          (nominal floor %.4f c/B: %.2fx it in TSC ticks, %.2fx in core cycles "
	       "estimated from the multiply chain)\n",
	       floor, cpb / floor, core_cpb / floor);
}

void bench_bulk(bench_env &env, const bulk_case &c)
{
	u8 key[64];

	bench_key(key, c.klen);
	bench_ops ops = bench_contenders(c.mode, key, c.klen, env.buf, bulk_len, c.enc);
	printf("%s(aes) %u-bit key, %s, %u bytes: %s\n", c.mode, 8 * c.klen,
	       c.enc ? "encrypt" : "decrypt", bulk_len, ops[0]->name.c_str());
	if (!bench_same_output(ops, env.buf, bulk_len, bulk_len)) {
		bench_error(env.tally, "contenders disagree on the output: not timed");
		return;
	}
	std::vector<double> med = bench_timed_lines(ops, 200, bulk_len, env.tsc_ghz);
	bench_errors(env.tally, ops);
	bench_bulk_verdicts(env, c, med);
}

// 16-byte requests through the whole request path, the key set once.
void bench_small(bench_env &env, const char *mode, unsigned int klen, bool enc)
{
	u8 key[64];

	bench_key(key, klen);
	bench_ops ops = bench_contenders(mode, key, klen, env.buf, 16, enc);
	if (!bench_same_output(ops, env.buf, 16, 16)) {
		bench_error(env.tally, "contenders disagree on the output: not timed");
		return;
	}
	std::vector<double> spread;
	std::vector<double> med = bench_measure(ops, 20000, bench_rounds, &spread);
	printf("%s(aes) %u-bit key, %s, 16-byte requests: %s %.1f ns (spread %.1f%%), OpenSSL "
	       "%.1f ns (%.1f%%), libgcrypt %.1f ns (%.1f%%)\n",
	       mode, 8 * klen, enc ? "encrypt" : "decrypt", ops[0]->name.c_str(),
	       med[0] / env.tsc_ghz, 100 * spread[0], med[1] / env.tsc_ghz, 100 * spread[1],
	       med[2] / env.tsc_ghz, 100 * spread[2]);
	printf("    %.2f of OpenSSL's time per request\n", med[0] / med[1]);
	bench_errors(env.tally, ops);
	bench_target(env.tally, med[0] <= 0.5 * med[1], "<= %.2f of OpenSSL's time per request",
		     0.5);
}

// tcrypt's skcipher speed sizes (6.12 crypto/tcrypt.c block_sizes[]).
constexpr unsigned int tcrypt_block_sizes[] = { 16, 64, 128, 256, 1024, 1420, 4096 };

// The fused driver against the cts template over the same CBC driver: template time over fused
// time, both directions, every tcrypt size. Returns the smallest ratio.
double bench_cts_keylen(bench_env &env, unsigned int klen)
{
	double worst = 1e9;
	u8 key[32];

	bench_key(key, klen);
	printf("  %u-bit key   size   encrypt   decrypt   spread (largest)\n", 8 * klen);
	for (unsigned int len : tcrypt_block_sizes) {
		double ratio[2], spread = 0;

		for (int enc = 1; enc >= 0; enc--) {
			bench_ops ops;

			ops.push_back(std::make_unique<ukc_op>("cts-cbc-aes-aesni", key, klen,
							       env.buf, len, enc));
			ops.push_back(std::make_unique<ukc_op>("cts(cbc-aes-aesni)", key, klen,
							       env.buf, len, enc));
			if (!bench_same_output(ops, env.buf, len, len))
				return 0;
			std::vector<double> sp;
			std::vector<double> med = bench_measure(ops, 400000 / (len + 256),
								bench_rounds, &sp);
			ratio[enc] = med[1] / med[0];
			worst = std::min(worst, ratio[enc]);
			spread = std::max({ spread, sp[0], sp[1] });
			bench_errors(env.tally, ops);
		}
		printf("              %4u   %6.2fx   %6.2fx   %5.1f%%\n", len, ratio[1], ratio[0],
		       100 * spread);
	}
	return worst;
}

void bench_cts(bench_env &env)
{
	printf("cts-cbc-aes-aesni (fused) against cts(cbc-aes-aesni) (template): template time / "
	       "fused time\n");
	for (unsigned int klen : { 16u, 24u, 32u }) {
		double worst = bench_cts_keylen(env, klen);

		if (!worst) {
			bench_error(env.tally,
				    "%u-bit key: fused and template disagree on the "
				    "output: not timed",
				    8 * klen);
			continue;
		}
		printf("    %u-bit key: smallest ratio %.2fx\n", 8 * klen, worst);
		bench_target(env.tally, worst >= 1.0, "%u-bit key: fused never slower", 8 * klen);
	}
}

// cts(cbc(aes)) decryption against cbc(aes) decryption, each as the registry chooses it, at
// 4096 bytes: CTS adds only the stealing step over the last 32 bytes, so it should cost little
// more than CBC. The first 4064 bytes must agree (CS3 swaps only the last two blocks).
void bench_cts_vs_cbc(bench_env &env)
{
	printf("cts(cbc(aes)) against cbc(aes), decryption, %u-byte requests in place, one "
	       "scatterlist entry on a page-aligned buffer; medians of %d alternating rounds:\n",
	       bulk_len, bench_rounds_run());
	for (unsigned int klen : { 16u, 32u }) {
		bench_ops ops;
		u8 key[32];

		bench_key(key, klen);
		ops.push_back(std::make_unique<ukc_op>("cts(cbc(aes))", key, klen, env.buf,
						       bulk_len, false));
		ops.push_back(
			std::make_unique<ukc_op>("cbc(aes)", key, klen, env.buf, bulk_len, false));
		if (!bench_same_output(ops, env.buf, bulk_len, bulk_len - 2 * 16)) {
			bench_error(env.tally, "cts and cbc disagree before the last two blocks: "
					       "not timed");
			continue;
		}
		std::vector<double> spread;
		std::vector<double> med = bench_measure(ops, 200, bench_rounds, &spread);
		printf("  %u-bit key:\n", 8 * klen);
		for (size_t i = 0; i < ops.size(); i++)
			printf("    %-26s %8.1f ns  %6.2f GB/s  spread %4.1f%%\n",
			       ops[i]->name.c_str(), med[i] / env.tsc_ghz,
			       bulk_len * env.tsc_ghz / med[i], 100 * spread[i]);
		printf("    cts(cbc(aes)) takes %.2fx cbc(aes)'s time\n", med[0] / med[1]);
		bench_errors(env.tally, ops);
		bench_target(env.tally, med[0] <= 1.15 * med[1], "<= 1.15x cbc(aes)'s time");
	}
}

void bench_all_bulk(bench_env &env)
{
	static const bulk_case cases[] = {
		{ "xts", 32, true, 3.3, 1.7, true },   { "xts", 32, false, 3.3, 1.7, true },
		{ "xts", 64, true, 3.3, 1.7, true },   { "xts", 64, false, 3.3, 1.7, true },
		{ "ctr", 16, true, 3.5, 1.8, false },  { "ctr", 32, true, 3.5, 1.8, false },
		{ "cbc", 16, false, 3.5, 1.8, false }, { "cbc", 32, false, 3.5, 1.8, false },
		{ "cbc", 16, true, 0.97, 0, false },   { "cbc", 32, true, 0.97, 0, false },
	};

	for (const bulk_case &c : cases)
		bench_bulk(env, c);
}

// ---- requests at any offset: crossing pages, blocks straddling them ----

constexpr unsigned int bench_page = 4096;
constexpr double bench_offset_slice_ms = 2;

// What a case is judged by: its speed against libgcrypt's at the same offset, its cost over the
// same request page-aligned, its speed against the VAES floor, or nothing (a reference).
enum offset_judge {
	judge_gcry,
	judge_crossing,
	judge_floor,
	judge_none
};

struct offset_case {
	const char *what;
	unsigned int len, off; // the request and where it starts in the buffer
	unsigned int ref_off;  // where ours is timed too, for the cost of the offset
	offset_judge judge;
};

// 16 bytes straddling a page, 4 KiB whose every block straddles one, 64 bytes crossing a page
// between blocks, 8 KiB from a page start (crossing one); 16 page-aligned bytes for reference.
constexpr offset_case offset_cases[] = {
	{ "16 B page-aligned", 16, 0, 0, judge_none },
	{ "16 B straddling a page", 16, bench_page - 8, 0, judge_gcry },
	{ "4 KiB, every block straddling", 4096, 8, 0, judge_gcry },
	{ "64 B crossing a page", 64, bench_page - 32, 0, judge_crossing },
	{ "8 KiB from a page start", 8192, 0, 0, judge_floor },
};

// Ours, OpenSSL and libgcrypt over the same bytes at @c.off, and ours again at @c.ref_off, in
// equal time slices interleaved round by round; ratios are each round's pair.
void bench_offset(bench_env &env, u8 *buf, const char *mode, unsigned int klen, bool enc,
		  const offset_case &c)
{
	u8 key[64];

	bench_key(key, klen);
	bench_ops ops = bench_contenders(mode, key, klen, buf + c.off, c.len, enc);
	if (!bench_same_output(ops, buf + c.off, c.len, c.len)) {
		bench_error(env.tally, "%s(aes), %s: contenders disagree: not timed", mode, c.what);
		return;
	}
	ops.push_back(std::make_unique<ukc_op>((std::string(mode) + "(aes)").c_str(), key, klen,
					       buf + c.ref_off, c.len, enc));
	bench_round_times t = bench_ratio_rounds(ops, env.tsc_ghz, bench_offset_slice_ms);
	bench_ratio gcry = bench_ratio_of(t, 0, 2), ossl = bench_ratio_of(t, 0, 1);
	bench_ratio ref = bench_ratio_of(t, 3, 3);
	double extra_ns = (gcry.ticks - ref.ticks) / env.tsc_ghz;

	printf("  %-5s %-30s %8.1f ns (at offset %u: %8.1f ns, %+6.1f ns)  %5.2fx libgcrypt "
	       "[%.2f-%.2f]  %5.2fx OpenSSL [%.2f-%.2f]\n",
	       mode, c.what, gcry.ticks / env.tsc_ghz, c.ref_off, ref.ticks / env.tsc_ghz, extra_ns,
	       gcry.ratio, gcry.q1, gcry.q3, ossl.ratio, ossl.q1, ossl.q3);
	bench_errors(env.tally, ops);
	if (c.judge == judge_crossing) {
		bench_target(env.tally, extra_ns < 5, "%s, %s: under 5 ns over offset 0", mode,
			     c.what);
	} else if (c.judge == judge_gcry) {
		bench_target(env.tally, gcry.ratio >= 1.0, "%s, %s: >= 1.0x libgcrypt", mode,
			     c.what);
	} else if (c.judge == judge_floor && env.vaes_ticks && strcmp(mode, "xts")) {
		double floor = env.vaes_ticks * 10 / 64 * c.len; // 10 rounds: a 128-bit key

		printf("        %.2fx the measured VAES floor\n", gcry.ticks / floor);
		bench_target(env.tally, gcry.ticks <= 1.08 * floor,
			     "%s, %s: within 1.08x the VAES floor", mode, c.what);
	}
}

void bench_offsets(bench_env &env)
{
	struct mode_dir {
		const char *mode;
		unsigned int klen;
		bool enc;
	};
	static const mode_dir modes[] = { { "cbc", 16, false },
					  { "ctr", 16, true },
					  { "xts", 32, true } };
	u8 *buf = static_cast<u8 *>(aligned_alloc(bench_page, 4 * bench_page));

	printf("Requests at any offset of one scatterlist entry (128-bit AES keys; CBC decrypts, "
	       "CTR and XTS encrypt); equal time slices of %.0f ms, medians of %d rounds of "
	       "paired ratios [quartiles]:\n",
	       bench_offset_slice_ms, bench_rounds_run());
	for (const mode_dir &m : modes)
		for (const offset_case &c : offset_cases)
			bench_offset(env, buf, m.mode, m.klen, m.enc, c);
	free(buf);
}

constexpr char bench_usage[] =
	"usage: bench-aes-x86 [--targets] [--quick] [--offsets] [-h|--help]\n"
	"\n"
	"The x86 AES skcipher drivers (whichever crypto_alloc_skcipher() picks for xts(aes),\n"
	"ctr(aes) and cbc(aes)) against OpenSSL's EVP and libgcrypt, in place on one\n"
	"page-aligned buffer (with --targets, a line per project target):\n"
	"  4096-byte requests: xts 2x128/2x256-bit keys both ways, ctr encryption, cbc\n"
	"  decryption and encryption (128/256-bit keys), as speed ratios against each\n"
	"  library; XTS also against the VAES floor measured here (needs AVX-512);\n"
	"  16-byte cbc/ctr/xts encryption requests: time per request against OpenSSL;\n"
	"  cts-cbc-aes-aesni (fused) against cts(cbc-aes-aesni) at tcrypt's sizes;\n"
	"  cts(cbc(aes)) decryption against cbc(aes) decryption at 4096 bytes (target:\n"
	"  within 15%; 128/256-bit keys);\n"
	"  cbc decryption, ctr and xts encryption at offsets that cross or straddle a page\n"
	"  (16 bytes straddling, 4 KiB with every block straddling, 64 bytes crossing\n"
	"  between blocks, 8 KiB from a page start): ratios to libgcrypt and OpenSSL, the\n"
	"  cost over the same request page-aligned, and 8 KiB against the VAES floor\n"
	"  (--offsets: only these).\n"
	"Every contender must give the same output first. Time: TSC ticks (no PMU),\n"
	"medians of 101 alternating rounds; spread: their interquartile range over the\n"
	"median.\n";

} // namespace

int main(int argc, char **argv)
{
	bench_env env;
	bool only_offsets;
	int code = bench_args_offsets(argc, argv, bench_usage, &only_offsets);

	if (code >= 0)
		return code;
	if (!gcry_check_version(GCRYPT_VERSION)) {
		fprintf(stderr, "bench-aes-x86: libgcrypt version mismatch\n");
		return 1;
	}
	gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
	gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	if (crypto_init())
		return 1;
	env.buf = static_cast<u8 *>(aligned_alloc(4096, bulk_len));
	env.tsc_ghz = bench_tsc_ghz();
	// The multiply chain in runs of 200000 links (short enough that few lose the CPU); the run
	// at the 10% quantile of ticks, as the slowest runs are the interrupted ones.
	env.core_ghz = bench_core_per_tick(200000, 200, 0.1) * env.tsc_ghz;
	env.vaes_ticks = 0;
	if (boot_cpu_has(X86_FEATURE_VAES) && boot_cpu_has(X86_FEATURE_AVX512F))
		env.vaes_ticks = bench_vaes_floor_ticks_per_op();
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("bench-aes-x86: medians of %d alternating rounds; in-place requests on one "
	       "page-aligned buffer shared by all contenders.\n"
	       "Cycles are TSC ticks (no PMU here): TSC %.3f GHz; the core clock, estimated from a "
	       "dependent-multiply chain, is %.3f GHz.\n"
	       "VAES floor: %.3f cycles/byte for 10 rounds, scaled by rounds (12, 14); measured "
	       "here: %.4f TSC ticks per 512-bit AESENC with 12 independent chains (%.2f per "
	       "tick, i.e. two per cycle at %.2f GHz).\n\n",
	       bench_rounds_run(), env.tsc_ghz, env.core_ghz, vaes_floor_10r, env.vaes_ticks,
	       env.vaes_ticks ? 1 / env.vaes_ticks : 0.0,
	       env.vaes_ticks ? env.tsc_ghz / env.vaes_ticks / 2 : 0.0);
	if (!only_offsets) {
		bench_all_bulk(env);
		printf("\n");
		bench_small(env, "cbc", 16, true);
		bench_small(env, "ctr", 16, true);
		bench_small(env, "xts", 32, true);
		printf("\n");
		bench_cts(env);
		printf("\n");
		bench_cts_vs_cbc(env);
		printf("\n");
	}
	bench_offsets(env);
	printf("\n");
	free(env.buf);
	return bench_summary(env.tally);
}
