// SPDX-License-Identifier: GPL-2.0-only
// Paired speed ratios to OpenSSL over slices of equal time, and RFC 7539 against OpenSSL's
// ChaCha20-Poly1305, for the ChaCha and Poly1305 benchmarks.
#include <crypto/aead.h>
#include <crypto/chacha.h>
#include <crypto/hash.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "bench-ratio-x86.h"

namespace {

struct ossl_chacha_op : bench_op {
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	u8 *buf, iv[16] = {};
	unsigned int len;
	bool aead;

	ossl_chacha_op(u8 *b, unsigned int n, bool a) : buf(b), len(n), aead(a)
	{
		u8 key[CHACHA_KEY_SIZE];

		bench_key(key, sizeof(key));
		name = bench_openssl_name() + (aead ? " EVP_chacha20_poly1305" : " EVP_chacha20");
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
			err |= !EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG,
						    bench_chachapoly_tag_len, buf + len);
		}
	}
};

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
			fprintf(stderr, "rfc7539(chacha20,poly1305): %ld\n", PTR_ERR(tfm));
			exit(1);
		}
		name = crypto_aead_driver_name(tfm);
		bench_key(key, sizeof(key));
		err |= crypto_aead_setkey(tfm, key, sizeof(key));
		err |= crypto_aead_setauthsize(tfm, bench_chachapoly_tag_len);
		req = aead_request_alloc(tfm, GFP_KERNEL);
		aead_request_set_callback(req, 0, nullptr, nullptr);
		sg_init_one(&sg, buf, len + bench_chachapoly_tag_len);
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

// Iterations that take about @slice_ms, from a short run.
int bench_slice_iters(bench_op &op, double tsc_ghz, double slice_ms)
{
	op.run(2);
	double t = op.timed_run(4);
	return std::max(1, (int)(slice_ms * 1e6 * tsc_ghz / t));
}

// OpenSSL's digest @evp: one context, the digest fetched once; init, update and final per
// message, the last digest left at the buffer's start.
struct ossl_digest_op : bench_op {
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	EVP_MD *md;
	u8 *buf;
	unsigned int len;

	ossl_digest_op(const char *evp, u8 *b, unsigned int n)
		: md(EVP_MD_fetch(nullptr, evp, nullptr)), buf(b), len(n)
	{
		name = bench_openssl_name() + " " + evp;
		err |= !ctx || !md;
	}
	~ossl_digest_op() override
	{
		EVP_MD_free(md);
		EVP_MD_CTX_free(ctx);
	}
	ossl_digest_op(const ossl_digest_op &) = delete;
	ossl_digest_op &operator=(const ossl_digest_op &) = delete;
	void run(int iters) override
	{
		u8 out[EVP_MAX_MD_SIZE];
		unsigned int outl = 0;

		if (!ctx || !md)
			return;
		for (int i = 0; i < iters; i++) {
			err |= !EVP_DigestInit_ex(ctx, md, nullptr);
			err |= !EVP_DigestUpdate(ctx, buf, len);
			err |= !EVP_DigestFinal_ex(ctx, out, &outl);
		}
		memcpy(buf, out, outl);
	}
};

// One crypto_shash_digest() per message, the tfm allocated once; the last digest left at the
// buffer's start, where the outputs are compared.
struct ukc_digest_op : bench_op {
	struct crypto_shash *tfm;
	struct shash_desc *desc;
	u8 *buf;
	unsigned int len;

	ukc_digest_op(const char *alg, u8 *b, unsigned int n) : buf(b), len(n)
	{
		tfm = crypto_alloc_shash(alg, 0, 0);
		if (IS_ERR(tfm)) {
			fprintf(stderr, "bench: %s: %ld\n", alg, PTR_ERR(tfm));
			exit(1);
		}
		name = crypto_shash_driver_name(tfm);
		desc = static_cast<struct shash_desc *>(
			calloc(1, sizeof(*desc) + crypto_shash_descsize(tfm)));
		desc->tfm = tfm;
	}
	~ukc_digest_op() override
	{
		free(desc);
		crypto_free_shash(tfm);
	}
	ukc_digest_op(const ukc_digest_op &) = delete;
	ukc_digest_op &operator=(const ukc_digest_op &) = delete;
	void run(int iters) override
	{
		u8 out[HASH_MAX_DIGESTSIZE];

		for (int i = 0; i < iters; i++)
			err |= crypto_shash_digest(desc, buf, len, out);
		memcpy(buf, out, crypto_shash_digestsize(tfm));
	}
};

const bench_tiered_prog *bench_served; // the program a server runs

// The server's contenders: "LEN", the program's algorithm over its buffer.
std::unique_ptr<bench_op> bench_serve_open(const std::string &spec, u8 *buf)
{
	unsigned int len;

	if (sscanf(spec.c_str(), "%u", &len) != 1 || len > bench_tiered_max_len)
		return nullptr;
	return bench_served->open(bench_served->alg, buf, len);
}

std::string bench_serve_command(const std::string &)
{
	return "?";
}

} // namespace

std::string bench_log_tier(const char *prefix, const char *none)
{
	std::string log(ukc_log_read(nullptr, 0) + 1, '\0');
	log.resize(ukc_log_read(log.data(), log.size()));
	size_t at = log.find(prefix);
	if (at == std::string::npos)
		return none;
	at += strlen(prefix);
	return log.substr(at, log.find(" code", at) - at);
}

std::vector<bench_ratio> bench_tiered_case(bench_tiered_env &env, const char *what,
					   unsigned int len, std::unique_ptr<bench_op> openssl,
					   unsigned int out_len)
{
	const bench_tiered_prog &p = *env.prog;
	bench_ops ops;

	ops.push_back(p.open(p.alg, env.buf, len));
	for (int i = 0; i < 3; i++) {
		if (!env.tier_up[i])
			continue;
		auto op = env.tiers[i].open(std::to_string(len), env.buf, len);
		if (!op)
			continue;
		// A tier's driver once: not again where a mask took nothing away, nor the generic
		// one, timed below.
		bool seen = std::any_of(ops.begin(), ops.end(),
					[&](const auto &o) { return o->name == op->name; });
		if (!seen && op->name.rfind(p.generic_alg, 0) != 0)
			ops.push_back(std::move(op));
	}
	ops.push_back(p.open(p.generic_alg, env.buf, len));
	ops.push_back(std::move(openssl));
	if (!bench_same_output(ops, env.buf, len, out_len)) {
		bench_error(env.tally, "%s, %u bytes: the outputs differ: not timed", what, len);
		return {};
	}
	auto res = bench_ratio_measure(ops, env.tsc_ghz, bench_tiered_slice_ms);
	bench_ratio_print(what, len, ops, res, env.tsc_ghz);
	bench_errors(env.tally, ops);
	return res;
}

void bench_tiered_sweep(bench_tiered_env &env, const char *what, std::span<const unsigned int> lens,
			std::unique_ptr<bench_op> (*openssl)(u8 *buf, unsigned int len),
			unsigned int out_len, const std::string &label, double target,
			unsigned int target_min_len)
{
	for (unsigned int len : lens) {
		auto res = bench_tiered_case(env, what, len, openssl(env.buf, len),
					     out_len ? out_len : len);

		if (!res.empty() && len >= target_min_len)
			bench_target(env.tally, res[0].ratio >= target,
				     "%s, %u bytes: at least %.1fx OpenSSL", label.c_str(), len,
				     target);
	}
}

int bench_tiered_main(int argc, char **argv, const bench_tiered_prog &prog,
		      void (*body)(bench_tiered_env &env))
{
	int code = bench_args(argc, argv, prog.usage, true);

	if (code >= 0)
		return code;
	bench_served = &prog;
	if (argc == 2 && !strcmp(argv[1], "--serve"))
		return crypto_init()
			       ? 1
			       : bench_remote_serve({ bench_serve_open, bench_serve_command });
	if (argc > 1)
		return bench_bad_arg(argv[1], prog.usage);
	if (crypto_init())
		return 1;

	static bench_tiered_env env;
	env.prog = &prog;
	env.buf = static_cast<u8 *>(aligned_alloc(4096, bench_tiered_max_len + 4096));
	env.tsc_ghz = bench_tsc_ghz();
	for (int i = 0; i < 3 && prog.masks[i]; i++)
		env.tier_up[i] = env.tiers[i].start(
			{ std::string("UKCRYPTO_DISABLE_CPU_FEATURES=") + prog.masks[i] });
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("%s: medians of %d rounds of %.0f ms slices; TSC %.3f GHz.\n", prog.name,
	       bench_rounds_run(), bench_tiered_slice_ms, env.tsc_ghz);
	printf("Ratios: OpenSSL's time over ours in the same round [quartiles].\n\n");
	body(env);
	free(env.buf);
	return bench_summary(env.tally);
}

std::string bench_openssl_name()
{
	std::string v = OpenSSL_version(OPENSSL_VERSION);

	return v.substr(0, v.find(' ', 8));
}

std::unique_ptr<bench_op> bench_ossl_chacha(u8 *buf, unsigned int len, bool aead)
{
	return std::make_unique<ossl_chacha_op>(buf, len, aead);
}

std::unique_ptr<bench_op> bench_ukc_digest(const char *alg, u8 *buf, unsigned int len)
{
	return std::make_unique<ukc_digest_op>(alg, buf, len);
}

std::unique_ptr<bench_op> bench_ossl_digest(const char *evp, u8 *buf, unsigned int len)
{
	return std::make_unique<ossl_digest_op>(evp, buf, len);
}

std::unique_ptr<bench_op> bench_ukc_rfc7539(u8 *buf, unsigned int len)
{
	return std::make_unique<ukc_rfc7539_op>(buf, len);
}

bench_round_times bench_ratio_rounds(const bench_ops &ops, double tsc_ghz, double slice_ms)
{
	const int rounds = bench_rounds_run();
	std::vector<int> iters;
	bench_round_times t(ops.size());

	for (auto &op : ops)
		iters.push_back(bench_opts.quick ? 1 : bench_slice_iters(*op, tsc_ghz, slice_ms));
	for (int r = 0; r < rounds; r++)
		for (size_t i = 0; i < ops.size(); i++)
			t[i].push_back(ops[i]->timed_run(iters[i]));
	return t;
}

bench_ratio bench_ratio_of(const bench_round_times &t, size_t i, size_t ref)
{
	std::vector<double> ratio;

	for (size_t r = 0; r < t[i].size(); r++)
		ratio.push_back(t[ref][r] / t[i][r]);
	return { bench_median(ratio), bench_quantile(ratio, 0.25), bench_quantile(ratio, 0.75),
		 bench_median(t[i]) };
}

std::vector<bench_ratio> bench_ratio_measure(const bench_ops &ops, double tsc_ghz, double slice_ms)
{
	const bench_round_times t = bench_ratio_rounds(ops, tsc_ghz, slice_ms);
	std::vector<bench_ratio> res;

	for (size_t i = 0; i < ops.size(); i++)
		res.push_back(bench_ratio_of(t, i, ops.size() - 1));
	return res;
}

void bench_ratio_print(const char *what, unsigned int len, const bench_ops &ops,
		       const std::vector<bench_ratio> &res, double tsc_ghz)
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

double bench_rfc7539_case(bench_tally &tally, u8 *buf, unsigned int len, double tsc_ghz)
{
	bench_ops ops;

	ops.push_back(bench_ukc_rfc7539(buf, len));
	ops.push_back(bench_ossl_chacha(buf, len, true));
	if (!bench_same_output(ops, buf, len, len + bench_chachapoly_tag_len)) {
		bench_error(tally, "rfc7539, %u bytes: the outputs differ: not timed", len);
		return -1;
	}
	auto res = bench_ratio_measure(ops, tsc_ghz, bench_tiered_slice_ms);
	bench_ratio_print("rfc7539(chacha20,poly1305), no AD", len, ops, res, tsc_ghz);
	bench_errors(tally, ops);
	return res[0].ratio;
}
