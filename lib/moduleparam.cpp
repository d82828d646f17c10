// SPDX-License-Identifier: GPL-2.0-only
// module_param(): the values UKCRYPTO_MODULE_PARAMS gives a module's parameters.
#include <linux/kernel.h>
#include <linux/moduleparam.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "ukc_kernel.h"

namespace {

// Module names compare with '-' and '_' alike, as the kernel's parameter parser does.
bool moduleparam_name_eq(std::string_view a, std::string_view b)
{
	if (a.size() != b.size())
		return false;
	for (size_t i = 0; i < a.size(); i++) {
		char x = a[i] == '-' ? '_' : a[i], y = b[i] == '-' ? '_' : b[i];
		if (x != y)
			return false;
	}
	return true;
}

// kstrtoul()-like: the whole of @s, in base 0 (0x for hex, 0 for octal), no sign.
bool moduleparam_parse_ulong(const std::string &s, unsigned long max, unsigned long *out)
{
	if (s.empty() || s[0] == '-' || s[0] == '+' || s[0] == ' ')
		return false;
	errno = 0;
	char *end;
	unsigned long v = strtoul(s.c_str(), &end, 0);
	if (errno || *end || v > max)
		return false;
	*out = v;
	return true;
}

bool moduleparam_parse_int(const std::string &s, int *out)
{
	if (s.empty() || s[0] == ' ')
		return false;
	errno = 0;
	char *end;
	long v = strtol(s.c_str(), &end, 0);
	if (errno || *end || v < INT_MIN || v > INT_MAX)
		return false;
	*out = static_cast<int>(v);
	return true;
}

// kstrtobool(): the first character decides (y/Y/1, n/N/0), or on/off.
bool moduleparam_parse_bool(const std::string &s, bool *out)
{
	if (s == "on" || s == "ON")
		*out = true;
	else if (s == "off" || s == "OFF")
		*out = false;
	else if (s.size() == 1 && strchr("yY1", s[0]))
		*out = true;
	else if (s.size() == 1 && strchr("nN0", s[0]))
		*out = false;
	else
		return false;
	return true;
}

bool moduleparam_store(const char *type, bool has_value, const std::string &val, void *var)
{
	unsigned long ul;

	if (!strcmp(type, "bool"))
		return moduleparam_parse_bool(has_value ? val : "1", static_cast<bool *>(var));
	if (!has_value)
		return false;
	if (!strcmp(type, "int"))
		return moduleparam_parse_int(val, static_cast<int *>(var));
	if (!strcmp(type, "uint")) {
		if (!moduleparam_parse_ulong(val, UINT_MAX, &ul))
			return false;
		*static_cast<unsigned int *>(var) = static_cast<unsigned int>(ul);
		return true;
	}
	if (!strcmp(type, "ulong"))
		return moduleparam_parse_ulong(val, ULONG_MAX, static_cast<unsigned long *>(var));
	return false;
}

} // namespace

extern "C" void ukc_module_param_set(const char *modname, const char *param, const char *type,
				     void *var)
{
	const char *env = ukc::env_get("UKCRYPTO_MODULE_PARAMS");

	if (!env)
		return;
	std::string_view all(env);
	while (!all.empty()) {
		size_t end = all.find_first_of(" \t,");
		std::string_view word = all.substr(0, end);
		all = end == std::string_view::npos ? std::string_view() : all.substr(end + 1);
		size_t dot = word.find('.');
		if (dot == std::string_view::npos ||
		    !moduleparam_name_eq(word.substr(0, dot), modname))
			continue;
		std::string_view rest = word.substr(dot + 1);
		size_t eq = rest.find('=');
		if (rest.substr(0, eq) != param)
			continue;
		std::string val(eq == std::string_view::npos ? std::string_view()
							     : rest.substr(eq + 1));
		if (!moduleparam_store(type, eq != std::string_view::npos, val, var))
			printk(KERN_ERR "%s: '%s' invalid for parameter `%s'\n", modname,
			       val.c_str(), param);
	}
}
