#!/usr/bin/env bash
# 用 Slurm 作业数组把 n 皇后的计数分成 K 份来数：每一份是数组里的一个任务。
# 它只需要本书的单个文件 nqueens.mjs，放在集群里每台计算机都能看到的文件夹里
# （每台计算机上的 `node` 都要是 Node 20 或更高版本）。在这个文件夹里运行：
#
#   sbatch --wait --array=1-16 slurm-array.sh 20
#
# K 是数组的大小（从 1 开始编号）。每个任务用 sbatch 分给它的所有 CPU 来数
# （不另外要求时只有一个：`sbatch -c 8 …` 就是 8 个）。单独重跑 16 份中的第 7 份：
#
#   sbatch --array=7 --export=ALL,PARTS=16 slurm-array.sh 20
#
# 每个任务把自己那一份的结果行写到 shares/（用 SHARES_DIR 可以换一个文件夹），
# 只有写完整之后才改成最终的文件名。所有任务都完成后，把它们加起来：
#
#   node nqueens.mjs --sum shares/nqueens-20-part-*-of-16.json
#
# 设了 NQUEENS 时，改为运行它指定的另一个命令，例如项目自己的命令
# （在运行过 `npm install` 的项目文件夹里）：NQUEENS='node_modules/.bin/node bin/nqueens.js'。
# 这里没有固定 CPU 个数，所以数组在集群的任何一台计算机上都能运行；
# 分区的时间限制短于 4 小时时，需要加上 `sbatch --time=…`。
#
#SBATCH --job-name=nqueens
#SBATCH --ntasks=1
#SBATCH --time=04:00:00
#SBATCH --output=nqueens-%A_%a.log
set -euo pipefail
n=${1:?usage: sbatch --array=1-K slurm-array.sh N}
cd "${SLURM_SUBMIT_DIR:-.}"
# K 份中的第 I 份就是数组任务 I；K 是数组的大小，单独重跑一个任务时则是 PARTS。
part=$SLURM_ARRAY_TASK_ID
parts=${PARTS:-$SLURM_ARRAY_TASK_COUNT}
dir=${SHARES_DIR:-shares}
mkdir -p "$dir"
share="$dir/nqueens-$n-part-$part-of-$parts.json"
# 计数线程的个数等于 Slurm 给这个任务的 CPU 数（-c，或它在这台计算机上分到的 CPU）。
cpus=${SLURM_CPUS_PER_TASK:-${SLURM_CPUS_ON_NODE:-}}
workers=()
[[ -n $cpus ]] && workers=(--workers "$cpus")
# 结果行先写到一个 .partial 文件，所以中途被终止的任务不会留下一份可以相加的结果。
# shellcheck disable=SC2086 # NQUEENS 是一行命令：按空格拆成单词。
${NQUEENS:-node nqueens.mjs} "$n" --count --part "$part/$parts" "${workers[@]}" >"$share.partial"
mv "$share.partial" "$share"
