// SPDX-License-Identifier: GPL-2.0-only
// The options, clocks, medians, spread, target and error lines of the x86 benchmarks (see
// bench-x86.h).
#include "bench-x86.h"

#include <linux/crypto.h>
#include <linux/err.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

bench_options bench_opts;

namespace {

constexpr char bench_common_usage[] =
	"Options every benchmark takes:\n"
	"  --targets   also print the project's targets for this CPU, one line each\n"
	"              (\"target >= 3.30x OpenSSL: met\" or \"...: missed\"): information,\n"
	"              never a failure\n"
	"  --quick     5 rounds of a tenth of the work in place of 101 (a smoke run: the\n"
	"              figures are rough)\n"
	"  -h, --help  print this and exit\n"
	"Exit status: 0 after a run; 1 on an error (contenders disagree on the output,\n"
	"requests fail); 2 for an argument the program does not know.\n";

} // namespace

int bench_bad_arg(const char *arg, const char *usage)
{
	fprintf(stderr, "%s: unknown argument '%s'\n", program_invocation_short_name, arg);
	fputs(usage, stderr);
	fputs(bench_common_usage, stderr);
	return 2;
}

int bench_args(int &argc, char **argv, const char *usage, bool more_args)
{
	int kept = 1;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(usage, stdout);
			fputs(bench_common_usage, stdout);
			return 0;
		}
		if (!strcmp(argv[i], "--targets"))
			bench_opts.targets = true;
		else if (!strcmp(argv[i], "--quick"))
			bench_opts.quick = true;
		else if (!more_args)
			return bench_bad_arg(argv[i], usage);
		else
			argv[kept++] = argv[i];
	}
	argc = kept;
	argv[argc] = nullptr;
	return -1;
}

int bench_args_offsets(int &argc, char **argv, const char *usage, bool *only_offsets)
{
	int code = bench_args(argc, argv, usage, true);

	if (code >= 0)
		return code;
	if (argc > 2 || (argc == 2 && strcmp(argv[1], "--offsets")))
		return bench_bad_arg(argv[1], usage);
	*only_offsets = argc == 2;
	return -1;
}

double bench_tsc_ghz(double seconds)
{
	auto t0 = std::chrono::steady_clock::now();
	u64 c0 = bench_tsc();
	double s;

	do
		s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
	while (s < seconds);
	return static_cast<double>(bench_tsc() - c0) / s / 1e9;
}

double bench_quantile(std::vector<double> v, double q)
{
	std::sort(v.begin(), v.end());
	return v[static_cast<size_t>(q * static_cast<double>(v.size() - 1))];
}

double bench_median(std::vector<double> v)
{
	std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
	return v[v.size() / 2];
}

double bench_core_per_tick(unsigned int links, int runs, double q)
{
	double ticks = bench_chain_ticks(
		[links] {
			u64 n = links / 2, x = 3;

			asm volatile("1:\n\timul %1, %1\n\timul %1, %1\n\tdec %0\n\tjnz 1b"
				     : "+r"(n), "+r"(x));
		},
		links, runs, q);

	return 3.0 / ticks;
}

std::vector<double> bench_measure(const std::vector<bench_op *> &ops, int iters, int rounds,
				  std::vector<double> *spread)
{
	return bench_measure(ops, std::vector<int>(ops.size(), iters), rounds, spread);
}

std::vector<double> bench_measure(const std::vector<bench_op *> &ops, std::vector<int> iters,
				  int rounds, std::vector<double> *spread)
{
	std::vector<std::vector<double>> samples(ops.size());
	std::vector<double> med;

	if (bench_opts.quick) {
		rounds = bench_quick_rounds;
		for (int &n : iters)
			n = std::max(1, n / 10);
	}
	for (size_t i = 0; i < ops.size(); i++)
		ops[i]->run(iters[i]);
	// Equal time slices: each contender's iterations scaled so that its slice lasts as long as
	// the longest one, so a slow contender's samples do not take more of other processes' time.
	std::vector<double> slice(ops.size());
	for (size_t i = 0; i < ops.size(); i++)
		slice[i] = ops[i]->timed_run(iters[i]) * iters[i];
	double longest = *std::max_element(slice.begin(), slice.end());
	for (size_t i = 0; i < ops.size(); i++)
		if (slice[i] > 0)
			iters[i] = std::max(1,
					    static_cast<int>(iters[i] * longest / slice[i] + 0.5));
	for (int r = 0; r < rounds; r++)
		for (size_t i = 0; i < ops.size(); i++)
			samples[i].push_back(ops[i]->timed_run(iters[i]));
	if (spread)
		spread->clear();
	for (auto &s : samples) {
		med.push_back(bench_median(s));
		if (spread)
			spread->push_back((bench_quantile(s, 0.75) - bench_quantile(s, 0.25)) /
					  med.back());
	}
	return med;
}

bench_skcipher_op::bench_skcipher_op(const char *alg, const u8 *key, unsigned int klen, u8 *buf,
				     unsigned int sg_len, unsigned int n, bool e)
	: len(n), enc(e)
{
	tfm = crypto_alloc_skcipher(alg, 0, 0);
	if (IS_ERR(tfm)) {
		fprintf(stderr, "%s: %s: %ld\n", program_invocation_short_name, alg, PTR_ERR(tfm));
		exit(1);
	}
	name = crypto_skcipher_driver_name(tfm);
	err |= crypto_skcipher_setkey(tfm, key, klen);
	req = skcipher_request_alloc(tfm, GFP_KERNEL);
	skcipher_request_set_callback(req, 0, nullptr, nullptr);
	sg_init_one(&sg, buf, sg_len);
	memset(iv0, 0, sizeof(iv0));
}

bench_skcipher_op::~bench_skcipher_op()
{
	skcipher_request_free(req);
	crypto_free_skcipher(tfm);
}

void bench_skcipher_op::run(int iters)
{
	for (int i = 0; i < iters; i++) {
		memcpy(iv, iv0, sizeof(iv));
		skcipher_request_set_crypt(req, &sg, &sg, len, iv);
		err |= enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req);
	}
}

std::vector<double> bench_timed_lines(const bench_ops &ops, int iters, unsigned int len,
				      double tsc_ghz)
{
	std::vector<double> spread;
	std::vector<double> med = bench_measure(ops, iters, bench_rounds, &spread);

	for (size_t i = 0; i < ops.size(); i++)
		printf("    %-28s %9.1f ns  %7.4f c/B (TSC)  %6.2f GB/s  spread %4.1f%%\n",
		       ops[i]->name.c_str(), med[i] / tsc_ghz, med[i] / len, len * tsc_ghz / med[i],
		       100 * spread[i]);
	return med;
}

bool bench_same_output(const bench_ops &ops, u8 *buf, unsigned int len, unsigned int out_len)
{
	std::vector<u8> in(len), first(out_len);

	for (unsigned int i = 0; i < len; i++)
		in[i] = static_cast<u8>(i * 7 + 1);
	for (size_t i = 0; i < ops.size(); i++) {
		memcpy(buf, in.data(), len);
		ops[i]->run(1);
		if (i == 0)
			memcpy(first.data(), buf, out_len);
		else if (memcmp(first.data(), buf, out_len))
			return false;
	}
	return true;
}

void bench_key(u8 *key, unsigned int klen)
{
	for (unsigned int i = 0; i < klen; i++)
		key[i] = static_cast<u8>(0x31 * i + 0x17);
}

void bench_target(bench_tally &t, bool met, const char *fmt, ...)
{
	va_list ap;

	(met ? t.met : t.missed)++;
	if (!bench_opts.targets)
		return;
	printf("    target ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf(": %s\n", met ? "met" : "missed");
}

void bench_error(bench_tally &t, const char *fmt, ...)
{
	va_list ap;

	printf("    ERROR  ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	t.errors++;
}

int bench_summary(const bench_tally &t)
{
	if (bench_opts.targets && t.met + t.missed)
		printf("targets: %d met, %d missed\n", t.met, t.missed);
	else if (bench_opts.targets)
		printf("targets: none for this program\n");
	if (t.errors)
		printf("%d errors\n", t.errors);
	return t.errors ? 1 : 0;
}
