#!/usr/bin/env bash
# Prints the size of each module under Sources/ as ARCHITECTURE.md's size table counts it:
# source lines (`wc -l` of the module's .swift files), public types (declarations of a
# `public` or `open` class, struct, enum, protocol, actor or typealias) and public functions
# (`public` or `open` `func` declarations, static and operator ones included; initializers,
# properties and subscripts are not counted). A line-based count: a declaration split so that
# `public` and `func` sit on different lines is missed (none is today).
#
#   Scripts/api-size.sh            the working tree
#   Scripts/api-size.sh REV        the tree at a git revision (for a before/after table)
set -euo pipefail
cd "$(dirname "$0")/.."

root="."
if [ "$#" -ge 1 ]; then
  root="$(mktemp -d)"
  trap 'rm -rf "$root"' EXIT
  git archive "$1" Sources | tar -x -C "$root"
fi

modifiers='(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*'
echo "| module | lines | types | functions |"
echo "|---|---|---|---|"
for dir in "$root"/Sources/*/; do
  module="$(basename "$dir")"
  files="$(find "$dir" -name '*.swift' | sort)"
  [ -n "$files" ] || continue
  # shellcheck disable=SC2086
  lines=$(cat $files | wc -l)
  # shellcheck disable=SC2086
  types=$(cat $files | grep -cE "^[[:space:]]*${modifiers}(public|open)[[:space:]]+(final[[:space:]]+)?(class|struct|enum|protocol|actor|typealias)[[:space:]]" || true)
  # shellcheck disable=SC2086
  functions=$(cat $files | grep -cE "\b(public|open)[[:space:]]+((static|final|override|mutating|nonisolated|class|prefix|postfix|infix)[[:space:]]+)*func[[:space:]]" || true)
  printf '| %s | %s | %s | %s |\n' "$module" "$(echo "$lines" | sed -e ':a' -e 's/\B[0-9]\{3\}\>/,&/' -e 'ta')" "$types" "$functions"
done
