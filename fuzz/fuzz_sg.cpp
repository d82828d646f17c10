// SPDX-License-Identifier: GPL-2.0-only
// A scatterlist laid out by the fuzz input: entry lengths, page offsets, chained tables.
#include "fuzz_sg.h"

#include <linux/mm.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace {

constexpr unsigned int sg_max_ents = 12;
constexpr unsigned int sg_max_tables = 3;
constexpr size_t sg_max_entry = 2 * PAGE_SIZE + 64;
constexpr size_t sg_max_tail = 32;

// What each byte outside the data holds: differs from entry to entry and from byte to byte,
// so a byte copied from a wrong place shows.
u8 sg_poison(size_t ent, size_t pos)
{
	return static_cast<u8>(0xa5 ^ (pos * 29 + ent * 101 + (pos >> 8)));
}

// Where an entry's data starts in its page: at the start, anywhere, within 48 bytes of the
// end (so that it crosses into the next page), or a few bytes in (misaligned for the
// drivers' alignmasks). A quarter of them also skip the whole first page: an offset over
// PAGE_SIZE, which the page + offset model allows.
size_t sg_pick_offset(FuzzedDataProvider &in)
{
	size_t off = 0;

	switch (in.ConsumeIntegralInRange(0, 3)) {
	case 1:
		off = in.ConsumeIntegralInRange<size_t>(0, PAGE_SIZE - 1);
		break;
	case 2:
		off = PAGE_SIZE - in.ConsumeIntegralInRange<size_t>(1, 48);
		break;
	case 3:
		off = in.ConsumeIntegralInRange<size_t>(1, 15);
		break;
	default:
		break;
	}
	if (in.ConsumeIntegralInRange(0, 3) == 3)
		off += PAGE_SIZE;
	return off;
}

} // namespace

namespace ukc::fuzz {

sg_buffer::sg_buffer(FuzzedDataProvider &in, size_t total) : total_(total)
{
	unsigned int want = in.ConsumeIntegralInRange(1U, sg_max_ents);
	size_t tail = in.ConsumeIntegralInRange<size_t>(0, sg_max_tail);
	bool tail_alone = in.ConsumeBool();
	std::vector<size_t> lens;

	for (size_t left = total; left;) {
		size_t len = left;
		if (lens.size() + 1 < want)
			len = std::min(left, in.ConsumeIntegralInRange<size_t>(1, sg_max_entry));
		lens.push_back(len);
		left -= len;
	}
	// Bytes past the data: in an entry of their own, or after the data in the last one.
	if (lens.empty() || (tail && tail_alone))
		lens.push_back(tail);
	else
		lens.back() += tail;
	for (size_t len : lens)
		add_entry(in, len);
	build_tables(in);
	snapshot();
}

void sg_buffer::add_entry(FuzzedDataProvider &in, size_t len)
{
	size_t off = sg_pick_offset(in);
	size_t size = std::max<size_t>(off + len, 1);
	void *p = nullptr;

	if (posix_memalign(&p, PAGE_SIZE, size))
		abort();
	u8 *mem = static_cast<u8 *>(p);
	for (size_t j = 0; j < size; j++)
		mem[j] = sg_poison(ents_.size(), j);
	ents_.push_back({ std::unique_ptr<u8[], free_delete>(mem), off, len });
}

void sg_buffer::build_tables(FuzzedDataProvider &in)
{
	size_t n = ents_.size();
	size_t ntables = std::min<size_t>(n, in.ConsumeIntegralInRange(1U, sg_max_tables));
	size_t start = 0;

	tables_.reserve(ntables);
	for (size_t t = 0; t < ntables; t++) {
		size_t left = n - start, later = ntables - t - 1;
		size_t cnt = later ? in.ConsumeIntegralInRange<size_t>(1, left - later) : left;
		// Every table but the last has a spare slot, which becomes the link to the next.
		std::vector<struct scatterlist> &tab = tables_.emplace_back(cnt + (later ? 1 : 0));
		sg_init_table(tab.data(), static_cast<unsigned int>(tab.size()));
		for (size_t j = 0; j < cnt; j++) {
			entry &e = ents_[start + j];
			sg_set_page(&tab[j], virt_to_page(e.mem.get()),
				    static_cast<unsigned int>(e.len),
				    static_cast<unsigned int>(e.off));
		}
		start += cnt;
	}
	for (size_t t = 1; t < ntables; t++)
		sg_chain(tables_[t - 1].data(), static_cast<unsigned int>(tables_[t - 1].size()),
			 tables_[t].data());
}

template <typename Copy> void sg_buffer::each_piece(size_t skip, size_t n, Copy copy) const
{
	for (const entry &e : ents_) {
		if (!n)
			return;
		if (skip >= e.len) {
			skip -= e.len;
			continue;
		}
		size_t k = std::min(n, e.len - skip);
		copy(e.mem.get() + e.off + skip, k);
		n -= k;
		skip = 0;
	}
	if (n)
		abort();
}

void sg_buffer::write(size_t skip, const u8 *buf, size_t n)
{
	each_piece(skip, n, [&](u8 *data, size_t k) {
		memcpy(data, buf, k);
		buf += k;
	});
}

void sg_buffer::read(size_t skip, u8 *buf, size_t n) const
{
	each_piece(skip, n, [&](const u8 *data, size_t k) {
		memcpy(buf, data, k);
		buf += k;
	});
}

void sg_buffer::snapshot()
{
	tables_copy_ = tables_;
	data_copy_.clear();
	for (const entry &e : ents_)
		data_copy_.emplace_back(e.mem.get() + e.off, e.mem.get() + e.off + e.len);
}

// Entry @i, whose data starts at data offset @start: its poison, and its data outside
// [@from, @to).
std::string sg_buffer::entry_damage(size_t i, size_t start, size_t from, size_t to) const
{
	const entry &e = ents_[i];
	char msg[160];

	for (size_t j = 0; j < e.off; j++) {
		if (e.mem[j] != sg_poison(i, j)) {
			snprintf(msg, sizeof(msg),
				 "entry %zu: byte %zu before its data was written", i, e.off - j);
			return msg;
		}
	}
	for (size_t k = 0; k < e.len; k++) {
		size_t pos = start + k;
		if ((pos < from || pos >= to) && e.mem[e.off + k] != data_copy_[i][k]) {
			snprintf(
				msg, sizeof(msg),
				"entry %zu: data byte %zu (offset %zu, outside [%zu, %zu)) changed",
				i, k, pos, from, to);
			return msg;
		}
	}
	return "";
}

std::string sg_buffer::damage(size_t from, size_t to) const
{
	for (size_t t = 0; t < tables_.size(); t++)
		if (memcmp(tables_[t].data(), tables_copy_[t].data(),
			   tables_[t].size() * sizeof(struct scatterlist)))
			return "table " + std::to_string(t) + " was changed";
	size_t start = 0;
	for (size_t i = 0; i < ents_.size(); i++) {
		std::string err = entry_damage(i, start, from, to);
		if (!err.empty())
			return err;
		start += ents_[i].len;
	}
	return "";
}

std::string sg_buffer::describe() const
{
	std::string s = std::to_string(ents_.size()) + " entries in " +
			std::to_string(tables_.size()) + " tables (len@offset):";

	for (const entry &e : ents_)
		s += " " + std::to_string(e.len) + "@" + std::to_string(e.off);
	return s;
}

} // namespace ukc::fuzz
