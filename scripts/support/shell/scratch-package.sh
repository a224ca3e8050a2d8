# Sourced by the scripts that build a package of their own against this checkout, as a
# user's package would (check-doc-samples.sh, check-readme-example.sh,
# check-without-hunspell.sh). Needs $root, the checkout.
#
#   scratch_package NAME   sets $work, a temporary folder removed when the script exits,
#                          holding WordCheck (a link to the checkout: a path dependency
#                          takes its identity from the folder's name), and $package,
#                          $work/NAME with its Sources/ folder made.
scratch_package() {
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    ln -s "$root" "$work/WordCheck"
    package="$work/$1"
    mkdir -p "$package/Sources"
}
