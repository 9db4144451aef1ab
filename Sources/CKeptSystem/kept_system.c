#define _GNU_SOURCE
#include "kept_system.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/syscall.h>
#if __has_include(<linux/openat2.h>)
#include <linux/openat2.h>
#endif

const int kept_o_path = O_PATH;

int kept_openat_beneath(int dirfd, const char *path, int flags, unsigned int mode) {
#if defined(SYS_openat2) && defined(RESOLVE_BENEATH)
    struct open_how how = {0};
    how.flags = (unsigned long long)(unsigned int)flags;
    // The kernel refuses a mode without O_CREAT/O_TMPFILE.
    how.mode = ((flags & O_CREAT) || (flags & __O_TMPFILE) == __O_TMPFILE) ? mode : 0;
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS;
    return (int)syscall(SYS_openat2, dirfd, path, &how, sizeof how);
#else
    (void)dirfd; (void)path; (void)flags; (void)mode;
    errno = ENOSYS;
    return -1;
#endif
}
