#ifndef KEPT_CCMARKGFM_SHIM_H
#define KEPT_CCMARKGFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

/* The extensions' node types are set when they register; the library exports them but no
   installed header declares them. Read through functions: Swift 6 refuses C globals. */
extern cmark_node_type CMARK_NODE_TABLE, CMARK_NODE_TABLE_ROW, CMARK_NODE_TABLE_CELL, CMARK_NODE_STRIKETHROUGH;
static inline cmark_node_type kept_cmark_node_table(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type kept_cmark_node_table_row(void) { return CMARK_NODE_TABLE_ROW; }
static inline cmark_node_type kept_cmark_node_table_cell(void) { return CMARK_NODE_TABLE_CELL; }
static inline cmark_node_type kept_cmark_node_strikethrough(void) { return CMARK_NODE_STRIKETHROUGH; }
#endif
