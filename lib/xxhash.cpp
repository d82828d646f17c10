// SPDX-License-Identifier: GPL-2.0-only
// xxHash XXH32 and XXH64 (the xxHash specification, doc/xxhash_spec.md of the reference
// implementation, version 0.1.1), one-shot and streaming: the <linux/xxhash.h> library.
#include <bit>

#include <linux/errno.h>
#include <linux/string.h>
#include <linux/unaligned.h>
#include <linux/xxhash.h>

namespace {

// Specification section "XXH32 Algorithm Description", the five 32-bit primes.
constexpr u32 xxh32_p1 = 0x9e3779b1U;
constexpr u32 xxh32_p2 = 0x85ebca77U;
constexpr u32 xxh32_p3 = 0xc2b2ae3dU;
constexpr u32 xxh32_p4 = 0x27d4eb2fU;
constexpr u32 xxh32_p5 = 0x165667b1U;
// Section "XXH64 Algorithm Description", the five 64-bit primes.
constexpr u64 xxh64_p1 = 0x9e3779b185ebca87ULL;
constexpr u64 xxh64_p2 = 0xc2b2ae3d27d4eb4fULL;
constexpr u64 xxh64_p3 = 0x165667b19e3779f9ULL;
constexpr u64 xxh64_p4 = 0x85ebca77c2b2ae63ULL;
constexpr u64 xxh64_p5 = 0x27d4eb2f165667c5ULL;

constexpr size_t xxh32_stripe = 16;
constexpr size_t xxh64_stripe = 32;

// Step 2 of each algorithm: one lane folded into one accumulator.
inline u32 xxh32_round(u32 acc, u32 lane)
{
	return std::rotl(acc + lane * xxh32_p2, 13) * xxh32_p1;
}

inline u64 xxh64_round(u64 acc, u64 lane)
{
	return std::rotl(acc + lane * xxh64_p2, 31) * xxh64_p1;
}

// XXH64 step 3: an accumulator merged into the converged one.
inline u64 xxh64_merge(u64 acc, u64 v)
{
	return (acc ^ xxh64_round(0, v)) * xxh64_p1 + xxh64_p4;
}

// Step 1: the four accumulators from the seed (the third is the seed itself, which the
// short-input path reads back).
template <typename T, T p1, T p2> void xxh_init_lanes(T v[4], T seed)
{
	v[0] = seed + p1 + p2;
	v[1] = seed + p2;
	v[2] = seed;
	v[3] = seed - p1;
}

// Step 2 over whole stripes (four lanes of T each); returns how many bytes it consumed.
template <typename T, T (*round)(T, T), T (*load)(const void *)>
size_t xxh_stripes(T v[4], const u8 *p, size_t len)
{
	size_t done = 0;

	for (; len - done >= 4 * sizeof(T); done += 4 * sizeof(T))
		for (size_t i = 0; i < 4; i++)
			v[i] = round(v[i], load(p + done + sizeof(T) * i));
	return done;
}

constexpr auto xxh32_stripes = xxh_stripes<u32, xxh32_round, get_unaligned_le32>;
constexpr auto xxh64_stripes = xxh_stripes<u64, xxh64_round, get_unaligned_le64>;

// Steps 3-6 of XXH32: converge, add the length, consume the tail, avalanche.
u32 xxh32_finish(const u32 v[4], bool large, u32 total, const u8 *p, size_t len)
{
	u32 acc = large ? std::rotl(v[0], 1) + std::rotl(v[1], 7) + std::rotl(v[2], 12) +
				  std::rotl(v[3], 18)
			: v[2] + xxh32_p5;

	acc += total;
	for (; len >= 4; p += 4, len -= 4)
		acc = std::rotl(acc + get_unaligned_le32(p) * xxh32_p3, 17) * xxh32_p4;
	for (; len; p++, len--)
		acc = std::rotl(acc + *p * xxh32_p5, 11) * xxh32_p1;
	acc ^= acc >> 15;
	acc *= xxh32_p2;
	acc ^= acc >> 13;
	acc *= xxh32_p3;
	return acc ^ (acc >> 16);
}

u64 xxh64_finish(const u64 v[4], bool large, u64 total, const u8 *p, size_t len)
{
	u64 acc = v[2] + xxh64_p5;

	if (large) {
		acc = std::rotl(v[0], 1) + std::rotl(v[1], 7) + std::rotl(v[2], 12) +
		      std::rotl(v[3], 18);
		for (int i = 0; i < 4; i++)
			acc = xxh64_merge(acc, v[i]);
	}
	acc += total;
	for (; len >= 8; p += 8, len -= 8)
		acc = std::rotl(acc ^ xxh64_round(0, get_unaligned_le64(p)), 27) * xxh64_p1 +
		      xxh64_p4;
	if (len >= 4) {
		acc = std::rotl(acc ^ (get_unaligned_le32(p) * xxh64_p1), 23) * xxh64_p2 + xxh64_p3;
		p += 4;
		len -= 4;
	}
	for (; len; p++, len--)
		acc = std::rotl(acc ^ (*p * xxh64_p5), 11) * xxh64_p1;
	acc ^= acc >> 33;
	acc *= xxh64_p2;
	acc ^= acc >> 29;
	acc *= xxh64_p3;
	return acc ^ (acc >> 32);
}

// The state structs keep their four accumulators as named fields, as 6.12 lays them out.
template <typename S, typename T> void xxh_store_lanes(S *state, const T v[4])
{
	state->v1 = v[0];
	state->v2 = v[1];
	state->v3 = v[2];
	state->v4 = v[3];
}

// Streaming update, either width: fill the partial stripe, then whole stripes from the
// input, then keep the rest.
template <typename T, size_t stripe, size_t (*stripes)(T *, const u8 *, size_t), typename S>
void xxh_stream(S *state, T *mem, const u8 *p, size_t len)
{
	u8 *buf = reinterpret_cast<u8 *>(mem);
	T v[4] = { state->v1, state->v2, state->v3, state->v4 };

	if (state->memsize + len < stripe) {
		memcpy(buf + state->memsize, p, len);
		state->memsize += static_cast<u32>(len);
		return;
	}
	if (state->memsize) {
		size_t fill = stripe - state->memsize;

		memcpy(buf + state->memsize, p, fill);
		stripes(v, buf, stripe);
		p += fill;
		len -= fill;
	}
	size_t done = stripes(v, p, len);

	memcpy(buf, p + done, len - done);
	state->memsize = static_cast<u32>(len - done);
	xxh_store_lanes(state, v);
}

} // namespace

extern "C" {

uint32_t xxh32(const void *input, size_t length, uint32_t seed)
{
	const u8 *p = static_cast<const u8 *>(input);
	u32 v[4];

	xxh_init_lanes<u32, xxh32_p1, xxh32_p2>(v, seed);
	size_t done = xxh32_stripes(v, p, length);

	return xxh32_finish(v, length >= xxh32_stripe, static_cast<u32>(length), p + done,
			    length - done);
}

uint64_t xxh64(const void *input, size_t length, uint64_t seed)
{
	const u8 *p = static_cast<const u8 *>(input);
	u64 v[4];

	xxh_init_lanes<u64, xxh64_p1, xxh64_p2>(v, seed);
	size_t done = xxh64_stripes(v, p, length);

	return xxh64_finish(v, length >= xxh64_stripe, length, p + done, length - done);
}

void xxh32_reset(struct xxh32_state *state, uint32_t seed)
{
	u32 v[4];

	xxh_init_lanes<u32, xxh32_p1, xxh32_p2>(v, seed);
	memset(state, 0, sizeof(*state));
	xxh_store_lanes(state, v);
}

void xxh64_reset(struct xxh64_state *state, uint64_t seed)
{
	u64 v[4];

	xxh_init_lanes<u64, xxh64_p1, xxh64_p2>(v, seed);
	memset(state, 0, sizeof(*state));
	xxh_store_lanes(state, v);
}

int xxh32_update(struct xxh32_state *state, const void *input, size_t length)
{
	if (!input)
		return -EINVAL;
	state->total_len_32 += static_cast<u32>(length);
	state->large_len |= length >= xxh32_stripe || state->total_len_32 >= xxh32_stripe;
	xxh_stream<u32, xxh32_stripe, xxh32_stripes>(state, state->mem32,
						     static_cast<const u8 *>(input), length);
	return 0;
}

int xxh64_update(struct xxh64_state *state, const void *input, size_t length)
{
	if (!input)
		return -EINVAL;
	state->total_len += length;
	xxh_stream<u64, xxh64_stripe, xxh64_stripes>(state, state->mem64,
						     static_cast<const u8 *>(input), length);
	return 0;
}

uint32_t xxh32_digest(const struct xxh32_state *state)
{
	const u32 v[4] = { state->v1, state->v2, state->v3, state->v4 };

	return xxh32_finish(v, state->large_len, state->total_len_32,
			    reinterpret_cast<const u8 *>(state->mem32), state->memsize);
}

uint64_t xxh64_digest(const struct xxh64_state *state)
{
	const u64 v[4] = { state->v1, state->v2, state->v3, state->v4 };

	return xxh64_finish(v, state->total_len >= xxh64_stripe, state->total_len,
			    reinterpret_cast<const u8 *>(state->mem64), state->memsize);
}

void xxh32_copy_state(struct xxh32_state *dst, const struct xxh32_state *src)
{
	memcpy(dst, src, sizeof(*dst));
}

void xxh64_copy_state(struct xxh64_state *dst, const struct xxh64_state *src)
{
	memcpy(dst, src, sizeof(*dst));
}

} // extern "C"
