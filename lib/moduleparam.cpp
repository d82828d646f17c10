// SPDX-License-Identifier: GPL-2.0-only
// Module parameters: each type's set/get, and the "module.param=value" words of
// UKCRYPTO_CMDLINE applied as a module loads, before its module_init() runs.
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/moduleparam.h>

#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <limits>
#include <mutex>
#include <set>
#include <string>

#include "ukc_kernel.h"

namespace {

// Objects (by load address) whose parameters were refused: their module_init() must not run.
// Asked by constructors of any object and order, so made on first use.
std::mutex param_lock;
std::set<const void *> &param_refused()
{
	static auto *refused = new std::set<const void *>;
	return *refused;
}

// The kernel's kstrtoull(): base 0 takes 0x and 0 prefixes, one trailing newline is allowed,
// anything else left over or an overflow is -EINVAL or -ERANGE.
int param_parse_ull(const char *val, unsigned int base, unsigned long long *out)
{
	if (!val || !*val || *val == '-' || *val == '+' ||
	    isspace(static_cast<unsigned char>(*val)))
		return -EINVAL;
	char *end;
	errno = 0;
	unsigned long long v = strtoull(val, &end, static_cast<int>(base));
	if (end == val)
		return -EINVAL;
	if (*end == '\n')
		end++;
	if (*end)
		return -EINVAL;
	if (errno == ERANGE)
		return -ERANGE;
	*out = v;
	return 0;
}

// kstrtoll(): a leading '-' then the magnitude, which must fit.
int param_parse_ll(const char *val, long long *out)
{
	bool neg = val && *val == '-';
	unsigned long long mag;
	int err = param_parse_ull(neg ? val + 1 : val, 0, &mag);

	if (err)
		return err;
	if (neg ? mag > static_cast<unsigned long long>(LLONG_MAX) + 1
		: mag > static_cast<unsigned long long>(LLONG_MAX))
		return -ERANGE;
	*out = neg ? static_cast<long long>(0 - mag) : static_cast<long long>(mag);
	return 0;
}

template <typename T> int param_set_signed(const char *val, const struct kernel_param *kp)
{
	long long v;
	int err = param_parse_ll(val, &v);

	if (err)
		return err;
	if (v < std::numeric_limits<T>::min() || v > std::numeric_limits<T>::max())
		return -ERANGE;
	*static_cast<T *>(kp->arg) = static_cast<T>(v);
	return 0;
}

template <typename T>
int param_set_unsigned(const char *val, const struct kernel_param *kp, unsigned int base = 0)
{
	unsigned long long v;
	int err = param_parse_ull(val, base, &v);

	if (err)
		return err;
	if (v > std::numeric_limits<T>::max())
		return -ERANGE;
	*static_cast<T *>(kp->arg) = static_cast<T>(v);
	return 0;
}

// kstrtobool(): y/Y/1/on and n/N/0/off (only the first letters matter but for o).
int param_parse_bool(const char *val, bool *out)
{
	if (!val)
		return -EINVAL;
	switch (val[0]) {
	case 'y':
	case 'Y':
	case '1':
		*out = true;
		return 0;
	case 'n':
	case 'N':
	case '0':
		*out = false;
		return 0;
	case 'o':
	case 'O':
		if (val[1] == 'n' || val[1] == 'N') {
			*out = true;
			return 0;
		}
		if (val[1] == 'f' || val[1] == 'F') {
			*out = false;
			return 0;
		}
		break;
	}
	return -EINVAL;
}

// A name matches when equal with '-' and '_' taken as one, as the kernel's parameq().
bool param_name_eq(const std::string &a, const char *b)
{
	size_t n = strlen(b);

	if (a.size() != n)
		return false;
	for (size_t i = 0; i < n; i++) {
		char x = a[i] == '-' ? '_' : a[i], y = b[i] == '-' ? '_' : b[i];
		if (x != y)
			return false;
	}
	return true;
}

// The next word of a command line at @p: its name and value (none for a bare word, quotes
// removed, as the kernel's next_arg()). Returns where the following word starts.
const char *param_next_word(const char *p, std::string *name, std::string *value, bool *has_value)
{
	std::string word;
	bool quoted = false;

	for (; *p && (quoted || !isspace(static_cast<unsigned char>(*p))); p++) {
		if (*p == '"')
			quoted = !quoted;
		else
			word += *p;
	}
	while (*p && isspace(static_cast<unsigned char>(*p)))
		p++;
	size_t eq = word.find('=');
	*has_value = eq != std::string::npos;
	*name = word.substr(0, eq);
	*value = *has_value ? word.substr(eq + 1) : std::string();
	return p;
}

} // namespace

namespace ukc {

bool module_params_refused(const void *base)
{
	std::lock_guard<std::mutex> g(param_lock);

	return base && param_refused().count(base);
}

} // namespace ukc

extern "C" {

void ukc_module_param_apply(const struct kernel_param *kp)
{
	const char *line = ukc::env_get("UKCRYPTO_CMDLINE");
	std::string name, value, last;
	bool has_value, found = false, last_has_value = false;

	if (!line)
		return;
	// As on the kernel command line, a later word naming the parameter wins.
	for (const char *p = line; *p;) {
		p = param_next_word(p, &name, &value, &has_value);
		if (param_name_eq(name, kp->name)) {
			found = true;
			last = value;
			last_has_value = has_value;
		}
	}
	if (!found)
		return;
	int err = kp->ops->set(last_has_value ? last.c_str() : nullptr, kp);
	if (!err)
		return;
	const char *dot = strchr(kp->name, '.');
	std::string mod(kp->name, dot ? static_cast<size_t>(dot - kp->name) : 0);
	printk(KERN_ERR "%s: '%s' invalid for parameter '%s'\n", mod.c_str(), last.c_str(),
	       dot ? dot + 1 : kp->name);
	std::lock_guard<std::mutex> g(param_lock);
	param_refused().insert(ukc::object_base(kp));
}

#define UKC_PARAM_OPS(type)                                                                   \
	const struct kernel_param_ops param_ops_##type = {                                    \
		.flags = 0, .set = param_set_##type, .get = param_get_##type, .free = nullptr \
	}

#define UKC_PARAM_INTEGER(type, ctype, fmt, setter)                                      \
	int param_set_##type(const char *val, const struct kernel_param *kp)             \
	{                                                                                \
		return setter<ctype>(val, kp);                                           \
	}                                                                                \
	int param_get_##type(char *buffer, const struct kernel_param *kp)                \
	{                                                                                \
		return snprintf(buffer, 4096, fmt "\n", *static_cast<ctype *>(kp->arg)); \
	}                                                                                \
	UKC_PARAM_OPS(type)

UKC_PARAM_INTEGER(byte, unsigned char, "%hhu", param_set_unsigned);
UKC_PARAM_INTEGER(short, short, "%hi", param_set_signed);
UKC_PARAM_INTEGER(ushort, unsigned short, "%hu", param_set_unsigned);
UKC_PARAM_INTEGER(int, int, "%i", param_set_signed);
UKC_PARAM_INTEGER(uint, unsigned int, "%u", param_set_unsigned);
UKC_PARAM_INTEGER(long, long, "%li", param_set_signed);
UKC_PARAM_INTEGER(ulong, unsigned long, "%lu", param_set_unsigned);
UKC_PARAM_INTEGER(ullong, unsigned long long, "%llu", param_set_unsigned);

// hexint: parsed in any base as uint, printed as hex.
int param_set_hexint(const char *val, const struct kernel_param *kp)
{
	return param_set_unsigned<unsigned int>(val, kp);
}

int param_get_hexint(char *buffer, const struct kernel_param *kp)
{
	return snprintf(buffer, 4096, "%#08x\n", *static_cast<unsigned int *>(kp->arg));
}
UKC_PARAM_OPS(hexint);

// charp: the value is kept for the life of the process (a module's strings may point at it
// after it is unloaded, since its code stays mapped). The kernel refuses values over 1024.
int param_set_charp(const char *val, const struct kernel_param *kp)
{
	if (!val)
		val = "";
	if (strlen(val) > 1024)
		return -ENOSPC;
	char *copy = strdup(val);
	if (!copy)
		return -ENOMEM;
	*static_cast<char **>(kp->arg) = copy;
	return 0;
}

int param_get_charp(char *buffer, const struct kernel_param *kp)
{
	const char *v = *static_cast<char **>(kp->arg);

	return snprintf(buffer, 4096, "%s\n", v ? v : "(null)");
}
UKC_PARAM_OPS(charp);

// bool: a bare word sets it.
int param_set_bool(const char *val, const struct kernel_param *kp)
{
	return param_parse_bool(val ? val : "1", static_cast<bool *>(kp->arg));
}

int param_get_bool(char *buffer, const struct kernel_param *kp)
{
	return snprintf(buffer, 4096, "%c\n", *static_cast<bool *>(kp->arg) ? 'Y' : 'N');
}
UKC_PARAM_OPS(bool);

int param_set_invbool(const char *val, const struct kernel_param *kp)
{
	bool v;
	int err = param_parse_bool(val ? val : "1", &v);

	if (!err)
		*static_cast<bool *>(kp->arg) = !v;
	return err;
}

int param_get_invbool(char *buffer, const struct kernel_param *kp)
{
	return snprintf(buffer, 4096, "%c\n", *static_cast<bool *>(kp->arg) ? 'N' : 'Y');
}
UKC_PARAM_OPS(invbool);

} // extern "C"
