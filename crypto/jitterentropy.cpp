// SPDX-License-Identifier: GPL-2.0-only
// The CPU Jitter noise source of 6.12's jitterentropy_rng: time deltas over memory accesses and
// hashing, SP 800-90B's health tests (RCT, APT) on them, and their conditioning into the pool.
#include <linux/fips.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <algorithm>

#include "jitterentropy.h"

namespace {

constexpr unsigned int jent_data_size_bits = 256; // SHA3-256's output, one block
// SP 800-90C draft A.4: 64 more bits in FIPS mode, so that the conditioned block may be
// counted as full entropy.
constexpr unsigned int jent_safety_factor = 64;
constexpr unsigned int jent_hash_loops = 8;
// 6.12's configuration without CRYPTO_FIPS && EXPERT: 64 blocks of 32 bytes.
constexpr unsigned int jent_memory_blocks = 64;
constexpr unsigned int jent_memory_blocksize = 32;
constexpr unsigned int jent_memory_size = jent_memory_blocks * jent_memory_blocksize;
constexpr unsigned int jent_memory_accessloops = 128;
constexpr unsigned int jent_disable_memory_access = 1u << 2;
// SP 800-90B 4.3: at least 1024 start-up samples, after 100 that only warm the caches.
constexpr int jent_testloops = 1024;
constexpr int jent_clearcache = 100;

// Start-up test results (jent_entropy_init()).
enum jent_init_error {
	jent_enotime = 1,
	jent_ecoarsetime = 2,
	jent_enomonotonic = 3,
	jent_ehealth = 9,
	jent_erct = 10,
	jent_emem = 12,
};

// Health test failure bits; a permanent one sits 16 bits up.
constexpr unsigned int jent_rct_failure = 1;
constexpr unsigned int jent_apt_failure = 2;
constexpr unsigned int jent_permanent_shift = 16;
constexpr unsigned int jent_rct_failure_permanent = jent_rct_failure << jent_permanent_shift;
constexpr unsigned int jent_apt_failure_permanent = jent_apt_failure << jent_permanent_shift;

// SP 800-90B 4.4.2 APT over windows of 512 deltas: the cutoffs for an entropy rate of 1/osr
// (osr 1..15), at alpha 2^-30 (intermittent) and 2^-60 (permanent); past 14 the test's
// maximum, 512. Values as 6.12 computed them with the corrected binomial bound.
constexpr unsigned int jent_apt_window = 512;
constexpr unsigned int jent_apt_cutoff[] = { 325, 422, 459, 477, 488, 494, 499, 502,
					     505, 507, 508, 509, 510, 511, 512 };
constexpr unsigned int jent_apt_cutoff_permanent[] = { 355, 447, 479, 494, 502, 507, 510, 512,
						       512, 512, 512, 512, 512, 512, 512 };

} // namespace

struct rand_data {
	void *hash_state; // the pool: a SHA3-256 descriptor
	u64 prev_time;
	u64 last_delta;
	s64 last_delta2;
	unsigned int flags;
	unsigned int osr;
	u8 *mem;
	unsigned int memlocation;
	unsigned int memblocks;
	unsigned int memblocksize;
	unsigned int memaccessloops;
	int rct_count; // -1 right after a failure, so the next stuck delta counts from 0
	unsigned int apt_cutoff;
	unsigned int apt_cutoff_permanent;
	unsigned int apt_observations;
	unsigned int apt_count;
	unsigned int apt_base;
	unsigned int health_failure;
	bool apt_base_set;
};

namespace {

void jent_apt_reset(rand_data *ec, unsigned int base)
{
	ec->apt_count = 0;
	ec->apt_base = base;
	ec->apt_observations = 0;
}

// The APT counts how often the window's first delta recurs (its low 32 bits, as 6.12 stores
// it); the first delta itself is not counted.
void jent_apt_insert(rand_data *ec, unsigned int delta)
{
	if (!ec->apt_base_set) {
		ec->apt_base = delta;
		ec->apt_base_set = true;
		return;
	}
	if (delta == ec->apt_base) {
		ec->apt_count++;
		if (ec->apt_count >= ec->apt_cutoff_permanent)
			ec->health_failure |= jent_apt_failure_permanent;
		else if (ec->apt_count >= ec->apt_cutoff)
			ec->health_failure |= jent_apt_failure;
	}
	if (++ec->apt_observations >= jent_apt_window)
		jent_apt_reset(ec, delta);
}

// SP 800-90B 4.4.1 RCT on the run of stuck deltas: cutoff ceil(-log2(alpha) / H) with
// H = 1/osr, i.e. 30 * osr (alpha 2^-30) and 60 * osr (2^-60); the count starts at 0, so it
// fails at one less than C. After a failure the run starts over from -1.
void jent_rct_insert(rand_data *ec, bool stuck)
{
	if (!stuck) {
		ec->rct_count = 0;
		return;
	}
	ec->rct_count++;
	unsigned int count = static_cast<unsigned int>(ec->rct_count);
	if (count >= 60 * ec->osr) {
		ec->rct_count = -1;
		ec->health_failure |= jent_rct_failure_permanent;
	} else if (count >= 30 * ec->osr) {
		ec->rct_count = -1;
		ec->health_failure |= jent_rct_failure;
	}
}

// next - prev on a counter that may wrap.
u64 jent_delta(u64 prev, u64 next)
{
	return next - prev;
}

// A delta is stuck when it, its change, or the change of that change is zero.
bool jent_stuck(rand_data *ec, u64 delta)
{
	u64 delta2 = jent_delta(ec->last_delta, delta);
	u64 delta3 = jent_delta(static_cast<u64>(ec->last_delta2), delta2);

	ec->last_delta = delta;
	ec->last_delta2 = static_cast<s64>(delta2);
	jent_apt_insert(ec, static_cast<unsigned int>(delta));
	bool stuck = !delta || !delta2 || !delta3;
	jent_rct_insert(ec, stuck);
	return stuck;
}

// Health failures count in FIPS mode only, as in 6.12.
unsigned int jent_health_failure(const rand_data *ec)
{
	return fips_enabled ? ec->health_failure : 0;
}

// A loop count from the time stamp folded to @bits bits, plus 2^@min.
u64 jent_loop_shuffle(unsigned int bits, unsigned int min)
{
	u64 time = 0, shuffle = 0;
	const u64 mask = (1ull << bits) - 1;

	jent_get_nstime(&time);
	for (unsigned int i = 0; i < (jent_data_size_bits + bits - 1) / bits; i++) {
		shuffle ^= time & mask;
		time >>= bits;
	}
	return shuffle + (1ull << min);
}

// Hashes the delta (zero when stuck: SP 800-90B 3.1.5 wants the same input length for every
// sample) into the pool, with the health test state as additional, entropy-free input.
int jent_condition_data(rand_data *ec, u64 time, bool stuck)
{
	struct {
		int rct_count;
		unsigned int apt_observations;
		unsigned int apt_count;
		unsigned int apt_base;
	} addtl = { ec->rct_count, ec->apt_observations, ec->apt_count, ec->apt_base };

	return jent_hash_time(ec->hash_state, time, reinterpret_cast<u8 *>(&addtl), sizeof(addtl),
			      jent_hash_loops, stuck);
}

// The memory noise source: read-modify-write walks over a buffer larger than L1, stepping
// blocksize - 1 bytes so every byte is hit evenly. volatile keeps each access.
void jent_memaccess(rand_data *ec)
{
	u64 loops = jent_loop_shuffle(7, 0);

	if (!ec->mem)
		return;
	volatile u8 *mem = ec->mem;
	const unsigned int wrap = ec->memblocksize * ec->memblocks;
	for (u64 i = 0; i < ec->memaccessloops + loops; i++) {
		mem[ec->memlocation] = static_cast<u8>(mem[ec->memlocation] + 1);
		ec->memlocation = (ec->memlocation + ec->memblocksize - 1) % wrap;
	}
}

// One sample: the time a round of noise took, health-tested and conditioned. Returns
// whether it was stuck; the first call after allocation only primes prev_time.
bool jent_measure_jitter(rand_data *ec, u64 *ret_delta)
{
	u64 time = 0;

	jent_memaccess(ec);
	jent_get_nstime(&time);
	u64 delta = jent_delta(ec->prev_time, time);
	ec->prev_time = time;
	bool stuck = jent_stuck(ec, delta);
	if (jent_condition_data(ec, delta, stuck))
		stuck = true;
	if (ret_delta)
		*ret_delta = delta;
	return stuck;
}

// Fills the pool with (256 [+ 64 in FIPS mode]) * osr good samples, or stops at a health
// failure.
void jent_gen_entropy(rand_data *ec)
{
	const unsigned int want = (jent_data_size_bits + (fips_enabled ? jent_safety_factor : 0)) *
				  ec->osr;
	unsigned int k = 0;

	jent_measure_jitter(ec, nullptr);
	while (!jent_health_failure(ec)) {
		if (jent_measure_jitter(ec, nullptr))
			continue;
		if (++k >= want)
			break;
	}
}

void jent_apt_init(rand_data *ec, unsigned int osr)
{
	const size_t last = ARRAY_SIZE(jent_apt_cutoff) - 1;
	size_t i = std::min<size_t>(osr - 1, last);

	ec->apt_cutoff = jent_apt_cutoff[i];
	ec->apt_cutoff_permanent = jent_apt_cutoff_permanent[i];
}

// The start-up checks on the timer over 1124 samples: it runs, it moves between two
// readings, it goes backwards at most 3 times (NTP may step a wall clock); then the health
// tests must have stayed quiet.
int jent_startup_samples(rand_data *ec)
{
	int backwards = 0;

	for (int i = 0; i < jent_testloops + jent_clearcache; i++) {
		u64 delta = 0;
		jent_measure_jitter(ec, &delta);
		u64 end = ec->prev_time, start = ec->prev_time - delta;
		if (!start || !end)
			return jent_enotime;
		if (!delta || end == start)
			return jent_ecoarsetime;
		if (i >= jent_clearcache && !(end > start))
			backwards++;
	}
	if (backwards > 3)
		return jent_enomonotonic;
	unsigned int health = jent_health_failure(ec);
	if (health)
		return (health & jent_rct_failure) ? jent_erct : jent_ehealth;
	return 0;
}

} // namespace

extern "C" {

struct rand_data *jent_entropy_collector_alloc(unsigned int osr, unsigned int flags,
					       void *hash_state)
{
	auto *ec = static_cast<rand_data *>(kzalloc(sizeof(rand_data), GFP_KERNEL));
	if (!ec)
		return nullptr;
	if (!(flags & jent_disable_memory_access)) {
		ec->mem = static_cast<u8 *>(kzalloc(jent_memory_size, GFP_KERNEL));
		if (!ec->mem) {
			kfree_sensitive(ec);
			return nullptr;
		}
		ec->memblocksize = jent_memory_blocksize;
		ec->memblocks = jent_memory_blocks;
		ec->memaccessloops = jent_memory_accessloops;
	}
	ec->osr = osr ? osr : 1;
	ec->flags = flags;
	ec->hash_state = hash_state;
	jent_apt_init(ec, ec->osr);
	// A first block into the pool, so it never starts from nothing.
	jent_gen_entropy(ec);
	return ec;
}

void jent_entropy_collector_free(struct rand_data *ec)
{
	if (!ec)
		return;
	kfree_sensitive(ec->mem);
	kfree_sensitive(ec);
}

// 6.12's failure handling, kept as it is: a permanent failure found by jent_read_entropy()'s
// repeated start-up test is "marked" by masking health_failure with the permanent bits, which
// clears the intermittent ones and sets none, so the instance may serve again later.
int jent_read_entropy(struct rand_data *ec, unsigned char *data, unsigned int len)
{
	if (!ec)
		return -1;
	while (len) {
		jent_gen_entropy(ec);
		unsigned int health = jent_health_failure(ec);
		if (health > jent_permanent_shift)
			return -3;
		if (health) {
			if (jent_entropy_init(0, 0, nullptr, ec)) {
				ec->health_failure &= jent_rct_failure_permanent |
						      jent_apt_failure_permanent;
				return -3;
			}
			return -2;
		}
		unsigned int n = std::min(jent_data_size_bits / 8, len);
		if (jent_read_random_block(ec->hash_state, reinterpret_cast<char *>(data), n))
			return -1;
		data += n;
		len -= n;
	}
	return 0;
}

// With @p_ec, the start-up test runs again on that collector (its samples feed its pool),
// with the APT and RCT restarted and only permanent failures kept.
int jent_entropy_init(unsigned int osr, unsigned int flags, void *hash_state,
		      struct rand_data *p_ec)
{
	rand_data *ec = p_ec;

	if (!ec) {
		ec = jent_entropy_collector_alloc(osr, flags, hash_state);
		if (!ec)
			return jent_emem;
	} else {
		jent_apt_reset(ec, 0);
		ec->apt_base_set = false;
		ec->rct_count = 0;
		ec->health_failure &= ~(jent_rct_failure | jent_apt_failure);
	}
	int ret = jent_startup_samples(ec);
	if (!p_ec)
		jent_entropy_collector_free(ec);
	return ret;
}

} // extern "C"
