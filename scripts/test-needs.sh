#!/usr/bin/env bash
# What `npm test` needs from Debian besides Node's packages, run first by the `test` npm script.
# As root it installs whatever is missing (one apt-get update, then one apt-get install); as anyone
# else it stops at once with the one command to run, naming exactly the missing packages.
# TEST_NEEDS_PATH says where to look for the programs (by default the PATH and the sbin folders,
# which a user's PATH may lack), TEST_NEEDS_PYTHON_PATH where to look for Python modules (by
# default Debian's folder of them): test/unit/test-needs.test.ts points them at a folder that lacks one.
set -euo pipefail

# Each Debian package, and the programs of it the tests run: Chromium for Lighthouse, its headless
# shell for the browser tests, python3, gcc and Lua for test/unit/seed-languages-agree.test.ts,
# pyflakes3 for the Python files, GNU parallel for the SSH recipe, script for a terminal (the
# progress of nqueens check), and for the batch engines that `npm run test:batch` starts on this
# machine (test/batch/): Slurm and munge, sshd and ssh, ip and nsenter (a network namespace for
# Slurm); and Jupyter's nbformat, nbclient and ipykernel for the exported notebook
# (test/unit/jupyter-runs-in-jupyter.test.ts), Python modules with no program of their own,
# written python:<module>.
NEEDS=(
	'chromium chromium'
	'chromium-headless-shell chromium-headless-shell'
	'python3 python3'
	'gcc gcc'
	'lua5.4 lua5.4'
	'pyflakes3 pyflakes3'
	'parallel parallel'
	'slurm-wlm slurmctld slurmd sbatch'
	'munge munged'
	'openssh-server sshd'
	'openssh-client ssh'
	'iproute2 ip'
	'util-linux nsenter'
	'bsdutils script'
	'python3-nbformat python:nbformat'
	'python3-nbclient python:nbclient'
	'python3-ipykernel python:ipykernel'
)
search_path=${TEST_NEEDS_PATH:-$PATH:/usr/local/sbin:/usr/sbin:/sbin}
# Debian's python3 (/usr/bin/python3) reads its packages' modules from here, whatever python3
# comes first on the PATH.
python_path=${TEST_NEEDS_PYTHON_PATH:-/usr/lib/python3/dist-packages}

# True when `program` is an executable file in one of search_path's folders, or, written
# python:<module>, a module's folder in one of python_path's.
installed() {
	local dir
	local -a dirs
	if [[ $1 == python:* ]]; then
		IFS=: read -ra dirs <<<"$python_path"
		for dir in "${dirs[@]}"; do
			[[ -n $dir && -d $dir/${1#python:} ]] && return 0
		done
		return 1
	fi
	IFS=: read -ra dirs <<<"$search_path"
	for dir in "${dirs[@]}"; do
		[[ -n $dir && -x $dir/$1 && ! -d $dir/$1 ]] && return 0
	done
	return 1
}

# The packages of NEEDS that lack one of their programs, space-separated.
missing_packages() {
	local need package program programs_line
	local -a missing=() programs
	for need in "${NEEDS[@]}"; do
		read -r package programs_line <<<"$need"
		read -ra programs <<<"$programs_line"
		for program in "${programs[@]}"; do
			if ! installed "$program"; then
				missing+=("$package")
				break
			fi
		done
	done
	echo "${missing[*]}"
}

absent=$(missing_packages)
if [[ -z $absent ]]; then
	echo "test-needs: every Debian package the tests need is installed"
	exit 0
fi
if ((EUID != 0)); then
	echo "test-needs: missing Debian packages; run: sudo apt-get install -y ${absent}" >&2
	exit 1
fi
echo "test-needs: installing ${absent}"
export DEBIAN_FRONTEND=noninteractive
apt-get update
# shellcheck disable=SC2086 # one word a package
apt-get install -y $absent
still=$(missing_packages)
if [[ -n $still ]]; then
	echo "test-needs: still missing after apt-get install: ${still}" >&2
	exit 1
fi
