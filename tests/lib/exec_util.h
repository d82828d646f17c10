/* SPDX-License-Identifier: GPL-2.0-only */
/* Running a test program again: directly, or through the cross build's emulator. */
#ifndef _UKC_TESTS_EXEC_UTIL_H
#define _UKC_TESTS_EXEC_UTIL_H

/*
 * A cross build runs its tests through an emulator (MESON_EXE_WRAPPER, set by "meson test":
 * "qemu-aarch64 -cpu max" for cross/aarch64-linux-gnu.ini). Without binfmt_misc the kernel
 * cannot execute such a program itself, so a test that runs a program again (itself through
 * /proc/self/exe, or a copy) asks these helpers for the command line to execute.
 */

/**
 * exec_wrapper_argc() - how many words the emulator's command takes
 *
 * Return: 0 when programs run directly.
 */
int exec_wrapper_argc(void);

/**
 * exec_wrapper_path() - the emulator, as an absolute path found through PATH
 *
 * Return: NULL when programs run directly, or the emulator cannot be found.
 */
const char *exec_wrapper_path(void);

/**
 * exec_self_path() - this program's own file, as /proc/self/exe names it
 *
 * Under an emulator /proc/self/exe is the emulator to the kernel; the emulator answers
 * readlink() with the emulated program, which is what a new emulator must be given.
 *
 * Return: a static buffer, or NULL.
 */
const char *exec_self_path(void);

/**
 * exec_argv() - the command line that runs @path with @argv
 * @path: the program ("/proc/self/exe" is resolved when an emulator runs it)
 * @argv: NULL-terminated, @argv[0] the program's name
 * @wrapper: NULL for exec_wrapper_path(), or another copy of the emulator to use
 * @file: set to the file to execute: @path, or the emulator
 *
 * Return: a malloc()ed NULL-terminated array to execute @file with (@argv itself when
 * programs run directly, else the emulator's words then @path then @argv[1...]), or NULL.
 */
char **exec_argv(const char *path, char *const argv[], const char *wrapper, const char **file);

/**
 * exec_self() - execv() this program again with @argv; returns only on failure
 * @argv: NULL-terminated, @argv[0] the program's name
 */
void exec_self(char *const argv[]);

#endif /* _UKC_TESTS_EXEC_UTIL_H */
