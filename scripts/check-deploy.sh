#!/usr/bin/env bash
# Checks the deployment recipes in deploy/: the Kubernetes manifests against the API's
# schemas in strict mode (PyPI's kubernetes-validate) and, with the Dockerfile, against
# checkov's security and good-practice policies (non-root, read-only root file system,
# probes, resources, no privilege escalation, a network policy, ...). Both tools are
# installed into a virtual environment of this script's own, kept in the user's cache
# (scripts/support/shell/tool-venv.sh), so the machine's Python packages stay as they
# are. When PyPI cannot be reached, says so and exits 0 without checking. The Dockerfile
# is not built: these machines have no container engine.
#
# Usage: scripts/check-deploy.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
. "$root/scripts/support/shell/tool-venv.sh"
# The pins: what this check was written against.
packages=(kubernetes-validate==1.37.0 checkov==3.3.30)
if ! tool_venv deploy "${packages[@]}"; then
    if pypi_answers; then
        echo "check-deploy: pip could not install ${packages[*]} although PyPI answers: $(tail -3 "$venv.log")" >&2
        exit 1
    fi
    echo "check-deploy: PyPI cannot be reached: deploy/ not checked" >&2
    exit 0
fi
"$venv/bin/kubernetes-validate" --strict --quiet deploy/kubernetes/*.yaml
echo "check-deploy: deploy/kubernetes passes kubernetes-validate --strict" >&2
# --skip-download: no policies or guidelines fetched from Prisma Cloud; the built-in ones.
report=$("$venv/bin/checkov" -d deploy --quiet --compact --skip-download 2>/dev/null) || {
    echo "$report"
    echo "check-deploy: checkov finds deploy/ wanting (above)" >&2
    exit 1
}
echo "$report" | grep -E "scan results|Passed checks" >&2
echo "check-deploy: deploy/ passes checkov's policies" >&2
