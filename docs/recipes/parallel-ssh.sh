#!/usr/bin/env bash
# Counts n queens in K shares on several machines over SSH with GNU parallel, then adds them up.
#
#   HOSTS=box1,alice@box2,box3 docs/recipes/parallel-ssh.sh 20 12
#
# HOSTS lists SSH logins, comma-separated (":" is this machine). Every machine needs this project
# at the same path as here, after `npm install` (that brings its Node 24). Each machine counts one
# share at a time with all its cores; a share that fails is tried again, on another machine if
# there is one. The share lines go to OUT (default nqueens-N-in-K.jsonl), and the last line printed
# is the total, once `nqueens --sum` has checked that every share is there exactly once.
# NQUEENS names another command, run from this folder's path on every machine, such as the book's
# one file: NQUEENS='node nqueens.mjs' with nqueens.mjs in the same folder on each machine.
set -euo pipefail
usage='usage: HOSTS=box1,box2 parallel-ssh.sh N K'
n=${1:?$usage}
parts=${2:?$usage}
hosts=${HOSTS:?set HOSTS to the machines SSH logs in to, like HOSTS=box1,box2 (":" is this one)}
project=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-nqueens-$n-in-$parts.jsonl}
[[ $out == /* ]] || out=$PWD/$out

# Node 24 from the project itself, whatever `node` a remote shell finds first on its PATH.
nqueens="node_modules/.bin/node bin/nqueens.js"
here=$project
if [[ -n ${NQUEENS:-} ]]; then
	nqueens=$NQUEENS
	here=$PWD
fi
seq 1 "$parts" |
	parallel --will-cite --sshlogin "$hosts" --jobs 1 --retries 3 --halt now,fail=1 \
		"cd '$here' && $nqueens $n --count --part {}/$parts" >"$out"
# shellcheck disable=SC2086 # a command line: split it into words.
(cd "$here" && $nqueens --sum "$out")
