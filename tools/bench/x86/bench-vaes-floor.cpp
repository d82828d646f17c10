// SPDX-License-Identifier: GPL-2.0-only
// The VAES floor measured on this CPU: independent 512-bit AESENC chains timed with the TSC,
// for the x86 benchmarks (built with AVX-512 flags, linked into them only).
#include <x86intrin.h>

#include <algorithm>

#include "bench-vaes-floor.h"

namespace {

// Twelve independent chains: more than latency x throughput (4 x 2), so the AES units, not
// the dependencies, set the pace.
constexpr int floor_chains = 12;
constexpr int floor_iters = 4096;

unsigned long long floor_ticks_once(__m512i key)
{
	__m512i s[floor_chains];

	for (int j = 0; j < floor_chains; j++)
		s[j] = _mm512_set1_epi32(j);
	_mm_lfence();
	unsigned long long t0 = __rdtsc();
	for (int i = 0; i < floor_iters; i++) {
#pragma GCC unroll 12
		for (int j = 0; j < floor_chains; j++)
			s[j] = _mm512_aesenc_epi128(s[j], key);
	}
	__m512i acc = s[0];
	for (int j = 1; j < floor_chains; j++)
		acc = _mm512_xor_si512(acc, s[j]);
	// Keep the result observable so the chains are not dropped.
	volatile int sink = _mm_cvtsi128_si32(_mm512_castsi512_si128(acc));
	(void)sink;
	_mm_lfence();
	return __rdtsc() - t0;
}

} // namespace

double bench_vaes_floor_ticks_per_op()
{
	__m512i key = _mm512_set1_epi32(0x5a5a5a5a);
	unsigned long long best = ~0ULL;

	floor_ticks_once(key); // warm up the clock and the units
	for (int r = 0; r < 51; r++)
		best = std::min(best, floor_ticks_once(key));
	return static_cast<double>(best) / (static_cast<double>(floor_iters) * floor_chains);
}
