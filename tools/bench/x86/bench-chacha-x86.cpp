// SPDX-License-Identifier: GPL-2.0-only
// ChaCha20 on x86: the chacha20 driver of each tier this CPU has (the lower ones in processes of
// their own with the wider features masked) and chacha20-generic against OpenSSL's
// EVP_chacha20(), and rfc7539(chacha20,poly1305) against EVP_chacha20_poly1305(), at 1420 bytes
// (a tunnel packet), 4 KiB and 64 KiB. The contenders take turns in slices of equal time; each
// round's speed ratio to OpenSSL is paired, and their median and quartiles are printed.
#include <crypto/aead.h>
#include <crypto/chacha.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <openssl/evp.h>
#include <openssl/crypto.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "bench-remote-x86.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int chacha_lens[] = { 1420, 4096, 65536 };
constexpr unsigned int chacha_max_len = 65536;
constexpr unsigned int chacha_tag_len = 16;
constexpr double chacha_slice_ms = 2.0; // each contender's time a round
constexpr double chacha_target = 1.0;	// the widest tier against OpenSSL

const char *const chacha_usage =
	"usage: bench-chacha-x86 [--targets] [--quick]\n"
	"ChaCha20 and RFC 7539 ChaCha20-Poly1305 (no AD), ukcrypto's drivers of each tier\n"
	"against OpenSSL at 1420 bytes, 4 KiB and 64 KiB: medians of paired speed ratios\n"
	"(ours to OpenSSL's; above 1 is faster) with their quartiles.\n";

// The tier the library's ChaCha code runs (its log line), "no SIMD" without one.
std::string chacha_tier()
{
	std::string log(ukc_log_read(nullptr, 0) + 1, '\0');
	log.resize(ukc_log_read(log.data(), log.size()));
	const std::string key = "chacha-x86: ";
	size_t at = log.find(key);
	if (at == std::string::npos)
		return "no SIMD";
	at += key.size();
	return log.substr(at, log.find(" code", at) - at);
}

// The library's chacha20 (whichever driver the lookup picks), named with its tier.
std::unique_ptr<bench_op> ukc_chacha(const char *alg, u8 *buf, unsigned int len)
{
	u8 key[CHACHA_KEY_SIZE];

	bench_key(key, sizeof(key));
	auto op = std::make_unique<bench_skcipher_op>(alg, key, sizeof(key), buf, len, len, true);
	if (strstr(op->name.c_str(), "-simd"))
		op->name += " [" + chacha_tier() + "]";
	return op;
}

// OpenSSL's ChaCha20 (16-byte IV: the 32-bit counter, then the nonce, as the kernel's) or
// ChaCha20-Poly1305 (12-byte nonce, the tag after the text): per message, the IV set and one
// in-place call.
struct ossl_chacha_op : bench_op {
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	u8 *buf, iv[16] = {};
	unsigned int len;
	bool aead;

	ossl_chacha_op(u8 *b, unsigned int n, bool a) : buf(b), len(n), aead(a)
	{
		u8 key[CHACHA_KEY_SIZE];

		bench_key(key, sizeof(key));
		std::string v = OpenSSL_version(OPENSSL_VERSION);

		name = v.substr(0, v.find(' ', 8)) +
		       (aead ? " EVP_chacha20_poly1305" : " EVP_chacha20");
		err |= !EVP_EncryptInit_ex(ctx, aead ? EVP_chacha20_poly1305() : EVP_chacha20(),
					   nullptr, key, iv);
	}
	~ossl_chacha_op() override { EVP_CIPHER_CTX_free(ctx); }
	ossl_chacha_op(const ossl_chacha_op &) = delete;
	ossl_chacha_op &operator=(const ossl_chacha_op &) = delete;
	void run(int iters) override
	{
		int outl;

		for (int i = 0; i < iters; i++) {
			err |= !EVP_EncryptInit_ex(ctx, nullptr, nullptr, nullptr, iv);
			err |= !EVP_EncryptUpdate(ctx, buf, &outl, buf, (int)len);
			if (!aead)
				continue;
			err |= !EVP_EncryptFinal_ex(ctx, buf + len, &outl);
			err |= !EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, chacha_tag_len,
						    buf + len);
		}
	}
};

// rfc7539(chacha20,poly1305) in place, no AD, the tag after the text.
struct ukc_rfc7539_op : bench_op {
	struct crypto_aead *tfm;
	struct aead_request *req = nullptr;
	struct scatterlist sg;
	u8 iv[CHACHAPOLY_IV_SIZE] = {};
	unsigned int len;

	ukc_rfc7539_op(u8 *buf, unsigned int n) : len(n)
	{
		u8 key[CHACHA_KEY_SIZE];

		tfm = crypto_alloc_aead("rfc7539(chacha20,poly1305)", 0, 0);
		if (IS_ERR(tfm)) {
			fprintf(stderr, "bench-chacha-x86: rfc7539: %ld\n", PTR_ERR(tfm));
			exit(1);
		}
		name = crypto_aead_driver_name(tfm);
		bench_key(key, sizeof(key));
		err |= crypto_aead_setkey(tfm, key, sizeof(key));
		err |= crypto_aead_setauthsize(tfm, chacha_tag_len);
		req = aead_request_alloc(tfm, GFP_KERNEL);
		aead_request_set_callback(req, 0, nullptr, nullptr);
		sg_init_one(&sg, buf, len + chacha_tag_len);
	}
	~ukc_rfc7539_op() override
	{
		aead_request_free(req);
		crypto_free_aead(tfm);
	}
	ukc_rfc7539_op(const ukc_rfc7539_op &) = delete;
	ukc_rfc7539_op &operator=(const ukc_rfc7539_op &) = delete;
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++) {
			aead_request_set_crypt(req, &sg, &sg, len, iv);
			aead_request_set_ad(req, 0);
			err |= crypto_aead_encrypt(req);
		}
	}
};

// Iterations that take about chacha_slice_ms, from a short run.
int chacha_slice_iters(bench_op &op, double tsc_ghz)
{
	op.run(2);
	double t = op.timed_run(4);
	return std::max(1, (int)(chacha_slice_ms * 1e6 * tsc_ghz / t));
}

struct chacha_result {
	double ratio, q1, q3; // each round's OpenSSL time over ours: median and quartiles
	double ticks;	      // median TSC ticks per message
};

// Rounds of equal time slices, each contender in turn; the last one is OpenSSL, whose time
// each round divides by the others' of the same round.
std::vector<chacha_result> chacha_measure(const bench_ops &ops, double tsc_ghz)
{
	const int rounds = bench_rounds_run();
	std::vector<int> iters;
	std::vector<std::vector<double>> t(ops.size()), ratio(ops.size());

	for (auto &op : ops)
		iters.push_back(bench_opts.quick ? 1 : chacha_slice_iters(*op, tsc_ghz));
	for (int r = 0; r < rounds; r++) {
		for (size_t i = 0; i < ops.size(); i++)
			t[i].push_back(ops[i]->timed_run(iters[i]));
		for (size_t i = 0; i < ops.size(); i++)
			ratio[i].push_back(t.back().back() / t[i].back());
	}
	std::vector<chacha_result> res;
	for (size_t i = 0; i < ops.size(); i++)
		res.push_back({ bench_median(ratio[i]), bench_quantile(ratio[i], 0.25),
				bench_quantile(ratio[i], 0.75), bench_median(t[i]) });
	return res;
}

void chacha_print(const char *what, unsigned int len, const bench_ops &ops,
		  const std::vector<chacha_result> &res, double tsc_ghz)
{
	printf("%s, %u bytes:\n", what, len);
	for (size_t i = 0; i < ops.size(); i++) {
		printf("    %-48s %7.3f c/B (TSC) %6.2f GB/s", ops[i]->name.c_str(),
		       res[i].ticks / len, len * tsc_ghz / res[i].ticks);
		if (i + 1 < ops.size())
			printf("  %5.2fx OpenSSL [%.2f-%.2f]", res[i].ratio, res[i].q1, res[i].q3);
		printf("\n");
	}
}

struct chacha_env {
	double tsc_ghz;
	u8 *buf;
	bench_tally tally;
	bench_remote tiers[2]; // AVX2 (AVX-512 masked), SSSE3 (AVX2 masked)
	bool tier_up[2];
};

void chacha_case(chacha_env &env, unsigned int len)
{
	bench_ops ops;

	ops.push_back(ukc_chacha("chacha20", env.buf, len));
	for (int i = 0; i < 2; i++) {
		if (!env.tier_up[i])
			continue;
		auto op = env.tiers[i].open(std::to_string(len), env.buf, len);
		if (op && op->name != ops[0]->name && op->name.find("-simd") != std::string::npos)
			ops.push_back(std::move(op));
	}
	ops.push_back(ukc_chacha("chacha20-generic", env.buf, len));
	ops.push_back(std::make_unique<ossl_chacha_op>(env.buf, len, false));
	if (!bench_same_output(ops, env.buf, len, len)) {
		bench_error(env.tally, "chacha20, %u bytes: the outputs differ: not timed", len);
		return;
	}
	auto res = chacha_measure(ops, env.tsc_ghz);
	chacha_print("chacha20", len, ops, res, env.tsc_ghz);
	bench_errors(env.tally, ops);
	bench_target(env.tally, res[0].ratio >= chacha_target,
		     "%s, %u bytes: at least %.1fx OpenSSL", ops[0]->name.c_str(), len,
		     chacha_target);
}

void rfc7539_case(chacha_env &env, unsigned int len)
{
	bench_ops ops;

	ops.push_back(std::make_unique<ukc_rfc7539_op>(env.buf, len));
	ops.push_back(std::make_unique<ossl_chacha_op>(env.buf, len, true));
	if (!bench_same_output(ops, env.buf, len, len + chacha_tag_len)) {
		bench_error(env.tally, "rfc7539, %u bytes: the outputs differ: not timed", len);
		return;
	}
	auto res = chacha_measure(ops, env.tsc_ghz);
	chacha_print("rfc7539(chacha20,poly1305), no AD", len, ops, res, env.tsc_ghz);
	bench_errors(env.tally, ops);
}

// The server's contenders: "LEN", chacha20 over its buffer.
std::unique_ptr<bench_op> serve_open(const std::string &spec, u8 *buf)
{
	unsigned int len;

	if (sscanf(spec.c_str(), "%u", &len) != 1 || len > chacha_max_len)
		return nullptr;
	return ukc_chacha("chacha20", buf, len);
}

std::string serve_command(const std::string &)
{
	return "?";
}

} // namespace

int main(int argc, char **argv)
{
	int code = bench_args(argc, argv, chacha_usage, true);

	if (code >= 0)
		return code;
	if (argc == 2 && !strcmp(argv[1], "--serve"))
		return crypto_init() ? 1 : bench_remote_serve({ serve_open, serve_command });
	if (argc > 1)
		return bench_bad_arg(argv[1], chacha_usage);
	if (crypto_init())
		return 1;

	static chacha_env env;
	env.buf = static_cast<u8 *>(aligned_alloc(4096, chacha_max_len + 4096));
	env.tsc_ghz = bench_tsc_ghz();
	env.tier_up[0] = env.tiers[0].start({ "UKCRYPTO_DISABLE_CPU_FEATURES=avx512f" });
	env.tier_up[1] = env.tiers[1].start({ "UKCRYPTO_DISABLE_CPU_FEATURES=avx2" });
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("bench-chacha-x86: medians of %d rounds of %.0f ms slices; TSC %.3f GHz.\n",
	       bench_rounds_run(), chacha_slice_ms, env.tsc_ghz);
	printf("Ratios: OpenSSL's time over ours in the same round [quartiles].\n\n");
	for (unsigned int len : chacha_lens)
		chacha_case(env, len);
	printf("\n");
	for (unsigned int len : chacha_lens)
		rfc7539_case(env, len);
	free(env.buf);
	return bench_summary(env.tally);
}
