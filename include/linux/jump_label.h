/* SPDX-License-Identifier: GPL-2.0-only */
/* Static keys as plain flags: a branch on one is an ordinary load, not patched code. */
#ifndef _UKC_LINUX_JUMP_LABEL_H
#define _UKC_LINUX_JUMP_LABEL_H

#include <linux/compiler.h>
#include <linux/types.h>

struct static_key {
	int enabled;
};

struct static_key_true {
	struct static_key key;
};

struct static_key_false {
	struct static_key key;
};

#define STATIC_KEY_INIT_TRUE \
	{                    \
		1            \
	}
#define STATIC_KEY_INIT_FALSE \
	{                     \
		0             \
	}
#define STATIC_KEY_TRUE_INIT         \
	{                            \
		STATIC_KEY_INIT_TRUE \
	}
#define STATIC_KEY_FALSE_INIT         \
	{                             \
		STATIC_KEY_INIT_FALSE \
	}

#define DEFINE_STATIC_KEY_TRUE(name) struct static_key_true name = STATIC_KEY_TRUE_INIT
#define DEFINE_STATIC_KEY_FALSE(name) struct static_key_false name = STATIC_KEY_FALSE_INIT
#define DEFINE_STATIC_KEY_TRUE_RO(name) DEFINE_STATIC_KEY_TRUE(name)
#define DEFINE_STATIC_KEY_FALSE_RO(name) DEFINE_STATIC_KEY_FALSE(name)
#define DECLARE_STATIC_KEY_TRUE(name) extern struct static_key_true name
#define DECLARE_STATIC_KEY_FALSE(name) extern struct static_key_false name

static inline bool static_key_enabled(const struct static_key *key)
{
	return __atomic_load_n(&key->enabled, __ATOMIC_ACQUIRE) > 0;
}

static inline void static_key_enable(struct static_key *key)
{
	__atomic_store_n(&key->enabled, 1, __ATOMIC_RELEASE);
}

static inline void static_key_disable(struct static_key *key)
{
	__atomic_store_n(&key->enabled, 0, __ATOMIC_RELEASE);
}

/* The key inside a static_key_true or static_key_false (or a bare struct static_key). */
#define __ukc_static_key(x) (&(x)->key)

#define static_branch_likely(x) likely(static_key_enabled(__ukc_static_key(x)))
#define static_branch_unlikely(x) unlikely(static_key_enabled(__ukc_static_key(x)))
#define static_branch_enable(x) static_key_enable(__ukc_static_key(x))
#define static_branch_disable(x) static_key_disable(__ukc_static_key(x))
#define static_key_enabled_branch(x) static_key_enabled(__ukc_static_key(x))

#endif /* _UKC_LINUX_JUMP_LABEL_H */
