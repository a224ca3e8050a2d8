# Sourced by the scripts that build a package of their own against this checkout, as a
# user's package would (check-doc-samples.sh, check-readme-example.sh,
# check-without-hunspell.sh). Needs $root, the checkout.
#
#   scratch_package NAME   sets $work, a temporary folder for the script's files, and
#                          $package, a new package folder NAME.XXXXXX with its Sources/
#                          folder made, both removed when the script exits, $scratch,
#                          the build folder every such package shares, and $swiftpm, the
#                          command to build with (scripts/support/shell/swiftpm).
#
# The packages sit in .build/scratch-packages/ beside WordCheck, a link to the checkout
# (a path dependency takes its identity from the folder's name), and build into one
# folder, .build/scratch-packages/build: the checkout's modules are then compiled once
# for all of them, in debug, and only each package's own targets are new. That holds
# while the traits reach the compiler in one order, which $swiftpm sees to.
scratch_package() {
    local base="$root/.build/scratch-packages"
    mkdir -p "$base"
    # Made again only when it names another folder (a checkout copied with its .build).
    [ "$(readlink "$base/WordCheck" 2>/dev/null)" = "$root" ] || ln -sfn "$root" "$base/WordCheck"
    work=$(mktemp -d)
    package=$(mktemp -d "$base/$1.XXXXXX")
    # The folders as they are now: a script may use these names for something else later.
    trap "rm -rf '$work' '$package'" EXIT
    mkdir -p "$package/Sources"
    scratch="$base/build"
    swiftpm="$root/scripts/support/shell/swiftpm"
}
