// SPDX-License-Identifier: GPL-2.0-only
// What a request costs through a crypto engine driver: 6.12's virtio-crypto driver (its module
// loaded, bound to the virtio-crypto device model) against the library's synchronous cbc(aes)
// and cbc(aes-generic), which the model itself computes with.
//
// Per case (16 bytes and 4 KiB, AES-128-CBC encryption; queue depths 1 and 32), each contender
// keeps `depth` requests in flight, each on its own source and destination pages, submitted
// with CRYPTO_TFM_REQ_MAY_BACKLOG: a synchronous driver completes each before it returns, the
// engine driver answers -EINPROGRESS (or -EBUSY, backlogged) and completes it from the
// device's interrupt thread, whose callback hands the slot back to the submitting thread,
// which refills it. Time: nanoseconds per completed request over a slice of --slice-ms; the
// contenders take turns slice by slice (the order rotating each round), so a change of clock
// speed or load hits all alike. Printed: each contender's median over the rounds with its
// quartiles, and the medians of the paired per-round ratios (virtio / other) and differences
// (virtio - other: against cbc(aes-generic), what the engine path adds to the computation).
// Before any timing, every contender must give the same ciphertext; after, the DMA-API
// debugging must have found no error.
#include <crypto/aes.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/dma-mapping.h>
#include <linux/err.h>
#include <linux/gfp.h>
#include <linux/scatterlist.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench-cpu.h"
#include "ukc_dma_debug.h"
#include "ukc_models.h"

namespace {

constexpr unsigned int engine_sizes[] = { 16, 4096 };
constexpr unsigned int engine_depths[] = { 1, 32 };
constexpr unsigned int engine_max_depth = 64; // one bit each in a 64-bit mask
constexpr char engine_virtio[] = "virtio_crypto_aes_cbc";
constexpr char engine_generic[] = "cbc(aes-generic)";

constexpr char engine_usage[] =
	"usage: bench-engine --insmod PATH/virtio_crypto.so [--rounds=N] [--slice-ms=M]\n"
	"\n"
	"ns per request of cbc(aes) encryption (AES-128) at 16 B and 4 KiB with 1 and 32\n"
	"requests in flight, through 6.12's virtio-crypto driver (virtio_crypto_aes_cbc,\n"
	"its module loaded, bound to the virtio-crypto device model: crypto_engine,\n"
	"virtqueue, the model's thread, the interrupt) against the library's highest\n"
	"synchronous cbc(aes) and cbc(aes-generic) (what the model computes with).\n"
	"Contenders take turns in equal slices; medians with quartiles, and medians of\n"
	"the paired ratios and differences. Then the DMA-API debugging's share, timed\n"
	"apart. The status is 1 on a wrong result or a DMA-API error.\n"
	"\n"
	"  --insmod FILE  the virtio_crypto module (ukcrypto-kbuild's build of 6.12's\n"
	"              drivers/crypto/virtio; tools/run bench-engine passes the build's)\n"
	"  --rounds=N  rounds of slices (default 15)\n"
	"  --slice-ms=M  milliseconds a contender runs each round (default 40)\n"
	"  -h, --help  print this and exit\n";

using engine_clock = std::chrono::steady_clock;

double engine_quantile(std::vector<double> v, double q)
{
	std::sort(v.begin(), v.end());
	return v[static_cast<size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

// ---- one contender: a tfm and its requests in flight ----

struct engine_slot {
	struct skcipher_request *req = nullptr;
	struct scatterlist src, dst;
	u8 *in = nullptr, *out = nullptr;
	u8 iv[AES_BLOCK_SIZE];
};

struct engine_runner {
	std::string name, driver;
	struct crypto_skcipher *tfm = nullptr;
	unsigned int size = 0, depth = 0;
	std::vector<engine_slot> slots;
	std::atomic<u64> done{ 0 }; // the slots completed and not yet taken back
	std::atomic<int> error{ 0 };
	std::vector<double> ns;
	struct engine_cb {
		engine_runner *r;
		unsigned int slot;
	};
	std::vector<engine_cb> cbs; // the callbacks' data
};

using engine_cb = engine_runner::engine_cb;

void engine_done(void *data, int err)
{
	auto *cb = static_cast<engine_cb *>(data);

	if (err == -EINPROGRESS) // a backlogged request is now queued; it completes later
		return;
	if (err)
		cb->r->error.store(err);
	cb->r->done.fetch_or(1ull << cb->slot);
	cb->r->done.notify_one();
}

int engine_runner_init(engine_runner &r, const u8 *key)
{
	r.tfm = crypto_alloc_skcipher(r.name.c_str(), 0, 0);
	if (IS_ERR(r.tfm))
		return static_cast<int>(PTR_ERR(r.tfm));
	r.driver = crypto_skcipher_driver_name(r.tfm);
	int err = crypto_skcipher_setkey(r.tfm, key, AES_KEYSIZE_128);
	if (err)
		return err;
	r.slots.resize(r.depth);
	r.cbs.resize(r.depth);
	for (unsigned int i = 0; i < r.depth; i++) {
		engine_slot &s = r.slots[i];
		s.in = reinterpret_cast<u8 *>(__get_free_page(GFP_KERNEL));
		s.out = reinterpret_cast<u8 *>(__get_free_page(GFP_KERNEL));
		s.req = skcipher_request_alloc(r.tfm, GFP_KERNEL);
		if (!s.in || !s.out || !s.req)
			return -ENOMEM;
		for (unsigned int b = 0; b < r.size; b++)
			s.in[b] = static_cast<u8>(b * 7 + i);
		sg_init_one(&s.src, s.in, r.size);
		sg_init_one(&s.dst, s.out, r.size);
		r.cbs[i] = { &r, i };
		skcipher_request_set_callback(s.req, CRYPTO_TFM_REQ_MAY_BACKLOG, engine_done,
					      &r.cbs[i]);
	}
	return 0;
}

void engine_runner_free(engine_runner &r)
{
	for (engine_slot &s : r.slots) {
		skcipher_request_free(s.req);
		free_page(reinterpret_cast<unsigned long>(s.in));
		free_page(reinterpret_cast<unsigned long>(s.out));
	}
	r.slots.clear();
	if (!IS_ERR_OR_NULL(r.tfm))
		crypto_free_skcipher(r.tfm);
	r.tfm = nullptr;
}

// Submits slot @i: true if it completed at once (a synchronous driver), false if in flight.
bool engine_submit(engine_runner &r, unsigned int i)
{
	engine_slot &s = r.slots[i];

	memset(s.iv, 0, sizeof(s.iv));
	skcipher_request_set_crypt(s.req, &s.src, &s.dst, r.size, s.iv);
	int err = crypto_skcipher_encrypt(s.req);
	if (err == -EINPROGRESS || err == -EBUSY)
		return false;
	if (err)
		r.error.store(err);
	return true;
}

// Runs @r for @ns nanoseconds, keeping its depth of requests in flight, then drains it.
// Returns the nanoseconds per completed request.
double engine_slice(engine_runner &r, double ns)
{
	auto t0 = engine_clock::now();
	auto end = t0 + std::chrono::nanoseconds(static_cast<long long>(ns));
	u64 free_slots = r.depth == 64 ? ~0ull : (1ull << r.depth) - 1;
	unsigned long completed = 0, inflight = 0, tick = 0;
	bool open = true;

	for (;;) {
		while (free_slots && open) {
			unsigned int i = static_cast<unsigned int>(__builtin_ctzll(free_slots));
			if (engine_submit(r, i)) {
				completed++;
			} else {
				free_slots &= ~(1ull << i);
				inflight++;
			}
			if (++tick % 32 == 0) // the clock costs as much as a small request
				open = engine_clock::now() < end;
		}
		if (!inflight)
			break;
		r.done.wait(0);
		u64 got = r.done.exchange(0);
		free_slots |= got;
		completed += static_cast<unsigned long>(__builtin_popcountll(got));
		inflight -= static_cast<unsigned long>(__builtin_popcountll(got));
		if (open)
			open = engine_clock::now() < end;
	}
	return std::chrono::duration<double, std::nano>(engine_clock::now() - t0).count() /
	       static_cast<double>(completed);
}

// Each contender encrypts the same data with the same key and IV: the same ciphertext.
bool engine_check(std::vector<engine_runner> &rs)
{
	for (engine_runner &r : rs) {
		r.done.store(0);
		if (!engine_submit(r, 0)) {
			r.done.wait(0);
			r.done.store(0);
		}
		if (r.error.load() || memcmp(r.slots[0].out, rs[0].slots[0].out, r.size)) {
			fprintf(stderr, "bench-engine: %s: wrong result or error %d at %u bytes\n",
				r.driver.c_str(), r.error.load(), r.size);
			return false;
		}
	}
	return true;
}

struct engine_opts {
	const char *module = nullptr;
	int rounds = 15;
	double slice_ns = 40e6;
};

// One case: the contenders in turn, @rounds slices each; their medians and ratios printed.
int engine_case(const std::vector<std::string> &names, unsigned int size, unsigned int depth,
		const engine_opts &o, double *virtio_ns)
{
	static const u8 key[AES_KEYSIZE_128] = { 0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
						 0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c };
	std::vector<engine_runner> rs(names.size());
	int err = 0;

	for (size_t i = 0; i < rs.size() && !err; i++) {
		rs[i].name = names[i];
		rs[i].size = size;
		rs[i].depth = depth;
		err = engine_runner_init(rs[i], key);
		if (err)
			fprintf(stderr, "bench-engine: %s: %d\n", names[i].c_str(), err);
	}
	if (!err && !engine_check(rs))
		err = -EBADMSG;
	for (engine_runner &r : rs) // untimed: caches, predictors, the engine's thread
		if (!err)
			engine_slice(r, o.slice_ns / 4);
	for (int round = 0; round < o.rounds && !err; round++)
		for (size_t k = 0; k < rs.size(); k++) {
			engine_runner &r = rs[(k + static_cast<size_t>(round)) % rs.size()];
			r.ns.push_back(engine_slice(r, o.slice_ns));
		}
	for (engine_runner &r : rs)
		if (!err && r.error.load())
			err = r.error.load();
	if (!err) {
		*virtio_ns = engine_quantile(rs[0].ns, 0.5);
		for (engine_runner &r : rs) {
			printf("  %5u B  depth %2u  %-22s %9.0f ns/req  [%.0f .. %.0f]", size,
			       depth, r.driver.c_str(), engine_quantile(r.ns, 0.5),
			       engine_quantile(r.ns, 0.25), engine_quantile(r.ns, 0.75));
			if (&r != &rs[0]) {
				std::vector<double> ratio, diff;
				for (size_t i = 0; i < r.ns.size(); i++) {
					ratio.push_back(rs[0].ns[i] / r.ns[i]);
					diff.push_back(rs[0].ns[i] - r.ns[i]);
				}
				printf("  virtio/this %6.1fx [%.1f .. %.1f]  virtio-this %6.0f ns",
				       engine_quantile(ratio, 0.5), engine_quantile(ratio, 0.25),
				       engine_quantile(ratio, 0.75), engine_quantile(diff, 0.5));
			}
			printf("\n");
		}
	}
	for (engine_runner &r : rs)
		engine_runner_free(r);
	return err;
}

// ---- the DMA-API debugging's share ----

// Nanoseconds per call of @f, over ~@ns of calls.
template <typename F> double engine_time(F f, double ns)
{
	unsigned long n = 0;
	auto t0 = engine_clock::now();
	double el;

	do {
		for (int i = 0; i < 64; i++)
			f(n++);
		el = std::chrono::duration<double, std::nano>(engine_clock::now() - t0).count();
	} while (el < ns);
	return el / static_cast<double>(n);
}

// The buffers 6.12's __virtio_crypto_skcipher_do_req() adds for a request whose lists have one
// entry each: header, IV and source for the device to read; destination and status to write.
constexpr unsigned int engine_descs = 5;

const struct device_driver engine_drv = { .name = "bench-engine" };
struct device engine_dev = { .init_name = "bench-dma0", .driver = &engine_drv };

// What the DMA-API debugging costs a virtio request, timed apart on a device of this program
// with as many mappings live as 32 requests in the ring have: the device side's check of each
// descriptor (ukc_dma_device_access()), and the driver side's map, check and unmap of a
// request's buffers (its header, IV and source to the device; destination and status from it).
void engine_dma_breakdown(double slice_ns, const double *virtio_ns32)
{
	unsigned long idle = ukc_dma_debug_mappings(nullptr);
	unsigned long live = idle + 32 * engine_descs;
	std::vector<u8 *> bufs;
	std::vector<dma_addr_t> addrs;

	for (unsigned long i = idle; i < live; i++) {
		bufs.push_back(reinterpret_cast<u8 *>(__get_free_page(GFP_KERNEL)));
		addrs.push_back(dma_map_single(&engine_dev, bufs.back(), 64, DMA_TO_DEVICE));
		dma_mapping_error(&engine_dev, addrs.back());
	}
	printf("DMA-API debugging, timed apart: %lu mappings live (the rings' %lu, and %u for each of "
	       "32 requests)\n",
	       live, idle, engine_descs);
	double look = engine_time(
		[&](unsigned long n) {
			ukc_dma_device_access(&engine_dev, addrs[n % addrs.size()], 64, false);
		},
		slice_ns / 4);
	printf("  device side: %.0f ns a descriptor checked, %.0f ns a request\n", look,
	       look * engine_descs);
	for (int i = 0; i < 2; i++) {
		unsigned int size = engine_sizes[i];
		u8 *src = bufs[0], *dst = bufs[1];
		double map = engine_time(
			[&](unsigned long) {
				const struct {
					u8 *p;
					unsigned int len;
					enum dma_data_direction dir;
				} b[] = { { dst, 72, DMA_TO_DEVICE },
					  { dst + 128, AES_BLOCK_SIZE, DMA_TO_DEVICE },
					  { src, size, DMA_TO_DEVICE },
					  { dst, size, DMA_FROM_DEVICE },
					  { dst + size, 1, DMA_FROM_DEVICE } };
				for (const auto &m : b) {
					dma_addr_t a = dma_map_single(&engine_dev, m.p, m.len,
								      m.dir);
					dma_mapping_error(&engine_dev, a);
					dma_unmap_single(&engine_dev, a, m.len, m.dir);
				}
			},
			slice_ns / 4);
		printf("  driver side at %4u B: %.0f ns a request (map, check and unmap of 5 "
		       "buffers)",
		       size, map);
		if (virtio_ns32[i] > 0)
			printf("; with the device side, %.0f%% of virtio's %.0f ns at depth 32",
			       100 * (map + look * engine_descs) / virtio_ns32[i], virtio_ns32[i]);
		printf("\n");
	}
	for (size_t i = 0; i < bufs.size(); i++) {
		dma_unmap_single(&engine_dev, addrs[i], 64, DMA_TO_DEVICE);
		free_page(reinterpret_cast<unsigned long>(bufs[i]));
	}
}

} // namespace

int main(int argc, char **argv)
{
	engine_opts o;

	for (int i = 1; i < argc; i++) {
		std::string a = argv[i];
		if (a == "-h" || a == "--help") {
			fputs(engine_usage, stdout);
			return 0;
		} else if (a == "--insmod" && i + 1 < argc) {
			o.module = argv[++i];
		} else if (!a.compare(0, 9, "--insmod=")) {
			o.module = argv[i] + 9;
		} else if (!a.compare(0, 9, "--rounds=") && atoi(argv[i] + 9) > 0) {
			o.rounds = atoi(argv[i] + 9);
		} else if (!a.compare(0, 11, "--slice-ms=") && atof(argv[i] + 11) > 0) {
			o.slice_ns = atof(argv[i] + 11) * 1e6;
		} else {
			fprintf(stderr, "bench-engine: bad argument '%s'\n%s", argv[i],
				engine_usage);
			return 2;
		}
	}
	if (!o.module) {
		fprintf(stderr, "bench-engine: --insmod FILE is needed\n%s", engine_usage);
		return 2;
	}
	int err = crypto_init();
	if (!err)
		err = ukc_insmod(o.module);
	// The library's own contender: the highest-priority cbc(aes), asked for before the
	// device comes, so that the virtio driver cannot answer.
	auto *sync = err ? static_cast<struct crypto_skcipher *>(ERR_PTR(err))
			 : crypto_alloc_skcipher("cbc(aes)", 0, 0);
	if (IS_ERR(sync)) {
		fprintf(stderr, "bench-engine: %s: %ld\n", o.module, PTR_ERR(sync));
		return 1;
	}
	std::string sync_driver = crypto_skcipher_driver_name(sync);
	crypto_free_skcipher(sync);
	if ((err = ukc_model_add("virtio-crypto"))) {
		fprintf(stderr, "bench-engine: the virtio-crypto device: %d\n", err);
		return 1;
	}
	printf("bench-engine: cbc(aes) encryption, AES-128, ns per request; CPU: %s\n",
	       bench_cpu_model().c_str());
	printf("  %d rounds of %.0f ms slices a contender; median [quartiles]\n", o.rounds,
	       o.slice_ns / 1e6);
	const std::vector<std::string> names = { engine_virtio, sync_driver, engine_generic };
	double virtio_ns[2][2] = {};
	for (int s = 0; s < 2; s++)
		for (int d = 0; d < 2; d++)
			if (!err)
				err = engine_case(names, engine_sizes[s], engine_depths[d], o,
						  &virtio_ns[d][s]);
	if (!err)
		engine_dma_breakdown(o.slice_ns, virtio_ns[1]);
	ukc_model_remove_all();
	if (ukc_dma_debug_error_count()) {
		fprintf(stderr, "bench-engine: %lu DMA-API errors\n", ukc_dma_debug_error_count());
		return 1;
	}
	return err ? 1 : 0;
}
