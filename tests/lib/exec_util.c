// SPDX-License-Identifier: GPL-2.0-only
// Running a test program again, through MESON_EXE_WRAPPER when the build has one.
#define _GNU_SOURCE
#include "exec_util.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define EXEC_WRAPPER_MAX_WORDS 16

// The words of MESON_EXE_WRAPPER, split on blanks (meson joins them so), into @words.
static int exec_wrapper_words(char *buf, size_t size, char **words)
{
	const char *w = getenv("MESON_EXE_WRAPPER");
	int n = 0;

	if (!w || !*w || strlen(w) >= size)
		return 0;
	strcpy(buf, w);
	for (char *save, *tok = strtok_r(buf, " \t", &save); tok && n < EXEC_WRAPPER_MAX_WORDS;
	     tok = strtok_r(NULL, " \t", &save))
		words[n++] = tok;
	return n;
}

int exec_wrapper_argc(void)
{
	char buf[PATH_MAX], *words[EXEC_WRAPPER_MAX_WORDS];

	return exec_wrapper_words(buf, sizeof(buf), words);
}

const char *exec_wrapper_path(void)
{
	static char found[PATH_MAX];
	char buf[PATH_MAX], *words[EXEC_WRAPPER_MAX_WORDS];
	const char *path = getenv("PATH");

	if (!exec_wrapper_words(buf, sizeof(buf), words))
		return NULL;
	if (strchr(words[0], '/'))
		return realpath(words[0], found);
	if (!path)
		path = "/usr/bin:/bin";
	for (const char *p = path; *p;) {
		size_t len = strcspn(p, ":");

		if (snprintf(found, sizeof(found), "%.*s/%s", (int)len, p, words[0]) <
			    (int)sizeof(found) &&
		    access(found, X_OK) == 0)
			return found;
		p += len;
		p += *p == ':';
	}
	return NULL;
}

const char *exec_self_path(void)
{
	static char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);

	if (n <= 0)
		return NULL;
	self[n] = '\0';
	return self;
}

char **exec_argv(const char *path, char *const argv[], const char *wrapper, const char **file)
{
	static char buf[PATH_MAX];
	char *words[EXEC_WRAPPER_MAX_WORDS];
	int nw = exec_wrapper_words(buf, sizeof(buf), words), na = 0, n = 0;
	char **out;

	while (argv[na])
		na++;
	out = calloc((size_t)(nw + na + 2), sizeof(*out));
	if (!out)
		return NULL;
	if (!nw) {
		*file = path;
		memcpy(out, argv, (size_t)na * sizeof(*out));
		return out;
	}
	if (!strcmp(path, "/proc/self/exe"))
		path = exec_self_path();
	if (!wrapper)
		wrapper = exec_wrapper_path();
	if (!path || !wrapper) {
		free(out);
		return NULL;
	}
	// The emulator names the program after its file: the program's own argv[0] is lost.
	*file = wrapper;
	out[n++] = (char *)wrapper;
	for (int i = 1; i < nw; i++)
		out[n++] = words[i];
	out[n++] = (char *)path;
	for (int i = 1; i < na; i++)
		out[n++] = argv[i];
	return out;
}

void exec_self(char *const argv[])
{
	const char *file;
	char **full = exec_argv("/proc/self/exe", argv, NULL, &file);

	if (!full)
		return;
	execv(file, full);
	free(full);
}
