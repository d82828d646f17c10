/* SPDX-License-Identifier: GPL-2.0-only */
/* The one door to liburcu (urcu-memb flavour): read-side sections and grace periods. */
#ifndef _UKC_LIB_RCU_H
#define _UKC_LIB_RCU_H

#ifdef __cplusplus
extern "C" {
#endif

/* Read-side critical section; the calling thread is registered with liburcu on first use. */
void ukc_rcu_read_lock(void);
void ukc_rcu_read_unlock(void);
/* Wait until every read-side section that began before the call has ended. */
void ukc_synchronize_rcu(void);

#ifdef __cplusplus
}

namespace ukc {

/* RAII read-side section. */
struct rcu_read_guard {
	rcu_read_guard() { ukc_rcu_read_lock(); }
	~rcu_read_guard() { ukc_rcu_read_unlock(); }
	rcu_read_guard(const rcu_read_guard &) = delete;
	rcu_read_guard &operator=(const rcu_read_guard &) = delete;
};

} // namespace ukc
#endif

#endif /* _UKC_LIB_RCU_H */
