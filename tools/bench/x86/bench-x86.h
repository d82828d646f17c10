/* SPDX-License-Identifier: GPL-2.0-only */
/* What the x86 benchmarks share: the options, the TSC and its rate, the core clock estimated from
 * a multiply chain, medians and spread of alternating rounds, the target and error lines. */
#ifndef _UKC_ARCH_X86_BENCH_X86_H
#define _UKC_ARCH_X86_BENCH_X86_H

#include <crypto/skcipher.h>
#include <linux/scatterlist.h>
#include <linux/types.h>

#include <x86intrin.h>

#include "../bench-cpu.h"

#include <memory>
#include <string>
#include <vector>

// No PMU here: every cycle count is in TSC ticks.

// The options every benchmark takes, set by bench_args().
struct bench_options {
	bool targets = false; // --targets: print the project's target lines (met/missed)
	bool quick = false;   // --quick: few, short rounds (a smoke run; the figures are rough)
};
extern bench_options bench_opts;

// The command line, first thing in main(), before the library or a clock is touched: takes
// out --targets and --quick (into bench_opts) and leaves the other arguments in @argc/@argv
// for the program. "--help" or "-h" prints @usage and the common options' lines on stdout.
// Unless @more_args, any other argument prints them on stderr. Returns -1 (run), else the exit code: 0 after the help, 2
// for an argument the program does not know.
int bench_args(int &argc, char **argv, const char *usage, bool more_args = false);

// As bench_args(), for a program whose one argument of its own is "--offsets" (only the
// offset runs): sets *@only_offsets to whether it was given.
int bench_args_offsets(int &argc, char **argv, const char *usage, bool *only_offsets);

// "PROGRAM: unknown argument 'ARG'", @usage and the common options' lines on stderr; returns 2,
// the exit code.
int bench_bad_arg(const char *arg, const char *usage);

constexpr int bench_rounds = 101;     // the default number of alternating rounds a median is of
constexpr int bench_quick_rounds = 5; // with --quick, whatever the program asks

// The rounds bench_measure() makes of @rounds asked for (fewer with --quick), for the reports.
inline int bench_rounds_run(int rounds = bench_rounds)
{
	return bench_opts.quick ? bench_quick_rounds : rounds;
}

// The TSC, fenced: RDTSCP waits for the instructions before it, the LFENCE after it keeps
// the ones after it from starting early.
inline u64 bench_tsc()
{
	unsigned int aux;

	_mm_lfence();
	u64 t = __rdtscp(&aux);
	_mm_lfence();
	return t;
}

// TSC ticks per nanosecond (GHz), counted over @seconds of the steady clock.
double bench_tsc_ghz(double seconds = 0.2);

// The element at index @q * (size - 1) of @v sorted, @q in [0, 1].
double bench_quantile(std::vector<double> v, double q);
double bench_median(std::vector<double> v);

// TSC ticks per link of a dependent chain: @body runs @links links (each instruction's output
// its next one's input); the @q quantile over @runs runs, so a low @q keeps the runs that did
// not lose the CPU.
template <typename F> double bench_chain_ticks(F body, unsigned int links, int runs, double q)
{
	std::vector<double> v;

	for (int r = 0; r < runs; r++) {
		u64 t0 = bench_tsc();
		body();
		v.push_back(static_cast<double>(bench_tsc() - t0) / links);
	}
	return bench_quantile(v, q);
}

// Core cycles per TSC tick, from a chain of @links dependent 64-bit IMULs (3 cycles each on
// every x86 core since Nehalem, Zen 5 included): bench_chain_ticks(@links, @runs, @q).
double bench_core_per_tick(unsigned int links, int runs, double q);

// One contender: @iters requests (or messages) per run(); err collects their failures.
struct bench_op {
	std::string name;
	int err = 0;

	virtual ~bench_op() = default;
	virtual void run(int iters) = 0;
	// TSC ticks per iteration of run(@iters), timed here; a contender served by another
	// process times it there, where the work is done.
	virtual double timed_run(int iters)
	{
		u64 t0 = bench_tsc();
		run(iters);
		return static_cast<double>(bench_tsc() - t0) / iters;
	}
};

using bench_ops = std::vector<std::unique_ptr<bench_op>>;

// One skcipher request per iteration through the whole API, in place: the IV reset from iv0
// (the caller's to fill), the data set, encrypt or decrypt. The program exits if @alg is not
// there.
struct bench_skcipher_op : bench_op {
	struct crypto_skcipher *tfm = nullptr;
	struct skcipher_request *req = nullptr;
	struct scatterlist sg; // @sg_len bytes of @buf
	u8 iv[16], iv0[16];
	unsigned int len; // bytes per request
	bool enc;

	bench_skcipher_op(const char *alg, const u8 *key, unsigned int klen, u8 *buf,
			  unsigned int sg_len, unsigned int n, bool e);
	~bench_skcipher_op() override;
	bench_skcipher_op(const bench_skcipher_op &) = delete;
	bench_skcipher_op &operator=(const bench_skcipher_op &) = delete;
	void run(int iters) override;
};

// Median TSC ticks per iteration of each contender over @rounds rounds, after one warm-up run
// each. The contenders take turns every round in slices of equal time (each contender's
// @iters scaled, after the warm-up, so that its slice lasts as long as the longest of them),
// so a change of clock speed or load hits them alike. With @spread, each
// contender's spread too: the interquartile range over the median. --quick makes it
// bench_quick_rounds rounds of a tenth of @iters.
std::vector<double> bench_measure(const std::vector<bench_op *> &ops, int iters,
				  int rounds = bench_rounds, std::vector<double> *spread = nullptr);

// The same with @iters[i] iterations a round for contender i before the scaling to equal
// time slices.
std::vector<double> bench_measure(const std::vector<bench_op *> &ops, std::vector<int> iters,
				  int rounds = bench_rounds, std::vector<double> *spread = nullptr);

// The same over a vector of (smart) pointers to contenders of one kind.
template <typename Ops>
std::vector<double> bench_measure(const Ops &ops, int iters, int rounds = bench_rounds,
				  std::vector<double> *spread = nullptr)
{
	std::vector<bench_op *> raw;

	for (auto &op : ops)
		raw.push_back(&*op);
	return bench_measure(raw, iters, rounds, spread);
}

// bench_measure() of @ops with @iters, each contender's line printed: its median time in ns, in
// cycles per byte (TSC ticks over @len bytes) and in GB/s at @tsc_ghz, and its spread. The
// medians, in TSC ticks.
std::vector<double> bench_timed_lines(const bench_ops &ops, int iters, unsigned int len,
				      double tsc_ghz);

// Before anything is timed: one run of each contender over the same @len input bytes in @buf
// must leave the same first @out_len bytes there.
bool bench_same_output(const bench_ops &ops, u8 *buf, unsigned int len, unsigned int out_len);

// The benchmarks' fixed key bytes.
void bench_key(u8 *key, unsigned int klen);

// What a run found: targets met and missed (counted whether or not they are printed), and
// errors, which alone make the exit status 1.
struct bench_tally {
	int met = 0, missed = 0, errors = 0;
};

// A project target for this CPU, as "target <what>: met" or "...: missed", printed only with
// --targets (the measured figure is the program's own line, printed always), counted in @t.
void bench_target(bench_tally &t, bool met, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

// "    ERROR  <what>" (a wrong result, a failed request), always printed, counted in @t.
void bench_error(bench_tally &t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

// An error for each contender of @ops whose requests failed (bench_op::err).
template <typename Ops> void bench_errors(bench_tally &t, const Ops &ops)
{
	for (auto &op : ops)
		if (op->err)
			bench_error(t, "%s: requests failed", op->name.c_str());
}

// The last line: "targets: <met> met, <missed> missed" with --targets, and "<n> errors" if
// any. Returns the exit code: 1 after an error, else 0.
int bench_summary(const bench_tally &t);

#endif /* _UKC_ARCH_X86_BENCH_X86_H */
