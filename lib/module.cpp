// SPDX-License-Identifier: GPL-2.0-only
// request_module(): out-of-tree drivers as shared objects, found by alias in UKCRYPTO_MODULE_PATH.
#include <linux/kernel.h>

#include <dlfcn.h>
#include <link.h>
#include <cstdarg>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <map>
#include <set>
#include <string>

#include "ukc_kernel.h"

namespace {

std::recursive_mutex module_mutex; // a module's init may look up (and load) others
std::set<std::string> module_tried; // each alias is looked for once, as modprobe caches
std::map<const void *, std::string> module_names; // load address of each module -> its name

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

bool module_load_from(const std::string &dir, const std::string &alias)
{
	std::string path = dir + "/" + alias + ".so";
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

// Loads "<dir>/<alias>.so" from the first folder of UKCRYPTO_MODULE_PATH that has it. Its
// module_init() runs from the object's constructor. Returns 0 if something was loaded.
int ukc_request_module(const char *fmt, ...)
{
	const char *path = getenv("UKCRYPTO_MODULE_PATH");
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
	if (!module_tried.insert(buf).second)
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
