// SPDX-License-Identifier: GPL-2.0-only
// crc32_le(), __crc32c_le() and crc32_be() on the Armv8 CRC32 instructions, in place of the
// portable library code, as 6.12's arch/arm64/lib/crc32.S: each checks the CPU's CRC32 bit
// (masked by UKCRYPTO_DISABLE_CPU_FEATURES) and hands the work to the *_base() code without
// it. The library's definitions of these names are weak; these take their place.
#include <asm/cpufeature.h>
#include <linux/crc32.h>

#include <arm_acle.h>

#include <cstring>

namespace {

template <typename T> T crc32_load(const unsigned char *p)
{
	T v;

	std::memcpy(&v, p, sizeof(v));
	return v;
}

// The CRC32 (or CRC32C) instructions over @len bytes: eight at a time, then a word, a half and
// a byte for the tail. Each instruction is the reflected CRC of its operand's bytes in memory
// order, so a little-endian load feeds them in order.
template <bool Castagnoli> u32 crc32_insn(u32 crc, const unsigned char *p, size_t len)
{
	for (; len >= 8; p += 8, len -= 8)
		crc = Castagnoli ? __crc32cd(crc, crc32_load<u64>(p))
				 : __crc32d(crc, crc32_load<u64>(p));
	if (len & 4) {
		crc = Castagnoli ? __crc32cw(crc, crc32_load<u32>(p))
				 : __crc32w(crc, crc32_load<u32>(p));
		p += 4;
	}
	if (len & 2) {
		crc = Castagnoli ? __crc32ch(crc, crc32_load<u16>(p))
				 : __crc32h(crc, crc32_load<u16>(p));
		p += 2;
	}
	if (len & 1)
		crc = Castagnoli ? __crc32cb(crc, *p) : __crc32b(crc, *p);
	return crc;
}

// Each byte of @v with its bits reversed, in place: RBIT reverses all 64 bits (so the byte
// order too), REV puts the bytes back.
u64 crc32_byte_bitrev64(u64 v)
{
	return __revll(__rbitll(v));
}

// The most-significant-bit-first CRC is the reflected one of the bit-reversed message and
// remainder: reverse each data byte's bits on the way in, the remainder's on the way out.
u32 crc32_be_insn(u32 crc, const unsigned char *p, size_t len)
{
	crc = __rbit(crc);
	for (; len >= 8; p += 8, len -= 8)
		crc = __crc32d(crc, crc32_byte_bitrev64(crc32_load<u64>(p)));
	for (; len; p++, len--)
		crc = __crc32b(crc, static_cast<u8>(__rbit(*p) >> 24));
	return __rbit(crc);
}

} // namespace

extern "C" {

u32 crc32_le(u32 crc, unsigned char const *p, size_t len)
{
	if (!cpu_have_named_feature(CRC32))
		return crc32_le_base(crc, p, len);
	return crc32_insn<false>(crc, p, len);
}

u32 __crc32c_le(u32 crc, unsigned char const *p, size_t len)
{
	if (!cpu_have_named_feature(CRC32))
		return __crc32c_le_base(crc, p, len);
	return crc32_insn<true>(crc, p, len);
}

u32 crc32_be(u32 crc, unsigned char const *p, size_t len)
{
	if (!cpu_have_named_feature(CRC32))
		return crc32_be_base(crc, p, len);
	return crc32_be_insn(crc, p, len);
}

} // extern "C"
