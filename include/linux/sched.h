/* SPDX-License-Identifier: GPL-2.0-only */
/* Scheduling: the calling task (current) and cond_resched(), in a process of ordinary threads. */
#ifndef _UKC_LINUX_SCHED_H
#define _UKC_LINUX_SCHED_H

#include <linux/kernel.h>
#include <linux/types.h>

#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The length of a task's command name, with its NUL (the kernel's and prctl(PR_SET_NAME)'s). */
#define TASK_COMM_LEN 16

/**
 * struct task_struct - what a driver may read of the calling task
 * @pid: the thread's id (gettid()), as the kernel's task->pid is the thread's
 * @tgid: the process's id (getpid()), the kernel's thread group id
 * @comm: the thread's name (prctl(PR_GET_NAME): the program's name, cut to 15 characters,
 *	unless the thread was renamed)
 */
struct task_struct {
	pid_t pid;
	pid_t tgid;
	char comm[TASK_COMM_LEN];
};

/**
 * get_current() - the calling thread's task
 *
 * Each thread has its own, filled in afresh at each call (a thread renamed since, or a child
 * after fork(), reads its new name and ids).
 *
 * Return: the calling thread's task, valid until the thread ends.
 */
struct task_struct *get_current(void);
#define current get_current()

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_SCHED_H */
