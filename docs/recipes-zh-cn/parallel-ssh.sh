#!/usr/bin/env bash
# 用 GNU parallel 通过 SSH 在几台计算机上把 n 皇后的计数分成 K 份来数，最后加起来。
# 它只需要本书的单个文件 nqueens.mjs：把它放在每台计算机上路径相同的文件夹里
# （每台计算机上的 `node` 都要是 Node 20 或更高版本），然后在你这台计算机的这个文件夹里运行：
#
#   HOSTS=box1,alice@box2,: bash parallel-ssh.sh 20 12
#
# HOSTS 列出 SSH 登录名，用逗号分隔（":" 表示本机）。每台计算机一次数一份，用上它所有的核心；
# 失败的一份会重试，有别的计算机时换一台。各份的结果行写到 OUT（默认是 nqueens-N-in-K.jsonl），
# 最后打印的一行是总数：在此之前 `--sum` 已检查每一份都恰好出现一次。
# 设了 NQUEENS 时，改为在这个文件夹里运行它指定的另一个命令，例如项目自己的命令
# （在运行过 `npm install` 的项目文件夹里）：NQUEENS='node_modules/.bin/node bin/nqueens.js'。
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
# shellcheck disable=SC2086 # 这是一行命令：按空格拆成单词。
$nqueens --sum "$out"
