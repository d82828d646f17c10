/* SPDX-License-Identifier: GPL-2.0-only */
/* A scatterlist laid out by the fuzz input: entry lengths, page offsets, chained tables. */
#ifndef _UKC_FUZZ_SG_H
#define _UKC_FUZZ_SG_H

#include <linux/scatterlist.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

namespace ukc::fuzz {

/*
 * struct sg_buffer - @total data bytes (and up to 32 more past them, which an operation on
 * @total bytes must leave alone) spread over 1..12 entries. Each entry has an allocation of
 * its own, page-aligned, that ends where its data ends, so ASan catches a step past any
 * entry; the bytes of the allocation before the data hold poison. Entries start at page
 * offset 0, anywhere, just before a page boundary or a few bytes in, some past their first
 * page ("page + offset" with an offset over PAGE_SIZE); the entries go into 1..3 tables,
 * chained.
 */
class sg_buffer {
public:
	sg_buffer(FuzzedDataProvider &in, size_t total);
	sg_buffer(const sg_buffer &) = delete;
	sg_buffer &operator=(const sg_buffer &) = delete;

	struct scatterlist *sg() { return tables_.front().data(); }
	size_t total() const { return total_; }
	size_t nents() const { return ents_.size(); }

	/* Writes @n bytes at data offset @skip. */
	void write(size_t skip, const u8 *buf, size_t n);
	/* Reads @n bytes at data offset @skip. */
	void read(size_t skip, u8 *buf, size_t n) const;
	/*
	 * What is wrong, or "": the tables must be as built, and every byte outside data
	 * [@from, @to) must hold what it held before the operation (poison, or what write()
	 * put there).
	 */
	std::string damage(size_t from, size_t to) const;
	/* Takes a copy of the data to compare with in damage(). */
	void snapshot();
	/* A short description for failure messages: "3 ents in 2 tables: 17@4090 ...". */
	std::string describe() const;

private:
	struct free_delete {
		void operator()(u8 *p) const { free(p); }
	};
	struct entry {
		std::unique_ptr<u8[], free_delete> mem;
		size_t off; // of the data in mem
		size_t len;
	};

	void add_entry(FuzzedDataProvider &in, size_t len);
	void build_tables(FuzzedDataProvider &in);
	std::string entry_damage(size_t i, size_t start, size_t from, size_t to) const;
	/*
	 * Calls @copy(data, k) for each piece of data [@skip, @skip + @n), in order; aborts when
	 * the data ends first.
	 */
	template <typename Copy> void each_piece(size_t skip, size_t n, Copy copy) const;

	size_t total_;
	std::vector<entry> ents_;
	std::vector<std::vector<struct scatterlist>> tables_;
	std::vector<std::vector<struct scatterlist>> tables_copy_;
	std::vector<std::vector<u8>> data_copy_;
};

} // namespace ukc::fuzz

#endif /* _UKC_FUZZ_SG_H */
