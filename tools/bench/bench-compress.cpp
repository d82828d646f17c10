// SPDX-License-Identifier: GPL-2.0-only
// The compressors through the API (acomp requests over the scomp bridge, as 6.12's users call
// them) against a direct call of the same library with the same settings on the same buffers:
// the compression ratio, MB/s of each, and the API's time over the library's, at 4, 64 and
// 128 KiB of a fixed corpus. The two run in interleaved slices of thread CPU time; each figure
// is the median of the slices, with their spread, and the time ratio is the median of each
// round's ratio of its two adjacent slices (so a slow stretch of the machine touches both).
#include <crypto/acompress.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <lz4.h>
#include <lz4hc.h>
#include <lzo/lzo1x.h>
#include <zlib.h>
#define ZSTD_STATIC_LINKING_ONLY
#include <zstd.h>

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <new>
#include <vector>

#include "lzo/lzorle.h"

namespace {

constexpr size_t bench_sizes[] = { 4096, 65536, 131072 };
constexpr int bench_rounds = 21;
constexpr double bench_slice_s = 0.02;

// Text, zeros, a small alphabet and random bytes in 1 KiB pieces: some of everything a page
// of memory holds.
std::vector<u8> bench_corpus(size_t n)
{
	static const char text[] =
		"It is a truth universally acknowledged, that a single "
		"man in possession of a good fortune, must be in want of a wife. ";
	std::vector<u8> c(n);
	unsigned int seed = 2024;

	for (size_t i = 0; i < n; i++) {
		switch ((i / 1024) % 4) {
		case 0:
			c[i] = static_cast<u8>(text[i % (sizeof(text) - 1)]);
			break;
		case 1:
			c[i] = 0;
			break;
		case 2:
			c[i] = static_cast<u8>('a' + (i * 7 + i / 13) % 5);
			break;
		default:
			c[i] = static_cast<u8>(rand_r(&seed));
		}
	}
	return c;
}

double bench_cpu_now()
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

// Runs @op for one slice; its calls per second. The clock is read once per batch of calls, the
// batch doubling until it lasts 50 us: a thread-CPU clock read is a system call, longer than a
// 4 KiB lz4 decompression, and read per call it would hide the difference being measured.
double bench_slice(const std::function<void()> &op)
{
	double t0 = bench_cpu_now(), t = t0, last = t0;
	long calls = 0, batch = 1;

	while (t - t0 < bench_slice_s) {
		for (long i = 0; i < batch; i++)
			op();
		calls += batch;
		t = bench_cpu_now();
		if (t - last < 50e-6)
			batch *= 2;
		last = t;
	}
	return calls / (t - t0);
}

// Page-aligned buffers, as the kernel's users hand pages (zswap, zram), so that where the heap
// happens to place them does not move the figures from one run or one order to the next.
template <class T> struct bench_page_alloc {
	using value_type = T;
	bench_page_alloc() = default;
	template <class U> bench_page_alloc(const bench_page_alloc<U> &) {}
	T *allocate(size_t n)
	{
		size_t bytes = (n * sizeof(T) + 4095) & ~size_t(4095);
		void *p = aligned_alloc(4096, bytes);
		if (!p)
			throw std::bad_alloc();
		return static_cast<T *>(p);
	}
	void deallocate(T *p, size_t) { free(p); }
	bool operator==(const bench_page_alloc &) const { return true; }
};
using bench_buf = std::vector<u8, bench_page_alloc<u8>>;

struct bench_stat {
	double median, lo, hi;
};

bench_stat bench_of(std::vector<double> v)
{
	std::sort(v.begin(), v.end());
	return { v[v.size() / 2], v.front(), v.back() };
}

// The API's side: one request, single-entry lists, reused (as a user keeps one).
struct bench_api {
	struct crypto_acomp *tfm;
	struct acomp_req *req;
	struct scatterlist src, dst;

	unsigned int run(bool compress, const u8 *in, unsigned int n, u8 *out, unsigned int room)
	{
		sg_init_one(&src, in, n);
		sg_init_one(&dst, out, room);
		acomp_request_set_params(req, &src, &dst, n, room);
		int err = compress ? crypto_acomp_compress(req) : crypto_acomp_decompress(req);
		return err ? 0 : req->dlen;
	}
};

// The library's side: a direct call with the wrapper's settings; 0 on failure.
using lib_fn = std::function<size_t(bool compress, const u8 *in, size_t n, u8 *out, size_t room)>;

struct bench_lib_state {
	z_stream zc{}, zd{};
	// Page-aligned, as kmalloc() gives the drivers' states from a page on.
	bench_buf lz4_state, lz4hc_state, lzo_wrk, rle_wrk;
	ZSTD_CCtx *cctx = nullptr;
	ZSTD_DCtx *dctx = nullptr;
};

size_t bench_zlib(bench_lib_state &s, bool c, const u8 *in, size_t n, u8 *out, size_t room)
{
	z_stream *z = c ? &s.zc : &s.zd;
	if ((c ? deflateReset(z) : inflateReset(z)) != Z_OK)
		return 0;
	z->next_in = const_cast<u8 *>(in);
	z->avail_in = n;
	z->next_out = out;
	z->avail_out = room;
	int ret = c ? deflate(z, Z_FINISH) : inflate(z, Z_SYNC_FLUSH);
	return ret == Z_STREAM_END ? z->total_out : 0;
}

size_t bench_lz4(bench_lib_state &s, bool hc, bool c, const u8 *in, size_t n, u8 *out, size_t room)
{
	const char *i = reinterpret_cast<const char *>(in);
	char *o = reinterpret_cast<char *>(out);
	int r = !c   ? LZ4_decompress_safe(i, o, n, room)
		: hc ? LZ4_compress_HC_extStateHC(s.lz4hc_state.data(), i, o, n, room, 9)
		     : LZ4_compress_fast_extState(s.lz4_state.data(), i, o, n, room, 1);
	return r > 0 ? r : 0;
}

size_t bench_lzo(bench_lib_state &s, bool rle, bool c, const u8 *in, size_t n, u8 *out, size_t room)
{
	size_t len = room;
	lzo_uint l = room;
	if (rle)
		return (c ? ukc::lzorle_compress(in, n, out, &len, s.rle_wrk.data())
			  : ukc::lzo1x_kernel_decompress(in, n, out, &len)) == ukc::LZO_OK
			       ? len
			       : 0;
	int r = c ? lzo1x_1_compress(in, n, out, &l, s.lzo_wrk.data())
		  : lzo1x_decompress_safe(in, n, out, &l, nullptr);
	return r == LZO_E_OK ? l : 0;
}

size_t bench_zstd(bench_lib_state &s, bool c, const u8 *in, size_t n, u8 *out, size_t room)
{
	size_t r = c ? ZSTD_compress2(s.cctx, out, room, in, n)
		     : ZSTD_decompressDCtx(s.dctx, out, room, in, n);
	return ZSTD_isError(r) ? 0 : r;
}

void bench_lib_init(bench_lib_state &s)
{
	// The deflate driver's settings: 6.12's memory level is 8, the system zlib's MAX_MEM_LEVEL 9.
	deflateInit2(&s.zc, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -11, 8, Z_DEFAULT_STRATEGY);
	inflateInit2(&s.zd, -11);
	s.lz4_state.resize(LZ4_sizeofState());
	s.lz4hc_state.resize(LZ4_sizeofStateHC());
	s.lzo_wrk.resize(LZO1X_1_MEM_COMPRESS);
	s.rle_wrk.resize(ukc::LZORLE_MEM_COMPRESS);
	lzo_init();
	s.cctx = ZSTD_createCCtx();
	s.dctx = ZSTD_createDCtx();
	ZSTD_parameters p = ZSTD_getParams(3, 0, 0);
	ZSTD_CCtx_setCParams(s.cctx, p.cParams);
	ZSTD_CCtx_setParameter(s.cctx, ZSTD_c_contentSizeFlag, 1);
}

struct bench_alg {
	const char *name;
	lib_fn lib;
};

// One direction at one size: both contenders in alternate slices; prints the line.
void bench_dir(const char *name, size_t n, bool compress, bench_api &api, const lib_fn &lib,
	       const bench_buf &in, bench_buf &out)
{
	std::vector<double> a, l, ratio;
	unsigned int room = out.size();

	for (int r = 0; r < bench_rounds; r++) {
		auto run_api = [&] { api.run(compress, in.data(), in.size(), out.data(), room); };
		auto run_lib = [&] { lib(compress, in.data(), in.size(), out.data(), room); };
		if (r & 1) {
			l.push_back(bench_slice(run_lib));
			a.push_back(bench_slice(run_api));
		} else {
			a.push_back(bench_slice(run_api));
			l.push_back(bench_slice(run_lib));
		}
		ratio.push_back(l.back() / a.back());
	}
	bench_stat sa = bench_of(a), sl = bench_of(l), sr = bench_of(ratio);
	double mb = n / 1e6;
	printf("%-8s %7zu %-10s  api %8.1f MB/s (%.1f-%.1f)  lib %8.1f MB/s (%.1f-%.1f)  "
	       "api/lib time %.3fx (%.3f-%.3f)\n",
	       name, n, compress ? "compress" : "decompress", sa.median * mb, sa.lo * mb,
	       sa.hi * mb, sl.median * mb, sl.lo * mb, sl.hi * mb, sr.median, sr.lo, sr.hi);
}

int bench_one(const bench_alg &alg, const std::vector<u8> &corpus)
{
	bench_api api{ crypto_alloc_acomp(alg.name, 0, 0), nullptr, {}, {} };

	if (IS_ERR(api.tfm)) {
		printf("%-8s not built here\n", alg.name);
		return 0;
	}
	api.req = acomp_request_alloc(api.tfm);
	for (size_t n : bench_sizes) {
		bench_buf in(corpus.begin(), corpus.begin() + n), packed(n * 2 + 4096), back(n);
		unsigned int clen = api.run(true, in.data(), n, packed.data(), packed.size());
		size_t llen = alg.lib(true, in.data(), n, packed.data(), packed.size());
		if (!clen || !llen || api.run(false, packed.data(), llen, back.data(), n) != n ||
		    memcmp(back.data(), in.data(), n)) {
			printf("%-8s %7zu: the API and the library disagree\n", alg.name, n);
			return 1;
		}
		printf("%-8s %7zu ratio %.3f (compressed / original)\n", alg.name, n,
		       double(clen) / n);
		bench_dir(alg.name, n, true, api, alg.lib, in, packed);
		packed.resize(llen);
		bench_dir(alg.name, n, false, api, alg.lib, packed, back);
		packed.resize(n * 2 + 4096);
	}
	acomp_request_free(api.req);
	crypto_free_acomp(api.tfm);
	return 0;
}

} // namespace

int main(int argc, char **argv)
{
	static bench_lib_state s;
	bench_lib_init(s);
	using namespace std::placeholders;
	const bench_alg algs[] = {
		{ "deflate", std::bind(bench_zlib, std::ref(s), _1, _2, _3, _4, _5) },
		{ "lz4", std::bind(bench_lz4, std::ref(s), false, _1, _2, _3, _4, _5) },
		{ "lz4hc", std::bind(bench_lz4, std::ref(s), true, _1, _2, _3, _4, _5) },
		{ "lzo", std::bind(bench_lzo, std::ref(s), false, _1, _2, _3, _4, _5) },
		{ "lzo-rle", std::bind(bench_lzo, std::ref(s), true, _1, _2, _3, _4, _5) },
		{ "zstd", std::bind(bench_zstd, std::ref(s), _1, _2, _3, _4, _5) },
	};
	std::vector<u8> corpus = bench_corpus(bench_sizes[std::size(bench_sizes) - 1]);
	int err = 0;

	printf("bench-compress: acomp (scomp bridge) against a direct library call; thread CPU "
	       "time, %d slices of %.0f ms each, median (min-max)\n",
	       bench_rounds, bench_slice_s * 1000);
	for (const bench_alg &a : algs) {
		// Names on the command line pick some of the compressors; none runs them all.
		bool picked = argc < 2;
		for (int i = 1; i < argc; i++)
			picked |= !strcmp(argv[i], a.name);
		if (picked)
			err |= bench_one(a, corpus);
	}
	return err;
}
