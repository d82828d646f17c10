/* SPDX-License-Identifier: GPL-2.0-only */
/* Allocation fault injection, after 6.12's failslab: the tests' switch (not installed). */
#ifndef _UKC_LIB_UKC_FAILSLAB_H
#define _UKC_LIB_UKC_FAILSLAB_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Every kmalloc() (and so kzalloc(), kcalloc(), kmemdup(), ...) and every page allocation of
 * the library (ukc_get_free_pages(), testmgr's buffers) asks the switch first; while it is
 * armed each such call is counted, and the ones it picks fail as if memory ran out.
 *
 * A spec, the value of UKCRYPTO_FAILSLAB or the argument of ukc_failslab_arm(), is either
 * the kernel's boot form "<interval>,<probability>,<space>,<times>" or comma-separated
 * key=value settings named as the files of /sys/kernel/debug/failslab/:
 *
 *   fail-nth=N     the N-th call after arming fails, and no call before it (as a task's
 *                  /proc/self/fail-nth); the settings below apply only after it
 *   probability=P  from then on, each call fails with P percent likelihood (default 0)
 *   interval=N     only every N-th call that passed the other tests may fail (default 1)
 *   times=K        at most K failures, -1 for no limit (default 1)
 *   space=B        no failure until B bytes were asked for (default 0)
 *   verbose=V      0: silent; 1 (default) or 2: log "FAULT_INJECTION: forcing a failure."
 *
 * "fail-nth=5" fails exactly the 5th allocation; "fail-nth=5,probability=100,times=-1" the
 * 5th and every one after it; "" counts without failing anything.
 */

/**
 * ukc_failslab_arm() - (re)arm the switch with @spec, counting from zero
 * @spec: the settings, as above (NULL is "")
 *
 * Return: 0, or -EINVAL when @spec does not parse (the switch is then left as it was).
 */
int ukc_failslab_arm(const char *spec);

/** ukc_failslab_disarm() - stop counting and failing; the counts stay readable */
void ukc_failslab_disarm(void);

/**
 * ukc_failslab_set_hook() - also ask @hook, for each counted call the switch lets through
 * @hook: gets the call's number since arming (from 1) and its size, outside the switch's
 *	lock; true fails the call (counted as injected, not logged). NULL removes it.
 *
 * For a test that forks at each allocation of one run, the child failing it and the parent
 * going on, instead of running the scenario again for each point.
 */
void ukc_failslab_set_hook(bool (*hook)(unsigned long call, size_t size));

/** ukc_failslab_calls() - the allocations asked for since the switch was last armed */
unsigned long ukc_failslab_calls(void);

/** ukc_failslab_injected() - how many of them the switch failed */
unsigned long ukc_failslab_injected(void);

/**
 * ukc_get_free_pages() - 2^@order contiguous PAGE_SIZE-aligned pages, as __get_free_pages()
 * @gfp: allocation flags (__GFP_ZERO clears the pages)
 * @order: log2 of the number of pages
 *
 * Asks the switch first, as kmalloc() does. The allocator of testmgr's buffers.
 *
 * Return: the address of the first page, or 0 when out of memory.
 */
unsigned long ukc_get_free_pages(gfp_t gfp, unsigned int order);

/** ukc_free_pages() - free what ukc_get_free_pages() gave (0 is ignored) */
void ukc_free_pages(unsigned long addr, unsigned int order);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LIB_UKC_FAILSLAB_H */
