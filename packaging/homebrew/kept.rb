# Homebrew formula for kept (Linux: kept reads /proc and is built and tested on Debian only).
# UNTESTED: written on Debian 12 without Homebrew. Before submitting to a tap: set url to the
# tag's tarball on kept's public home, its sha256 (`shasum -a 256`), and run
# `brew install --build-from-source ./kept.rb && brew test kept && brew audit --strict kept`.
class Kept < Formula
  desc "Diary, cards and fridge in a git-versioned folder of Markdown files"
  homepage "https://kept.invalid"
  url "https://kept.invalid/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  # No license chosen yet (see packaging/debian/copyright): brew audit will ask for one.

  depends_on "pkgconf" => :build
  depends_on "swift" => :build
  depends_on "cmark-gfm"
  depends_on "libgit2"
  depends_on :linux
  depends_on "qrencode"
  depends_on "sqlite"
  # kept runs these for its Anki and zip imports and exports.
  depends_on "unzip"
  depends_on "zip"
  depends_on "zstd"

  def install
    # Not `make release`: its deps step installs Debian packages with apt-get.
    system "swift", "build", "-c", "release", "--static-swift-stdlib", "--disable-sandbox"
    system "swift", "build", "-c", "release", "--static-swift-stdlib", "--disable-sandbox",
           "--product", "generate-manual"
    bin.install ".build/release/kept"
    # kept looks for kept-serve beside itself and in ../libexec/kept/.
    (libexec/"kept").install ".build/release/kept-serve"
    system "scripts/man-pages", "man", ".build/release/kept", ".build/release/generate-manual"
    man1.install Dir["man/*.1"]
    generate_completions_from_executable(bin/"kept", "--generate-completion-script")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/kept --version").strip
    system bin/"kept", "init", testpath/"store"
    system bin/"kept", "--store", testpath/"store", "new", "diary", "first", "--body", "hello", "--no-edit"
    assert_match "first", shell_output("#{bin}/kept --store #{testpath}/store list diary")
  end
end
