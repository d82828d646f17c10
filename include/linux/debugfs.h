/* SPDX-License-Identifier: GPL-2.0-only */
/* debugfs (<linux/debugfs.h>) as a kernel built without CONFIG_DEBUG_FS has it: there is no
 * debugfs, so debugfs_initialized() is false, the create calls make nothing (a directory is
 * ERR_PTR(-ENODEV)) and the removals have nothing to remove. */
#ifndef _UKC_LINUX_DEBUGFS_H
#define _UKC_LINUX_DEBUGFS_H

#include <linux/atomic.h>
#include <linux/err.h>
#include <linux/stat.h>
#include <linux/types.h>

struct dentry;

static inline bool debugfs_initialized(void)
{
	return false;
}

static inline struct dentry *debugfs_create_dir(const char *name, struct dentry *parent)
{
	(void)name;
	(void)parent;
	return (struct dentry *)ERR_PTR(-ENODEV);
}

static inline void debugfs_create_atomic_t(const char *name, umode_t mode, struct dentry *parent,
					   atomic_t *value)
{
	(void)name;
	(void)mode;
	(void)parent;
	(void)value;
}

static inline void debugfs_remove(struct dentry *dentry)
{
	(void)dentry;
}

static inline void debugfs_remove_recursive(struct dentry *dentry)
{
	(void)dentry;
}

#endif /* _UKC_LINUX_DEBUGFS_H */
