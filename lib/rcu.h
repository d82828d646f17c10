/* SPDX-License-Identifier: GPL-2.0-only */
/* The RAII read-side section over <linux/rcupdate.h>, for the library's C++ files. */
#ifndef _UKC_LIB_RCU_H
#define _UKC_LIB_RCU_H

#include <linux/rcupdate.h>

#ifdef __cplusplus
namespace ukc {

/* RAII read-side section. */
struct rcu_read_guard {
	rcu_read_guard() { rcu_read_lock(); }
	~rcu_read_guard() { rcu_read_unlock(); }
	rcu_read_guard(const rcu_read_guard &) = delete;
	rcu_read_guard &operator=(const rcu_read_guard &) = delete;
};

} // namespace ukc
#endif

#endif /* _UKC_LIB_RCU_H */
