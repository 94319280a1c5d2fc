#!/usr/bin/env bash
# Runs the whole gate (`npm test`) while one busy process per core keeps every core at 100% and a
# second Chromium renders the site's pages round after round (scripts/load/busy-browser.ts), to
# show that no test depends on how fast this machine is. Usage: bash scripts/gate-under-load.sh
set -uo pipefail
cd "$(dirname "$0")/.."
cores=$(nproc)
pids=()
for _ in $(seq "$cores"); do
	# A shell loop that never sleeps: one full core each, at the same priority as the gate.
	(while :; do :; done) &
	pids+=($!)
done
node_modules/.bin/node scripts/load/busy-browser.ts dist >/dev/null 2>&1 &
pids+=($!)
trap 'kill "${pids[@]}" 2>/dev/null' EXIT
echo "gate-under-load: ${cores} busy processes on ${cores} cores and a second Chromium"
start=$SECONDS
npm test
status=$?
echo "gate-under-load: npm test exited ${status} after $((SECONDS - start)) s with every core busy"
exit "$status"
