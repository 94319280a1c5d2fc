#!/usr/bin/env bash
# Counts n queens in K shares as a Slurm job array: one array task per share. It needs only the
# book's one file, nqueens.mjs, in a folder every node sees (Node 20 or later as `node` on each).
# From that folder:
#
#   sbatch --wait --array=1-16 slurm-array.sh 20
#
# K is the size of the array (number it from 1). Each task gets the CPUs sbatch gives it (one
# unless asked: `sbatch -c 8 …` for 8) and counts on all of them. To run share 7 of 16 again alone:
#
#   sbatch --array=7 --export=ALL,PARTS=16 slurm-array.sh 20
#
# Each task writes its share line to shares/ (SHARES_DIR to change),
# under its final name only once it is complete. When every task is done, add them up:
#
#   node nqueens.mjs --sum shares/nqueens-20-part-*-of-16.json
#
# NQUEENS runs another command instead, such as the project's own from the project folder after
# `npm install`: NQUEENS='node_modules/.bin/node bin/nqueens.js'. No CPU count is fixed here, so
# the array runs on any node; a partition whose time limit is under 4 hours needs `sbatch --time=…`.
#
#SBATCH --job-name=nqueens
#SBATCH --ntasks=1
#SBATCH --time=04:00:00
#SBATCH --output=nqueens-%A_%a.log
set -euo pipefail
n=${1:?usage: sbatch --array=1-K slurm-array.sh N}
cd "${SLURM_SUBMIT_DIR:-.}"
# Share I of K is array task I; K is the array's size, or PARTS when one task is run again alone.
part=$SLURM_ARRAY_TASK_ID
parts=${PARTS:-$SLURM_ARRAY_TASK_COUNT}
dir=${SHARES_DIR:-shares}
mkdir -p "$dir"
share="$dir/nqueens-$n-part-$part-of-$parts.json"
# As many counting threads as Slurm gave the task (-c, or the CPUs it was given on its node).
cpus=${SLURM_CPUS_PER_TASK:-${SLURM_CPUS_ON_NODE:-}}
workers=()
[[ -n $cpus ]] && workers=(--workers "$cpus")
# The line goes to a .partial file first, so a task killed half way leaves no share to add up.
# shellcheck disable=SC2086 # NQUEENS is a command line: split it into words.
${NQUEENS:-node nqueens.mjs} "$n" --count --part "$part/$parts" "${workers[@]}" >"$share.partial"
mv "$share.partial" "$share"
