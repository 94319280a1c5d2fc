#!/usr/bin/env bash
# 用 GNU parallel 通过 SSH 在几台计算机上把 n 皇后的计数分成 K 份来数，最后加起来。
#
#   HOSTS=box1,alice@box2,box3 docs/recipes-zh-cn/parallel-ssh.sh 20 12
#
# HOSTS 列出 SSH 登录名，用逗号分隔（":" 表示本机）。每台计算机都需要有这个项目，
# 路径与这里相同，并已运行过 `npm install`（它带来项目自己的 Node 24）。
# 每台计算机一次数一份，用上它所有的核心；失败的一份会重试，有别的计算机时换一台。
# 各份的结果行写到 OUT（默认是 nqueens-N-in-K.jsonl），最后打印的一行是总数：
# 在此之前 `nqueens --sum` 已检查每一份都恰好出现一次。
# NQUEENS 指定另一个命令，在每台计算机上从这个文件夹的路径运行，例如本书的单个文件：
# NQUEENS='node nqueens.mjs'，每台计算机的同一个文件夹里都要有 nqueens.mjs。
set -euo pipefail
usage='usage: HOSTS=box1,box2 parallel-ssh.sh N K'
n=${1:?$usage}
parts=${2:?$usage}
hosts=${HOSTS:?set HOSTS to the machines SSH logs in to, like HOSTS=box1,box2 (":" is this one)}
project=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-nqueens-$n-in-$parts.jsonl}
[[ $out == /* ]] || out=$PWD/$out

# 用项目自己的 Node 24，不管远程 shell 在 PATH 上先找到的是哪个 `node`。
nqueens="node_modules/.bin/node bin/nqueens.js"
here=$project
if [[ -n ${NQUEENS:-} ]]; then
	nqueens=$NQUEENS
	here=$PWD
fi
seq 1 "$parts" |
	parallel --will-cite --sshlogin "$hosts" --jobs 1 --retries 3 --halt now,fail=1 \
		"cd '$here' && $nqueens $n --count --part {}/$parts" >"$out"
# shellcheck disable=SC2086 # 这是一行命令：按空格拆成单词。
(cd "$here" && $nqueens --sum "$out")
