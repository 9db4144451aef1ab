#ifndef KEPT_CSQLITE_SHIM_H
#define KEPT_CSQLITE_SHIM_H
#include <sqlite3.h>

/// `sqlite3_db_config` is variadic, which Swift cannot call: its form for the on/off options.
static inline int kept_sqlite3_db_config_flag(sqlite3 *db, int option, int on) {
    return sqlite3_db_config(db, option, on, (int *)0);
}
#endif
