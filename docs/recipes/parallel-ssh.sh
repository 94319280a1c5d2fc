#!/usr/bin/env bash
# Counts n queens in K shares on several machines over SSH with GNU parallel, then adds them up.
# It needs only the book's one file, nqueens.mjs: put it in a folder at the same path on every
# machine (Node 20 or later as `node` on each), and run this from that folder on yours:
#
#   HOSTS=box1,alice@box2,: bash parallel-ssh.sh 20 12
#
# HOSTS lists SSH logins, comma-separated (":" is this machine). Each machine counts one share at
# a time with all its cores; a share that fails is tried again, on another machine if there is
# one. The share lines go to OUT (default nqueens-N-in-K.jsonl), and the last line printed is the
# total, once `--sum` has checked that every share is there exactly once.
# NQUEENS runs another command in that folder instead, such as the project's own from the project
# folder after `npm install`: NQUEENS='node_modules/.bin/node bin/nqueens.js'.
set -euo pipefail
usage='usage: HOSTS=box1,box2 parallel-ssh.sh N K'
n=${1:?$usage}
parts=${2:?$usage}
hosts=${HOSTS:?set HOSTS to the machines SSH logs in to, like HOSTS=box1,box2 (":" is this one)}
nqueens=${NQUEENS:-node nqueens.mjs}
if [[ -z ${NQUEENS:-} && ! -f nqueens.mjs ]]; then
	echo "parallel-ssh.sh: no nqueens.mjs in $PWD: run this from the folder that holds it" >&2
	exit 2
fi
here=$PWD
out=${OUT:-nqueens-$n-in-$parts.jsonl}
[[ $out == /* ]] || out=$PWD/$out

seq 1 "$parts" |
	parallel --will-cite --sshlogin "$hosts" --jobs 1 --retries 3 --halt now,fail=1 \
		"cd '$here' && $nqueens $n --count --part {}/$parts" >"$out"
# shellcheck disable=SC2086 # a command line: split it into words.
$nqueens --sum "$out"
