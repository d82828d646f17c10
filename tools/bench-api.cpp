// SPDX-License-Identifier: GPL-2.0-only
// What the API costs: generic AES through the skcipher request path against a direct loop
// over the same block function on the same buffer, for ecb/cbc/ctr at 16, 256, 4096 bytes.
#include <crypto/aes.h>
#include <crypto/internal/aes_generic.h>
#include <crypto/skcipher.h>
#include <crypto/utils.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

extern "C" void crypto_inc(u8 *a, unsigned int size);

namespace {

constexpr unsigned int bench_sizes[] = {16, 256, 4096};
constexpr int bench_rounds = 31; // medians over this many timed rounds

enum class bench_mode { ecb, cbc, ctr };

struct bench_case {
	const char *name;
	bench_mode mode;
};

constexpr bench_case bench_cases[] = {
	{"ecb(aes)", bench_mode::ecb},
	{"cbc(aes)", bench_mode::cbc},
	{"ctr(aes)", bench_mode::ctr},
};

// The floor: the mode written directly around the block function aes-generic registers.
void bench_direct(bench_mode mode, const crypto_aes_ctx *ctx, u8 *buf, unsigned int len, u8 *iv)
{
	u8 ks[AES_BLOCK_SIZE];

	for (unsigned int off = 0; off < len; off += AES_BLOCK_SIZE) {
		u8 *b = buf + off;
		switch (mode) {
		case bench_mode::ecb:
			ukc_aes_generic_encrypt(ctx, b, b);
			break;
		case bench_mode::cbc:
			crypto_xor(b, iv, AES_BLOCK_SIZE);
			ukc_aes_generic_encrypt(ctx, b, b);
			memcpy(iv, b, AES_BLOCK_SIZE);
			break;
		case bench_mode::ctr:
			ukc_aes_generic_encrypt(ctx, ks, iv);
			crypto_xor(b, ks, AES_BLOCK_SIZE);
			crypto_inc(iv, AES_BLOCK_SIZE);
			break;
		}
	}
}

double median(std::vector<double> v)
{
	std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
	return v[v.size() / 2];
}

template <typename F> double time_ns_per_op(F &&op, int iters)
{
	auto t0 = std::chrono::steady_clock::now();
	for (int i = 0; i < iters; i++)
		op();
	auto t1 = std::chrono::steady_clock::now();
	return std::chrono::duration<double, std::nano>(t1 - t0).count() / iters;
}

// Rounds alternate between the two paths, so drift in clock speed or load hits both alike.
template <typename A, typename B> void median_pair(A &&a, B &&b, int iters, double *ma, double *mb)
{
	std::vector<double> sa, sb;

	a(); // warm caches and the branch predictor on both paths first
	b();
	for (int r = 0; r < bench_rounds; r++) {
		sa.push_back(time_ns_per_op(a, iters));
		sb.push_back(time_ns_per_op(b, iters));
	}
	*ma = median(sa);
	*mb = median(sb);
}

int bench_one(const bench_case &bc, unsigned int len, const u8 *key)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(bc.name, 0, 0);
	if (IS_ERR(tfm)) {
		fprintf(stderr, "bench-api: %s: %ld\n", bc.name, PTR_ERR(tfm));
		return 1;
	}
	crypto_skcipher_setkey(tfm, key, 16);
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	alignas(64) static u8 buf[4096];
	u8 iv[16] = {}, iv0[16] = {};
	struct scatterlist sg;
	sg_init_one(&sg, buf, len);
	skcipher_request_set_callback(req, 0, nullptr, nullptr);

	crypto_aes_ctx ctx;
	aes_expandkey(&ctx, key, 16);
	int iters = static_cast<int>(std::max(100u, 100000u / len));
	double api, direct;
	median_pair(
		[&] {
			memcpy(iv, iv0, sizeof(iv)); // per request: set the IV, encrypt
			skcipher_request_set_crypt(req, &sg, &sg, len, iv);
			crypto_skcipher_encrypt(req);
		},
		[&] {
			memcpy(iv, iv0, sizeof(iv));
			bench_direct(bc.mode, &ctx, buf, len, iv);
		},
		iters, &api, &direct);
	printf("%-10s %5u bytes: api %9.1f ns  direct %9.1f ns  overhead %7.1f ns  ratio %.3f\n",
	       crypto_skcipher_driver_name(tfm), len, api, direct, api - direct, api / direct);
	skcipher_request_free(req);
	crypto_free_skcipher(tfm);
	return 0;
}

} // namespace

int main()
{
	static const u8 key[16] = {0x10, 0x32, 0x54, 0x76, 0x98, 0xba, 0xdc, 0xfe,
				   0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef};
	int err = 0;

	printf("generic AES-128, medians of %d rounds (steady_clock), in-place single-entry sglist\n",
	       bench_rounds);
	for (const bench_case &bc : bench_cases)
		for (unsigned int len : bench_sizes)
			err |= bench_one(bc, len, key);
	return err;
}
