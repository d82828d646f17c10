// SPDX-License-Identifier: GPL-2.0-only
// libFuzzer target: decompression of random bytes and of genuine streams with bytes changed
// or cut off, through crypto_comp and through acomp, into a room the input chooses. Whatever
// the input: -EINVAL or success, never a write past the room; an untouched stream with room
// enough gives back exactly what was compressed.
#include <crypto/acompress.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <cstring>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

#include "fuzz_util.h"

namespace {

using ukc::fuzz::check;
using ukc::fuzz::errno_name;

constexpr const char *compfz_names[] = { "deflate", "lz4", "lz4hc", "lzo", "lzo-rle", "zstd" };
constexpr size_t compfz_count = sizeof(compfz_names) / sizeof(compfz_names[0]);
constexpr unsigned int compfz_max_room = 16384;
constexpr unsigned int compfz_guard = 64;
constexpr u8 compfz_poison = 0x5a;

// One tfm of each type per compressor this build has, made once.
struct compfz_tfms {
	struct crypto_comp *comp = nullptr;
	struct crypto_acomp *acomp = nullptr;
};

const compfz_tfms &compfz_get(size_t i)
{
	static compfz_tfms tfms[compfz_count];
	static bool made[compfz_count];

	if (!made[i]) {
		made[i] = true;
		if (crypto_has_comp(compfz_names[i], 0, 0)) {
			tfms[i].comp = crypto_alloc_comp(compfz_names[i], 0, 0);
			tfms[i].acomp = crypto_alloc_acomp(compfz_names[i], 0, 0);
			check(!IS_ERR(tfms[i].comp) && !IS_ERR(tfms[i].acomp), "%s: no tfm",
			      compfz_names[i]);
		}
	}
	return tfms[i];
}

int compfz_acomp(struct crypto_acomp *tfm, const u8 *src, unsigned int slen, u8 *dst,
		 unsigned int *dlen)
{
	struct scatterlist s, d;
	struct acomp_req *req = acomp_request_alloc(tfm);

	check(req != nullptr, "acomp_request_alloc");
	sg_init_one(&s, src, slen);
	sg_init_one(&d, dst, *dlen);
	acomp_request_set_params(req, &s, &d, slen, *dlen);
	int err = crypto_acomp_decompress(req);
	*dlen = req->dlen;
	acomp_request_free(req);
	return err;
}

// A genuine stream of up to 4 KiB the input chooses, then up to 4 bytes changed and a cut.
std::vector<u8> compfz_tampered(FuzzedDataProvider &in, struct crypto_comp *tfm,
				std::vector<u8> &plain, bool &intact)
{
	plain = in.ConsumeBytes<u8>(in.ConsumeIntegralInRange<size_t>(1, 4096));
	std::vector<u8> stream(plain.size() * 2 + 1024);
	unsigned int clen = static_cast<unsigned int>(stream.size());
	int err = plain.empty() ? -EINVAL
				: crypto_comp_compress(tfm, plain.data(), plain.size(),
						       stream.data(), &clen);
	check(plain.empty() || err == 0, "compression failed: %s", errno_name(err));
	stream.resize(plain.empty() ? 0 : clen);
	intact = !stream.empty();
	for (int flips = in.ConsumeIntegralInRange(0, 4); flips > 0 && !stream.empty(); flips--) {
		size_t at = in.ConsumeIntegralInRange<size_t>(0, stream.size() - 1);
		u8 x = in.ConsumeIntegral<u8>();
		intact &= x == 0;
		stream[at] ^= x;
	}
	size_t keep = in.ConsumeIntegralInRange<size_t>(0, stream.size());
	intact &= keep == stream.size();
	stream.resize(keep);
	return stream;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FuzzedDataProvider in(data, size);
	size_t which = in.ConsumeIntegralInRange<size_t>(0, compfz_count - 1);
	const compfz_tfms &t = compfz_get(which);
	bool via_acomp = in.ConsumeBool(), genuine = in.ConsumeBool(), intact = false;
	unsigned int room = in.ConsumeIntegralInRange<unsigned int>(0, compfz_max_room);

	if (!t.comp)
		return 0;
	std::vector<u8> plain, src = genuine ? compfz_tampered(in, t.comp, plain, intact)
					     : in.ConsumeRemainingBytes<u8>();
	std::vector<u8> out(room + compfz_guard, compfz_poison);
	unsigned int dlen = room;
	int err = via_acomp ? compfz_acomp(t.acomp, src.data(), src.size(), out.data(), &dlen)
			    : crypto_comp_decompress(t.comp, src.data(), src.size(), out.data(),
						     &dlen);
	for (unsigned int i = 0; i < compfz_guard; i++)
		check(out[room + i] == compfz_poison, "%s wrote past its room of %u bytes",
		      compfz_names[which], room);
	check(err == 0 || err == -EINVAL, "%s answered %s", compfz_names[which], errno_name(err));
	check(err || dlen <= room, "%s: %u bytes out in a room of %u", compfz_names[which], dlen,
	      room);
	// An untouched stream decompresses whenever its data fits (acomp's room is positive).
	if (intact && room >= plain.size() && (room || !via_acomp)) {
		check(err == 0, "%s refused its own stream: %s", compfz_names[which],
		      errno_name(err));
		check(dlen == plain.size() && !memcmp(out.data(), plain.data(), dlen),
		      "%s: the stream gave other data", compfz_names[which]);
	}
	return 0;
}
