// SPDX-License-Identifier: GPL-2.0-only
// Random test configurations, named as the kernel's extra tests name them, and the options.
#include "testmgr_sg.h"

#include <linux/string.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "ukc_kernel.h"

namespace ukc::tm {

namespace {

// Appends to a fixed name buffer, truncating rather than overrunning.
struct name_writer {
	char *p;
	char *end;

	void add(const char *fmt, ...) __attribute__((format(printf, 2, 3)))
	{
		va_list ap;

		if (p >= end)
			return;
		va_start(ap, fmt);
		int n = vsnprintf(p, static_cast<size_t>(end - p), fmt, ap);
		va_end(ap);
		if (n > 0)
			p += n < end - p ? n : end - p - 1;
	}
};

unsigned int random_division_offset(prng &rng)
{
	if (rng.below(4) == 0)
		return rng.inclusive(PAGE_SIZE - 128, PAGE_SIZE - 1);
	if (rng.coin())
		return rng.below(32);
	return rng.below(PAGE_SIZE);
}

flush_type random_flush(prng &rng, bool gen_flushes)
{
	if (!gen_flushes)
		return flush_type::none;
	switch (rng.below(4)) {
	case 0:
		return flush_type::reimport;
	case 1:
		return flush_type::flush;
	default:
		return flush_type::none;
	}
}

const char *flush_name(const sg_division &d)
{
	switch (d.flush) {
	case flush_type::flush:
		return d.nosimd ? "<flush,nosimd>" : "<flush>";
	case flush_type::reimport:
		return d.nosimd ? "<reimport,nosimd>" : "<reimport>";
	default:
		return "";
	}
}

// Splits the total into up to xbufsize random divisions: "50.0%@+12, 50.0%@alignmask+3".
void random_divisions(prng &rng, sg_division *divs, name_writer &w, bool gen_flushes, u32 req_flags)
{
	unsigned int remaining = sg_total;

	for (sg_division *d = divs; remaining; d++) {
		unsigned int len;
		if (d == &divs[xbufsize - 1] || rng.coin())
			len = remaining;
		else if (rng.below(4) == 0)
			len = (remaining + 1) / 2;
		else
			len = rng.inclusive(1, remaining);
		d->proportion_of_total = len;
		d->offset = random_division_offset(rng);
		d->offset_relative_to_alignmask = rng.below(8) == 0;
		d->flush = random_flush(rng, gen_flushes);
		d->nosimd = d->flush != flush_type::none &&
			    !(req_flags & CRYPTO_TFM_REQ_MAY_SLEEP) && rng.coin();
		w.add("%s%u.%u%%@%s+%u%s", flush_name(*d), len / 100, len % 100,
		      d->offset_relative_to_alignmask ? "alignmask" : "", d->offset,
		      len == remaining ? "" : ", ");
		remaining -= len;
	}
}

void random_inplace_and_flags(prng &rng, testvec_config &cfg, name_writer &w)
{
	switch (rng.below(4)) {
	case 0:
	case 1:
		cfg.inplace = inplace_mode::out_of_place;
		break;
	case 2:
		cfg.inplace = inplace_mode::one_sglist;
		w.add(" inplace_one_sglist");
		break;
	default:
		cfg.inplace = inplace_mode::two_sglists;
		w.add(" inplace_two_sglists");
		break;
	}
	if (rng.coin()) {
		cfg.req_flags |= CRYPTO_TFM_REQ_MAY_SLEEP;
		w.add(" may_sleep");
	}
	switch (rng.below(4)) {
	case 0:
		cfg.finalization = finalization_type::final;
		w.add(" use_final");
		break;
	case 1:
		cfg.finalization = finalization_type::finup;
		w.add(" use_finup");
		break;
	default:
		cfg.finalization = finalization_type::digest;
		w.add(" use_digest");
		break;
	}
	// SIMD may be unusable only where sleeping is not allowed (softirq context in the kernel).
	if (!(cfg.req_flags & CRYPTO_TFM_REQ_MAY_SLEEP)) {
		if ((cfg.nosimd = rng.coin()))
			w.add(" nosimd");
		if ((cfg.nosimd_setkey = rng.coin()))
			w.add(" nosimd_setkey");
	}
}

} // namespace

void generate_random_config(prng &rng, testvec_config &cfg, char *name, size_t namesize)
{
	name_writer w{ name, name + namesize };

	cfg = testvec_config{};
	cfg.name = name;
	w.add("random:");
	random_inplace_and_flags(rng, cfg, w);
	w.add(" src_divs=[");
	random_divisions(rng, cfg.src_divs, w, cfg.finalization != finalization_type::digest,
			 cfg.req_flags);
	w.add("]");
	if (cfg.inplace == inplace_mode::out_of_place && rng.coin()) {
		w.add(" dst_divs=[");
		random_divisions(rng, cfg.dst_divs, w, false, cfg.req_flags);
		w.add("]");
	}
	if (rng.coin()) {
		cfg.iv_offset = rng.inclusive(1, MAX_ALGAPI_ALIGNMASK);
		w.add(" iv_offset=%u", cfg.iv_offset);
	}
	if (rng.coin()) {
		cfg.key_offset = rng.inclusive(1, MAX_ALGAPI_ALIGNMASK);
		w.add(" key_offset=%u", cfg.key_offset);
	}
}

int build_generic_driver_name(const char *algname, char out[CRYPTO_MAX_ALG_NAME])
{
	static constexpr char suffix[] = "-generic";
	size_t n = 0;

	// Every innermost name (one not followed by "(") gets "-generic".
	for (const char *p = algname; *p;) {
		const char *start = p;
		while (*p && *p != '(' && *p != ')' && *p != ',')
			p++;
		size_t len = static_cast<size_t>(p - start);
		size_t extra = (p > start && *p != '(' ? sizeof(suffix) - 1 : 0) + (*p ? 1 : 0);
		if (n + len + extra >= CRYPTO_MAX_ALG_NAME) {
			pr_err("alg: generic driver name for \"%s\" would be too long\n", algname);
			return -ENAMETOOLONG;
		}
		memcpy(out + n, start, len);
		n += len;
		if (p > start && *p != '(') {
			memcpy(out + n, suffix, sizeof(suffix) - 1);
			n += sizeof(suffix) - 1;
		}
		if (*p)
			out[n++] = *p++;
	}
	out[n] = '\0';
	return 0;
}

bool extra_tests_enabled()
{
	return !ukc::testmgr_options().noextratests;
}

unsigned int fuzz_iterations()
{
	return ukc::testmgr_options().fuzz_iterations;
}

} // namespace ukc::tm
