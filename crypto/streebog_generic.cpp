// SPDX-License-Identifier: GPL-2.0-only
// The "streebog256-generic" and "streebog512-generic" shash drivers: Streebog (GOST R
// 34.11-2012, RFC 6986), with the LPS transformation folded into eight 256-entry tables.
#include <algorithm>
#include <array>

#include <asm/byteorder.h>
#include <crypto/internal/hash.h>
#include <crypto/streebog.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

// The substitution pi' (RFC 6986 section 6.2).
constexpr u8 streebog_pi[256] = {
	252, 238, 221, 17,  207, 110, 49,  22,	251, 196, 250, 218, 35,	 197, 4,   77,	233, 119,
	240, 219, 147, 46,  153, 186, 23,  54,	241, 187, 20,  205, 95,	 193, 249, 24,	101, 90,
	226, 92,  239, 33,  129, 28,  60,  66,	139, 1,	  142, 79,  5,	 132, 2,   174, 227, 106,
	143, 160, 6,   11,  237, 152, 127, 212, 211, 31,  235, 52,  44,	 81,  234, 200, 72,  171,
	242, 42,  104, 162, 253, 58,  206, 204, 181, 112, 14,  86,  8,	 12,  118, 18,	191, 114,
	19,  71,  156, 183, 93,	 135, 21,  161, 150, 41,  16,  123, 154, 199, 243, 145, 120, 111,
	157, 158, 178, 177, 50,	 117, 25,  61,	255, 53,  138, 126, 109, 84,  198, 128, 195, 189,
	13,  87,  223, 245, 36,	 169, 62,  168, 67,  201, 215, 121, 214, 246, 124, 34,	185, 3,
	224, 15,  236, 222, 122, 148, 176, 188, 220, 232, 40,  80,  78,	 51,  10,  74,	167, 151,
	96,  115, 30,  0,   98,	 68,  26,  184, 56,  130, 100, 159, 38,	 65,  173, 69,	70,  146,
	39,  94,  85,  47,  140, 163, 165, 125, 105, 213, 149, 59,  7,	 88,  179, 64,	134, 172,
	29,  247, 48,  55,  107, 228, 136, 217, 231, 137, 225, 27,  131, 73,  76,  63,	248, 254,
	141, 83,  170, 144, 202, 216, 133, 97,	32,  113, 103, 164, 45,	 43,  9,   91,	203, 155,
	37,  208, 190, 229, 108, 82,  89,  166, 116, 210, 230, 244, 180, 192, 209, 102, 175, 194,
	57,  75,  99,  182,
};

// The rows of the matrix A of the linear transformation l (section 6.4): row 0 goes with the
// most significant bit of the 64-bit input.
constexpr u64 streebog_a[64] = {
	0x8e20faa72ba0b470, 0x47107ddd9b505a38, 0xad08b0e0c3282d1c, 0xd8045870ef14980e,
	0x6c022c38f90a4c07, 0x3601161cf205268d, 0x1b8e0b0e798c13c8, 0x83478b07b2468764,
	0xa011d380818e8f40, 0x5086e740ce47c920, 0x2843fd2067adea10, 0x14aff010bdd87508,
	0x0ad97808d06cb404, 0x05e23c0468365a02, 0x8c711e02341b2d01, 0x46b60f011a83988e,
	0x90dab52a387ae76f, 0x486dd4151c3dfdb9, 0x24b86a840e90f0d2, 0x125c354207487869,
	0x092e94218d243cba, 0x8a174a9ec8121e5d, 0x4585254f64090fa0, 0xaccc9ca9328a8950,
	0x9d4df05d5f661451, 0xc0a878a0a1330aa6, 0x60543c50de970553, 0x302a1e286fc58ca7,
	0x18150f14b9ec46dd, 0x0c84890ad27623e0, 0x0642ca05693b9f70, 0x0321658cba93c138,
	0x86275df09ce8aaa8, 0x439da0784e745554, 0xafc0503c273aa42a, 0xd960281e9d1d5215,
	0xe230140fc0802984, 0x71180a8960409a42, 0xb60c05ca30204d21, 0x5b068c651810a89e,
	0x456c34887a3805b9, 0xac361a443d1c8cd2, 0x561b0d22900e4669, 0x2b838811480723ba,
	0x9bcf4486248d9f5d, 0xc3e9224312c8c1a0, 0xeffa11af0964ee50, 0xf97d86d98a327728,
	0xe4fa2054a80b329c, 0x727d102a548b194e, 0x39b008152acb8227, 0x9258048415eb419d,
	0x492c024284fbaec0, 0xaa16012142f35760, 0x550b8e9e21f7a530, 0xa48b474f9ef5dc18,
	0x70a6a56e2440598e, 0x3853dc371220a247, 0x1ca76e95091051ad, 0x0edd37c48a08a6d8,
	0x07e095624504536c, 0x8d70c431ac02a736, 0xc83862965601dd1b, 0x641c314b2b8ee083,
};

// The iteration constants C1..C12 (section 6.5), written as the RFC writes them: most
// significant byte first.
constexpr const char *streebog_c_hex[12] = {
	"b1085bda1ecadae9ebcb2f81c0657c1f2f6a76432e45d016714eb88d7585c4fc"
	"4b7ce09192676901a2422a08a460d31505767436cc744d23dd806559f2a64507",
	"6fa3b58aa99d2f1a4fe39d460f70b5d7f3feea720a232b9861d55e0f16b50131"
	"9ab5176b12d699585cb561c2db0aa7ca55dda21bd7cbcd56e679047021b19bb7",
	"f574dcac2bce2fc70a39fc286a3d843506f15e5f529c1f8bf2ea7514b1297b7b"
	"d3e20fe490359eb1c1c93a376062db09c2b6f443867adb31991e96f50aba0ab2",
	"ef1fdfb3e81566d2f948e1a05d71e4dd488e857e335c3c7d9d721cad685e353f"
	"a9d72c82ed03d675d8b71333935203be3453eaa193e837f1220cbebc84e3d12e",
	"4bea6bacad4747999a3f410c6ca923637f151c1f1686104a359e35d7800fffbd"
	"bfcd1747253af5a3dfff00b723271a167a56a27ea9ea63f5601758fd7c6cfe57",
	"ae4faeae1d3ad3d96fa4c33b7a3039c02d66c4f95142a46c187f9ab49af08ec6"
	"cffaa6b71c9ab7b40af21f66c2bec6b6bf71c57236904f35fa68407a46647d6e",
	"f4c70e16eeaac5ec51ac86febf240954399ec6c7e6bf87c9d3473e33197a93c9"
	"0992abc52d822c3706476983284a05043517454ca23c4af38886564d3a14d493",
	"9b1f5b424d93c9a703e7aa020c6e41414eb7f8719c36de1e89b4443b4ddbc49a"
	"f4892bcb929b069069d18d2bd1a5c42f36acc2355951a8d9a47f0dd4bf02e71e",
	"378f5a541631229b944c9ad8ec165fde3a7d3a1b258942243cd955b7e00d0984"
	"800a440bdbb2ceb17b2b8a9aa6079c540e38dc92cb1f2a607261445183235adb",
	"abbedea680056f52382ae548b2e4f3f38941e71cff8a78db1fffe18a1b336103"
	"9fe76702af69334b7a1e6c303b7652f43698fad1153bb6c374b4c7fb98459ced",
	"7bcd9ed0efc889fb3002c6cd635afe94d8fa6bbbebab07612001802114846679"
	"8a1d71efea48b9caefbacd1d7d476e98dea2594ac06fd85d6bcaa4cd81f32d1b",
	"378ee767f11631bad21380b00449b17acda43c32bcdf1d77f82012d430219f9b"
	"5d80ef9d1891cc86e71da4aa88e12852faf417d5d9b21b9948bc924af11bd720",
};

using streebog_vec = std::array<u64, 8>;

constexpr int streebog_hex_digit(char c)
{
	return c <= '9' ? c - '0' : c - 'a' + 10;
}

// Word i (least significant first) is hex digits [112 - 16i, 128 - 16i) of the big-endian text.
constexpr std::array<streebog_vec, 12> streebog_make_c()
{
	std::array<streebog_vec, 12> c{};

	for (int k = 0; k < 12; k++)
		for (int i = 0; i < 8; i++)
			for (int d = 0; d < 16; d++)
				c[k][i] = c[k][i] << 4 |
					  u64(streebog_hex_digit(
						  streebog_c_hex[k][112 - 16 * i + d]));
	return c;
}

constexpr auto streebog_c = streebog_make_c();

// l (section 5.3) of a 64-bit word: bit j selects row 63 - j of A.
constexpr u64 streebog_l(u64 b)
{
	u64 r = 0;

	for (int j = 0; j < 64; j++)
		if (b >> j & 1)
			r ^= streebog_a[63 - j];
	return r;
}

// LPS folded (section 5.3): byte j of the output word i after P is byte i of input word j, so
// word i = XOR over j of l(pi(byte i of word j) << 8j), and the table of j holds those l values.
constexpr std::array<std::array<u64, 256>, 8> streebog_make_lps()
{
	std::array<std::array<u64, 256>, 8> t{};

	for (int j = 0; j < 8; j++)
		for (int x = 0; x < 256; x++)
			t[j][x] = streebog_l(u64(streebog_pi[x]) << (8 * j));
	return t;
}

constexpr auto streebog_lps_table = streebog_make_lps();

streebog_vec streebog_lps(const streebog_vec &a)
{
	streebog_vec r;

	for (int i = 0; i < 8; i++) {
		u64 w = 0;
		for (int j = 0; j < 8; j++)
			w ^= streebog_lps_table[j][(a[j] >> (8 * i)) & 0xff];
		r[i] = w;
	}
	return r;
}

streebog_vec streebog_xor(const streebog_vec &a, const streebog_vec &b)
{
	streebog_vec r;

	for (int i = 0; i < 8; i++)
		r[i] = a[i] ^ b[i];
	return r;
}

// g_N(h, m) = E(LPS(h ^ N), m) ^ h ^ m (section 7), E with the round keys K1..K13 of section
// 7: K1 = LPS(h ^ N), K(i+1) = LPS(K(i) ^ C(i)).
streebog_vec streebog_g(const streebog_vec &n, const streebog_vec &h, const streebog_vec &m)
{
	streebog_vec k = streebog_lps(streebog_xor(h, n));
	streebog_vec s = m;

	for (int i = 0; i < 12; i++) {
		s = streebog_lps(streebog_xor(k, s));
		k = streebog_lps(streebog_xor(k, streebog_c[i]));
	}
	return streebog_xor(streebog_xor(s, k), streebog_xor(h, m));
}

streebog_vec streebog_load(const struct streebog_uint512 &v)
{
	streebog_vec r;

	for (int i = 0; i < 8; i++)
		r[i] = le64_to_cpu(v.qword[i]);
	return r;
}

void streebog_store(struct streebog_uint512 &v, const streebog_vec &a)
{
	for (int i = 0; i < 8; i++)
		v.qword[i] = cpu_to_le64(a[i]);
}

// a += b mod 2^512, on little-endian words.
void streebog_add(struct streebog_uint512 &a, const streebog_vec &b)
{
	u64 carry = 0;

	for (int i = 0; i < 8; i++) {
		u64 x = le64_to_cpu(a.qword[i]);
		u64 s = x + b[i];
		u64 c = s < x;

		s += carry;
		carry = c | (s < carry);
		a.qword[i] = cpu_to_le64(s);
	}
}

streebog_vec streebog_block(const u8 *src)
{
	streebog_vec m;

	for (int i = 0; i < 8; i++)
		m[i] = get_unaligned_le64(src + 8 * i);
	return m;
}

// One message block of stage 2 (section 8.2): h = g_N(h, m), N += 512, Sigma += m; @bits is the
// length the block adds to N (512, or the final partial block's in stage 3).
void streebog_compress(struct streebog_state *ctx, const streebog_vec &m, u64 bits)
{
	streebog_store(ctx->h, streebog_g(streebog_load(ctx->N), streebog_load(ctx->h), m));
	streebog_add(ctx->N, streebog_vec{ bits });
	streebog_add(ctx->Sigma, m);
}

struct streebog_state *streebog_desc_state(struct shash_desc *desc)
{
	return static_cast<struct streebog_state *>(shash_desc_ctx(desc));
}

// Section 8.1: h is 0^512 for the 512-bit hash, (00000001)^64 for the 256-bit one.
int streebog_init(struct shash_desc *desc)
{
	struct streebog_state *ctx = streebog_desc_state(desc);
	u8 iv = crypto_shash_digestsize(desc->tfm) == STREEBOG256_DIGEST_SIZE ? 0x01 : 0x00;

	memset(ctx, 0, sizeof(*ctx));
	memset(&ctx->h, iv, sizeof(ctx->h));
	return 0;
}

int streebog_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct streebog_state *ctx = streebog_desc_state(desc);

	if (ctx->fillsize) {
		size_t fill = std::min<size_t>(STREEBOG_BLOCK_SIZE - ctx->fillsize, len);

		memcpy(ctx->buffer + ctx->fillsize, data, fill);
		ctx->fillsize += fill;
		data += fill;
		len -= fill;
		if (ctx->fillsize < STREEBOG_BLOCK_SIZE)
			return 0;
		streebog_compress(ctx, streebog_block(ctx->buffer), 512);
		ctx->fillsize = 0;
	}
	for (; len >= STREEBOG_BLOCK_SIZE; data += STREEBOG_BLOCK_SIZE, len -= STREEBOG_BLOCK_SIZE)
		streebog_compress(ctx, streebog_block(data), 512);
	memcpy(ctx->buffer, data, len);
	ctx->fillsize = len;
	return 0;
}

// Stage 3 (section 8.3): the rest padded with one 1 bit and zeros (the 1 goes right after the
// rest, as the first byte in memory is the least significant), then g_0 of N and of Sigma.
int streebog_final(struct shash_desc *desc, u8 *out)
{
	struct streebog_state *ctx = streebog_desc_state(desc);
	const streebog_vec zero{};

	memset(ctx->buffer + ctx->fillsize, 0, STREEBOG_BLOCK_SIZE - ctx->fillsize);
	ctx->buffer[ctx->fillsize] = 0x01;
	streebog_compress(ctx, streebog_block(ctx->buffer), 8 * ctx->fillsize);
	streebog_vec h = streebog_g(zero, streebog_load(ctx->h), streebog_load(ctx->N));
	streebog_store(ctx->hash, streebog_g(zero, h, streebog_load(ctx->Sigma)));
	// The 256-bit hash is the most significant half, the last 32 bytes in memory.
	if (crypto_shash_digestsize(desc->tfm) == STREEBOG256_DIGEST_SIZE)
		memcpy(out, &ctx->hash.qword[4], STREEBOG256_DIGEST_SIZE);
	else
		memcpy(out, &ctx->hash, STREEBOG512_DIGEST_SIZE);
	memzero_explicit(ctx, sizeof(*ctx));
	return 0;
}

struct shash_alg streebog_algs[] = {
	{
		.init = streebog_init,
		.update = streebog_update,
		.final = streebog_final,
		.descsize = sizeof(struct streebog_state),
		.digestsize = STREEBOG256_DIGEST_SIZE,
		.base = {
			.cra_blocksize = STREEBOG_BLOCK_SIZE,
			.cra_name = "streebog256",
			.cra_driver_name = "streebog256-generic",
			.cra_module = THIS_MODULE,
		},
	}, {
		.init = streebog_init,
		.update = streebog_update,
		.final = streebog_final,
		.descsize = sizeof(struct streebog_state),
		.digestsize = STREEBOG512_DIGEST_SIZE,
		.base = {
			.cra_blocksize = STREEBOG_BLOCK_SIZE,
			.cra_name = "streebog512",
			.cra_driver_name = "streebog512-generic",
			.cra_module = THIS_MODULE,
		},
	},
};

int streebog_mod_init()
{
	return crypto_register_shashes(streebog_algs, ARRAY_SIZE(streebog_algs));
}

void streebog_mod_fini()
{
	crypto_unregister_shashes(streebog_algs, ARRAY_SIZE(streebog_algs));
}

} // namespace

subsys_initcall(streebog_mod_init);
module_exit(streebog_mod_fini);
