#!/bin/sh
# Installs kept from this unpacked tarball under a prefix, or removes what it installed.
#   ./install.sh [--prefix DIR]                 (default: $PREFIX, else ~/.local)
#   ./install.sh --uninstall [--prefix DIR]     (or DIR/libexec/kept/install.sh --uninstall)
# kept needs a few shared libraries from the system (RUNTIME lists them with the Debian
# packages that have them); it checks with ldd before copying anything.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-}
action=install
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) action=uninstall; shift ;;
    -h|--help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
  esac
done
# Run from an installed copy (PREFIX/libexec/kept/install.sh), the prefix is where it sits.
if [ -z "$prefix" ] && [ -f "$here/installed-files" ]; then prefix=$(cd "$here/../.." && pwd); fi
prefix=${prefix:-$HOME/.local}
case $prefix in /*) ;; *) prefix=$(pwd)/$prefix ;; esac
record=$prefix/libexec/kept/installed-files

if [ "$action" = uninstall ]; then
  [ -f "$record" ] || { echo "install.sh: no kept installed by install.sh under $prefix ($record is missing)" >&2; exit 1; }
  # The prefix as the file system names it (no link in it), so that a path is checked against
  # where it really is. A recorded path is removed only when it is plainly inside the prefix,
  # under one of the folders install.sh fills (bin, libexec, share), with no `.` or `..`
  # component, no folder on its way a symbolic link, and it is a plain file: the list is a file
  # anyone who can write the prefix could have edited, and `rm` would follow it anywhere.
  real=$(cd "$prefix" && pwd -P)
  inside() {
    rest=${1#"$real"/}
    [ "$rest" != "$1" ] || return 1
    case /$rest/ in */./*|*/../*|*//*) return 1 ;; esac
    case $rest in bin/*|libexec/*|share/*) ;; *) return 1 ;; esac
    dir=$real
    old_ifs=$IFS; IFS=/
    set -f; set -- $rest; set +f
    IFS=$old_ifs
    while [ $# -gt 1 ]; do
      dir=$dir/$1; shift
      [ -d "$dir" ] && [ ! -L "$dir" ] || return 1
    done
    return 0
  }
  # Each recorded file, then its folders as long as they are empty, never the prefix or above.
  while IFS= read -r file; do
    case $file in "$prefix"/*) file=$real/${file#"$prefix"/} ;; esac
    if ! inside "$file"; then echo "install.sh: $file is not a file install.sh put under $prefix, left alone" >&2; continue; fi
    if [ -L "$file" ] || { [ -e "$file" ] && [ ! -f "$file" ]; }; then echo "install.sh: $file is not a plain file, left alone" >&2; continue; fi
    rm -f "$file"
    dir=$(dirname "$file")
    while [ "$dir" != "$real" ] && [ ! -L "$dir" ] && rmdir "$dir" 2>/dev/null; do dir=$(dirname "$dir"); done
  done < "$record"
  echo "removed kept from $prefix (your stores are untouched)"
  exit 0
fi

[ -x "$here/bin/kept" ] || { echo "install.sh: run it from the unpacked tarball (bin/kept is missing beside it)" >&2; exit 1; }
# The libraries the dynamic loader cannot find here, and the Debian packages that have them.
missing=$(for program in "$here/bin/kept" "$here"/libexec/kept/*; do ldd "$program" 2>/dev/null; done |
  awk '/=> not found/ { print $1 }' | sort -u)
if [ -n "$missing" ]; then
  echo "kept needs these shared libraries, which this system does not have:" >&2
  packages=
  for soname in $missing; do
    package=$(awk -v s="$soname" '$1 == s { print $2 }' "$here/RUNTIME")
    echo "  $soname  (Debian/Ubuntu: ${package:-unknown package})" >&2
    packages="$packages ${package:-}"
  done
  echo "on Debian 12 or Ubuntu: sudo apt install$packages; then run install.sh again" >&2
  exit 1
fi

# Over an earlier install.sh install: its files go first, so none of an older version stays.
[ -f "$record" ] && sh "$0" --uninstall --prefix "$prefix" >/dev/null
mkdir -p "$prefix/libexec/kept"
: > "$record.new"
# Every file of the tarball but the installer's own, to the same place under the prefix.
(cd "$here" && find bin libexec share -type f) | sort | while IFS= read -r file; do
  mode=644
  case $file in bin/*|libexec/*) mode=755 ;; esac
  install -D -m "$mode" "$here/$file" "$prefix/$file"
  echo "$prefix/$file" >> "$record.new"
done
install -m 755 "$here/install.sh" "$prefix/libexec/kept/install.sh"
echo "$prefix/libexec/kept/install.sh" >> "$record.new"
echo "$record" >> "$record.new"
mv "$record.new" "$record"

echo "installed kept $("$prefix/bin/kept" --version) in $prefix"
# man finds the pages through PATH ($prefix/bin → $prefix/share/man). Debian's ~/.profile
# puts ~/.local/bin on it at the next login once the folder exists.
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) if [ "$prefix" = "$HOME/.local" ]; then echo "  log in again, or add $prefix/bin to PATH: kept and man kept are found through it"
     else echo "  add $prefix/bin to PATH: kept and man kept are found through it"; fi ;;
esac
# bash-completion and fish look under ~/.local/share by themselves; zsh never does.
echo "  zsh: TAB completion needs fpath=($prefix/share/zsh/site-functions \$fpath) before compinit in ~/.zshrc"
if [ "$prefix" != "$HOME/.local" ]; then
  echo "  bash and fish: TAB completion needs $prefix/share in XDG_DATA_DIRS"
fi
for tool in zip unzip zstd; do
  command -v "$tool" >/dev/null 2>&1 || echo "  $tool is not installed: kept's Anki and zip imports and exports need it"
done
echo "  to remove: $prefix/libexec/kept/install.sh --uninstall"
