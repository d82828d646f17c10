/* SPDX-License-Identifier: GPL-2.0-only */
/* Rate limits (6.12's <linux/ratelimit.h>): at most @burst events in each @interval jiffies. */
#ifndef _UKC_LINUX_RATELIMIT_H
#define _UKC_LINUX_RATELIMIT_H

#include <linux/jiffies.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The kernel's defaults, which printk_ratelimited() uses: 10 messages every 5 seconds. */
#define DEFAULT_RATELIMIT_INTERVAL (5 * HZ)
#define DEFAULT_RATELIMIT_BURST 10

/* Report the suppressed count when the state is released (ratelimit_state_exit()), not at the
 * start of each new interval. */
#define RATELIMIT_MSG_ON_RELEASE 1UL

/**
 * struct ratelimit_state - one rate limit
 * @lock: taken with a try-lock: a caller that finds it held is itself suppressed
 * @interval: the window, in jiffies (0: no limit)
 * @burst: events let through in each window
 * @printed: events let through in the current window
 * @missed: events suppressed since the count was last reported
 * @flags: RATELIMIT_MSG_ON_RELEASE
 * @begin: the jiffies the current window started at (0: none yet)
 */
struct ratelimit_state {
	int lock;
	int interval;
	int burst;
	int printed;
	int missed;
	unsigned int flags;
	unsigned long begin;
};

#define RATELIMIT_STATE_INIT_FLAGS(name, interval_init, burst_init, flags_init)              \
	{                                                                                    \
		.lock = 0, .interval = (interval_init), .burst = (burst_init), .printed = 0, \
		.missed = 0, .flags = (flags_init), .begin = 0                               \
	}
#define RATELIMIT_STATE_INIT(name, interval_init, burst_init) \
	RATELIMIT_STATE_INIT_FLAGS(name, interval_init, burst_init, 0)
#define DEFINE_RATELIMIT_STATE(name, interval_init, burst_init) \
	struct ratelimit_state name = RATELIMIT_STATE_INIT(name, interval_init, burst_init)

/**
 * ___ratelimit() - whether one more event may pass
 * @rs: the limit
 * @func: the caller's name, for the "<func>: <n> callbacks suppressed" warning logged when a
 *	new window starts after events were suppressed
 *
 * Return: nonzero to go ahead, 0 to suppress the event.
 */
int ___ratelimit(struct ratelimit_state *rs, const char *func);
#define __ratelimit(state) ___ratelimit(state, __func__)

/**
 * ratelimit_state_init() - set up a limit at run time
 * @rs: the limit
 * @interval: the window, in jiffies
 * @burst: events let through in each window
 */
static inline void ratelimit_state_init(struct ratelimit_state *rs, int interval, int burst)
{
	struct ratelimit_state init = RATELIMIT_STATE_INIT(*rs, interval, burst);

	*rs = init;
}

/* ratelimit_set_flags() - set RATELIMIT_MSG_ON_RELEASE on @rs. */
static inline void ratelimit_set_flags(struct ratelimit_state *rs, unsigned long flags)
{
	rs->flags = (unsigned int)flags;
}

/**
 * ratelimit_state_exit() - release a limit: with RATELIMIT_MSG_ON_RELEASE, log how many events
 * it suppressed ("<comm>: <n> output lines suppressed due to ratelimiting")
 * @rs: the limit
 */
void ratelimit_state_exit(struct ratelimit_state *rs);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_RATELIMIT_H */
