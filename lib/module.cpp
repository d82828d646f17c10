// SPDX-License-Identifier: GPL-2.0-only
// request_module(): out-of-tree drivers as shared objects, found by alias in UKCRYPTO_MODULE_PATH.
#include <linux/kernel.h>

#include <dlfcn.h>
#include <link.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdarg>
#include <cstdlib>
#include <cstring>
#include <list>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

#include "ukc_kernel.h"

namespace {

constexpr size_t module_tried_max = 1024; // aliases remembered as already looked for
constexpr size_t module_warned_max = 64;  // refusals remembered as already logged

// The aliases already looked for, as modprobe remembers what it could not find, so a miss
// costs one search. Bounded: a program may look up any number of names no module provides,
// and the one looked for least recently is forgotten first (and searched again if asked).
class module_tried_lru {
public:
	// Notes @alias as looked for now; false when it already was.
	bool insert(const std::string &alias)
	{
		auto it = index_.find(alias);
		if (it != index_.end()) {
			order_.splice(order_.begin(), order_, it->second);
			return false;
		}
		order_.push_front(alias);
		index_.emplace(order_.front(), order_.begin());
		if (index_.size() > module_tried_max) {
			index_.erase(order_.back());
			order_.pop_back();
		}
		return true;
	}

	size_t size() const
	{
		return index_.size();
	}

private:
	std::list<std::string> order_; // most recently looked for first
	std::unordered_map<std::string_view, std::list<std::string>::iterator> index_;
};

std::recursive_mutex module_mutex; // a module's init may look up (and load) others
module_tried_lru module_tried;
std::map<const void *, std::string> module_names; // load address of each module -> its name
std::set<std::string> module_warned; // refusals logged, so each is logged once

// The kernel names a module after its file, less the extension, with '-' made '_'.
std::string module_name_of_file(const std::string &path)
{
	std::string name = path.substr(path.rfind('/') + 1);

	if (name.size() > 3 && name.compare(name.size() - 3, 3, ".so") == 0)
		name.resize(name.size() - 3);
	for (char &c : name)
		if (c == '-')
			c = '_';
	return name;
}

// Where the object behind @handle starts in memory, as dladdr() reports a symbol's base.
const void *module_base(void *handle)
{
	struct link_map *map = nullptr;

	if (dlinfo(handle, RTLD_DI_LINKMAP, &map) || !map)
		return nullptr;
	return reinterpret_cast<const void *>(map->l_addr);
}

// An alias ("crypto-cbc") is a file name: refuse anything that could leave the folder.
bool module_alias_ok(const std::string &alias)
{
	return !alias.empty() && alias.find('/') == std::string::npos && alias != "." &&
	       alias != "..";
}

// Logs why a module folder or file is passed over, once for each folder and reason.
void module_warn(const char *what, const std::string &name, const std::string &why)
{
	std::string line = std::string(what) + " " + name + " ignored: " + why;

	if (module_warned.count(line))
		return;
	if (module_warned.size() < module_warned_max)
		module_warned.insert(line);
	printk(KERN_WARNING "ukcrypto: %s\n", line.c_str());
}

// Why a module folder or file must not be used, or "" when it may: one that another user can
// write to, or replace as its owner, would let that user choose code this process runs. A
// group of the user's own (user private groups, umask 002) or root's adds no such writer.
std::string module_trust_refusal(const struct stat &st)
{
	char why[48];

	if (st.st_uid != 0 && st.st_uid != geteuid())
		snprintf(why, sizeof(why), "owned by uid %u", static_cast<unsigned int>(st.st_uid));
	else if (st.st_mode & S_IWOTH)
		return "writable by everyone"; // sticky or not: anyone may add a file
	else if ((st.st_mode & S_IWGRP) && st.st_gid != 0 && st.st_gid != getegid())
		snprintf(why, sizeof(why), "writable by group %u",
			 static_cast<unsigned int>(st.st_gid));
	else
		return "";
	return why;
}

// Whether @dir may hold modules. A relative entry would be resolved against whatever the
// working directory happens to be; a folder that does not exist holds nothing.
bool module_dir_ok(const std::string &dir)
{
	struct stat st;

	if (dir[0] != '/') {
		module_warn("module folder", dir, "not an absolute path");
		return false;
	}
	if (stat(dir.c_str(), &st))
		return false;
	std::string why = S_ISDIR(st.st_mode) ? module_trust_refusal(st) : "not a folder";
	if (!why.empty()) {
		module_warn("module folder", dir, why);
		return false;
	}
	return true;
}

bool module_load_from(const std::string &dir, const std::string &alias)
{
	std::string path = dir + "/" + alias + ".so";
	struct stat st;

	if (!module_dir_ok(dir) || stat(path.c_str(), &st))
		return false;
	std::string why = module_trust_refusal(st);
	if (!why.empty()) {
		module_warn("module", path, why);
		return false;
	}
	void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
	if (!handle)
		return false;
	if (const void *base = module_base(handle))
		module_names.emplace(base, module_name_of_file(path));
	printk(KERN_INFO "ukcrypto: loaded module %s\n", path.c_str());
	return true; // stays loaded, as a module with live users would
}

} // namespace

extern "C" int ukc_insmod(const char *path)
{
	ukc::ensure_init();
	std::lock_guard<std::recursive_mutex> g(module_mutex);
	void *handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL);

	if (!handle) {
		printk(KERN_ERR "ukcrypto: cannot load module %s: %s\n", path, dlerror());
		return -ENOENT;
	}
	if (const void *base = module_base(handle))
		module_names.emplace(base, module_name_of_file(path));
	printk(KERN_INFO "ukcrypto: loaded module %s\n", path);
	return 0;
}

// Loads "<dir>/<alias>.so" from the first folder of UKCRYPTO_MODULE_PATH that has it and may
// be trusted. Its module_init() runs from the object's constructor. Returns 0 if something
// was loaded. In secure execution (setuid) env_get() gives no path: nothing loads.
int ukc_request_module(const char *fmt, ...)
{
	const char *path = ukc::env_get("UKCRYPTO_MODULE_PATH");
	char buf[256];
	va_list ap;

	if (!path || !*path)
		return -ENOENT;
	va_start(ap, fmt);
	int n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (n < 0 || static_cast<size_t>(n) >= sizeof(buf) || !module_alias_ok(buf))
		return -ENOENT;

	std::lock_guard<std::recursive_mutex> g(module_mutex);
	if (!module_tried.insert(buf))
		return -ENOENT;
	std::string dirs(path);
	for (size_t start = 0; start <= dirs.size();) {
		size_t end = dirs.find(':', start);
		if (end == std::string::npos)
			end = dirs.size();
		if (end > start && module_load_from(dirs.substr(start, end - start), buf))
			return 0;
		start = end + 1;
	}
	return -ENOENT;
}

const char *ukc_module_name(const void *addr)
{
	Dl_info info;

	if (!addr || !dladdr(addr, &info))
		return "kernel";
	std::lock_guard<std::recursive_mutex> g(module_mutex);
	auto it = module_names.find(info.dli_fbase);
	return it == module_names.end() ? "kernel" : it->second.c_str();
}

extern "C" size_t ukc_module_tried_count(size_t *max)
{
	std::lock_guard<std::recursive_mutex> g(module_mutex);

	if (max)
		*max = module_tried_max;
	return module_tried.size();
}
