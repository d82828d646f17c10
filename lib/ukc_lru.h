/* SPDX-License-Identifier: GPL-2.0-only */
/* A bounded set of strings that forgets the one used least recently (C++ only, not installed). */
#ifndef _UKC_LIB_UKC_LRU_H
#define _UKC_LIB_UKC_LRU_H

#include <cstddef>
#include <list>
#include <string>
#include <string_view>
#include <unordered_map>

namespace ukc {

// At most @max strings; inserting one more forgets the one inserted or found least recently.
class lru_set {
public:
	explicit lru_set(size_t max) : max_(max) {}

	// Notes @key as used now; false when it was already there.
	bool insert(const std::string &key)
	{
		auto it = index_.find(key);
		if (it != index_.end()) {
			order_.splice(order_.begin(), order_, it->second);
			return false;
		}
		order_.push_front(key);
		index_.emplace(order_.front(), order_.begin());
		if (index_.size() > max_) {
			index_.erase(order_.back());
			order_.pop_back();
		}
		return true;
	}

	size_t size() const { return index_.size(); }

private:
	size_t max_;
	std::list<std::string> order_; // most recently used first
	std::unordered_map<std::string_view, std::list<std::string>::iterator> index_;
};

} // namespace ukc

#endif /* _UKC_LIB_UKC_LRU_H */
