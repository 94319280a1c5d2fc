#!/usr/bin/env bash
# Counts n queens in K shares as a Slurm job array: one array task per share. From the project
# folder (on a file system every node sees, after `npm install`):
#
#   sbatch --array=1-16 docs/recipes/slurm-array.sh 20
#
# K is the size of the array (number it from 1). To run share 7 of 16 again on its own:
#
#   sbatch --array=7 --export=ALL,PARTS=16 docs/recipes/slurm-array.sh 20
#
# Each task writes its share line to shares/ (SHARES_DIR to change),
# under its final name only once it is complete. When every task is done, add them up:
#
#   node_modules/.bin/node bin/nqueens.js --sum shares/nqueens-20-part-*-of-16.json
#
#SBATCH --job-name=nqueens
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=8
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
# As many counting threads as Slurm gave the task.
workers=()
[[ -n ${SLURM_CPUS_PER_TASK:-} ]] && workers=(--workers "$SLURM_CPUS_PER_TASK")
node_modules/.bin/node bin/nqueens.js "$n" --count --part "$part/$parts" "${workers[@]}" >"$share.partial"
mv "$share.partial" "$share"
