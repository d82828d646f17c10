// SPDX-License-Identifier: GPL-2.0-only
// The ChaCha block function (RFC 8439 section 2.3), HChaCha (draft-irtf-cfrg-xchacha-03
// section 2.2) and the generic stream XOR of <crypto/chacha.h>.
#include <bit>

#include <crypto/chacha.h>
#include <crypto/utils.h>
#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

// RFC 8439 section 2.1: the quarter round on four words of the state.
inline void chacha_quarter_round(u32 &a, u32 &b, u32 &c, u32 &d)
{
	a += b;
	d = std::rotl(d ^ a, 16);
	c += d;
	b = std::rotl(b ^ c, 12);
	a += b;
	d = std::rotl(d ^ a, 8);
	c += d;
	b = std::rotl(b ^ c, 7);
}

// Section 2.3: each double round is a column round then a diagonal round. Only 20 and 12
// rounds are used by the kernel's callers; any even count works here.
void chacha_permute(u32 x[16], int nrounds)
{
	if (nrounds != 20 && nrounds != 12) [[unlikely]]
		WARN_ON_ONCE(1);
	for (int i = 0; i < nrounds; i += 2) {
		chacha_quarter_round(x[0], x[4], x[8], x[12]);
		chacha_quarter_round(x[1], x[5], x[9], x[13]);
		chacha_quarter_round(x[2], x[6], x[10], x[14]);
		chacha_quarter_round(x[3], x[7], x[11], x[15]);
		chacha_quarter_round(x[0], x[5], x[10], x[15]);
		chacha_quarter_round(x[1], x[6], x[11], x[12]);
		chacha_quarter_round(x[2], x[7], x[8], x[13]);
		chacha_quarter_round(x[3], x[4], x[9], x[14]);
	}
}

} // namespace

extern "C" {

// Section 2.3: the permuted state plus the input state, serialized little endian; the
// counter (word 12) then moves to the next block.
void chacha_block_generic(u32 *state, u8 *stream, int nrounds)
{
	u32 x[16];

	memcpy(x, state, sizeof(x));
	chacha_permute(x, nrounds);
	for (int i = 0; i < 16; i++)
		put_unaligned_le32(x[i] + state[i], stream + 4 * i);
	state[12]++;
	memzero_explicit(x, sizeof(x));
}

// draft-irtf-cfrg-xchacha-03 section 2.2: no final addition; the first and last rows are the
// subkey.
void hchacha_block_generic(const u32 *state, u32 *out, int nrounds)
{
	u32 x[16];

	memcpy(x, state, sizeof(x));
	chacha_permute(x, nrounds);
	memcpy(out, x, 16);
	memcpy(out + 4, x + 12, 16);
	memzero_explicit(x, sizeof(x));
}

// Section 2.4: each block of input is XORed with one block of keystream; a final partial
// block uses the start of a fresh block and drops the rest.
void chacha_crypt_generic(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
{
	alignas(sizeof(long)) u8 stream[CHACHA_BLOCK_SIZE];

	while (bytes > 0) {
		unsigned int n = bytes < CHACHA_BLOCK_SIZE ? bytes : CHACHA_BLOCK_SIZE;

		chacha_block_generic(state, stream, nrounds);
		crypto_xor_cpy(dst, src, stream, n);
		bytes -= n;
		dst += n;
		src += n;
	}
	memzero_explicit(stream, sizeof(stream));
}

} // extern "C"
