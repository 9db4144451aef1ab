#ifndef KEPT_CLIBGIT2_SHIM_H
#define KEPT_CLIBGIT2_SHIM_H
#include <git2.h>
#include <git2/sys/repository.h>
/* The counts of a status (files hashed), which the tests read. */
#include <git2/sys/diff.h>

/* git_libgit2_opts is variadic, which Swift cannot call: one wrapper per option used. */
static inline int kept_git_set_ssl_cert_locations(const char *file, const char *path) {
    return git_libgit2_opts(GIT_OPT_SET_SSL_CERT_LOCATIONS, file, path);
}
#endif
