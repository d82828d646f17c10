// SPDX-License-Identifier: GPL-2.0-only
// Standalone check of the AES library and T-table block functions against published vectors.

#include <crypto/aes.h>
#include <crypto/internal/aes_generic.h>

#if defined(__x86_64__)
#include <x86intrin.h>
#elif defined(__aarch64__)
#include <arm_neon.h>
#include <sys/auxv.h>
#endif

#include <algorithm>
#include <bit>
#include <cctype>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

// Same format as the Botan file; each vector names its source.
constexpr const char *aes_fips197_vectors = R"(
[AES-128]
# FIPS-197 Appendix C.1, via linux crypto/testmgr.h aes_tv_template
Key = 000102030405060708090A0B0C0D0E0F
In = 00112233445566778899AABBCCDDEEFF
Out = 69C4E0D86A7B0430D8CDB78070B4C55A

[AES-192]
# FIPS-197 Appendix C.2, via linux crypto/testmgr.h aes_tv_template
Key = 000102030405060708090A0B0C0D0E0F1011121314151617
In = 00112233445566778899AABBCCDDEEFF
Out = DDA97CA4864CDFE06EAF70A0EC0D7191

[AES-256]
# FIPS-197 Appendix C.3, via linux crypto/testmgr.h aes_tv_template
Key = 000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F
In = 00112233445566778899AABBCCDDEEFF
Out = 8EA2B7CA516745BFEAFC49904B496089
)";

struct aes_vec {
	std::string where;
	std::vector<u8> key, in, out;
};

struct aes_tally {
	unsigned int passed = 0, failed = 0;

	void check(bool ok, const std::string &what)
	{
		if (ok) {
			passed++;
			return;
		}
		failed++;
		std::printf("FAIL: %s\n", what.c_str());
	}
};

bool aes_parse_hex(const std::string &s, std::vector<u8> &out)
{
	if (s.size() % 2)
		return false;
	out.clear();
	for (size_t i = 0; i < s.size(); i += 2) {
		char *end;
		std::string pair = s.substr(i, 2);
		unsigned long v = std::strtoul(pair.c_str(), &end, 16);

		if (*end || !std::isxdigit(static_cast<unsigned char>(pair[0])))
			return false;
		out.push_back(static_cast<u8>(v));
	}
	return true;
}

// Expected key length for a section name; 0 for a section this program does not know.
size_t aes_section_keylen(const std::string &section)
{
	if (section == "AES-128")
		return 16;
	if (section == "AES-192")
		return 24;
	if (section == "AES-256")
		return 32;
	return 0;
}

// Stores one "Name = hex" line into @cur; any other name, bad hex or out-of-order field is a
// parse error, so a typo in a vector file cannot silently drop a vector.
bool aes_parse_field(const std::string &line, aes_vec &cur, int &fields)
{
	size_t eq = line.find(" = ");

	if (eq == std::string::npos)
		return false;
	std::string name = line.substr(0, eq), value = line.substr(eq + 3);
	static const char *const order[] = { "Key", "In", "Out" };

	if (fields > 2 || name != order[fields])
		return false;
	std::vector<u8> *dst[] = { &cur.key, &cur.in, &cur.out };

	return aes_parse_hex(value, *dst[fields++]);
}

// In and Out hold one or more blocks, each encrypted on its own (ECB).
bool aes_vec_shape_ok(const aes_vec &v, const std::string &section)
{
	return v.key.size() == aes_section_keylen(section) && !v.in.empty() &&
	       v.in.size() % AES_BLOCK_SIZE == 0 && v.out.size() == v.in.size();
}

void aes_parse_vectors(std::istream &is, const std::string &src, std::vector<aes_vec> &vecs,
		       aes_tally &t)
{
	std::string line, section;
	aes_vec cur;
	int fields = 0, lineno = 0;

	while (std::getline(is, line)) {
		lineno++;
		if (line.empty() || line[0] == '#')
			continue;
		std::string where = src + ":" + std::to_string(lineno);

		if (line[0] == '[') {
			section = line.substr(1, line.find(']') - 1);
			t.check(aes_section_keylen(section) != 0 && fields == 0,
				where + ": known section, previous vector complete");
			continue;
		}
		if (fields == 0)
			cur.where = where + " [" + section + "]";
		if (!aes_parse_field(line, cur, fields)) {
			t.check(false, where + ": unparsable line '" + line + "'");
			fields = 0;
		} else if (fields == 3) {
			t.check(aes_vec_shape_ok(cur, section), cur.where + ": field sizes");
			vecs.push_back(cur);
			fields = 0;
		}
	}
	t.check(fields == 0, src + ": last vector complete");
}

using aes_block_fn = void (*)(const struct crypto_aes_ctx *, u8 *, const u8 *);

// Runs @fn on each block of @from, out of place and in place; both must give @expect.
bool aes_blocks_ok(aes_block_fn fn, const crypto_aes_ctx &ctx, const std::vector<u8> &from,
		   const std::vector<u8> &expect)
{
	for (size_t off = 0; off < from.size(); off += AES_BLOCK_SIZE) {
		u8 buf[AES_BLOCK_SIZE];

		fn(&ctx, buf, &from[off]);
		if (std::memcmp(buf, &expect[off], AES_BLOCK_SIZE))
			return false;
		std::memcpy(buf, &from[off], AES_BLOCK_SIZE);
		fn(&ctx, buf, buf);
		if (std::memcmp(buf, &expect[off], AES_BLOCK_SIZE))
			return false;
	}
	return true;
}

#if defined(__x86_64__)
#define AES_HW_NAME "AES-NI"

[[gnu::target("aes,sse2")]] void aes_hw_encrypt(const crypto_aes_ctx &ctx, u8 *out, const u8 *in)
{
	const __m128i *rk = reinterpret_cast<const __m128i *>(ctx.key_enc);
	unsigned int nr = ctx.key_length / 4 + 6;
	__m128i s = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(in)),
				  _mm_loadu_si128(rk));

	for (unsigned int r = 1; r < nr; r++)
		s = _mm_aesenc_si128(s, _mm_loadu_si128(rk + r));
	_mm_storeu_si128(reinterpret_cast<__m128i *>(out),
			 _mm_aesenclast_si128(s, _mm_loadu_si128(rk + nr)));
}

[[gnu::target("aes,sse2")]] void aes_hw_decrypt(const crypto_aes_ctx &ctx, u8 *out, const u8 *in)
{
	const __m128i *rk = reinterpret_cast<const __m128i *>(ctx.key_dec);
	unsigned int nr = ctx.key_length / 4 + 6;
	__m128i s = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(in)),
				  _mm_loadu_si128(rk));

	for (unsigned int r = 1; r < nr; r++)
		s = _mm_aesdec_si128(s, _mm_loadu_si128(rk + r));
	_mm_storeu_si128(reinterpret_cast<__m128i *>(out),
			 _mm_aesdeclast_si128(s, _mm_loadu_si128(rk + nr)));
}

bool aes_hw_present()
{
	return __builtin_cpu_supports("aes");
}
#elif defined(__aarch64__)
#define AES_HW_NAME "ARMv8 AES"

// AESE adds the round key before SubBytes/ShiftRows, so the last key is added by hand; the
// same round keys as AES-NI's, in the same order (the arm64 drivers rely on it too).
[[gnu::target("+crypto")]] void aes_hw_encrypt(const crypto_aes_ctx &ctx, u8 *out, const u8 *in)
{
	const u8 *rk = reinterpret_cast<const u8 *>(ctx.key_enc);
	unsigned int nr = ctx.key_length / 4 + 6;
	uint8x16_t s = vld1q_u8(in);

	for (unsigned int r = 0; r + 1 < nr; r++)
		s = vaesmcq_u8(vaeseq_u8(s, vld1q_u8(rk + 16 * r)));
	s = vaeseq_u8(s, vld1q_u8(rk + 16 * (nr - 1)));
	vst1q_u8(out, veorq_u8(s, vld1q_u8(rk + 16 * nr)));
}

[[gnu::target("+crypto")]] void aes_hw_decrypt(const crypto_aes_ctx &ctx, u8 *out, const u8 *in)
{
	const u8 *rk = reinterpret_cast<const u8 *>(ctx.key_dec);
	unsigned int nr = ctx.key_length / 4 + 6;
	uint8x16_t s = vld1q_u8(in);

	for (unsigned int r = 0; r + 1 < nr; r++)
		s = vaesimcq_u8(vaesdq_u8(s, vld1q_u8(rk + 16 * r)));
	s = vaesdq_u8(s, vld1q_u8(rk + 16 * (nr - 1)));
	vst1q_u8(out, veorq_u8(s, vld1q_u8(rk + 16 * nr)));
}

bool aes_hw_present()
{
	return getauxval(AT_HWCAP) & HWCAP_AES;
}
#endif

#ifdef AES_HW_NAME
// The CPU's AES instructions take round keys as 16 bytes in FIPS-197 order; passing
// key_enc/key_dec unchanged checks the layout that the x86 and arm64 drivers rely on.
void aes_check_hw_layout(const aes_vec &v, const crypto_aes_ctx &ctx, aes_tally &t)
{
	bool enc_ok = true, dec_ok = true;

	for (size_t off = 0; off < v.in.size(); off += AES_BLOCK_SIZE) {
		u8 e[AES_BLOCK_SIZE], d[AES_BLOCK_SIZE];

		aes_hw_encrypt(ctx, e, &v.in[off]);
		aes_hw_decrypt(ctx, d, &v.out[off]);
		enc_ok &= !std::memcmp(e, &v.out[off], AES_BLOCK_SIZE);
		dec_ok &= !std::memcmp(d, &v.in[off], AES_BLOCK_SIZE);
	}
	t.check(enc_ok, v.where + ": " AES_HW_NAME " with key_enc");
	t.check(dec_ok, v.where + ": " AES_HW_NAME " with key_dec");
}
#else
#define AES_HW_NAME "AES instructions"

bool aes_hw_present()
{
	return false;
}

void aes_check_hw_layout(const aes_vec &, const crypto_aes_ctx &, aes_tally &)
{
}
#endif

void aes_check_schedule_shape(const aes_vec &v, const crypto_aes_ctx &ctx, aes_tally &t)
{
	unsigned int nr = ctx.key_length / 4 + 6;
	bool ok = ctx.key_length == v.key.size() &&
		  !std::memcmp(ctx.key_enc, v.key.data(), v.key.size()) &&
		  !std::memcmp(ctx.key_dec, &ctx.key_enc[4 * nr], AES_BLOCK_SIZE) &&
		  !std::memcmp(&ctx.key_dec[4 * nr], ctx.key_enc, AES_BLOCK_SIZE);

	t.check(ok, v.where + ": key_length, key bytes first, outer round keys of key_dec");
}

void aes_check_vector(const aes_vec &v, bool have_hw, aes_tally &t)
{
	crypto_aes_ctx ctx;
	int err = aes_expandkey(&ctx, v.key.data(), v.key.size());

	t.check(err == 0, v.where + ": aes_expandkey");
	if (err)
		return;
	aes_check_schedule_shape(v, ctx, t);
	t.check(aes_blocks_ok(aes_encrypt, ctx, v.in, v.out), v.where + ": aes_encrypt");
	t.check(aes_blocks_ok(aes_decrypt, ctx, v.out, v.in), v.where + ": aes_decrypt");
	t.check(aes_blocks_ok(ukc_aes_generic_encrypt, ctx, v.in, v.out),
		v.where + ": ukc_aes_generic_encrypt");
	t.check(aes_blocks_ok(ukc_aes_generic_decrypt, ctx, v.out, v.in),
		v.where + ": ukc_aes_generic_decrypt");
	if (have_hw)
		aes_check_hw_layout(v, ctx, t);
}

// Bad lengths give -EINVAL and leave the context as it was.
void aes_check_key_lengths(aes_tally &t)
{
	static const unsigned int bad[] = { 0, 1, 8, 15, 17, 20, 23, 25, 31, 33, 48, 64, UINT_MAX };
	static const unsigned int good[] = { 16, 24, 32 };
	u8 key[64] = {};

	for (unsigned int len : bad) {
		crypto_aes_ctx ctx, before;

		std::memset(&ctx, 0xa5, sizeof(ctx));
		before = ctx;
		t.check(aes_check_keylen(len) == -EINVAL, "aes_check_keylen rejects a bad length");
		t.check(aes_expandkey(&ctx, key, len) == -EINVAL &&
				!std::memcmp(&ctx, &before, sizeof(ctx)),
			"aes_expandkey(" + std::to_string(len) + ") is -EINVAL, ctx untouched");
	}
	for (unsigned int len : good)
		t.check(aes_check_keylen(len) == 0,
			"aes_check_keylen accepts " + std::to_string(len));
}

u8 aes_xor_bytes(u32 w)
{
	return static_cast<u8>(w ^ w >> 8 ^ w >> 16 ^ w >> 24);
}

// The S-boxes are inverse permutations; each T-table column's coefficients XOR to 1 (02^01^01^03
// and 0e^09^0d^0b), so the XOR of an entry's bytes is the S-box value, and tables 1-3 are
// rotations of table 0.
void aes_check_tables(aes_tally &t)
{
	bool perm = true, ft = true, it = true;

	for (int x = 0; x < 256; x++) {
		perm &= crypto_aes_inv_sbox[crypto_aes_sbox[x]] == x;
		ft &= aes_xor_bytes(crypto_ft_tab[0][x]) == crypto_aes_sbox[x];
		it &= aes_xor_bytes(crypto_it_tab[0][x]) == crypto_aes_inv_sbox[x];
		for (int n = 1; n < 4; n++) {
			ft &= crypto_ft_tab[n][x] == std::rotl(crypto_ft_tab[0][x], 8 * n);
			it &= crypto_it_tab[n][x] == std::rotl(crypto_it_tab[0][x], 8 * n);
		}
	}
	t.check(perm, "crypto_aes_inv_sbox inverts crypto_aes_sbox");
	t.check(ft, "crypto_ft_tab consistent with crypto_aes_sbox");
	t.check(it, "crypto_it_tab consistent with crypto_aes_inv_sbox");
	t.check(reinterpret_cast<uintptr_t>(crypto_ft_tab) % 64 == 0 &&
			reinterpret_cast<uintptr_t>(crypto_it_tab) % 64 == 0,
		"T-tables are cache-line aligned");
}

// The two paths share no block code, so agreement on random keys and blocks (fixed seed)
// cross-checks both beyond the published vectors; decryption must also round-trip.
void aes_check_random_agreement(aes_tally &t)
{
	std::mt19937_64 rng(20241117);
	unsigned int bad = 0;

	for (int i = 0; i < 3000; i++) {
		u8 key[32], pt[16], a[16], b[16], back[16];
		crypto_aes_ctx ctx;

		for (u8 &c : key)
			c = static_cast<u8>(rng());
		for (u8 &c : pt)
			c = static_cast<u8>(rng());
		aes_expandkey(&ctx, key, 16 + 8 * (i % 3));
		aes_encrypt(&ctx, a, pt);
		ukc_aes_generic_encrypt(&ctx, b, pt);
		ukc_aes_generic_decrypt(&ctx, back, a);
		bad += std::memcmp(a, b, 16) != 0 || std::memcmp(back, pt, 16) != 0;
		aes_decrypt(&ctx, back, pt);
		ukc_aes_generic_decrypt(&ctx, a, pt);
		bad += std::memcmp(a, back, 16) != 0;
	}
	t.check(bad == 0, "library and T-table paths agree on 3000 random keys and blocks");
}

} // namespace

int main(int argc, char **argv)
{
	if (argc != 2) {
		std::fprintf(stderr,
			     "usage: aes_lib_selftest FILE (tests/data/botan/block_aes.vec)\n");
		return 2;
	}
	const char *path = argv[1];
	std::vector<aes_vec> vecs;
	aes_tally t;
	std::ifstream file(path);
	std::istringstream fips(aes_fips197_vectors);

	t.check(file.good(), std::string("open ") + path);
	aes_parse_vectors(fips, "fips197", vecs, t);
	size_t n_fips = vecs.size();

	aes_parse_vectors(file, path, vecs, t);
	std::printf("vectors: %zu FIPS-197 (testmgr.h), %zu from %s\n", n_fips,
		    vecs.size() - n_fips, path);
	t.check(vecs.size() - n_fips > 1000, "vector file holds the expected AESAVS sets");

	bool have_hw = aes_hw_present();

	std::printf(AES_HW_NAME " key layout cross-check: %s\n",
		    have_hw ? "yes" : "skipped (the CPU has none)");
	for (const aes_vec &v : vecs)
		aes_check_vector(v, have_hw, t);
	aes_check_key_lengths(t);
	aes_check_tables(t);
	aes_check_random_agreement(t);
	std::printf("%u passed, %u failed\n", t.passed, t.failed);
	return t.failed ? 1 : 0;
}
