//! The repository explains itself: no text file in it sends the reader to material that is not
//! in the repository (the rule readings, source texts, oracle data and notes a development
//! machine once had next to it) nor names an absolute path of some machine. The rules are in
//! docs/rules.md, the notation in docs/notation.md, the Ludii records in
//! crate/tests/data/oracle/.
//!
//! The forbidden strings are assembled at run time, so this file does not match itself.

use std::fs;
use std::path::{Path, PathBuf};

/// What the repository's own text may not contain, each with the reason given on failure.
fn forbidden() -> Vec<(String, &'static str)> {
    let shared = "shared";
    let mut out: Vec<(String, &'static str)> = ["spec", "seeds", "oracle", "notes"]
        .iter()
        .map(|dir| (format!("{shared}/{dir}"), "a folder outside the repository"))
        .collect();
    out.push((format!("../{}/", "spec"), "a folder outside the repository"));
    for root in ["work", "home"] {
        out.push((format!("/{root}/"), "an absolute path of one machine"));
    }
    out
}

/// The parts of the repository that hold its text: README, docs, sources, tests, scripts, CI.
const ROOTS: &[&str] = &["README.md", "docs", "crate", "tests", "www", "scripts", "index.html", ".ci"];

/// Folders of build output, installed packages and test output: not the repository's text.
const SKIP_DIRS: &[&str] = &["target", "node_modules", "pkg", "output", ".git"];

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the crate sits in the repository").to_path_buf()
}

fn collect(path: &Path, files: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if SKIP_DIRS.contains(&name) {
            return;
        }
        let mut entries: Vec<PathBuf> = fs::read_dir(path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .map(|e| e.expect("a directory entry").path())
            .collect();
        entries.sort();
        for entry in entries {
            collect(&entry, files);
        }
    } else if path.is_file() {
        files.push(path.to_path_buf());
    }
}

/// The repository's text files (binary files such as the gzipped oracle records are skipped).
fn text_files(root: &Path) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    for part in ROOTS {
        let path = root.join(part);
        assert!(path.exists(), "{} is missing", path.display());
        collect(&path, &mut files);
    }
    files
        .into_iter()
        .filter_map(|path| {
            let bytes = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            if bytes.contains(&0) {
                return None;
            }
            String::from_utf8(bytes).ok().map(|text| (path, text))
        })
        .collect()
}

/// Every line of `files` that contains a forbidden string, as `path:line: string (reason)`.
fn offences(root: &Path, files: &[(PathBuf, String)]) -> Vec<String> {
    let forbidden = forbidden();
    let mut out = Vec::new();
    for (path, text) in files {
        let shown = path.strip_prefix(root).unwrap_or(path).display();
        for (n, line) in text.lines().enumerate() {
            for (needle, why) in &forbidden {
                if line.contains(needle.as_str()) {
                    out.push(format!("{shown}:{}: `{needle}` ({why}): {}", n + 1, line.trim()));
                }
            }
        }
    }
    out
}

#[test]
fn no_text_file_points_outside_the_repository() {
    let root = repository();
    let files = text_files(&root);
    assert!(files.len() > 50, "only {} text files found under {}", files.len(), root.display());
    let found = offences(&root, &files);
    assert!(found.is_empty(), "{} reference(s) outside the repository:\n{}", found.len(), found.join("\n"));
    // What the references point to instead.
    for needed in ["README.md", "docs/rules.md", "docs/notation.md", "crate/tests/data/oracle/README.md"] {
        assert!(files.iter().any(|(p, _)| p.ends_with(needed)), "{needed} is missing or not text");
    }
}

#[test]
fn the_check_sees_each_forbidden_string() {
    // The scan itself, on made-up files: each forbidden string is reported, a clean text is not.
    let root = Path::new("repo");
    let clean = (root.join("clean.md"), "See docs/rules.md and crate/tests/data/oracle/.\n".to_string());
    for (needle, _) in forbidden() {
        let dirty = (root.join("dirty.md"), format!("first line\nread {needle}rules.md here\n"));
        let found = offences(root, &[clean.clone(), dirty]);
        assert_eq!(found.len(), 1, "{needle}: {found:?}");
        assert!(found[0].starts_with("dirty.md:2:"), "{found:?}");
    }
}
